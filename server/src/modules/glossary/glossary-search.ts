export interface SearchableTerm {
  term: string;
  definition: string;
  synonyms: string;
  relatedTerms: string;
}

const byTerm = (a: SearchableTerm, b: SearchableTerm) => a.term.localeCompare(b.term, 'en', { sensitivity: 'base' });

/**
 * The glossary search: a case-insensitive match on term, definition, synonyms or
 * related terms; results sorted alphabetically by term.
 */
export function searchGlossary<T extends SearchableTerm>(terms: readonly T[], search: string): T[] {
  const needle = search.trim().toLowerCase();
  const matches = needle
    ? terms.filter((item) =>
        [item.term, item.definition, item.synonyms, item.relatedTerms].some((field) => field.toLowerCase().includes(needle)),
      )
    : [...terms];
  return matches.sort(byTerm);
}
