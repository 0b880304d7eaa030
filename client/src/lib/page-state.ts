/** Reads a JSON data island written by the server (a non-executable script tag). */
export function readPageState<T>(id: string): T | undefined {
  const element = typeof document === 'undefined' ? null : document.getElementById(id);
  if (!element?.textContent) return undefined;
  return JSON.parse(element.textContent) as T;
}

/** Serialises data for a `<script type="application/json">` island: nothing in it can close the tag. */
export function serializePageState(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
