/**
 * The closed sets of values of the content model (specification, section 3), shared by the
 * server (which validates content files against them) and the browser (which normalises what it
 * shows). The SDL types these fields as String, so the lists live here once.
 */

/** competitionLevel and regulationComplexity, lowest first. */
export const LEVELS = ['Low', 'Medium', 'High', 'Very High'] as const;
export type Level = (typeof LEVELS)[number];

/** opportunityFrequency, most frequent first. */
export const FREQUENCIES = ['Daily', 'Weekly', 'Monthly', 'Quarterly', 'Annually'] as const;
export type Frequency = (typeof FREQUENCIES)[number];

export const COMPETITOR_CATEGORIES = [
  'ai-native',
  'enterprise-incumbent',
  'government-specialist',
  'discovery-platform',
  'enterprise-procurement',
] as const;
export type CompetitorCategory = (typeof COMPETITOR_CATEGORIES)[number];

export const PRICING_MODELS = ['free', 'enterprise-only', 'custom', 'per-user', 'per-project'] as const;

/** The block types a blog post is made of; a post renders these and ignores any other. */
export const BLOCK_TYPES = [
  'paragraph',
  'heading_1',
  'heading_2',
  'heading_3',
  'bulleted_list_item',
  'numbered_list_item',
  'quote',
  'code',
] as const;
export type BlockType = (typeof BLOCK_TYPES)[number];
