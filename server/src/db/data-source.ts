import pg from 'pg';
import { DataSource, type Logger } from 'typeorm';
import { entities } from './entities';
import { migrations } from './migrations';
import { SnakeNamingStrategy } from './snake-naming.strategy';

export interface DataSourceOptions {
  url: string;
  poolSize?: number;
  /** Receives every SQL statement; the tests use it to count queries. */
  onQuery?: (sql: string) => void;
}

class QueryObserver implements Logger {
  constructor(private readonly onQuery: (sql: string) => void) {}
  logQuery(query: string) {
    this.onQuery(query);
  }
  logQueryError() {}
  logQuerySlow() {}
  logSchemaBuild() {}
  logMigration() {}
  log() {}
}

/**
 * A pooled connection that always has a listener for its 'error' event, which Node throws when
 * nobody listens. pg-pool listens while a connection is idle and TypeORM while it holds one, but a
 * new connection is handed from the one to the other with neither listening until TypeORM's next
 * step: a PostgreSQL that dies then (its "terminating connection" read with the connection's
 * "ready") crashed the process. Nothing is lost by this listener: the connection is marked broken,
 * the query given it fails as the database being unavailable, and the pool drops it.
 */
class PooledClient extends pg.Client {
  constructor(config: pg.ClientConfig) {
    super(config);
    this.on('error', () => undefined);
  }
}

/** The one DataSource definition used by the server, the scripts and the tests. */
export function createDataSource({ url, poolSize = 10, onQuery }: DataSourceOptions): DataSource {
  return new DataSource({
    type: 'postgres',
    url,
    entities,
    migrations,
    migrationsTableName: 'typeorm_migrations',
    migrationsTransactionMode: 'each',
    namingStrategy: new SnakeNamingStrategy(),
    uuidExtension: 'pgcrypto',
    synchronize: false,
    extra: { max: poolSize, connectionTimeoutMillis: 5000, Client: PooledClient },
    ...(onQuery ? { logging: ['query'] as const, logger: new QueryObserver(onQuery) } : { logging: false }),
  });
}
