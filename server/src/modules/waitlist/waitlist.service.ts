import type { DataSource } from 'typeorm';
import { z } from 'zod';
import { SURVEY_TOKEN_MESSAGE } from '../../../../schema/forms';
import { AppError } from '../../http/app-error';
import { parseInput } from '../../shared/validation';
import { OUTBOX_KINDS } from '../outbox/outbox.kinds';
import { isValidSurveyToken, surveyTokenFor } from './survey-token';
import { joinWaitlistSchema, surveyResponseSchema } from './waitlist.schemas';


export interface WaitlistConfig {
  productName: string;
  surveySecret: string;
}

export interface JoinWaitlistResult {
  message: string;
  surveyToken: string;
}

export class WaitlistService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly config: WaitlistConfig,
  ) {}

  /**
   * Stores a signup once per address and queues its sync to the email provider in the same
   * transaction. A repeat, or a bot caught by the honeypot, gets exactly the same answer, so
   * nobody can learn whether an address is registered.
   */
  async join(input: unknown): Promise<JoinWaitlistResult> {
    const signup = parseInput(joinWaitlistSchema, input);
    const answer: JoinWaitlistResult = {
      message: `Thanks for joining the ${this.config.productName} waitlist. We'll email you as soon as early access opens.`,
      surveyToken: surveyTokenFor(signup.email, this.config.surveySecret),
    };
    if (signup.hp) return answer;

    const companyName = signup.companyName || 'Not provided';
    const companySize = signup.companySize || 'Not specified';
    await this.dataSource.transaction(async (manager) => {
      const inserted: { id: string }[] = await manager.query(
        `INSERT INTO waitlist_signups (email, company_name, company_size, referrer, landing_path, utm)
         VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (email) DO NOTHING
         RETURNING id`,
        [signup.email, companyName, companySize, signup.referrer ?? null, signup.landingPath ?? null, signup.utm ?? {}],
      );
      if (inserted.length === 0) return;
      await manager.query(`INSERT INTO outbox_events (kind, key, payload) VALUES ($1, $2, $3)`, [
        OUTBOX_KINDS.waitlistSignup,
        signup.email,
        { email: signup.email, companyName, companySize },
      ]);
    });
    return answer;
  }

  /** The latest answers win; a missing or wrong token is refused the same way for everyone. */
  async submitSurvey(input: unknown): Promise<{ message: string }> {
    const { email, surveyToken, ...answers } = parseInput(surveyResponseSchema, input);
    if (!surveyToken || !isValidSurveyToken(email, surveyToken, this.config.surveySecret)) {
      throw AppError.badInput(SURVEY_TOKEN_MESSAGE, 'surveyToken');
    }
    const stored: unknown[] = await this.dataSource.query(
      `INSERT INTO survey_responses (signup_id, role, company_size, biggest_challenge, industry, budget)
       SELECT id, $2, $3, $4, $5, $6 FROM waitlist_signups WHERE email = $1
       ON CONFLICT (signup_id) DO UPDATE SET
         role = EXCLUDED.role, company_size = EXCLUDED.company_size,
         biggest_challenge = EXCLUDED.biggest_challenge, industry = EXCLUDED.industry,
         budget = EXCLUDED.budget, updated_at = now()
       RETURNING id`,
      [email, answers.role, answers.companySize, answers.biggestChallenge, answers.industry, answers.budget],
    );
    if (stored.length === 0) throw AppError.badInput(SURVEY_TOKEN_MESSAGE, 'surveyToken');
    return { message: "We'll use this to personalize your experience." };
  }
}

export interface WaitlistStats {
  totalSignups: number;
  surveyResponses: number;
  signupsPerDay: { date: string; count: number }[];
  surveyAnswers: Record<'role' | 'companySize' | 'biggestChallenge' | 'industry' | 'budget', { value: string; count: number }[]>;
}

export interface SignupExportRow {
  email: string;
  companyName: string;
  companySize: string;
  createdAt: Date;
  referrer: string | null;
  landingPath: string | null;
  utm: Record<string, string>;
  role: string | null;
  surveyCompanySize: string | null;
  biggestChallenge: string | null;
  industry: string | null;
  budget: string | null;
}

