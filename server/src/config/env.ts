import { z } from 'zod';
import { GLOSSARY_PAGE_SIZE, MAX_PAGE_SIZE } from '../shared/paging';

const optionalString = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const optionalPositiveInt = z
  .string()
  .trim()
  .optional()
  .transform((value, ctx) => {
    if (value === undefined || value === '') return undefined;
    const parsed = Number(value);
    if (!Number.isInteger(parsed) || parsed <= 0) {
      ctx.addIssue({ code: 'custom', message: 'must be a positive whole number' });
      return z.NEVER;
    }
    return parsed;
  });

const url = (defaultValue?: string) =>
  z
    .string()
    .trim()
    .url({ message: 'must be an absolute URL such as https://example.com' })
    .transform((value) => value.replace(/\/+$/, ''))
    .optional()
    .transform((value) => value ?? defaultValue);

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .trim()
    .optional()
    .transform((value) => (value === '' ? undefined : value))
    .refine((value) => value === undefined || /^postgres(ql)?:\/\//.test(value), {
      message: 'must be a postgres:// or postgresql:// URL',
    }),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  DATA_DIR: z.string().trim().min(1).default('.data'),
  EMBEDDED_PG_PORT: z.coerce.number().int().min(1024).max(65535).default(54320),
  /** Defaults to http://localhost:PORT. */
  PUBLIC_SITE_URL: url(),
  APP_URL: url('https://app.bidlight.io'),
  PRODUCT_NAME: z.string().trim().min(1).max(60).default('Bidlight'),
  ADMIN_TOKEN: optionalString.refine((value) => value === undefined || value.length >= 24, {
    message: 'must be at least 24 characters',
  }),
  /** Signs survey tokens; set the same value on every instance when running several. */
  SURVEY_SECRET: optionalString.refine((value) => value === undefined || value.length >= 32, {
    message: 'must be at least 32 characters',
  }),
  BREVO_API_KEY: optionalString,
  BREVO_API_URL: url('https://api.brevo.com/v3'),
  BREVO_WAITLIST_LIST_ID: optionalPositiveInt,
  BREVO_FOLDER_ID: optionalPositiveInt,
  BREVO_DOI_TEMPLATE_ID: optionalPositiveInt,
  BREVO_DOI_REDIRECT_URL: url(),
  BREVO_TIMEOUT_MS: z.coerce.number().int().min(100).max(120000).default(10000),
  REDIS_URL: optionalString.refine((value) => value === undefined || /^rediss?:\/\//.test(value), {
    message: 'must be a redis:// or rediss:// URL',
  }),
  GA_MEASUREMENT_ID: optionalString.refine((value) => value === undefined || /^G-[A-Z0-9]+$/.test(value), {
    message: 'must look like G-XXXXXXX',
  }),
  GOOGLE_ADS_SEND_TO: optionalString.refine(
    (value) => value === undefined || /^AW-[0-9]+\/[A-Za-z0-9_-]+$/.test(value),
    { message: 'must look like AW-123456789/AbCdEf' },
  ),
  RATE_LIMIT_WRITES_PER_MINUTE: z.coerce.number().int().min(1).max(100000).default(20),
  /** Failed admin sign-ins (a wrong or missing token) a client address may make per minute before it is answered 429. */
  ADMIN_AUTH_FAILURES_PER_MINUTE: z.coerce.number().int().min(1).max(100000).default(10),
  /**
   * How many proxies in front of the site to trust for the client address (X-Forwarded-For is read
   * from the right, one entry per proxy): `true` means one (the usual load balancer), a number
   * that many. Trusting every hop would let a client pick its own address and dodge the rate limit.
   */
  TRUST_PROXY: z
    .string()
    .trim()
    .regex(/^(true|false|\d{1,2}|)$/, 'TRUST_PROXY must be true, false or a number of proxies')
    .optional()
    .transform((value) => (value === 'true' ? 1 : value && value !== 'false' ? Number(value) : 0)),
  OUTBOX_POLL_MS: z.coerce.number().int().min(50).max(60000).default(1000),
  /** Megabytes of rendered pages kept in memory (HTML and compressed copies); least recently used leave first. 0: none (every page is rendered). */
  HTML_CACHE_MAX_MB: z.coerce.number().int().min(0).max(4096).default(64),
  /** The largest GraphQL answer sent, in kilobytes; a bigger one is refused (400 RESPONSE_TOO_LARGE). */
  GRAPHQL_MAX_ANSWER_KB: z.coerce.number().int().min(1).max(100000).default(1000),
  /** Seconds an identical site search is answered from memory (dropped at once when the content changes); 0: never. */
  SEARCH_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  /**
   * How many terms a page of the glossary hub holds (whole letter groups up to this many) and how
   * many industries a page of the industries hub holds: the hubs' weight stays the same as the
   * catalogue grows. At most 150 terms: a page's query, each card with its related terms, stays
   * within the GraphQL cost limit (query-cost.ts) when the browser asks for another page.
   */
  GLOSSARY_PAGE_SIZE: z.coerce.number().int().min(10).max(MAX_PAGE_SIZE.glossary).default(GLOSSARY_PAGE_SIZE),
  INDUSTRIES_PAGE_SIZE: z.coerce.number().int().min(6).max(MAX_PAGE_SIZE.industries).default(MAX_PAGE_SIZE.industries),
  /**
   * Admission control for the work a request can make the server do (docs/security.md, "Hostile
   * traffic"): server renders not answered from the HTML cache that run at once and that may wait
   * for a place, and searches not answered from their cache that may wait for PostgreSQL (two run
   * at once). Past the waiting places a request is answered 503 with Retry-After at once.
   */
  PAGE_RENDERS_AT_ONCE: z.coerce.number().int().min(1).max(64).default(2),
  PAGE_RENDERS_WAITING: z.coerce.number().int().min(0).max(10000).default(16),
  SEARCHES_WAITING: z.coerce.number().int().min(0).max(10000).default(16),
  /**
   * Seconds within which a request's headers and body must have arrived; a client that sends
   * them slower (a trickled body, headers a line at a time) is answered 408 and cut off.
   */
  REQUEST_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(300).default(10),
  /** Connections the server holds open at once; more are closed as they arrive. */
  MAX_CONNECTIONS: z.coerce.number().int().min(16).max(1_000_000).default(2048),
  /** On shutdown, seconds that requests still running may take before their connections are cut. */
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().int().min(0).max(600).default(10),
  /**
   * Field vitals (schema/vitals.ts): the share of page views whose browser reports its Core Web
   * Vitals (0 turns reporting off), the days a report is kept, and the reports a client address
   * may send per minute (one per page view; more are answered 429).
   */
  VITALS_SAMPLE_RATE: z.coerce.number().min(0).max(1).default(1),
  VITALS_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
  VITALS_REPORTS_PER_MINUTE: z.coerce.number().int().min(1).max(100000).default(60),
  /** The folder of content files to load, relative to the working directory (scripts/content-scale.ts writes larger ones). */
  CONTENT_DIR: z.string().trim().min(1).default('content'),
});

export type Env = z.infer<typeof envSchema> & { PUBLIC_SITE_URL: string };

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Parses the environment once; throws a ConfigError naming every bad variable. */
export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    throw new ConfigError(
      result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
    );
  }
  const env = result.data;
  return { ...env, PUBLIC_SITE_URL: env.PUBLIC_SITE_URL ?? `http://localhost:${env.PORT}` };
}
