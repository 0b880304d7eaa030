import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import { SearchDocumentColumn } from '../../db/search-document.column';
import type { FaqEntry } from '../content/content.schemas';
import type { Industry } from './industry.entity';

@Entity('niches')
@Index('uq_niches_industry_slug', ['industryId', 'slug'], { unique: true })
export class Niche {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column('uuid')
  industryId: string;

  @ManyToOne('Industry', (industry: Industry) => industry.niches, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'industry_id', foreignKeyConstraintName: 'fk_niches_industry' })
  industry?: Industry;

  @Column('varchar', { length: 120 })
  slug: string;

  @Column('integer')
  position: number;

  @Column('varchar', { length: 200 })
  title: string;

  @Column('varchar', { length: 200 })
  subcategory: string;

  @Column('text')
  description: string;

  @Column('varchar', { length: 200 })
  metaDescription: string;

  @Column('varchar', { length: 120 })
  averageContractValue: string;

  @Column('varchar', { length: 20 })
  opportunityFrequency: string;

  @Column('varchar', { length: 20 })
  competitionLevel: string;

  @Column('text')
  successMetrics: string;

  @Column('text')
  keyPainPoints: string;

  @Column('text')
  buyerProfiles: string;

  @Column('text')
  complianceRequirements: string;

  @Column('text')
  proposalTips: string;

  @Column('text', { array: true })
  longTailKeywords: string[];

  /** The page's five FAQ entries, in the order the content file lists them. */
  @Column('jsonb')
  faqs: FaqEntry[];

  /** Site search's weighted document (read only by the search's SQL). */
  @SearchDocumentColumn('ix_niches_search_document', { title: 'title', body: "description || ' ' || search_words(long_tail_keywords)" })
  searchDocument?: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
