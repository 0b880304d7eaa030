import { fillTexts, pageCopy } from '../../lib/page-copy';
import dashboardSample from '../../../../content/pages/dashboard-sample.json';
import type { DashboardSample } from '../../../../schema/page-copy';

/**
 * The sample figures of the static dashboard mockups, from content/pages/dashboard-sample.json:
 * new RFPs, perfect matches and the pipeline's columns, and a second panel of bid value per
 * quarter. The pipeline's total and the change against last quarter are computed from the rows,
 * so the mockup is consistent with itself (tests/unit/landing-dashboard-sample.test.ts checks
 * the figures the page shows). None of it is customer data: the mockups say "Sample data".
 */
const sample = pageCopy<DashboardSample>(dashboardSample);

export type SampleOpportunity = DashboardSample['pipeline'][number]['opportunities'][number];

const { quarterChange, ...labels } = sample.labels;

/** The words of the two panels: their titles, the "Sample data" badge and the labels of the figures. */
export const SAMPLE_LABELS = labels;

/** "68% vs last quarter" */
export const quarterChangeLabel = (change: number) => fillTexts(quarterChange, { change });

export const SAMPLE_NEW_RFPS = sample.newRfps;
export const SAMPLE_PERFECT_MATCHES = sample.perfectMatches;

export const SAMPLE_PIPELINE = sample.pipeline;

/** Bid value per quarter for the second panel, oldest first; the last is the current one. */
export const SAMPLE_QUARTERS = sample.quarters;

/** "$2.4M", "$640K", "$950": one decimal for millions, whole thousands below. */
export function formatUsdShort(value: number): string {
  if (value >= 1_000_000) return `$${Number((value / 1_000_000).toFixed(1))}M`;
  if (value >= 1_000) return `$${Math.round(value / 1_000)}K`;
  return `$${Math.round(value)}`;
}

export function pipelineTotal(columns: readonly { opportunities: readonly { value: number }[] }[]): number {
  return columns.reduce((sum, column) => sum + column.opportunities.reduce((inner, opportunity) => inner + opportunity.value, 0), 0);
}

/** Whole-percent change from the previous value to the current one (68 for 2.5M → 4.2M). */
export function changeVsPrevious(previous: number, current: number): number {
  if (previous === 0) return 0;
  return Math.round(((current - previous) / previous) * 100);
}

/** Each quarter's share of the largest one, in percent, for the bar heights. */
export function barHeights(values: readonly number[]): number[] {
  const largest = Math.max(0, ...values);
  return values.map((value) => (largest === 0 ? 0 : Math.round((value / largest) * 100)));
}
