import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import { expressMiddleware } from '@as-integrations/express5';
import compression from 'compression';
import express, { type Express } from 'express';
import type { DataSource } from 'typeorm';
import type { AppConfig } from './config/config';
import { createContext, type GraphQLContext } from './graphql/context';
import { documentSizeLimit } from './graphql/document-size';
import { formatGraphQLError } from './graphql/format-error';
import { httpStatusFromErrors, requestError } from './graphql/http-status';
import { requestGuards } from './graphql/request-guards';
import { yieldingLists } from './graphql/yielding-lists';
import { sandboxRoutes } from './graphql/sandbox.routes';
import { buildSchema } from './graphql/schema';
import { HeaderMap } from '@apollo/server';
import { GraphQLError } from 'graphql';
import { adminAuthRefusal, AuthFailureThrottle, hasAdminToken, requireAdmin } from './http/admin-auth';
import { apiNotFound, jsonErrorHandler, requireJsonBody } from './http/error-handler';
import { countWrite, createRateLimitStore, writeRateLimit } from './http/rate-limit';
import { securityHeaders } from './http/security';
import { adminRoutes } from './modules/admin/admin.routes';
import { BrevoEmailProvider } from './modules/admin/brevo-email-provider';
import { LocalEmailProvider } from './modules/admin/local-email-provider';
import { blogRoutes } from './modules/blog/blog.routes';
import { competitorsRoutes } from './modules/competitors/competitors.routes';
import { contactRoutes } from './modules/contact/contact.routes';
import { ContentCache } from './modules/content/content-cache';
import { siteRoutes } from './modules/content/site.routes';
import { featuredImageRoutes } from './modules/content/featured-image.routes';
import { seoRoutes } from './modules/seo/seo.routes';
import { redirectRoutes } from './http/redirects';
import { glossaryRoutes } from './modules/glossary/glossary.routes';
import { industriesRoutes } from './modules/industries/industries.routes';
import { OUTBOX_KINDS } from './modules/outbox/outbox.kinds';
import { OutboxWorker } from './modules/outbox/outbox.worker';
import type { WaitlistContact } from './modules/admin/email-provider';
import { waitlistRoutes } from './modules/waitlist/waitlist.routes';
import { vitalsRoutes } from './modules/vitals/vitals.routes';
import { waitlistForms } from './modules/waitlist/waitlist.forms';
import { contactForms } from './modules/contact/contact.forms';
import { pageForms } from './http/page-forms';
import { createServices, type Services } from './services';
import type { PageRenderer } from './ssr/page-renderer';

/** What one GraphQL request may ask for (README, Security). */
export const GRAPHQL_LIMITS = {
  maxDepth: 8,
  maxAliases: 10,
  /** graphql-js stops parsing past this many tokens (a 400 GRAPHQL_PARSE_FAILED). */
  maxTokens: 3000,
  /** See server/src/graphql/query-cost.ts: fields of the answer, lists counted per item. */
  maxCost: 5000,
  /** Operations waiting for their turn to run; more are answered 503 (graphql/execution-gate.ts). */
  maxWaiting: 64,
  /**
   * A document's parts, counted before validation (graphql/document-size.ts). The site's largest
   * operation has 3 fragments, 5 spreads and 71 fields, a full introspection 3, 8 and 67.
   */
  document: { fragments: 20, spreads: 50, inlineFragments: 50, fields: 300, directives: 20 },
} as const;

export interface AppDeps {
  config: AppConfig;
  dataSource: DataSource;
  databaseUrl: string;
  log: (message: string) => void;
  /** Serves the pages; absent in API-only tests. */
  createRenderer?: (deps: { services: Services; schema: ReturnType<typeof buildSchema>; cache: ContentCache }) => Promise<PageRenderer>;
}

export interface App {
  express: Express;
  services: Services;
  cache: ContentCache;
  outbox: OutboxWorker;
  /** The pages, when this app serves them. */
  pages: PageRenderer | undefined;
  close(): Promise<void>;
}

