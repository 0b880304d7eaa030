/**
 * What an industry's or a post's cover shows, shared by the server (which draws the SVG,
 * server/src/modules/content/featured-image.ts) and the browser (which writes the same words as
 * the `<img>`'s alt text). The covers hold no text (issue 19: a title drawn inside the image
 * repeated the heading beside it, in another font, cut off); what they say, they say in shapes.
 */

/** The sector motifs of industry covers, by the words of their slugs; the first match wins. */
const INDUSTRY_MOTIFS = [
  { motif: 'civic', name: 'a civic building', words: ['government'] },
  { motif: 'health', name: 'a medical cross', words: ['health', 'medical', 'pharma', 'biotech'] },
  { motif: 'circuit', name: 'a circuit chip', words: ['software', 'cloud', 'information-technology', 'artificial', 'data', 'cyber', 'digital', 'telecom'] },
  { motif: 'shield', name: 'a shield', words: ['defense', 'security', 'public-safety'] },
  { motif: 'route', name: 'a route between stops', words: ['aviation', 'automotive', 'fleet', 'logistics', 'transportation', 'transit'] },
  { motif: 'building', name: 'a building', words: ['construction', 'architecture', 'facilities', 'real-estate', 'janitorial'] },
  { motif: 'bolt', name: 'a lightning bolt', words: ['energy', 'oil', 'utilities'] },
  { motif: 'drop', name: 'a water drop', words: ['water'] },
  { motif: 'gear', name: 'a gear', words: ['manufacturing', 'mining', 'chemical'] },
  { motif: 'leaf', name: 'a leaf', words: ['agriculture', 'environmental', 'waste', 'food'] },
  { motif: 'book', name: 'an open book', words: ['education', 'research'] },
  { motif: 'screen', name: 'a play screen', words: ['media', 'marketing'] },
  { motif: 'bag', name: 'a shopping bag', words: ['retail', 'office', 'hospitality'] },
  { motif: 'briefcase', name: 'a briefcase', words: ['consulting', 'legal', 'financial', 'insurance', 'human-resources', 'translation', 'nonprofit'] },
] as const;

export type IndustryMotif = (typeof INDUSTRY_MOTIFS)[number]['motif'] | 'board';

const BOARD = { motif: 'board', name: 'a board of opportunities' } as const;

/** An industry's motif: its sector's picture, or a board of opportunities when no sector word matches. */
export function industryMotif(slug: string): { motif: IndustryMotif; name: string } {
  const found = INDUSTRY_MOTIFS.find((entry) => entry.words.some((word) => slug.includes(word)));
  return found ? { motif: found.motif, name: found.name } : BOARD;
}

/** The pictures of the post categories; a category not listed gets a document under a magnifier. */
const POST_ILLUSTRATIONS: Record<string, string> = {
  'proposal writing': 'a stack of drafts and a pen',
  'rfp strategy': 'a target hit by an arrow',
  'government contracting': 'a civic building',
  'rfp technology': 'a network of matched opportunities',
};

export const postIllustrationName = (category: string) => POST_ILLUSTRATIONS[category.trim().toLowerCase()] ?? 'a document under a magnifier';

export interface IndustryCoverFacts {
  slug: string;
  title: string;
  competitionLevel: string;
  opportunityFrequency: string;
  averageContractValue: string;
}

/** "Healthcare cover: a medical cross, marks for daily opportunities, a meter at high competition and a bar for contracts of $50K – $25M" */
export function industryCoverAlt(industry: IndustryCoverFacts): string {
  const { name } = industryMotif(industry.slug);
  return `${industry.title} cover: ${name}, marks for ${industry.opportunityFrequency.toLowerCase()} opportunities, a meter at ${industry.competitionLevel.toLowerCase()} competition and a bar for contracts of ${industry.averageContractValue}`;
}

export interface PostCoverFacts {
  slug: string;
  title: string;
  category: string;
  readTime: number;
  tags: readonly string[];
}

/** "What Is an RFP? cover: a target hit by an arrow, beside a page of 8 lines, one per minute of reading" */
export function postCoverAlt(post: PostCoverFacts): string {
  const lines = coverLineCount(post.readTime);
  return `${post.title} cover: ${postIllustrationName(post.category)}, beside a page of ${lines} ${lines === 1 ? 'line' : 'lines'}, one per minute of reading`;
}

/** A post's page on its cover draws one line per minute of reading, within what fits. */
export const coverLineCount = (readTime: number) => Math.min(12, Math.max(1, Math.round(readTime)));
