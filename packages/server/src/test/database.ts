import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { loadAuthConfig } from '../config/auth-config';
import type { Config } from '../config/config';
import { type AppDatabase, type Engine, openDatabase } from '../db/connect';
import { migrate } from '../db/migrate';
import { seedDatabase } from '../seed';
import { readPgliteTemplate, writePgliteTemplate } from './pglite-template';

/**
 * A fresh database per test file (TEAM-NOTES: PGlite by default, PostgreSQL when TEST_DATABASE_URL is set).
 * On PostgreSQL each call gets its own schema (every pooled connection has it as search_path), dropped by
 * `close()`, so runs never see each other's rows.
 */
export interface TestDatabase extends AppDatabase {
  /** The PostgreSQL schema, or null on PGlite. */
  schema: string | null;
}

export interface TestDatabaseOptions {
  /** Apply the migrations (default true). */
  migrate?: boolean;
  /** Seed tax codes and, when `demoData`, the demo data (default: tax codes only when migrated). */
  seed?: boolean;
  demoData?: boolean;
}

export function testEngine(): Engine {
  return process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
}

export async function createTestDatabase(options: TestDatabaseOptions = {}): Promise<TestDatabase> {
  const { migrate: doMigrate = true, seed = doMigrate, demoData = false } = options;
  const url = process.env.TEST_DATABASE_URL;
  let database: TestDatabase;
  if (!url) {
    // Loaded from the run's template of this kind (src/test/pglite-template.ts), else built and kept as it.
    const kind = `${doMigrate ? 'migrated' : 'empty'}-${seed ? (demoData ? 'demo' : 'tax-codes') : 'unseeded'}`;
    const template = await readPgliteTemplate(kind);
    const opened = await openDatabase({
      engine: 'pglite',
      dataDir: null,
      ...(template ? { loadDataDir: template } : {}),
    });
    if (!template) {
      await prepare(opened.db, doMigrate, seed, demoData);
      if (opened.dumpDataDir) await writePgliteTemplate(kind, opened.dumpDataDir);
    }
    return { ...opened, schema: null };
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
  await prepare(database.db, doMigrate, seed, demoData);
  return database;
}

async function prepare(db: AppDatabase['db'], doMigrate: boolean, seed: boolean, demoData: boolean) {
  if (doMigrate) await migrate(db);
  if (seed) await seedDatabase(db, { demoData });
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

/**
 * A configuration for tests: a fixed secret, no web, plain HTTP, and a private temporary data folder (the
 * sign-in work keeps provider keys there), removed by `removeTestConfig`.
 */
export async function testConfig(overrides: Partial<Config> = {}): Promise<Config> {
  const dataDir = await mkdtemp(join(tmpdir(), 'taxdep-test-'));
  const port = 0;
  const host = '127.0.0.1';
  return {
    mode: 'development',
    allowBuiltInSignIn: false,
    port,
    host,
    dataDir,
    databaseUrl: null,
    tokenSecret: new TextEncoder().encode('test-secret-test-secret-test-secret!'),
    webDist: join(dataDir, 'no-web'),
    demoData: false,
    logLevel: 'silent',
    auth: await loadAuthConfig({ TLS_DISABLED: '1' }, { dataDir, port, host }),
    ...overrides,
  };
}

export async function removeTestConfig(config: Config): Promise<void> {
  if (config.dataDir.startsWith(join(tmpdir(), 'taxdep-test-'))) {
    await rm(config.dataDir, { recursive: true, force: true });
  }
}
