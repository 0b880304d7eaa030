import { format, formatDistanceStrict, parseISO } from 'date-fns';
import * as z from 'zod/mini';

/** The answer of GET /healthz (200 when healthy, 503 with the same shape when not). */
export const healthSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.object({ up: z.boolean(), latencyMs: z.nullable(z.number()) }),
  contentVersion: z.nullable(z.number()),
  contentUpdatedAt: z.optional(z.nullable(z.string())),
});

export type Health = z.infer<typeof healthSchema>;

export const CHECKING = 'Checking…';

export interface StatusRow {
  label: string;
  value: string;
  tone: 'ok' | 'down' | 'neutral';
}

/** "September 25, 2025, 2:40 PM (3 hours ago)" in the reader's time zone, relative to `now`. */
export function formatUpdatedAt(iso: string, now: Date): string {
  const date = parseISO(iso);
  return `${format(date, 'MMMM d, yyyy, h:mm a')} (${formatDistanceStrict(date, now, { addSuffix: true })})`;
}

/** The rows the status page shows for a health answer; `null` means the check is still running. */
export function statusRows(health: Health | null, serverContentVersion: number | null, now: Date): StatusRow[] {
  if (!health) {
    return [
      { label: 'Website', value: 'Up', tone: 'ok' },
      { label: 'Database', value: CHECKING, tone: 'neutral' },
      { label: 'Content version', value: serverContentVersion === null ? CHECKING : String(serverContentVersion), tone: 'neutral' },
      { label: 'Content last updated', value: CHECKING, tone: 'neutral' },
    ];
  }
  const { database } = health;
  return [
    { label: 'Website', value: 'Up', tone: 'ok' },
    {
      label: 'Database',
      value: database.up ? `Up (${database.latencyMs ?? 0} ms)` : 'Down',
      tone: database.up ? 'ok' : 'down',
    },
    { label: 'Content version', value: health.contentVersion === null ? 'Unknown' : String(health.contentVersion), tone: 'neutral' },
    { label: 'Content last updated', value: health.contentUpdatedAt ? formatUpdatedAt(health.contentUpdatedAt, now) : 'Unknown', tone: 'neutral' },
  ];
}

export function overallStatus(health: Health | null, failed: boolean): { title: string; tone: StatusRow['tone'] } {
  if (failed) return { title: 'We could not reach the server. Check your connection and try again.', tone: 'down' };
  if (!health) return { title: CHECKING, tone: 'neutral' };
  return health.status === 'ok' && health.database.up
    ? { title: 'All systems operational', tone: 'ok' }
    : { title: 'Service disruption: the database is unreachable', tone: 'down' };
}