export interface NamedCount {
  name: string;
  count: number;
}

/** The waitlist's funnel over the last `days` days (UTC), from what each signup and message recorded. */
export interface WaitlistFunnel {
  days: number;
  signups: number;
  surveysCompleted: number;
  /** The share of those signups that answered the survey; null without a signup. */
  surveyCompletionRate: number | null;
  contactMessages: number;
  /** Where the signups came from, most first: the top few, then "other". */
  sources: NamedCount[];
  landingPaths: NamedCount[];
  perDay: { date: string; signups: number; bySource: NamedCount[]; contactMessages: number }[];
}

/** The sources shown by name in the funnel; the rest count together as "other". */
const FUNNEL_SOURCES = 5;

/**
 * A signup's source: its utm_source, else the host of the referrer that brought the visitor, else
 * "direct". Lower-cased, so that "Google" and "google" are one source.
 */
const SOURCE_SQL = `lower(coalesce(nullif(btrim(s.utm->>'utm_source'), ''), substring(s.referrer from '^[A-Za-z][A-Za-z0-9+.-]*://(?:[^@/]*@)?([^/:?#]+)'), 'direct'))`;

/** The landing variants compared (the spec's two landing pages); any other first page counts as "other pages". */
const LANDING_SQL = `CASE WHEN s.landing_path IS NULL THEN 'not recorded' WHEN split_part(s.landing_path, '?', 1) IN ('/', '/landing-v2') THEN split_part(s.landing_path, '?', 1) ELSE 'other pages' END`;

const funnelDaysSchema = z.strictObject({
  days: z.number({ error: 'days must be a whole number' }).int('days must be a whole number').min(1, 'days must be at least 1').max(90, 'days must be at most 90'),
});

const SURVEY_COLUMNS = {
  role: 'role',
  companySize: 'company_size',
  biggestChallenge: 'biggest_challenge',
  industry: 'industry',
  budget: 'budget',
} as const;

/** What the admin overview reads about the waitlist; the admin routes guard it. */
export class WaitlistReports {
  constructor(private readonly dataSource: DataSource) {}

  async stats(days = 30): Promise<WaitlistStats> {
    const [[totals], perDay, ...answers] = await Promise.all([
      this.dataSource.query(
        `SELECT (SELECT count(*) FROM waitlist_signups)::int AS signups, (SELECT count(*) FROM survey_responses)::int AS surveys`,
      ),
      this.dataSource.query(
        `SELECT to_char(d, 'YYYY-MM-DD') AS date, count(s.id)::int AS count
         FROM generate_series((now() AT TIME ZONE 'UTC')::date - ($1::int - 1), (now() AT TIME ZONE 'UTC')::date, interval '1 day') d
         LEFT JOIN waitlist_signups s ON (s.created_at AT TIME ZONE 'UTC')::date = d::date
         GROUP BY d ORDER BY d`,
        [days],
      ),
      ...Object.values(SURVEY_COLUMNS).map((column) =>
        this.dataSource.query(`SELECT ${column} AS value, count(*)::int AS count FROM survey_responses GROUP BY ${column} ORDER BY count DESC, value`),
      ),
    ]);
    const keys = Object.keys(SURVEY_COLUMNS) as (keyof typeof SURVEY_COLUMNS)[];
    return {
      totalSignups: totals.signups,
      surveyResponses: totals.surveys,
      signupsPerDay: perDay,
      surveyAnswers: Object.fromEntries(keys.map((key, index) => [key, answers[index]])) as WaitlistStats['surveyAnswers'],
    };
  }

