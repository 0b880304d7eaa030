import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { SearchDocumentColumn } from '../../db/search-document.column';
import type { CitedSource } from '../content/content.schemas';

@Entity('glossary_terms')
export class GlossaryTerm {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Index('uq_glossary_terms_slug', { unique: true })
  @Column('varchar', { length: 160 })
  slug: string;

  @Index('ix_glossary_terms_term')
  @Column('varchar', { length: 200 })
  term: string;

  @Column('text')
  definition: string;

  @Column('text')
  synonyms: string;

  @Column('text')
  relatedTerms: string;

  @Column('text')
  exampleUsage: string;

  @Column('varchar', { length: 200 })
  exampleIndustry: string;

  @Column('text')
  faqQ1: string;

  @Column('text')
  faqA1: string;

  @Column('text')
  faqQ2: string;

  @Column('text')
  faqA2: string;

  @Column('text')
  internalLinks: string;

  @Column('varchar', { length: 200 })
  pageTitle: string;

  @Column('varchar', { length: 200 })
  metaDescription: string;

  @Column('varchar', { length: 200 })
  h1: string;

  /** The day the entry's text was last revised (YYYY-MM-DD), shown as "Updated". */
  @Column('date')
  updated: string;

  /** The primary sources the entry cites, in the order written. */
  @Column('jsonb')
  sources: CitedSource[];

  /** Site search's weighted document (read only by the search's SQL). */
  @SearchDocumentColumn('ix_glossary_terms_search_document', { title: "term || ' ' || synonyms", body: 'definition' })
  searchDocument?: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
