import { Column, CreateDateColumn, Entity, Index, OneToMany, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { SearchDocumentColumn } from '../../db/search-document.column';
import type { FaqEntry } from '../content/content.schemas';
import type { Niche } from './niche.entity';

@Entity('industries')
export class Industry {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column('varchar', { nullable: true, length: 64 })
  notionId: string | null;

  @Index('uq_industries_slug', { unique: true })
  @Column('varchar', { length: 120 })
  slug: string;

  @Index('ix_industries_title')
  @Column('varchar', { length: 200 })
  title: string;

  @Column('text')
  description: string;

  @Column('varchar', { length: 200 })
  metaDescription: string;

  @Column('varchar', { length: 300 })
  featuredImage: string;

  @Column('varchar', { length: 200 })
  marketSize: string;

  /** What the market size counts and how it was reached ("Bidlight estimate: …"). */
  @Column('varchar', { length: 240 })
  marketSizeBasis: string;

  @Column('varchar', { length: 120 })
  averageContractValue: string;

  @Column('varchar', { length: 20 })
  competitionLevel: string;

  @Column('varchar', { length: 20 })
  opportunityFrequency: string;

  @Column('varchar', { length: 20 })
  regulationComplexity: string;

  @Column('text')
  successStories: string;

  @Column('text')
  keyPainPoints: string;

  @Column('text')
  commonRFPTypes: string;

  @Column('text', { array: true })
  seoKeywords: string[];

  /** The page's ten FAQ entries, in the order the content file lists them. */
  @Column('jsonb')
  faqs: FaqEntry[];

  @OneToMany('Niche', (niche: Niche) => niche.industry)
  niches?: Niche[];

  /** Site search's weighted document (read only by the search's SQL). */
  @SearchDocumentColumn('ix_industries_search_document', { title: 'title', body: "description || ' ' || search_words(seo_keywords)" })
  searchDocument?: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
