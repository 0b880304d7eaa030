import type { DataSource } from 'typeorm';
import { z } from 'zod';
import {
  CONNECTION_TYPES,
  DEVICE_CLASSES,
  MAX_PAGE_TYPE_LENGTH,
  MAX_TARGET_LENGTH,
  PAGE_TYPE_PATTERN,
} from '../../../../schema/vitals';
import { GOOD_AT_MOST, VITAL_NAMES, type VitalName } from '../../../../schema/vitals-thresholds';
import { describeError } from '../../shared/log-text';
import { parseInput, text } from '../../shared/validation';

/** A duration a browser measured, in milliseconds: ten minutes is already no page view's. */
const duration = (field: string) =>
  z.number({ error: `${field} must be a number of milliseconds` }).min(0, `${field} must not be negative`).max(600_000, `${field} must be at most 600000`);

const reportSchema = z.strictObject({
  page: z
    .string({ error: 'page is required' })
    .max(MAX_PAGE_TYPE_LENGTH, `page must be at most ${MAX_PAGE_TYPE_LENGTH} characters`)
    .regex(PAGE_TYPE_PATTERN, 'page must be a route pattern such as /blog/:slug, or an error status'),
  device: z.enum(DEVICE_CLASSES, { error: `device must be one of ${DEVICE_CLASSES.join(', ')}` }),
  connection: z.enum(CONNECTION_TYPES, { error: `connection must be one of ${CONNECTION_TYPES.join(', ')}` }),
  lcp: duration('lcp').optional(),
  fcp: duration('fcp').optional(),
  ttfb: duration('ttfb').optional(),
  cls: z.number({ error: 'cls must be a number' }).min(0, 'cls must not be negative').max(100, 'cls must be at most 100').optional(),
  inp: z
    .strictObject({
      value: duration('inp.value'),
      eventType: z
        .string({ error: 'inp.eventType is required' })
        .regex(/^[a-z]{1,40}$/, 'inp.eventType must be an event type such as pointerdown'),
      target: text('inp.target', MAX_TARGET_LENGTH),
      appLive: z.boolean({ error: 'inp.appLive must be true or false' }),
    })
    .optional(),
});

type Report = z.infer<typeof reportSchema>;

const filterSchema = z.strictObject({
  device: z.enum(DEVICE_CLASSES, { error: `device must be one of ${DEVICE_CLASSES.join(', ')}` }).nullish(),
  connection: z.enum(CONNECTION_TYPES, { error: `connection must be one of ${CONNECTION_TYPES.join(', ')}` }).nullish(),
});

/** As asked (a GraphQL argument, a query parameter): checked against DEVICE_CLASSES and CONNECTION_TYPES. */
export interface VitalsFilter {
  device?: string | null;
  connection?: string | null;
}

export interface VitalPercentile {
  vital: VitalName;
  /** The 75th percentile, null when no page view in the window measured the vital. */
  p75: number | null;
  samples: number;
  goodAtMost: number;
}

export interface VitalsWindow {
  pageViews: number;
  vitals: VitalPercentile[];
}

export interface PageTypeVitals {
  /** Null for every page type together. */
  pageType: string | null;
  last7Days: VitalsWindow;
  last28Days: VitalsWindow;
}

export interface SlowInteraction {
  pageType: string;
  target: string;
  eventType: string;
  p75: number;
  pageViews: number;
  beforeAppLive: number;
}

export interface FieldVitalsReport {
  sampleRate: number;
  retentionDays: number;
  lastReportAt: string | null;
  pageTypes: PageTypeVitals[];
  slowestInteractions: SlowInteraction[];
}

/** Each vital's column. */
const COLUMNS: Readonly<Record<VitalName, string>> = { LCP: 'lcp_ms', INP: 'inp_ms', CLS: 'cls', FCP: 'fcp_ms', TTFB: 'ttfb_ms' };

