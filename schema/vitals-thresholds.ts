import { CLSThresholds, FCPThresholds, INPThresholds, LCPThresholds, TTFBThresholds } from 'web-vitals';

export const VITAL_NAMES = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export type VitalName = (typeof VITAL_NAMES)[number];

/**
 * The largest value of each vital rated "good", from the web-vitals library (Google's published
 * thresholds: LCP 2.5 s, INP 200 ms, CLS 0.1, FCP 1.8 s, TTFB 0.8 s); milliseconds but for CLS.
 */
export const GOOD_AT_MOST: Readonly<Record<VitalName, number>> = {
  LCP: LCPThresholds[0]!,
  INP: INPThresholds[0]!,
  CLS: CLSThresholds[0]!,
  FCP: FCPThresholds[0]!,
  TTFB: TTFBThresholds[0]!,
};
