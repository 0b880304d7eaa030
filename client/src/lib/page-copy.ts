/**
 * The words of the fixed pages come from content/pages/*.json, bundled at build time. TypeScript
 * reads a JSON file's texts as plain strings, so a page checks here only the file's shape against
 * its type from schema/page-copy.ts; the closed sets (icon names, section ids) and the writing
 * rules are checked by those zod schemas when the server starts and in
 * tests/content/page-copy.test.ts, and the browser ships no zod for it.
 */

/** The type TypeScript gives an imported JSON file holding a `Copy`: the same shape, with every string literal read as a string. */
export type ImportedJson<Copy> = Copy extends string
  ? string
  : Copy extends number | boolean | null
    ? Copy
    : Copy extends readonly (infer Item)[]
      ? readonly ImportedJson<Item>[]
      : { [Key in keyof Copy]: ImportedJson<Copy[Key]> };

/** The names and figures that come from code, by placeholder: `{ product: 'Bidlight' }` fills `{product}`. */
export type FilledValues = Readonly<Record<string, string | number>>;

/** Every text in `copy` with each placeholder of `values` replaced; other placeholders are left for a later fill. */
export function fillTexts<Copy>(copy: Copy, values: FilledValues): Copy {
  if (typeof copy === 'string') return copy.replace(/\{(\w+)\}/g, (placeholder, name: string) => String(values[name] ?? placeholder)) as Copy;
  if (Array.isArray(copy)) return copy.map((item: unknown) => fillTexts(item, values)) as Copy;
  if (copy !== null && typeof copy === 'object') {
    return Object.fromEntries(Object.entries(copy).map(([key, item]) => [key, fillTexts(item, values)])) as Copy;
  }
  return copy;
}

/** A page's copy file as its type from schema/page-copy.ts, once its shape has been checked against it, with `values` filled in. */
export const pageCopy = <Copy>(json: ImportedJson<Copy>, values: FilledValues = {}) => fillTexts(json as Copy, values);
