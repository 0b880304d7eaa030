export interface SearchableTerm {
  term: string;
  definition: string;
  synonyms: string;
  relatedTerms: string;
}

const byTerm = (a: SearchableTerm, b: SearchableTerm) => a.term.localeCompare(b.term, 'en', { sensitivity: 'base' });

/**
 * Each term's searched fields in lower case, made once per list of terms (the service's list is
 * kept with the content): lower-casing the 266 terms' four fields on every search took about 2 ms
 * of the event loop per uncached glossary search page.
 */
const lowerCased = new WeakMap<readonly SearchableTerm[], string[][]>();

function fieldsOf(terms: readonly SearchableTerm[]): string[][] {
  let fields = lowerCased.get(terms);
  if (!fields) {
    fields = terms.map((item) => [item.term, item.definition, item.synonyms, item.relatedTerms].map((field) => field.toLowerCase()));
    lowerCased.set(terms, fields);
  }
  return fields;
}

/**
 * The glossary search: a case-insensitive match on term, definition, synonyms or
 * related terms; results sorted alphabetically by term.
 */
export function searchGlossary<T extends SearchableTerm>(terms: readonly T[], search: string): T[] {
  const needle = search.trim().toLowerCase();
  if (!needle) return [...terms].sort(byTerm);
  const fields = fieldsOf(terms);
  return terms.filter((_, index) => fields[index]!.some((field) => field.includes(needle))).sort(byTerm);
}
