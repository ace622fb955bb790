/**
 * The real service for the load bench (issue 10): src/main.ts in its own Node process, plain HTTP on loopback
 * (TLS_DISABLED=1), demo data, over PGlite files in a temporary data folder or over a PostgreSQL database created
 * for the run and dropped after it. Node runs main.ts itself (`--import tsx`, not the tsx CLI, which would fork a
 * second process): SIGKILL must hit the process that holds the database, or the crash test proves nothing.
 */

import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, openSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type DatabaseTarget, migrate, openDatabase } from '@taxdep/db';
import { USAGE_POLICY } from '@taxdep/domain';
import { signProductToken } from '../../src/auth/product-token';
import { seedDatabase } from '../../src/seed';
import { adminStatement, benchCast } from '../server-process';

export type Engine = 'pglite' | 'postgres';

const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', '..');
const MAIN = join(REPO_ROOT, 'packages', 'server', 'src', 'main.ts');
/** Completed reports refuse writes with 409 (docs/api.md); the simulated users share the others. */

export interface Fixture {
  engine: Engine;
  dataDir: string;
  /** The run's own PostgreSQL database; null on PGlite. */
  databaseUrl: string | null;
  tokenSecret: string;
  port: number;
  /** One product token per active demo user (the API refuses tokens of unknown or disabled users). */
  tokens: string[];
  /** The editable demo reports, in id order. */
  reportIds: number[];
  logFile: string;
  cleanup(): Promise<void>;
}

/**
 * Creates the data folder (and the PostgreSQL database), applies the migrations and seeds the demo data here, so
 * the bench can read the real users and the editable reports before the service starts; the service's own start
 * then finds the database migrated and seeded (both steps are idempotent).
 */
export async function prepareFixture(engine: Engine, postgresUrl: string | null, lifetimeSeconds: number) {
  const dataDir = await mkdtemp(join(tmpdir(), `taxdep-load-${engine}-`));
  let databaseUrl: string | null = null;
  let dropDatabase = async () => {};
  if (engine === 'postgres') {
    if (!postgresUrl) throw new Error('the PostgreSQL run needs BENCH_DATABASE_URL');
    const name = `taxdep_load_${randomBytes(4).toString('hex')}`;
    await adminStatement(postgresUrl, `create database "${name}"`);
    const url = new URL(postgresUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = () => adminStatement(postgresUrl, `drop database if exists "${name}" with (force)`);
  }
  const cleanup = async () => {
    await dropDatabase();
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    const target: DatabaseTarget = databaseUrl
      ? { engine: 'postgres', connectionString: databaseUrl }
      : { engine: 'pglite', dataDir: join(dataDir, 'pglite') };
    const database = await openDatabase(target);
    let users: { id: number; uid: string }[];
    let reportIds: number[];
    try {
      await migrate(database.db);
      await seedDatabase(database.db, { demoData: true });
      ({ users, reportIds } = await benchCast(database.db));
    } finally {
      await database.close();
    }
    if (users.length === 0 || reportIds.length === 0) throw new Error('no demo users or editable reports');
    const tokenSecret = randomBytes(32).toString('hex');
    const secret = new TextEncoder().encode(tokenSecret);
    const tokens = await Promise.all(
      users.map((u) =>
        signProductToken(
          { userId: u.id, userUid: u.uid, policyAcceptedDate: USAGE_POLICY.date },
          secret,
          lifetimeSeconds,
        ),
      ),
    );
    const fixture: Fixture = {
      engine,
      dataDir,
      databaseUrl,
      tokenSecret,
      port: await freePort(),
      tokens,
      reportIds,
      logFile: join(dataDir, 'service.log'),
      cleanup,
    };
    return fixture;
  } catch (error) {
    await cleanup();
    throw error;
  }
}

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolvePort(port));
    });
  });
}

/** One service process at a time on the fixture's port and data; started again after a kill. */
export class ServiceProcess {
  private child: ChildProcess | null = null;
  private exited: Promise<number | null> = Promise.resolve(null);
  readonly origin: string;

  constructor(private readonly fixture: Fixture) {
    this.origin = `http://127.0.0.1:${fixture.port}`;
  }

  /** Starts main.ts and resolves once an authenticated read answers 200; the milliseconds that took. */
  async start(timeoutMs = 120_000): Promise<number> {
    const started = performance.now();
    const log = openSync(this.fixture.logFile, 'a');
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PORT: String(this.fixture.port),
      HOST: '127.0.0.1',
      TAXDEP_DATA_DIR: this.fixture.dataDir,
      TAXDEP_DEMO_DATA: '1',
      TOKEN_SECRET: this.fixture.tokenSecret,
      TLS_DISABLED: '1',
      LOG_LEVEL: 'warn',
    };
    if (this.fixture.databaseUrl) env.DATABASE_URL = this.fixture.databaseUrl;
    else delete env.DATABASE_URL;
    const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
      cwd: REPO_ROOT,
      env,
      stdio: ['ignore', log, log],
    });
    closeSync(log);
    this.child = child;
    let exitCode: number | null | undefined;
    this.exited = new Promise((resolveExit) =>
      child.once('exit', (code) => {
        exitCode = code;
        resolveExit(code);
      }),
    );
    const url = `${this.origin}/api/v1/depreciationReports/${this.fixture.reportIds[0]}`;
    const headers = { authorization: `Bearer ${this.fixture.tokens[0]}` };
    while (performance.now() - started < timeoutMs) {
      if (exitCode !== undefined) {
        throw new Error(`the service exited with ${exitCode} while starting:\n${this.logTail()}`);
      }
      try {
        const response = await fetch(url, { headers, signal: AbortSignal.timeout(5000) });
        await response.arrayBuffer();
        if (response.status === 200) return performance.now() - started;
      } catch {
        // Not listening yet.
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`the service did not answer within ${timeoutMs / 1000} s:\n${this.logTail()}`);
  }

  /** SIGKILL: no shutdown hook runs, the database is left as the crash leaves it. Resolves once it is gone. */
  async kill9(): Promise<void> {
    this.child?.kill('SIGKILL');
    await this.exited;
    this.child = null;
  }

  /** The orderly stop (SIGTERM: main.ts closes the app and the database). */
  async stop(): Promise<void> {
    if (!this.child) return;
    this.child.kill('SIGTERM');
    const timer = setTimeout(() => this.child?.kill('SIGKILL'), 15_000);
    await this.exited;
    clearTimeout(timer);
    this.child = null;
  }

  /** Lines the service logged at level error or fatal (pino levels 50, 60) over all its starts. */
  errorLogLines(): string[] {
    return this.log()
      .split('\n')
      .filter((line) => /"level":(50|60)/.test(line));
  }

  logTail(lines = 30): string {
    return this.log().split('\n').slice(-lines).join('\n');
  }

  private log(): string {
    try {
      return readFileSync(this.fixture.logFile, 'utf8');
    } catch {
      return '';
    }
  }
}
