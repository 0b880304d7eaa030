/**
 * Some CommonJS packages (Emotion's) arrive as `{ default: fn }` when Node loads them for the
 * server render, and as `fn` in the browser bundle; this takes either.
 */
export function defaultExport<T>(module: T | { default: T }): T {
  const candidate = (module as { default?: T }).default;
  return candidate ?? (module as T);
}
