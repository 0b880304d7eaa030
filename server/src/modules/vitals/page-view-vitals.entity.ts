import { Check, Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * One page view's field vitals, as a visitor's browser reported them (schema/vitals.ts): no
 * address, no cookie, no IP, nothing that tells one visitor from another. Kept for
 * VITALS_RETENTION_DAYS, then pruned.
 */
@Entity('page_view_vitals')
@Check('ck_page_view_vitals_device', `"device" IN ('phone', 'tablet', 'desktop')`)
@Check('ck_page_view_vitals_connection', `"connection" IN ('slow-2g', '2g', '3g', '4g', 'unknown')`)
export class PageViewVitals {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id: string;

  /** When the report arrived: the day it counts for, and what retention prunes by. */
  @Index('ix_page_view_vitals_received_at')
  @CreateDateColumn({ type: 'timestamptz' })
  receivedAt: Date;

  /** The route's pattern (`/blog/:slug`) or an error page's status. */
  @Column('varchar', { length: 80 })
  pageType: string;

  @Column('varchar', { length: 10 })
  device: string;

  @Column('varchar', { length: 10 })
  connection: string;

  @Column('real', { nullable: true })
  lcpMs: number | null;

  @Column('real', { nullable: true })
  inpMs: number | null;

  @Column('real', { nullable: true })
  cls: number | null;

  @Column('real', { nullable: true })
  fcpMs: number | null;

  @Column('real', { nullable: true })
  ttfbMs: number | null;

  /** The slowest interaction's event (`pointerdown`, `keydown`), its element's selector, and whether the app was live. */
  @Column('varchar', { length: 40, nullable: true })
  inpEventType: string | null;

  @Column('varchar', { length: 200, nullable: true })
  inpTarget: string | null;

  @Column('boolean', { nullable: true })
  inpAppLive: boolean | null;
}
