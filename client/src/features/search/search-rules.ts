/** How long a result's snippet may be before it is cut. */
const SNIPPET_LENGTH = 180;

/** A snippet cut at a word, then one ellipsis: never "…." after a cut sentence. */
export const shorten = (text: string, length = SNIPPET_LENGTH) =>
  text.length > length ? `${text.slice(0, length).replace(/\s+\S*$/, '').replace(/[\s.,;:!?…-]+$/, '')}…` : text;

/** "1 result", "N results". */
export const resultCount = (total: number) => (total === 1 ? '1 result' : `${total} results`);
