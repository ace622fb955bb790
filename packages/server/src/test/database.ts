import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrate, openDatabase } from '@taxdep/db';
import { createTestDatabase as createFreshDatabase, type TestDatabase } from '@taxdep/db/testing';
import { loadAuthConfig } from '../config/auth-config';
import type { Config } from '../config/config';
import { seedDatabase } from '../seed';
import { readPgliteTemplate, writePgliteTemplate } from './pglite-template';

export { type TestDatabase, testEngine } from '@taxdep/db/testing';

export interface TestDatabaseOptions {
  /** Apply the migrations (default true). */
  migrate?: boolean;
  /** Seed tax codes and, when `demoData`, the demo data (default: tax codes only when migrated). */
  seed?: boolean;
  demoData?: boolean;
}

/** A fresh database per test file (@taxdep/db/testing), seeded as the service seeds it. */
export async function createTestDatabase(options: TestDatabaseOptions = {}): Promise<TestDatabase> {
  const { migrate: doMigrate = true, seed = doMigrate, demoData = false } = options;
  if (process.env.TEST_DATABASE_URL) {
    const database = await createFreshDatabase({ migrate: doMigrate });
    if (seed) await seedDatabase(database.db, { demoData });
    return database;
  }
  // PGlite: loaded from the run's template of this kind (src/test/pglite-template.ts), else built and kept as it.
  const kind = `${doMigrate ? 'migrated' : 'empty'}-${seed ? (demoData ? 'demo' : 'tax-codes') : 'unseeded'}`;
  const template = await readPgliteTemplate(kind);
  const opened = await openDatabase({
    engine: 'pglite',
    dataDir: null,
    ...(template ? { loadDataDir: template } : {}),
  });
  if (!template) {
    if (doMigrate) await migrate(opened.db);
    if (seed) await seedDatabase(opened.db, { demoData });
    if (opened.dumpDataDir) await writePgliteTemplate(kind, opened.dumpDataDir);
  }
  return { ...opened, schema: null };
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
