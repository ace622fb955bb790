/**
 * The database of the row-save bench: migrated and seeded with the demo data (row-save.bench.ts), on PGlite files in
 * a temporary folder or in a private schema of the PostgreSQL server, with one product token per active demo user
 * (the API refuses tokens of users that do not exist or are disabled, docs/api.md "Conventions").
 */

import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type DatabaseTarget, migrate, openDatabase } from '@taxdep/db';
import type { Asset } from '@taxdep/domain';
import { USAGE_POLICY } from '@taxdep/domain';
import { signProductToken } from '../../src/auth/product-token';
import { seedDatabase } from '../../src/seed';
import { removeTestConfig, testConfig } from '../../src/test/database';
import { adminStatement, benchCast } from '../server-process';

export type Engine = 'pglite' | 'postgres';

/** Completed reports refuse writes with 409 (docs/api.md); the bench saves rows of the others. */

export interface Fixture {
  engine: Engine;
  /** The arguments of bench-server.ts for this database. */
  serverArgs: string[];
  /** `Bearer …` per active demo user (bench-server.ts signs with testConfig's secret). */
  auths: string[];
  reportIds: number[];
  cleanup(): Promise<void>;
}

export async function prepareFixture(engine: Engine, postgresUrl: string | undefined): Promise<Fixture> {
  let target: DatabaseTarget;
  let serverArgs: string[];
  let cleanup: () => Promise<void>;
  if (engine === 'pglite') {
    const dir = await mkdtemp(join(tmpdir(), 'taxdep-row-save-'));
    target = { engine: 'pglite', dataDir: dir };
    serverArgs = ['pglite', dir];
    cleanup = () => rm(dir, { recursive: true, force: true });
  } else {
    if (!postgresUrl) throw new Error('the PostgreSQL run needs BENCH_DATABASE_URL');
    const schema = `bench_${randomBytes(4).toString('hex')}`;
    await adminStatement(postgresUrl, `create schema "${schema}"`);
    target = { engine: 'postgres', connectionString: postgresUrl, searchPath: schema };
    serverArgs = ['postgres', postgresUrl, schema];
    cleanup = () => adminStatement(postgresUrl, `drop schema if exists "${schema}" cascade`);
  }
  try {
    const database = await openDatabase(target);
    const config = await testConfig();
    try {
      await migrate(database.db);
      await seedDatabase(database.db, { demoData: true });
      const { users, reportIds } = await benchCast(database.db);
      const auths = await Promise.all(
        users.map(
          async (u) =>
            `Bearer ${await signProductToken({ userId: u.id, userUid: u.uid, policyAcceptedDate: USAGE_POLICY.date }, config.tokenSecret, 3600)}`,
        ),
      );
      if (auths.length === 0 || reportIds.length === 0) throw new Error('no demo users or editable reports');
      return { engine, serverArgs, auths, reportIds, cleanup };
    } finally {
      await database.close();
      await removeTestConfig(config);
    }
  } catch (error) {
    await cleanup();
    throw error;
  }
}

/** The editable rows of the reports as the API answers them (the register listing), in report and id order. */
export async function editableRows(api: string, auth: string, reportIds: number[]): Promise<Asset[]> {
  const rows: Asset[] = [];
  for (const reportId of reportIds) {
    for (let pageNo = 1; ; pageNo += 1) {
      const response = await fetch(
        `${api}/depreciationReports/${reportId}/modelAssets?pageSize=200&pageNo=${pageNo}`,
        { headers: { authorization: auth } },
      );
      if (response.status !== 200) throw new Error(`listing answered HTTP ${response.status}`);
      const page = (await response.json()) as { modelAssets: Asset[]; totalPages: number };
      rows.push(...page.modelAssets.filter((asset) => !asset.readOnly));
      if (pageNo >= page.totalPages) break;
    }
  }
  return rows;
}

/**
 * The i-th edit of a row, as a surveyor types it: one field at a time, mostly text and amounts, every fifth a
 * date the tax-office rate depends on (so the rate is derived again).
 */
export function editOf(row: Asset, i: number): Partial<Asset> {
  switch (i % 5) {
    case 0:
      return { description: `${(row.description ?? 'Asset').split(' #')[0]} #${i}` };
    case 1:
      return { location: `Level ${i % 40}` };
    case 2:
      return { originalCost: Math.round(((row.originalCost ?? 1000) + 1.25) * 100) / 100 };
    case 3:
      return { supplier: `Supplier ${i % 97}` };
    default:
      return { invoiceDate: row.invoiceDate === '2024-07-01' ? '2024-08-15' : '2024-07-01' };
  }
}

/** One auto-save of a row: the whole row with the edit, and `base`, the row as last answered (docs/api.md). */
export async function saveRow(api: string, auth: string, held: Asset, i: number): Promise<Asset> {
  const response = await fetch(`${api}/depreciationReports/modelAssets`, {
    method: 'POST',
    headers: { authorization: auth, 'content-type': 'application/json' },
    body: JSON.stringify({ ...held, ...editOf(held, i), base: held }),
  });
  const text = await response.text();
  if (response.status !== 200) throw new Error(`save answered HTTP ${response.status}: ${text}`);
  return JSON.parse(text) as Asset;
}
