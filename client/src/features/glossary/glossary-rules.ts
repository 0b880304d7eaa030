import { paths } from '../../config/paths';
import { splitCommas } from '../../lib/format';

/** The glossary's name, shown in its hero and structured data. */
export const GLOSSARY_NAME = 'RFP & Procurement Glossary';

/** A term card shows 3 synonyms and 5 related terms; the detail view 5 learn-more links. */
export const CARD_SYNONYMS = 3;
export const RELATED_TERMS = 5;
export const LEARN_MORE_LINKS = 5;

export interface SearchableTerm {
  term: string;
  definition: string;
  synonyms: string;
  relatedTerms: string;
}

/**
 * The glossary search, run in the browser over the already loaded list: a
 * case-insensitive match on term, definition, synonyms or related terms. The list comes sorted
 * alphabetically by term (the server sorts it by the same rule, glossary-search.ts there), and
 * filtering keeps that order, so results need no sorting here: the browser's collator would cost a
 * phone a long task to start while the page hydrates. An empty search keeps every term.
 */
export function searchGlossary<T extends SearchableTerm>(termsByName: readonly T[], search: string): T[] {
  const needle = search.trim().toLowerCase();
  if (!needle) return [...termsByName];
  return termsByName.filter((item) => [item.term, item.definition, item.synonyms, item.relatedTerms].some((field) => field.toLowerCase().includes(needle)));
}

/** The search's name in the glossary's URL query (`/glossary?q=bid`) and in its form. */
export const SEARCH_PARAM = 'q';
export const MAX_SEARCH_LENGTH = 200;

/** The search in the glossary's URL query, as typed (empty when there is none). */
export const searchInUrl = (params: URLSearchParams) => (params.get(SEARCH_PARAM) ?? '').slice(0, MAX_SEARCH_LENGTH);

/** The group for terms that start with a digit or any other non-letter. */
export const OTHER_GROUP = '#';

/** The letter-jump buttons, in the order the groups appear. */
export const JUMP_LETTERS: readonly string[] = [OTHER_GROUP, ...Array.from({ length: 26 }, (_, index) => String.fromCharCode(65 + index))];

/** The group a term belongs to: its first letter in upper case (accents removed), else "#". */
export function groupLetter(term: string): string {
  const initial = term.trim().charAt(0);
  // Unicode normalization only for a non-ASCII initial: its first use loads the browser's
  // normalization data, a long pause while the glossary hydrates on a phone.
  const first = (initial < '\u0080' ? initial : term.trim().normalize('NFD').charAt(0)).toUpperCase();
  return first >= 'A' && first <= 'Z' ? first : OTHER_GROUP;
}

export interface LetterGroup<T> {
  letter: string;
  terms: T[];
}

/** Terms grouped by first letter ("#" first, then A to Z); each group keeps the order it was given. */
export function groupByLetter<T extends { term: string }>(terms: readonly T[]): LetterGroup<T>[] {
  const groups = new Map<string, T[]>();
  for (const item of terms) {
    const letter = groupLetter(item.term);
    const group = groups.get(letter);
    if (group) group.push(item);
    else groups.set(letter, [item]);
  }
  return JUMP_LETTERS.filter((letter) => groups.has(letter)).map((letter) => ({ letter, terms: groups.get(letter)! }));
}

/** The first `max` items, and how many more there are (shown as "+N more"). */
export function firstWithMore(items: readonly string[], max: number): { shown: string[]; more: number } {
  return { shown: items.slice(0, max), more: Math.max(0, items.length - max) };
}

export interface TermLink {
  slug: string;
  term: string;
}

/** A card's related terms: the slugs in `relatedTerms` that exist, with their names, at most `limit`. */
export function relatedTermLinks(relatedTerms: string, namesBySlug: ReadonlyMap<string, string>, limit = RELATED_TERMS): TermLink[] {
  return splitCommas(relatedTerms)
    .filter((slug) => namesBySlug.has(slug))
    .slice(0, limit)
    .map((slug) => ({ slug, term: namesBySlug.get(slug)! }));
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
