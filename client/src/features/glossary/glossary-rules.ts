import { paths } from '../../config/paths';
import { splitCommas } from '../../lib/format';

/** The glossary's name, shown in its hero and structured data. */
export const GLOSSARY_NAME = 'RFP & Procurement Glossary';

/** A term card shows 3 synonyms and 5 related terms; the detail view 5 learn-more links. */
export const CARD_SYNONYMS = 3;
export const RELATED_TERMS = 5;
export const LEARN_MORE_LINKS = 5;

/** The search's name in the glossary's URL query (`/glossary?q=bid`) and in its form. */
export const SEARCH_PARAM = 'q';
export const MAX_SEARCH_LENGTH = 200;

/** The search in the glossary's URL query, as typed (empty when there is none). */
export const searchInUrl = (params: URLSearchParams) => (params.get(SEARCH_PARAM) ?? '').slice(0, MAX_SEARCH_LENGTH);

export { groupByLetter, groupLetter, JUMP_LETTERS, OTHER_GROUP, type LetterGroup } from '../../../../schema/glossary-letters';

/** The first `max` items, and how many more there are (shown as "+N more"). */
export function firstWithMore(items: readonly string[], max: number): { shown: string[]; more: number } {
  return { shown: items.slice(0, max), more: Math.max(0, items.length - max) };
}

export interface LearnMoreLookups {
  glossary: ReadonlyMap<string, string>;
  industries: ReadonlyMap<string, string>;
  posts: ReadonlyMap<string, string>;
}

export interface LearnMoreItem {
  to: string;
  label: string;
  kind: 'Glossary term' | 'Industry' | 'Article' | 'Comparison' | 'Guide' | 'Resource';
}

const FIXED_PAGES: Readonly<Record<string, Omit<LearnMoreItem, 'to'>>> = {
  [paths.competitors]: { label: 'Compare RFP tools', kind: 'Comparison' },
  [paths.guide]: { label: 'RFP software guide', kind: 'Guide' },
  [paths.glossary]: { label: 'RFP & procurement glossary', kind: 'Resource' },
  [paths.industries]: { label: 'RFP opportunities by industry', kind: 'Resource' },
  [paths.blog]: { label: 'RFP strategy blog', kind: 'Resource' },
};

function learnMoreItem(path: string, lookups: LearnMoreLookups): LearnMoreItem | null {
  const fixed = FIXED_PAGES[path];
  if (fixed) return { to: path, ...fixed };
  const [, section, slug, ...rest] = path.split('/');
  if (!slug || rest.length > 0) return null;
  const name = (map: ReadonlyMap<string, string>) => map.get(slug);
  if (section === 'glossary' && name(lookups.glossary)) return { to: paths.glossaryTerm(slug), label: name(lookups.glossary)!, kind: 'Glossary term' };
  if (section === 'industries' && name(lookups.industries)) return { to: paths.industry(slug), label: name(lookups.industries)!, kind: 'Industry' };
  if (section === 'blog' && name(lookups.posts)) return { to: paths.post(slug), label: name(lookups.posts)!, kind: 'Article' };
  return null;
}

/**
 * The detail view's "Learn More" items from a term's comma-separated `internalLinks`: each site
 * path labelled by what it points at (the term's name, the industry's title, the post's title,
 * or a fixed label for the hub pages). Paths that lead nowhere, repeats and the page itself are
 * left out; at most `limit` items.
 */
export function learnMoreItems(internalLinks: string, lookups: LearnMoreLookups, currentPath: string, limit = LEARN_MORE_LINKS): LearnMoreItem[] {
  const items: LearnMoreItem[] = [];
  for (const raw of splitCommas(internalLinks)) {
    const path = raw.length > 1 ? raw.replace(/\/+$/, '') : raw;
    if (!path.startsWith('/') || path === currentPath || items.some((item) => item.to === path)) continue;
    const item = learnMoreItem(path, lookups);
    if (item) items.push(item);
    if (items.length === limit) break;
  }
  return items;
}
