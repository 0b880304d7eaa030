import type { DataSource } from 'typeorm';
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
