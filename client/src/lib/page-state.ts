/** Reads a JSON data island written by the server (a non-executable script tag). */
export function readPageState<T>(id: string): T | undefined {
  const element = typeof document === 'undefined' ? null : document.getElementById(id);
  if (!element?.textContent) return undefined;
  return JSON.parse(element.textContent) as T;
}

/**
 * Serialises data for a `<script type="application/json">` island (or JSON-LD): with every `<`
 * escaped, nothing in it can close the tag or open a comment; a script of data is never run, so
 * nothing else needs escaping.
 */
export const serializePageState = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
