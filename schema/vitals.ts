/**
 * Field vitals: what a visitor's browser reports about one page view (client/src/field-vitals.ts)
 * and the server stores (server/src/modules/vitals). Nothing in a report identifies a person: the
 * page is its route's pattern (`/industries/:slug`, never the address with its query), the device
 * a class read from the viewport's width, the connection the browser's own coarse estimate.
 */

/** The endpoint the browser sends its report to, once per page view. */
export const VITALS_ENDPOINT = '/api/vitals';

/** The largest report accepted, in bytes: a full one is about 400. */
export const MAX_VITALS_REPORT_BYTES = 2048;

export const DEVICE_CLASSES = ['phone', 'tablet', 'desktop'] as const;
export type DeviceClass = (typeof DEVICE_CLASSES)[number];

/** The Network Information API's `effectiveType`, or `unknown` where the browser has none (Safari, Firefox). */
export const CONNECTION_TYPES = ['slow-2g', '2g', '3g', '4g', 'unknown'] as const;
export type ConnectionType = (typeof CONNECTION_TYPES)[number];

/** The device class of a viewport `width` CSS pixels wide: phones below 640, tablets below 1024. */
export const deviceClassOf = (width: number): DeviceClass => (width < 640 ? 'phone' : width < 1024 ? 'tablet' : 'desktop');

/**
 * A page's type: its route's pattern as the router matched it (`/`, `/blog/:slug`, `/*` for an
 * unknown address), or the status of an error page (`404`, `503`).
 */
export const PAGE_TYPE_PATTERN = /^(\/(?:[a-z0-9-]+|:[a-z]+|\*)?(?:\/(?:[a-z0-9-]+|:[a-z]+|\*))*|[45]\d\d)$/;
export const MAX_PAGE_TYPE_LENGTH = 80;

/** The CSS selector of the element a slow interaction was on, its last characters when longer. */
export const MAX_TARGET_LENGTH = 200;

/** One page view's report; each vital is absent when the browser did not measure it (no interaction: no INP). */
export interface VitalsReport {
  page: string;
  device: DeviceClass;
  connection: ConnectionType;
  /** Milliseconds. */
  lcp?: number;
  fcp?: number;
  ttfb?: number;
  /** Unitless, as the Layout Instability API scores it. */
  cls?: number;
  /** The page view's slowest interaction (its INP), with what it was and whether the app was live yet. */
  inp?: { value: number; eventType: string; target: string; appLive: boolean };
}