export async function createApp({ config, dataSource, databaseUrl, log, createRenderer }: AppDeps): Promise<App> {
  const cache = new ContentCache(databaseUrl, log);
  await cache.listen();
  const emailProvider = config.brevo.apiKey
    ? new BrevoEmailProvider({ ...config.brevo, apiKey: config.brevo.apiKey })
    : new LocalEmailProvider(dataSource, `${config.productName} Waitlist`);
  const services = createServices({
    dataSource,
    cache,
    emailProvider,
    productName: config.productName,
    surveySecret: config.surveySecret,
    searchCacheTtlMs: config.searchCacheTtlMs,
    searchesWaiting: config.admission.searchesWaiting,
    hubPageSizes: config.hubPageSizes,
    fieldVitals: { sampleRate: config.vitals.sampleRate, retentionDays: config.vitals.retentionDays },
    log,
  });
  const outbox = new OutboxWorker(
    dataSource,
    {
      [OUTBOX_KINDS.waitlistSignup]: (payload) => emailProvider.syncWaitlistContact(payload as unknown as WaitlistContact),
    },
    log,
    { pollMs: config.outboxPollMs },
  );
  const schema = buildSchema();
  // What /graphql executes; server rendering runs the site's own queries on `schema` itself.
  const httpSchema = yieldingLists(schema);
  // Depth, alias and directive limits as validation rules; rejections never echo the limits. The
  // token limit is graphql-js's own, applied while parsing (parseOptions), and the cost is
  // counted by requestGuards with the variables known.
  const armor = new ApolloArmor({
    maxDepth: { n: GRAPHQL_LIMITS.maxDepth, exposeLimits: false },
    maxAliases: { n: GRAPHQL_LIMITS.maxAliases, exposeLimits: false },
    maxTokens: { enabled: false },
    maxDirectives: { n: 20, exposeLimits: false },
    costLimit: { enabled: false },
    blockFieldSuggestion: { enabled: true },
  }).protect();
  const apollo = new ApolloServer<GraphQLContext>({
    schema: httpSchema,
    ...armor,
    parseOptions: { maxTokens: GRAPHQL_LIMITS.maxTokens },
    plugins: [...armor.plugins, requestGuards({ schema: httpSchema, maxCost: GRAPHQL_LIMITS.maxCost, maxWaiting: GRAPHQL_LIMITS.maxWaiting }), httpStatusFromErrors(), ApolloServerPluginLandingPageDisabled()],
    // The site's own pages send whole documents; a hash-only request would be a second way in.
    persistedQueries: false,
    allowBatchedHttpRequests: false,
    stringifyResult: (result) => {
      const json = `${JSON.stringify(result)}\n`;
      // GRAPHQL_MAX_ANSWER_KB: a backstop behind the cost limit (the glossary page's list is about 290 kB).
      if (Buffer.byteLength(json) > config.graphqlMaxAnswerBytes) {
        throw requestError('RESPONSE_TOO_LARGE', 'The answer to this query is too large: ask for fewer fields or fewer items.');
      }
      return json;
    },
    introspection: true,
    // Shutdown is ordered by main.ts (requests, outbox, pool, database); Apollo must not race it.
    stopOnTerminationSignals: false,
    formatError: formatGraphQLError(log),
  });
  await apollo.start();
  const renderer = createRenderer ? await createRenderer({ services, schema, cache }) : undefined;

  const app = express();
  app.disable('x-powered-by');
  // A hop count, never `true`: only the address our own proxy appended is believed.
  app.set('trust proxy', config.trustProxy);
  app.set('etag', 'weak');
  app.use(securityHeaders(config, { development: config.env === 'development' }));
  app.use(compression());

  app.get('/healthz', async (_req, res) => {
    const health = await services.health.check();
    res.setHeader('Cache-Control', 'no-store');
    res.status(health.database.up ? 200 : 503).json(health);
  });

  const rateLimitStore = await createRateLimitStore(config.redisUrl, log);
  const limitWrites = writeRateLimit(config.rateLimitWritesPerMinute, rateLimitStore.storeFor('writes'));
  const api = express.Router();
  // Every admin answer is stored by no one, the refusals that come before the guard included
  // (an unknown admin path, a wrong method, a body too large or not JSON).
  api.use('/admin', (_req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    next();
  });
  vitalsRoutes(api, services, writeRateLimit(config.vitals.reportsPerMinute, rateLimitStore.storeFor('vitals')));
  api.use(requireJsonBody, express.json({ limit: '32kb', strict: true }));
  industriesRoutes(api, services);
  blogRoutes(api, services);
  glossaryRoutes(api, services);
  competitorsRoutes(api, services);
  siteRoutes(api, services);
  waitlistRoutes(api, services, limitWrites);
  contactRoutes(api, services, limitWrites);
  // Failed admin sign-ins, over REST and GraphQL alike, per client address.
  const adminFailures = new AuthFailureThrottle({ maxFailures: config.adminAuthFailuresPerMinute });
  adminRoutes(api, services, requireAdmin(config.adminToken, adminFailures), limitWrites);
  api.use(apiNotFound);
  api.use(jsonErrorHandler(log));
  app.use('/api', api);

  // Browsers get the GraphiQL sandbox at /graphql (Apollo's own landing page would load from the internet).
  sandboxRoutes(app, { schema, development: config.env === 'development' });
  // Its own app only to send no ETag: answers to POSTs are never revalidated, and hashing a
  // 500 kB answer held the event loop for a millisecond. Other settings (trust proxy) are inherited.
  const graphqlApp = express();
  graphqlApp.disable('etag');
  graphqlApp.disable('x-powered-by');
  graphqlApp.use(
    express.json({ limit: '64kb' }),
    documentSizeLimit({ limits: GRAPHQL_LIMITS.document, maxTokens: GRAPHQL_LIMITS.maxTokens }),
    expressMiddleware(apollo, {
      context: async ({ req, res }) => {
        const isAdmin = hasAdminToken(req.headers.authorization, config.adminToken);
        // A token sent and wrong is a failed sign-in; a request with none is an ordinary visitor's.
        if (!isAdmin && req.headers.authorization !== undefined) {
          const { error, retryAfter } = adminAuthRefusal(adminFailures, req);
          if (retryAfter) {
            throw new GraphQLError(error.message, {
              extensions: { code: error.code, http: { status: error.status, headers: new HeaderMap([['retry-after', String(retryAfter)]]) } },
            });
          }
        }
        return createContext(services, isAdmin, {
          countWrite: () => countWrite(limitWrites, req, res),
          // A client gone before the answer was ready has closed the response already.
          whenAnswered: (callback) => (res.closed ? callback() : res.once('close', callback)),
        });
      },
    }),
  );
  app.use('/graphql', graphqlApp);

  // Ahead of every route of the site, not only the pages: a parameter that cannot be decoded
  // (/images/blog/%ff.svg, /sitemap-%ff.xml) is the site's 400 page, not the API's JSON.
  if (renderer) app.use(renderer.refuseUnreadableUrls);
  featuredImageRoutes(app, services);
  seoRoutes(app, services, { siteUrl: config.publicSiteUrl, productName: config.productName });
  redirectRoutes(app);
  if (renderer) {
    // The forms that work without scripts post to page routes, ahead of the pages themselves.
    const post = pageForms(app, { renderer, publicSiteUrl: config.publicSiteUrl, limitWrites, log });
    waitlistForms(app, post, renderer, services, { publicSiteUrl: config.publicSiteUrl });
    contactForms(post, services);
    await renderer.mount(app);
  }

  outbox.start();
  services.fieldVitals.start();

  return {
    express: app,
    services,
    cache,
    outbox,
    pages: renderer,
    close: async () => {
      await outbox.stop();
      await services.fieldVitals.stop();
      await renderer?.close();
      await apollo.stop();
      await cache.close();
      await rateLimitStore.close();
    },
  };
}