  /**
   * Signups per day by source, by landing path, the survey's completion and the contact messages,
   * over the last `days` days (today included, UTC). Sources beyond the top few are summed as "other".
   */
  async funnel(input: { days: number }): Promise<WaitlistFunnel> {
    const { days } = parseInput(funnelDaysSchema, input);
    const since = `(now() AT TIME ZONE 'UTC')::date - ($1::int - 1)`;
    const [bySourceDay, landing, [totals], messagesPerDay] = (await Promise.all([
      this.dataSource.query(
        `SELECT to_char((s.created_at AT TIME ZONE 'UTC')::date, 'YYYY-MM-DD') AS date, ${SOURCE_SQL} AS name, count(*)::int AS count
         FROM waitlist_signups s WHERE (s.created_at AT TIME ZONE 'UTC')::date >= ${since} GROUP BY 1, 2`,
        [days],
      ),
      this.dataSource.query(
        `SELECT ${LANDING_SQL} AS name, count(*)::int AS count FROM waitlist_signups s
         WHERE (s.created_at AT TIME ZONE 'UTC')::date >= ${since} GROUP BY 1 ORDER BY count DESC, name`,
        [days],
      ),
      this.dataSource.query(
        `SELECT count(*)::int AS signups, count(r.id)::int AS surveys FROM waitlist_signups s LEFT JOIN survey_responses r ON r.signup_id = s.id
         WHERE (s.created_at AT TIME ZONE 'UTC')::date >= ${since}`,
        [days],
      ),
      this.dataSource.query(
        `SELECT to_char(d, 'YYYY-MM-DD') AS date, count(m.id)::int AS count
         FROM generate_series(${since}, (now() AT TIME ZONE 'UTC')::date, interval '1 day') d
         LEFT JOIN contact_messages m ON (m.created_at AT TIME ZONE 'UTC')::date = d::date
         GROUP BY d ORDER BY d`,
        [days],
      ),
    ])) as [{ date: string; name: string; count: number }[], NamedCount[], { signups: number; surveys: number }[], { date: string; count: number }[]];

    const totalsBySource = new Map<string, number>();
    for (const row of bySourceDay) totalsBySource.set(row.name, (totalsBySource.get(row.name) ?? 0) + row.count);
    const ranked = [...totalsBySource].sort(([a, x], [b, y]) => y - x || a.localeCompare(b));
    // "other" stands for two or more sources; a single one beyond the top keeps its name.
    const named = new Set(ranked.slice(0, ranked.length > FUNNEL_SOURCES + 1 ? FUNNEL_SOURCES : FUNNEL_SOURCES + 1).map(([name]) => name));
    const sourceOf = (name: string) => (named.has(name) ? name : 'other');
    const sources = new Map<string, number>();
    for (const [name, count] of ranked) sources.set(sourceOf(name), (sources.get(sourceOf(name)) ?? 0) + count);

    const daySources = new Map<string, Map<string, number>>();
    for (const row of bySourceDay) {
      const day = daySources.get(row.date) ?? daySources.set(row.date, new Map()).get(row.date)!;
      day.set(sourceOf(row.name), (day.get(sourceOf(row.name)) ?? 0) + row.count);
    }
    const perDay = messagesPerDay.map(({ date, count }) => {
      const counts = [...(daySources.get(date) ?? [])].map(([name, n]) => ({ name, count: n }));
      return { date, signups: counts.reduce((sum, c) => sum + c.count, 0), bySource: counts, contactMessages: count };
    });
    return {
      days,
      signups: totals!.signups,
      surveysCompleted: totals!.surveys,
      surveyCompletionRate: totals!.signups > 0 ? totals!.surveys / totals!.signups : null,
      contactMessages: messagesPerDay.reduce((sum, day) => sum + day.count, 0),
      sources: [...sources].map(([name, count]) => ({ name, count })),
      landingPaths: landing,
      perDay,
    };
  }

  async exportRows(): Promise<SignupExportRow[]> {
    return this.dataSource.query(
      `SELECT s.email, s.company_name AS "companyName", s.company_size AS "companySize", s.created_at AS "createdAt",
              s.referrer, s.landing_path AS "landingPath", s.utm,
              r.role, r.company_size AS "surveyCompanySize", r.biggest_challenge AS "biggestChallenge", r.industry, r.budget
       FROM waitlist_signups s LEFT JOIN survey_responses r ON r.signup_id = s.id
       ORDER BY s.created_at, s.email`,
    );
  }
}
