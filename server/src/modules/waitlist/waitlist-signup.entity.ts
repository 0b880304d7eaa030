import { Check, Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

export type UtmParameters = Partial<Record<'utm_source' | 'utm_medium' | 'utm_campaign' | 'utm_term' | 'utm_content', string>>;

@Entity('waitlist_signups')
@Check('ck_waitlist_signups_email_normalised', `"email" = lower(btrim("email"))`)
export class WaitlistSignup {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** Stored trimmed and lower-cased; the unique index makes a repeat signup a no-op. */
  @Index('uq_waitlist_signups_email', { unique: true })
  @Column('varchar', { length: 254 })
  email: string;

  @Column('varchar', { length: 200 })
  companyName: string;

  @Column('varchar', { length: 60 })
  companySize: string;

  @Column('varchar', { nullable: true, length: 500 })
  referrer: string | null;

  @Column('varchar', { nullable: true, length: 500 })
  landingPath: string | null;

  @Column('jsonb')
  utm: UtmParameters;

  @Index('ix_waitlist_signups_created_at')
  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
