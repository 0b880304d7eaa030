import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { SiteFile } from './content.schemas';

/** A single row, rewritten in the same transaction as every content load that changed something. */
@Entity('content_state')
export class ContentState {
  @PrimaryColumn('integer')
  id: number;

  @Column('integer')
  version: number;

  @Column('varchar', { length: 64 })
  checksum: string;

  /** The fixed choices of content/site.json. */
  @Column('jsonb')
  site: SiteFile;

  @Column('timestamptz')
  updatedAt: Date;
}
