/**
 * Where a signup came from, sent alike by the waitlist dialog (JSON to the API) and the waitlist
 * page's form (hidden fields the first script fills as it is posted, client/src/lib/attribution.ts):
 * the first page of the visit with its utm_* parameters, and the referrer that brought the visitor
 * there. Kept apart from the zod schemas: the browser's first script reads it.
 */
export const ATTRIBUTION_FIELDS = ['landingPath', 'referrer'] as const;
