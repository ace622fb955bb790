/**
 * Helpers of the benches that run the service in a second process (bench-server.ts): starting it, a statement on
 * the PostgreSQL server as its admin, and the percentile the benches print.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from '@taxdep/db/schema';
import type { Kysely } from 'kysely';
import pg from 'pg';

const HERE = dirname(fileURLToPath(import.meta.url));

/** bench-server.ts with `args` (pglite <dir> | postgres <url> <schema>); resolves once it listens. */
export async function startBenchServer(args: string[]): Promise<{ child: ChildProcess; port: number }> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(HERE, 'bench-server.ts'), ...args], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /PORT (\d+)/.exec(out);
      if (match) resolve(Number(match[1]));
    });
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
  return { child, port };
}

/** SIGTERM (bench-server.ts closes the app and the database), resolved once the process is gone. */
export async function stopBenchServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

export async function adminStatement(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** The p-th percentile (nearest rank) of ascending `sorted`. */
export function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

/** The statuses in which a report takes writes (Completed is read-only: docs/product/states-and-permissions.md). */
const EDITABLE_STATUSES = ['In Progress', 'QA Review'];

/** Who the benches sign in as and write to: the active demo users and the editable demo reports. */
export async function benchCast(
  db: Kysely<Database>,
): Promise<{ users: { id: number; uid: string }[]; reportIds: number[] }> {
  const users = await db
    .selectFrom('users')
    .select(['id', 'uid'])
    .where('disabled_at', 'is', null)
    .orderBy('id')
    .execute();
  const reports = await db
    .selectFrom('reports')
    .innerJoin('report_statuses', 'report_statuses.id', 'reports.status_id')
    .select('reports.id')
    .where('report_statuses.status', 'in', EDITABLE_STATUSES)
    // Issue 27: the benches write General Info and registers, which a capex forecast has not.
    .where('reports.kind', '=', 'depreciation')
    .orderBy('reports.id')
    .execute();
  const reportIds = reports.map((r) => r.id);
  // Issue 15: only a report's surveyor and checker may change it (src/workflow/edit-permission.ts). The benches'
  // writers are virtual users sharing these tokens, so the editable reports get the first two users as surveyor
  // and checker, and only their tokens are used.
  const [surveyor, checker] = users;
  if (!surveyor || !checker || reportIds.length === 0) return { users, reportIds };
  await db
    .updateTable('reports')
    .set({ surveyor_id: surveyor.id, checker_id: checker.id })
    .where('id', 'in', reportIds)
    .execute();
  return { users: [surveyor, checker], reportIds };
}
