import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import { expressMiddleware } from '@as-integrations/express5';
import compression from 'compression';
import express, { type Express } from 'express';
import type { DataSource } from 'typeorm';
import type { AppConfig } from './config/config';
import { createContext, type GraphQLContext } from './graphql/context';
import { formatGraphQLError } from './graphql/format-error';
import { sandboxRoutes } from './graphql/sandbox.routes';
import { buildSchema } from './graphql/schema';
import { hasAdminToken, requireAdmin } from './http/admin-auth';
import { apiNotFound, jsonErrorHandler, requireJsonBody } from './http/error-handler';
import { createRateLimitStore, limitGraphQLMutations, writeRateLimit } from './http/rate-limit';
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
import { waitlistForms } from './modules/waitlist/waitlist.forms';
import { contactForms } from './modules/contact/contact.forms';
import { pageForms } from './http/page-forms';
import { createServices, type Services } from './services';
import type { PageRenderer } from './ssr/page-renderer';

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
  // Depth, alias, token and cost limits; rejections never echo the limits.
  const armor = new ApolloArmor({
    maxDepth: { n: 8, exposeLimits: false },
    maxAliases: { n: 10, exposeLimits: false },
    maxTokens: { n: 3000, exposeLimits: false },
    maxDirectives: { n: 20, exposeLimits: false },
    costLimit: { maxCost: 5000, exposeLimits: false },
    blockFieldSuggestion: { enabled: true },
  }).protect();
  const apollo = new ApolloServer<GraphQLContext>({
    schema,
    ...armor,
    plugins: [...armor.plugins, ApolloServerPluginLandingPageDisabled()],
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
  const limitWrites = writeRateLimit(config.rateLimitWritesPerMinute, rateLimitStore.store);
  const api = express.Router();
  api.use(requireJsonBody, express.json({ limit: '32kb', strict: true }));
  industriesRoutes(api, services);
  blogRoutes(api, services);
  glossaryRoutes(api, services);
  competitorsRoutes(api, services);
  siteRoutes(api, services);
  waitlistRoutes(api, services, limitWrites);
  contactRoutes(api, services, limitWrites);
  adminRoutes(api, services, requireAdmin(config.adminToken), limitWrites);
  api.use(apiNotFound);
  api.use(jsonErrorHandler(log));
  app.use('/api', api);

  // Browsers get the GraphiQL sandbox at /graphql (Apollo's own landing page would load from the internet).
  sandboxRoutes(app, { schema, development: config.env === 'development' });
  app.use(
    '/graphql',
    express.json({ limit: '64kb' }),
    limitGraphQLMutations(limitWrites),
    expressMiddleware(apollo, {
      context: async ({ req }) => createContext(services, hasAdminToken(req.headers.authorization, config.adminToken)),
    }),
  );

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

  return {
    express: app,
    services,
    cache,
    outbox,
    close: async () => {
      await outbox.stop();
      await renderer?.close();
      await apollo.stop();
      await cache.close();
      await rateLimitStore.close();
    },
  };
}
