import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { SearchDocumentColumn } from '../../db/search-document.column';
import type { ContentBlock } from '../content/blocks';
import type { CitedSource } from '../content/content.schemas';

@Entity('blog_posts')
export class BlogPost {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column('varchar', { nullable: true, length: 64 })
  notionId: string | null;

  @Index('uq_blog_posts_slug', { unique: true })
  @Column('varchar', { length: 160 })
  slug: string;

  @Column('varchar', { length: 200 })
  title: string;

  @Column('text')
  excerpt: string;

  @Column('varchar', { length: 200 })
  metaDescription: string;

  @Column('varchar', { length: 80 })
  category: string;

  @Column('text', { array: true })
  tags: string[];

  @Column('varchar', { length: 120 })
  author: string;

  @Index('ix_blog_posts_created')
  @Column('date')
  created: string;

  @Column('date')
  updated: string;

  @Column('integer')
  readTime: number;

  @Column('varchar', { nullable: true, length: 300 })
  featuredImage: string | null;

  @Column('jsonb')
  content: ContentBlock[];

  /** The primary sources the post cites, in the order written. */
  @Column('jsonb')
  sources: CitedSource[];

  /** Site search's weighted document (read only by the search's SQL). */
  @SearchDocumentColumn('ix_blog_posts_search_document', { title: 'title', body: "excerpt || ' ' || search_words(tags)" })
  searchDocument?: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
