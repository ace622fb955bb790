/**
 * A fresh database for a bench that runs the service from outside: PGlite in a temporary folder, or a schema of its
 * own on BENCH_DATABASE_URL; migrated, seeded with the reference data (no demo data), one bench user and one empty
 * report. `serverArgs` start the service on it (server-process.ts); `cleanup` removes it.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrate, openDatabase } from '@taxdep/db';
import { seedDatabase } from '../src/seed';
import { createReport } from '../src/test/register-fixtures';
import { adminStatement } from './server-process';

export interface BenchDatabase {
  database: Awaited<ReturnType<typeof openDatabase>>;
  serverArgs: string[];
  /** The bench's user: the API refuses tokens of users that do not exist (src/auth/account-status.ts). */
  user: { id: number; uid: string };
  reportId: number;
  cleanup(): Promise<void>;
}

export async function openBenchDatabase(engine: 'pglite' | 'postgres'): Promise<BenchDatabase> {
  let target: Parameters<typeof openDatabase>[0];
  let serverArgs: string[];
  let cleanup: () => Promise<void>;
  if (engine === 'pglite') {
    const dir = await mkdtemp(join(tmpdir(), 'taxdep-bench-'));
    target = { engine: 'pglite', dataDir: dir };
    serverArgs = ['pglite', dir];
    cleanup = () => rm(dir, { recursive: true, force: true });
  } else {
    const url = process.env.BENCH_DATABASE_URL!;
    const schema = `bench_${randomBytes(4).toString('hex')}`;
    await adminStatement(url, `create schema "${schema}"`);
    target = { engine: 'postgres', connectionString: url, searchPath: schema };
    serverArgs = ['postgres', url, schema];
    cleanup = () => adminStatement(url, `drop schema if exists "${schema}" cascade`);
  }
  const database = await openDatabase(target);
  await migrate(database.db);
  await seedDatabase(database.db, { demoData: false });
  const user = await database.db
    .insertInto('users')
    .values({
      uid: 'BENCH.SURVEYOR',
      email: 'bench.surveyor@bench.taxdep',
      first_name: 'Bench',
      last_name: 'Surveyor',
      role: 'surveyor',
    })
    .returning(['id', 'uid'])
    .executeTakeFirstOrThrow();
  const reportId = await createReport(database.db);
  // Issue 15: only a report's surveyor and checker may change it; the bench writes as its own user.
  await database.db.updateTable('reports').set({ surveyor_id: user.id }).where('id', '=', reportId).execute();
  return { database, serverArgs, user, reportId, cleanup };
}
