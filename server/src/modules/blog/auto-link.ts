/**
 * In-text auto-linking of blog posts: glossary terms and other posts' keywords in a post's text
 * become links. Run on the server, once per post and content version (BlogService.linkedText):
 * the page receives each block's text already split into linked and plain segments, instead of
 * the whole glossary and ~900 patterns to match in the browser while the page hydrates.
 *
 * Candidates are glossary terms and synonyms longer than 3 characters (linking to the glossary)
 * and the keywords of the fixed auto-link table (`site.autoLinkPosts`, priority 5–10, linking to
 * a post, never the current one). Matching is case-insensitive and on word boundaries. Within a
 * block the matching candidates are ranked by priority (then by where they first occur), the top
 * two are considered, and only the longer of their matches becomes a link: one link per block.
 * Headings and code are never linked.
 */
import { paths } from '../../../../schema/paths';

/** Glossary terms rank below every blog keyword (the table uses 5–10). */
export const GLOSSARY_LINK_PRIORITY = 4;
/** How many candidates a block considers before the longest one is linked. */
export const CANDIDATES_PER_BLOCK = 2;
/** Glossary terms and synonyms must be longer than this. */
export const GLOSSARY_MIN_EXCLUSIVE_LENGTH = 3;

/** Only running text is linked; headings and code blocks never are. */
export const AUTO_LINKED_BLOCK_TYPES: ReadonlySet<string> = new Set(['paragraph', 'bulleted_list_item', 'numbered_list_item', 'quote']);

export interface LinkCandidate {
  phrase: string;
  to: string;
  priority: number;
  /** The phrase's first word, lower-cased: a text without it cannot match, so the regex is skipped. */
  needle: string;
  /** Finds the phrase anywhere; `findPhrase` applies the word-boundary rule. */
  pattern: RegExp;
}

export interface TextSegment {
  text: string;
  /** Set when this segment is a link. */
  to?: string;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/**
 * Case-insensitive, any whitespace between the words. The "no letter or digit on either side"
 * rule is checked apart (`findPhrase`): as \p{L}/\p{N} lookarounds in each of the ~900 patterns
 * it made linking one post take a phone most of a second.
 */
function phrasePattern(phrase: string): RegExp {
  const body = phrase
    .trim()
    .split(/\s+/)
    .map(escapeRegExp)
    .join('\\s+');
  return new RegExp(body, 'giu');
}

const LETTER_OR_DIGIT_BEFORE = /[\p{L}\p{N}]$/u;
const LETTER_OR_DIGIT_AFTER = /^[\p{L}\p{N}]/u;

/** The first occurrence of the pattern that no letter or digit touches on either side. */
function findPhrase(text: string, pattern: RegExp): RegExpExecArray | null {
  pattern.lastIndex = 0;
  for (let found = pattern.exec(text); found; found = pattern.exec(text)) {
    const end = found.index + found[0].length;
    // Two code units either side: enough for one code point outside the Basic Multilingual Plane.
    const touched = LETTER_OR_DIGIT_BEFORE.test(text.slice(Math.max(0, found.index - 2), found.index)) || LETTER_OR_DIGIT_AFTER.test(text.slice(end, end + 2));
    if (!touched) return found;
    pattern.lastIndex = found.index + 1;
  }
  return null;
}

function candidate(phrase: string, to: string, priority: number): LinkCandidate {
  return { phrase: phrase.trim(), to, priority, needle: phrase.trim().split(/\s+/)[0]!.toLowerCase(), pattern: phrasePattern(phrase) };
}

/** All link candidates of a post, built once per page. */
export function buildLinkCandidates({
  glossaryTerms,
  autoLinkPosts,
  currentSlug,
}: {
  glossaryTerms: readonly { slug: string; term: string; synonyms: string }[];
  autoLinkPosts: readonly { slug: string; keywords: readonly string[]; priority: number }[];
  currentSlug: string;
}): LinkCandidate[] {
  const candidates: LinkCandidate[] = [];
  for (const post of autoLinkPosts) {
    if (post.slug === currentSlug) continue;
    for (const keyword of post.keywords) {
      if (keyword.trim()) candidates.push(candidate(keyword, paths.post(post.slug), post.priority));
    }
  }
  for (const term of glossaryTerms) {
    const phrases = [term.term, ...term.synonyms.split(',')].map((phrase) => phrase.trim());
    for (const phrase of new Set(phrases)) {
      if (phrase.length > GLOSSARY_MIN_EXCLUSIVE_LENGTH) candidates.push(candidate(phrase, paths.glossaryTerm(term.slug), GLOSSARY_LINK_PRIORITY));
    }
  }
  return candidates;
}

interface Match {
  candidate: LinkCandidate;
  index: number;
  text: string;
}

/**
 * Links at most one phrase of `text`. `skipTargets` holds targets that must not be linked
 * (for example those already linked earlier in the post).
 */
export function autoLinkText(text: string, candidates: readonly LinkCandidate[], skipTargets: ReadonlySet<string> = new Set()): TextSegment[] {
  const matches: Match[] = [];
  // Hundreds of candidates meet each block; a substring test rules out almost all of them cheaply.
  const lowered = text.toLowerCase();
  for (const item of candidates) {
    if (skipTargets.has(item.to) || !lowered.includes(item.needle)) continue;
    const found = findPhrase(text, item.pattern);
    if (found) matches.push({ candidate: item, index: found.index, text: found[0] });
  }
  if (matches.length === 0) return text ? [{ text }] : [];
  const considered = matches
    .sort((a, b) => b.candidate.priority - a.candidate.priority || a.index - b.index || b.text.length - a.text.length)
    .slice(0, CANDIDATES_PER_BLOCK);
  const chosen = considered.reduce((best, match) => (match.text.length > best.text.length ? match : best));
  const end = chosen.index + chosen.text.length;
  return [
    ...(chosen.index > 0 ? [{ text: text.slice(0, chosen.index) }] : []),
    { text: chosen.text, to: chosen.candidate.to },
    ...(end < text.length ? [{ text: text.slice(end) }] : []),
  ];
}

/**
 * The segments of each block, in order. Blocks that are not running text are returned as one
 * plain segment. A target is linked once per post: later blocks skip targets already linked, so
 * a long article does not repeat the same link in every paragraph.
 */
export function autoLinkBlocks(blocks: readonly { type: string; text: string }[], candidates: readonly LinkCandidate[]): TextSegment[][] {
  const linked = new Set<string>();
  return blocks.map((block) => {
    if (!AUTO_LINKED_BLOCK_TYPES.has(block.type)) return [{ text: block.text }];
    const segments = autoLinkText(block.text, candidates, linked);
    for (const segment of segments) if (segment.to) linked.add(segment.to);
    return segments;
  });
}