/** A window's p75 and sample count of every vital, as SQL select items named `<vital>_p75_<days>` and `<vital>_n_<days>`. */
const windowColumns = (days: 7 | 28) =>
  VITAL_NAMES.map((vital) => {
    const inWindow = days === 28 ? '' : ` FILTER (WHERE received_at >= now() - interval '${days} days')`;
    return `percentile_cont(0.75) WITHIN GROUP (ORDER BY ${COLUMNS[vital]})${inWindow} AS "${vital}_p75_${days}", count(${COLUMNS[vital]})${inWindow}::int AS "${vital}_n_${days}"`;
  }).join(', ');

/** Milliseconds to the millisecond; CLS to three decimals, as Chrome's tools show it. */
const rounded = (vital: VitalName, value: number | null) => (value === null ? null : vital === 'CLS' ? Math.round(value * 1000) / 1000 : Math.round(value));

const SLOWEST_INTERACTIONS = 10;
/** The site has about 30 routes; reports naming more page types than this are not shown beyond the most viewed. */
const PAGE_TYPES_SHOWN = 39;

export interface FieldVitalsOptions {
  /** The share of page views whose browser reports (VITALS_SAMPLE_RATE), for the report. */
  sampleRate: number;
  retentionDays: number;
  /**
   * How often the reports held are written, in one INSERT. Every 250 ms, not every second: with
   * 1,000 reports a second, writing a second's worth at once took the event loop long enough to
   * raise a cached page's p99 to 2.4x (npm run bench); a quarter of it at a time, 0.9x.
   */
  flushMs?: number;
  /** Reports held before writing at most; more are dropped (and counted) until the next write. */
  maxPending?: number;
  /** How often reports past retention are deleted. */
  pruneEveryMs?: number;
}

/**
 * The field vitals the visitors' browsers report (schema/vitals.ts). A report is checked and held
 * in memory, and every `flushMs` the reports held are written in one INSERT: a thousand reports a
 * second are four statements a second, not a thousand, beside the pages PostgreSQL also serves. A
 * report lost to a crash is one page view's numbers, and the held reports are bounded.
 */
export class FieldVitals {
  private pending: Report[] = [];
  private flushTimer: NodeJS.Timeout | undefined;
  private pruneTimer: NodeJS.Timeout | undefined;
  private flushing: Promise<number> = Promise.resolve(0);
  /** Reports dropped because `maxPending` were already held (a flood, or PostgreSQL too slow). */
  dropped = 0;

  constructor(
    private readonly dataSource: DataSource,
    private readonly options: FieldVitalsOptions,
    private readonly log: (message: string) => void,
  ) {}

  /** Checks a report and holds it for the next write; a bad one is a 400 naming its field. */
  record(input: unknown): void {
    const report = parseInput(reportSchema, input);
    if (this.pending.length >= (this.options.maxPending ?? 10_000)) {
      this.dropped += 1;
      return;
    }
    this.pending.push(report);
  }

