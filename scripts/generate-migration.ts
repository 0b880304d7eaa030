/**
 * Writes a migration that brings the database from the committed migrations to the entities.
 * Usage: npm run db:migration:generate -- AddSomething
 */
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createDataSource } from '../server/src/db/data-source';
import { startEmbeddedPostgres } from '../server/src/db/embedded-postgres';

const name = process.argv[2];
if (!name || !/^[A-Z][A-Za-z0-9]+$/.test(name)) {
  console.error('Give the migration a PascalCase name: npm run db:migration:generate -- AddSomething');
  process.exit(2);
}

const database = await startEmbeddedPostgres({
  dataDir: path.join(await mkdtemp(path.join(tmpdir(), 'bidlight-migrate-')), 'pg'),
  preferredPort: 55400,
});
const dataSource = createDataSource({ url: database.url });
try {
  await dataSource.initialize();
  await dataSource.runMigrations();
  const sql = await dataSource.driver.createSchemaBuilder().log();
  if (sql.upQueries.length === 0) {
    console.log('The entities match the migrations: nothing to generate.');
  } else {
    const timestamp = Date.now();
    const className = `${name}${timestamp}`;
    const quote = (query: string) => '`' + query.replace(/\\/g, '\\\\').replace(/`/g, '\\`') + '`';
    const up = sql.upQueries.map((q) => `    await queryRunner.query(${quote(q.query)});`).join('\n');
    const down = [...sql.downQueries].reverse().map((q) => `    await queryRunner.query(${quote(q.query)});`).join('\n');
    const file = path.join('server/src/db/migrations', `${timestamp}-${name}.ts`);
    await writeFile(
      file,
      `import type { MigrationInterface, QueryRunner } from 'typeorm';\n\nexport class ${className} implements MigrationInterface {\n  name = '${className}';\n\n  async up(queryRunner: QueryRunner): Promise<void> {\n${up}\n  }\n\n  async down(queryRunner: QueryRunner): Promise<void> {\n${down}\n  }\n}\n`,
    );
    const indexFile = 'server/src/db/migrations/index.ts';
    const index = await readFile(indexFile, 'utf8');
    const imports = [...index.matchAll(/^import \{ (\w+) \} from '\.\/(.+)';$/gm)].map((m) => ({ cls: m[1]!, from: m[2]! }));
    imports.push({ cls: className, from: `${timestamp}-${name}` });
    await writeFile(
      indexFile,
      `${imports.map((i) => `import { ${i.cls} } from './${i.from}';`).join('\n')}\n\nexport const migrations = [${imports.map((i) => i.cls).join(', ')}];\n`,
    );
    console.log(`Wrote ${file}: review it before committing.`);
  }
} finally {
  await dataSource.destroy().catch(() => undefined);
  await database.stop();
}
