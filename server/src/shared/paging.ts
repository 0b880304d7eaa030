import { z } from 'zod';
import { parseInput } from './validation';

/**
 * The most items a hub page may hold (the environment's page sizes are checked against them, and
 * the GraphQL cost limit counts a page's lists at these sizes, query-cost.ts).
 */
export const MAX_PAGE_SIZE = { glossary: 150, industries: 60 } as const;

/**
 * Terms on a page of /glossary by default: each card carries its two answers (they open with or
 * without scripts), and a phone hydrates, fetches and re-renders the page as a search answers
 * (30 rather than 50: decision record 0011).
 */
export const GLOSSARY_PAGE_SIZE = 30;

/**
 * Matches on a page of a glossary search (`/glossary?q=`), whatever the glossary's page size: a
 * phone waits for each search's answer and for its cards to be drawn as the visitor types, and
 * shows one or two cards at a time (decision record 0011).
 */
export const GLOSSARY_SEARCH_PAGE_SIZE = 10;

export interface Paged<T> {
  items: T[];
  /** This page's number, from 1 (a number past the last page answers no items). */
  page: number;
  /** How many pages the items fill; at least 1. */
  pageCount: number;
}

const pageSchema = z
  .number({ error: 'page must be a whole number' })
  .int('page must be a whole number')
  .min(1, 'page must be at least 1')
  .max(100_000, 'page must be at most 100000');

/** A page number as an API client sends it: 1 when omitted, a 400 naming `page` when absurd. */
export const parsePage = (input: unknown): number => (input === undefined || input === null ? 1 : parseInput(pageSchema, input, 'page'));

/**
 * Splits a list into pages of at most `size` items. `groups` are the list's runs that belong
 * together (the glossary's letters): a page takes whole runs while they fit, so a run is split
 * only when it is longer than a page (its last part may share a page with the runs after it).
 */
export function pagesOf<T>(groups: readonly (readonly T[])[], size: number): T[][] {
  const pages: T[][] = [];
  let current: T[] = [];
  for (const group of groups) {
    // A run that fits a page is one chunk; a longer one is cut into chunks of a page each.
    for (let start = 0; start < group.length; start += size) {
      const chunk = group.slice(start, start + size);
      if (current.length > 0 && current.length + chunk.length > size) {
        pages.push(current);
        current = [];
      }
      current.push(...chunk);
    }
  }
  if (current.length > 0 || pages.length === 0) pages.push(current);
  return pages;
}

/** Page `page` of `pages` (an empty one past the last). */
export const pickPage = <T>(pages: readonly T[][], page: number): Paged<T> => ({ items: pages[page - 1] ?? [], page, pageCount: pages.length });
