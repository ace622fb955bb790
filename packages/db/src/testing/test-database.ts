import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type AppDatabase, type Engine, openDatabase } from '../connect';
import { migrate } from '../migrate';

/**
 * A fresh database per test file (docs/TEAM-NOTES.md: PGlite by default, PostgreSQL when TEST_DATABASE_URL is
 * set). On PostgreSQL each call gets its own schema (every pooled connection has it as search_path), dropped by
 * `close()`, so runs never see each other's rows.
 */
export interface TestDatabase extends AppDatabase {
  /** The PostgreSQL schema, or null on PGlite. */
  schema: string | null;
}

export function testEngine(): Engine {
  return process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
}

/** A new empty database on the test engine, migrated unless `migrate: false`; nothing seeded. */
export async function createTestDatabase(options: { migrate?: boolean } = {}): Promise<TestDatabase> {
  const url = process.env.TEST_DATABASE_URL;
  let database: TestDatabase;
  if (!url) {
    const opened = await openDatabase({ engine: 'pglite', dataDir: null });
    database = { ...opened, schema: null };
  } else {
    const schema = `test_${process.pid}_${randomBytes(4).toString('hex')}`;
    await adminQuery(url, `create schema "${schema}"`);
    const opened = await openDatabase({ engine: 'postgres', connectionString: url, searchPath: schema });
    database = {
      ...opened,
      schema,
      close: async () => {
        await opened.close();
        await adminQuery(url, `drop schema if exists "${schema}" cascade`);
      },
    };
  }
  if (options.migrate ?? true) await migrate(database.db);
  return database;
}

/** Schema DDL outside the pool; the schema name is generated above, never user input. */
async function adminQuery(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