  start(): void {
    this.flushTimer = setInterval(() => void this.flush(), this.options.flushMs ?? 250);
    this.flushTimer.unref();
    const prune = () => void this.prune().catch((error: unknown) => this.log(`field vitals: pruning failed: ${describeError(error)}`));
    prune();
    this.pruneTimer = setInterval(prune, this.options.pruneEveryMs ?? 60 * 60_000);
    this.pruneTimer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.flushTimer);
    clearInterval(this.pruneTimer);
    await this.flush();
  }

  /** Writes the reports held, one write at a time; answers how many were written. */
  flush(): Promise<number> {
    this.flushing = this.flushing.then(() => this.write());
    return this.flushing;
  }

  private async write(): Promise<number> {
    if (this.pending.length === 0) return 0;
    const rows = this.pending;
    this.pending = [];
    const column = <T>(value: (report: Report) => T) => rows.map(value);
    try {
      await this.dataSource.query(
        `INSERT INTO page_view_vitals (page_type, device, connection, lcp_ms, inp_ms, cls, fcp_ms, ttfb_ms, inp_event_type, inp_target, inp_app_live)
         SELECT * FROM unnest($1::varchar[], $2::varchar[], $3::varchar[], $4::real[], $5::real[], $6::real[], $7::real[], $8::real[], $9::varchar[], $10::varchar[], $11::boolean[])`,
        [
          column((r) => r.page),
          column((r) => r.device),
          column((r) => r.connection),
          column((r) => r.lcp ?? null),
          column((r) => r.inp?.value ?? null),
          column((r) => r.cls ?? null),
          column((r) => r.fcp ?? null),
          column((r) => r.ttfb ?? null),
          column((r) => r.inp?.eventType ?? null),
          column((r) => r.inp?.target ?? null),
          column((r) => r.inp?.appLive ?? null),
        ],
      );
      return rows.length;
    } catch (error) {
      this.log(`field vitals: ${rows.length} reports not written: ${describeError(error)}`);
      return 0;
    }
  }

  /** Deletes the reports older than the retention period; answers how many. */
  async prune(): Promise<number> {
    const [, deleted] = (await this.dataSource.query(`DELETE FROM page_view_vitals WHERE received_at < now() - make_interval(days => $1)`, [
      this.options.retentionDays,
    ])) as [unknown, number];
    return deleted;
  }

  /**
   * The 75th percentile of each vital per page type (and of all together) over the last 7 and 28
   * days, and the slowest interactions of the 28, for the page views of a device class or
   * connection when asked. p75 is PostgreSQL's `percentile_cont(0.75)`: interpolated between the
   * two nearest values, as the Chrome UX Report's figures are read.
   */
  async report(filter: VitalsFilter = {}): Promise<FieldVitalsReport> {
    const { device, connection } = parseInput(filterSchema, filter);
    const where = [`received_at >= now() - interval '28 days'`];
    const params: string[] = [];
    if (device) where.push(`device = $${params.push(device)}`);
    if (connection) where.push(`connection = $${params.push(connection)}`);
    const recent = `FROM page_view_vitals WHERE ${where.join(' AND ')}`;
    const [groups, slowest, [last]] = (await Promise.all([
      this.dataSource.query(
        `SELECT page_type AS "pageType", count(*) FILTER (WHERE received_at >= now() - interval '7 days')::int AS "views_7", count(*)::int AS "views_28",
                ${windowColumns(7)}, ${windowColumns(28)}
         ${recent} GROUP BY GROUPING SETS ((page_type), ()) ORDER BY (page_type IS NOT NULL), count(*) DESC, page_type LIMIT ${PAGE_TYPES_SHOWN + 1}`,
        params,
      ),
      this.dataSource.query(
        `SELECT page_type AS "pageType", inp_target AS target, inp_event_type AS "eventType",
                percentile_cont(0.75) WITHIN GROUP (ORDER BY inp_ms) AS p75, count(*)::int AS "pageViews",
                count(*) FILTER (WHERE NOT inp_app_live)::int AS "beforeAppLive"
         ${recent} AND inp_ms IS NOT NULL GROUP BY page_type, inp_target, inp_event_type
         ORDER BY p75 DESC, "pageViews" DESC, target LIMIT ${SLOWEST_INTERACTIONS}`,
        params,
      ),
      this.dataSource.query(`SELECT max(received_at) AS at FROM page_view_vitals`),
    ])) as [Record<string, number | string | null>[], (Omit<SlowInteraction, 'p75'> & { p75: number })[], { at: Date | null }[]];
    const windowOf = (row: Record<string, number | string | null>, days: 7 | 28): VitalsWindow => ({
      pageViews: row[`views_${days}`] as number,
      vitals: VITAL_NAMES.map((vital) => ({
        vital,
        p75: rounded(vital, row[`${vital}_p75_${days}`] as number | null),
        samples: row[`${vital}_n_${days}`] as number,
        goodAtMost: GOOD_AT_MOST[vital],
      })),
    });
    // With no report at all, the grand total is still one row of zeros: the page shows "no data yet" from it.
    return {
      sampleRate: this.options.sampleRate,
      retentionDays: this.options.retentionDays,
      lastReportAt: last?.at ? new Date(last.at).toISOString() : null,
      pageTypes: groups.map((row) => ({ pageType: row.pageType as string | null, last7Days: windowOf(row, 7), last28Days: windowOf(row, 28) })),
      slowestInteractions: slowest.map((row) => ({ ...row, p75: Math.round(row.p75) })),
    };
  }
}
