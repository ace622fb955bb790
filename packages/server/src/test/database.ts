import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDatabase as createFreshDatabase, type TestDatabase } from '@taxdep/db/testing';
import { loadAuthConfig } from '../config/auth-config';
import type { Config } from '../config/config';
import { seedDatabase } from '../seed';

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
  const { migrate = true, seed = migrate, demoData = false } = options;
  const database = await createFreshDatabase({ migrate });
  if (seed) await seedDatabase(database.db, { demoData });
  return database;
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
