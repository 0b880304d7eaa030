import { createServer as createHttpServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { DataSource } from 'typeorm';
import { createApp, type App } from './app';
import { buildConfig, type AppConfig } from './config/config';
import type { Env } from './config/env';
import { createDataSource } from './db/data-source';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './db/embedded-postgres';
import { jsonErrorHandler } from './http/error-handler';
import { LocalEmailProvider } from './modules/admin/local-email-provider';
import { readContentSet } from './modules/content/content-files';
import { loadContent, storedContentChecksum, type ContentLoadReport } from './modules/content/content-loader';
import { buildClient, needsBuild } from './ssr/build-client';
import { createPageRenderer } from './ssr/page-renderer';

/** How long an idle keep-alive connection is kept open (Node's default is 5 s). */
const KEEP_ALIVE_TIMEOUT_MS = 65_000;
/** How often the request timeouts are checked: a slow client is cut within a second of its limit. */
const CONNECTIONS_CHECKING_INTERVAL_MS = 1_000;

export type Log = (message: string) => void;

/** The repository's content folder; CONTENT_DIR names another (scripts/content-scale.ts writes larger ones). */
export const CONTENT_DIR = path.resolve(process.cwd(), 'content');

export interface Database {
  dataSource: DataSource;
  url: string;
  embedded: EmbeddedDatabase | undefined;
  close(): Promise<void>;
}

const describeUrl = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.hostname}:${parsed.port || 5432}${parsed.pathname}`;
};

/** Connects to DATABASE_URL, or starts the embedded PostgreSQL in the data folder, and migrates. */
export async function openDatabase(env: Env, log: Log, onQuery?: (sql: string) => void): Promise<Database> {
  let embedded: EmbeddedDatabase | undefined;
  let url = env.DATABASE_URL;
  if (url) {
    log(`database: PostgreSQL at ${describeUrl(url)} (from DATABASE_URL)`);
  } else {
    const dataDir = path.resolve(env.DATA_DIR, 'postgres');
    log(`database: starting the embedded PostgreSQL (data in ${dataDir})`);
    embedded = await startEmbeddedPostgres({ dataDir, preferredPort: env.EMBEDDED_PG_PORT, log });
    url = embedded.url;
    log(`database: embedded PostgreSQL ready at ${describeUrl(url)}`);
  }
  const dataSource = createDataSource({ url, poolSize: env.DATABASE_POOL_SIZE, onQuery });
  try {
    await dataSource.initialize();
    const applied = await dataSource.runMigrations();
    log(applied.length ? `migrations: applied ${applied.map((m) => m.name).join(', ')}` : 'migrations: up to date');
  } catch (error) {
    await dataSource.destroy().catch(() => undefined);
    await embedded?.stop();
    throw error;
  }
  return {
    dataSource,
    url,
    embedded,
    close: async () => {
      await dataSource.destroy().catch(() => undefined);
      await embedded?.stop();
    },
  };
}

export function describeReport(report: ContentLoadReport): string {
  const parts = Object.entries(report.counts).map(
    ([kind, c]) => `${kind} +${c.created} ~${c.updated} -${c.removed}`,
  );
  return `content: version ${report.version}${report.changed ? '' : ' (no changes)'}; ${parts.join(', ')}`;
}

/** Loads the content files when they differ from what the database holds. */
export async function syncContent(dataSource: DataSource, log: Log, { force = false, contentDir = CONTENT_DIR } = {}): Promise<void> {
  const content = await readContentSet(contentDir);
  if (!force && (await storedContentChecksum(dataSource)) === content.checksum) {
    log('content: up to date');
    return;
  }
  log(`content: loading content files${contentDir === CONTENT_DIR ? '' : ` from ${contentDir}`}`);
  log(describeReport(await loadContent(dataSource, content)));
}

export interface RunningServer {
  url: string;
  config: AppConfig;
  app: App;
  database: Database;
  close(): Promise<void>;
}

/** Every start-up step in order, each logged: database, migrations, content, build, listen. */
/**
 * Stops accepting connections and waits for the open ones to end: idle keep-alive connections are
 * closed at once, and each busy one as soon as its request is answered; whatever still runs after
 * `graceMs` (SHUTDOWN_GRACE_SECONDS: a stream, a stuck client) is cut.
 */
function closeGracefully(server: Server, graceMs: number): Promise<void> {
  return new Promise<void>((resolve) => {
    const sweep = setInterval(() => server.closeIdleConnections(), 100);
    const cut = setTimeout(() => server.closeAllConnections(), graceMs);
    server.close(() => {
      clearInterval(sweep);
      clearTimeout(cut);
      resolve();
    });
  });
}

export async function startServer({
  env,
  log,
  withPages = true,
  buildIfNeeded = true,
  database: givenDatabase,
}: {
  env: Env;
  log: Log;
  withPages?: boolean;
  /** Build the client bundles when they are missing or older than the sources (npm start). */
  buildIfNeeded?: boolean;
  database?: Database;
}): Promise<RunningServer> {
  const config = await buildConfig(env);
  const database = givenDatabase ?? (await openDatabase(env, log));
  try {
    await syncContent(database.dataSource, log, { contentDir: path.resolve(env.CONTENT_DIR) });
    if (!config.brevo.apiKey) {
      await new LocalEmailProvider(database.dataSource, `${config.productName} Waitlist`).ensureWaitlistList();
    }
    if (withPages && buildIfNeeded && config.env !== 'development') {
      if (needsBuild()) {
        log('build: building the client and server-render bundles (first start or changed sources)');
        await buildClient();
        log('build: done');
      } else {
        log('build: using the existing dist/ bundles');
      }
    }
    const app = await createApp({
      config,
      dataSource: database.dataSource,
      databaseUrl: database.url,
      log,
      createRenderer: withPages ? ({ services, schema, cache }) => createPageRenderer({ config, services, schema, cache, log }) : undefined,
    });
    app.express.use(jsonErrorHandler(log));
    const server = createHttpServer(
      {
        // An idle keep-alive connection outlives its clients' own idle timeouts (proxies and load
        // balancers commonly keep 60 s): with Node's 5 s a client could reuse a connection the
        // server had just closed, and its request was reset. The idle time does not count towards
        // the request's timeouts, which start with its first byte.
        keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS,
        // Node's defaults held a trickled body for 300 s and checked only every 30 s.
        headersTimeout: config.requestTimeoutMs,
        requestTimeout: config.requestTimeoutMs,
        connectionsCheckingInterval: CONNECTIONS_CHECKING_INTERVAL_MS,
      },
      app.express,
    );
    server.maxConnections = config.maxConnections;
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(config.port, config.host, () => {
        server.off('error', reject);
        resolve();
      });
    });
    const { port } = server.address() as AddressInfo;
    const url = `http://localhost:${port}`;
    return {
      url,
      config,
      app,
      database,
      close: async () => {
        await closeGracefully(server, config.shutdownGraceMs);
        await app.close();
        if (!givenDatabase) await database.close();
      },
    };
  } catch (error) {
    if (!givenDatabase) await database.close();
    throw error;
  }
}
