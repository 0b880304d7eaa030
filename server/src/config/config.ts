import type { Env } from './env';
import { loadLocalSecrets } from './secrets';

export interface AppConfig {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  productName: string;
  publicSiteUrl: string;
  appUrl: string;
  adminToken: string;
  /** True when ADMIN_TOKEN was not set and the token came from the data folder. */
  adminTokenGenerated: boolean;
  surveySecret: string;
  /** Proxy hops trusted for the client address (0: none). */
  trustProxy: number;
  rateLimitWritesPerMinute: number;
  redisUrl: string | undefined;
  analytics: { gaMeasurementId: string | undefined; adsSendTo: string | undefined };
  brevo: {
    apiKey: string | undefined;
    apiUrl: string;
    waitlistListId: number | undefined;
    folderId: number | undefined;
    doubleOptInTemplateId: number | undefined;
    doubleOptInRedirectUrl: string;
    timeoutMs: number;
  };
  outboxPollMs: number;
  dataDir: string;
  /** Bytes of rendered pages (and their compressed copies) kept in memory. */
  htmlCacheMaxBytes: number;
  /** The largest GraphQL answer sent. */
  graphqlMaxAnswerBytes: number;
  /** How long identical searches are answered from memory (0: never). */
  searchCacheTtlMs: number;
  /** How many items a page of the glossary and of the industries hub holds. */
  hubPageSizes: { glossary: number; industries: number };
  /** On shutdown, how long requests still running may take before their connections are cut. */
  shutdownGraceMs: number;
  /** Admission control: uncached renders at once and waiting, uncached searches waiting (PAGE_RENDERS_*, SEARCHES_WAITING). */
  admission: { rendersAtOnce: number; rendersWaiting: number; searchesWaiting: number };
  /** Failed admin sign-ins a client address may make per minute. */
  adminAuthFailuresPerMinute: number;
  /** Connections held open at once. */
  maxConnections: number;
  /** Time for a request's headers and body to arrive. */
  requestTimeoutMs: number;
  /** Field vitals: the share of page views that report, the days reports are kept, the reports an address may send per minute. */
  vitals: { sampleRate: number; retentionDays: number; reportsPerMinute: number };
}

export async function buildConfig(env: Env): Promise<AppConfig> {
  const { secrets } = await loadLocalSecrets(env.DATA_DIR);
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    productName: env.PRODUCT_NAME,
    publicSiteUrl: env.PUBLIC_SITE_URL,
    appUrl: env.APP_URL!,
    adminToken: env.ADMIN_TOKEN ?? secrets.adminToken,
    adminTokenGenerated: !env.ADMIN_TOKEN,
    surveySecret: env.SURVEY_SECRET ?? secrets.surveySecret,
    trustProxy: env.TRUST_PROXY,
    rateLimitWritesPerMinute: env.RATE_LIMIT_WRITES_PER_MINUTE,
    redisUrl: env.REDIS_URL,
    analytics: { gaMeasurementId: env.GA_MEASUREMENT_ID, adsSendTo: env.GOOGLE_ADS_SEND_TO },
    brevo: {
      apiKey: env.BREVO_API_KEY,
      apiUrl: env.BREVO_API_URL!,
      waitlistListId: env.BREVO_WAITLIST_LIST_ID,
      folderId: env.BREVO_FOLDER_ID,
      doubleOptInTemplateId: env.BREVO_DOI_TEMPLATE_ID,
      doubleOptInRedirectUrl: env.BREVO_DOI_REDIRECT_URL ?? `${env.PUBLIC_SITE_URL}/confirmation`,
      timeoutMs: env.BREVO_TIMEOUT_MS,
    },
    outboxPollMs: env.OUTBOX_POLL_MS,
    dataDir: env.DATA_DIR,
    htmlCacheMaxBytes: env.HTML_CACHE_MAX_MB * 1024 * 1024,
    graphqlMaxAnswerBytes: env.GRAPHQL_MAX_ANSWER_KB * 1000,
    searchCacheTtlMs: env.SEARCH_CACHE_SECONDS * 1000,
    hubPageSizes: { glossary: env.GLOSSARY_PAGE_SIZE, industries: env.INDUSTRIES_PAGE_SIZE },
    shutdownGraceMs: env.SHUTDOWN_GRACE_SECONDS * 1000,
    admission: { rendersAtOnce: env.PAGE_RENDERS_AT_ONCE, rendersWaiting: env.PAGE_RENDERS_WAITING, searchesWaiting: env.SEARCHES_WAITING },
    adminAuthFailuresPerMinute: env.ADMIN_AUTH_FAILURES_PER_MINUTE,
    maxConnections: env.MAX_CONNECTIONS,
    requestTimeoutMs: env.REQUEST_TIMEOUT_SECONDS * 1000,
    vitals: { sampleRate: env.VITALS_SAMPLE_RATE, retentionDays: env.VITALS_RETENTION_DAYS, reportsPerMinute: env.VITALS_REPORTS_PER_MINUTE },
  };
}
