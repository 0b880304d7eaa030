/**
 * The sample figures of the static dashboard mockups (specification section 1): 12 new RFPs,
 * $2.4M total value, 8 perfect matches, three pipeline columns; a second panel with $4.2M
 * total and 68% vs last quarter. The sample opportunities add up to the stated totals so the
 * mockup is consistent with itself. None of it is customer data: the mockups say "Sample data".
 */

export type PipelineStage = 'Tracking' | 'Preparing' | 'Submitted';

export interface SampleOpportunity {
  title: string;
  buyer: string;
  /** US dollars. */
  value: number;
  /** Match with the sample company's profile, in percent. */
  match: number;
}

export const SAMPLE_NEW_RFPS = 12;
export const SAMPLE_PERFECT_MATCHES = 8;

export const SAMPLE_PIPELINE: readonly { stage: PipelineStage; opportunities: readonly SampleOpportunity[] }[] = [
  {
    stage: 'Tracking',
    opportunities: [
      { title: 'Cloud hosting and managed services', buyer: 'State IT department', value: 640_000, match: 96 },
      { title: 'Network security assessment', buyer: 'County government', value: 180_000, match: 91 },
    ],
  },
  {
    stage: 'Preparing',
    opportunities: [{ title: 'ERP modernization consulting', buyer: 'Public university', value: 1_100_000, match: 88 }],
  },
  {
    stage: 'Submitted',
    opportunities: [{ title: 'Help desk support services', buyer: 'City government', value: 480_000, match: 94 }],
  },
];

/** Bid value per quarter for the second panel, oldest first; the last is the current one. */
export const SAMPLE_QUARTERS: readonly { label: string; value: number }[] = [
  { label: 'Q1', value: 1_400_000 },
  { label: 'Q2', value: 2_100_000 },
  { label: 'Q3', value: 2_500_000 },
  { label: 'Q4', value: 4_200_000 },
];

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
