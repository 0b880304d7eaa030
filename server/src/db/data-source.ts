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
    extra: { max: poolSize, connectionTimeoutMillis: 5000 },
    ...(onQuery ? { logging: ['query'] as const, logger: new QueryObserver(onQuery) } : { logging: false }),
  });
}
