import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePortSync } from './free-port';

/**
 * A portal of the browser tests' own: the service as `pnpm start` runs it, on a free port the system gives, with a
 * fresh embedded database and the demo data. Each Playwright worker starts one (test.ts), so two workers run specs
 * side by side without one seeing the other's writes (issue 24: the browser step was a third of the test run).
 */
export interface Portal {
  readonly url: string;
  readonly port: number;
  /** The portal's data folder: a spec that runs the CLI against this portal (`taxdep token`) passes it on. */
  readonly dataDir: string;
  stop(): Promise<void>;
}

const ROOT = new URL('..', import.meta.url).pathname;
/** A portal seeding its demo data on a busy two-core machine beside another took up to a minute. */
const START_LIMIT_MS = 150_000;

export async function startPortal(): Promise<Portal> {
  const port = freePortSync();
  const dataDir = mkdtempSync(join(tmpdir(), 'taxdep-e2e-'));
  const output: string[] = [];
  const child = spawn('pnpm', ['--filter', '@taxdep/server', 'start'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      TAXDEP_DATA_DIR: dataDir,
      TAXDEP_DEMO_DATA: '1',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group, so stopping it stops pnpm, tsx and the service together.
    detached: true,
  });
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString('utf8')));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString('utf8')));
  const url = `https://127.0.0.1:${port}`;
  const portal: Portal = {
    url,
    port,
    dataDir,
    stop: async () => {
      await stopProcess(child);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  const started = Date.now();
  while (!(await answers(port))) {
    if (child.exitCode !== null || Date.now() - started > START_LIMIT_MS) {
      await portal.stop();
      throw new Error(`The portal did not start on port ${port}:\n${output.join('')}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return portal;
}

/** Whether the service answers its OpenAPI document (the last thing it serves once listening). */
function answers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const req = request(
      { host: '127.0.0.1', port, path: '/api/docs/json', rejectUnauthorized: false, timeout: 2000 },
      (res) => {
        res.resume();
        resolve(res.statusCode === 200);
      },
    );
    req.on('error', () => resolve(false));
    req.on('timeout', () => {
      req.destroy();
      resolve(false);
    });
    req.end();
  });
}

async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.pid === undefined) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(-(child.pid as number), name);
    } catch {
      // already gone
    }
  };
  signal('SIGTERM');
  const timer = setTimeout(() => signal('SIGKILL'), 20_000);
  await exited;
  clearTimeout(timer);
}
