import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The service for the browser benches, driven from outside as an operator would (dependency rule
 * `e2e-drives-from-outside`): `pnpm --filter @taxdep/server start` as a process on a data folder, and
 * `taxdep token` as a process for a product token. Loopback HTTPS with the service's self-signed certificate.
 */
export const ROOT = new URL('../..', import.meta.url).pathname;

export interface BenchService {
  origin: string;
  /** SIGTERM to the process group, then waits until the embedded database is released (postmaster.pid gone). */
  stop(): Promise<void>;
}

/** The caller's environment for a child, less the bench's own relaxed TLS check. */
function childEnvironment(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, ...extra };
  delete env.NODE_TLS_REJECT_UNAUTHORIZED;
  return env;
}

export async function startService(dataDir: string, port: number): Promise<BenchService> {
  const origin = `https://127.0.0.1:${port}`;
  const child = spawn('pnpm', ['--filter', '@taxdep/server', 'start'], {
    cwd: ROOT,
    env: childEnvironment({ PORT: String(port), TAXDEP_DATA_DIR: dataDir, LOG_LEVEL: 'warn' }),
    stdio: 'ignore',
    detached: true,
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const service = { origin, stop: () => stop(child, exited, dataDir) };
  try {
    await waitForAnswer(origin, child);
  } catch (error) {
    await service.stop();
    throw error;
  }
  return service;
}

async function waitForAnswer(origin: string, child: ChildProcess): Promise<void> {
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error('the service exited at start');
    try {
      const res = await fetch(`${origin}/api/docs/json`);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('the service did not start');
}

async function stop(child: ChildProcess, exited: Promise<void>, dataDir: string): Promise<void> {
  if (child.pid && child.exitCode === null) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  await exited;
  // The service closes PGlite on SIGTERM, which removes postmaster.pid; until then the folder is still in use.
  for (let i = 0; i < 300 && existsSync(join(dataDir, 'pglite', 'postmaster.pid')); i++) {
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** A product token from `taxdep token`, as a developer prints one (it asks the running portal). */
export function productToken(dataDir: string, port: number, email: string): string {
  return execFileSync('pnpm', ['-s', 'taxdep', 'token', '--user', email, '--lifetime', '3600'], {
    cwd: ROOT,
    env: childEnvironment({ PORT: String(port), TAXDEP_DATA_DIR: dataDir }),
    encoding: 'utf8',
  }).trim();
}
