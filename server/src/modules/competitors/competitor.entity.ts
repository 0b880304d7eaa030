import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { SearchDocumentColumn } from '../../db/search-document.column';

export interface ProsAndCons {
  pros: string[];
  cons: string[];
}

export interface UserReviews {
  g2Score: number | null;
  reviewCount: number | null;
  source: string | null;
  sourceUrl: string | null;
  checkedAt: string | null;
}

export interface CompetitorFeatures {
  aiPowered: boolean;
  multiLanguage: boolean;
  languageCount: number | null;
  governmentCompliance: boolean;
  samGovIntegration: boolean;
}

/** A vendor fact as re-checked against its own public page; sourceUrl is null when it could not be checked. */
export interface FactCheck {
  finding: string;
  sourceUrl: string | null;
  lastChecked: string;
}

/** A cited source of a figure, or the team's own judgement. */
export type FigureBasis = 'team-judgement' | { title: string; url: string; lastChecked: string };

export interface CompetitorEditorial {
  quickVerdict: string;
  whyUsersSwitch: string[];
  useCases: { title: string; description: string }[];
  migrationSteps: string[];
  exampleScenario: string;
  peopleAlsoAsk: { question: string; answer: string }[];
  /** Null for the product's own entry. */
  factChecks: { price: FactCheck; trial: FactCheck; freePlan: FactCheck } | null;
  setupTimeBasis: FigureBasis;
  whyUsersSwitchBasis: FigureBasis;
}

@Entity('competitors')
@Index('ix_competitors_priority_name', ['priority', 'name'])
export class Competitor {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Index('uq_competitors_slug', { unique: true })
  @Column('varchar', { length: 120 })
  slug: string;

  @Column('varchar', { length: 200 })
  name: string;

  @Column('boolean', { default: false })
  isOwnProduct: boolean;

  @Column('varchar', { length: 300 })
  shortDescription: string;

  @Column('text')
  fullDescription: string;

  @Index('ix_competitors_category')
  @Column('varchar', { length: 40 })
  category: string;

  @Column('integer')
  priority: number;

  @Column('varchar', { length: 300 })
  website: string;

  @Column('boolean')
  hasFreeTrial: boolean;

  @Column('integer', { nullable: true })
  freeTrialDays: number | null;

  @Column('boolean')
  hasSetupFee: boolean;

  @Column('integer', { nullable: true })
  setupFeeAmount: number | null;

  @Column('varchar', { nullable: true, length: 120 })
  startingPrice: string | null;

  @Column('integer', { nullable: true })
  pricingMin: number | null;

  @Column('integer', { nullable: true })
  pricingMax: number | null;

  @Column('varchar', { length: 20 })
  pricingModel: string;

  @Column('varchar', { nullable: true, length: 20 })
  billingFrequency: string | null;

  @Column('varchar', { length: 3 })
  currency: string;

  @Column('text', { array: true })
  companySize: string[];

  @Column('varchar', { nullable: true, length: 120 })
  customerCount: string | null;

  @Column('text', { array: true })
  industryFocus: string[];

  @Column('text', { array: true })
  idealFor: string[];

  @Column('text', { array: true })
  strengths: string[];

  @Column('text', { array: true })
  weaknesses: string[];

  @Column('jsonb')
  prosAndCons: ProsAndCons;

  @Column('jsonb')
  userReviews: UserReviews;

  @Column('jsonb')
  features: CompetitorFeatures;

  @Column('text', { array: true })
  integrations: string[];

  @Column('varchar', { length: 120 })
  setupTime: string;

  @Column('jsonb')
  editorial: CompetitorEditorial;

  @Column('varchar', { length: 300 })
  sourceUrl: string;

  @Column('date')
  lastChecked: string;

  /** discovery, response or procurement: alternatives are ranked by it. */
  @Column('varchar', { length: 20 })
  job: string;

  /** Feature flags that are only planned: shown as "Planned" and worth nothing in a score. */
  @Column('text', { array: true })
  plannedFeatures: string[];

  /** Integrations of `integrations` that do not exist yet. */
  @Column('text', { array: true })
  plannedIntegrations: string[];

  /** The alternatives page's opening: why people look for an alternative. */
  @Column('text')
  whyLookForAlternatives: string;

  /** The alternatives page's second paragraph: who the tool still suits. */
  @Column('text')
  whoItSuits: string;

  /** Site search's weighted document (read only by the search's SQL). */
  @SearchDocumentColumn('ix_competitors_search_document', { title: 'name', body: 'short_description' })
  searchDocument?: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
