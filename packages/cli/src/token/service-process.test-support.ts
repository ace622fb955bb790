import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { request } from 'node:https';
import { createServer } from 'node:net';
import { join } from 'node:path';

/**
 * The real service for the CLI's tests, as its own process: the bundle `pnpm start` runs
 * (`packages/server/dist/main.mjs`, built from the sources once per test file), driven from outside, never imported
 * (dependency rule `cli-not-server-sources`). HTTPS with its generated self-signed certificate, as the embedded
 * default.
 */
const REPO_ROOT = new URL('../../../..', import.meta.url).pathname;
const SERVER = join(REPO_ROOT, 'packages/server');
let bundled: Promise<void> | null = null;

/** Builds the service's bundle from the current sources, once per test file (about a second). */
function bundleService(): Promise<void> {
  bundled ??= new Promise((resolve, reject) => {
    const build = spawn(process.execPath, [join(SERVER, 'build.mjs')], { cwd: SERVER, stdio: 'inherit' });
    build.once('error', reject);
    build.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`the service's build failed (${code})`)),
    );
  });
  return bundled;
}

export interface ServiceProcess {
  origin: string;
  /** SIGTERM, then waits for the exit (the service closes its database). */
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export async function startService(env: Record<string, string>, port: number): Promise<ServiceProcess> {
  await bundleService();
  const output: string[] = [];
  const child = spawn(process.execPath, ['--enable-source-maps', join(SERVER, 'dist/main.mjs')], {
    cwd: REPO_ROOT,
    env: { ...serviceEnvironment(), LOG_LEVEL: 'warn', HOST: '127.0.0.1', PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const origin = `https://127.0.0.1:${port}`;
  const dataDir = env.TAXDEP_DATA_DIR ?? '';
  for (let i = 0; i < 600; i += 1) {
    if (child.exitCode !== null) throw new Error(`the service exited at start:\n${output.join('')}`);
    const answer = await get(origin, '/api/client-config', dataDir).catch(() => null);
    if (answer?.status === 200) return { origin, stop: () => stop(child, dataDir) };
    await new Promise((r) => setTimeout(r, 200));
  }
  await stop(child, dataDir);
  throw new Error(`the service did not answer within 120 s:\n${output.join('')}`);
}

/** The caller's environment without the service settings a developer may have set for their own portal. */
function serviceEnvironment(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const name of Object.keys(env)) {
    if (/^(DATABASE_URL|TOKEN_SECRET|PUBLIC_ORIGIN|TLS_|OIDC_|AUTH_|TAXDEP_|WEB_DIST)/.test(name))
      delete env[name];
  }
  return env;
}

/**
 * SIGTERM, then waits until the embedded database is released (PGlite removes postmaster.pid when closed), so a
 * command run next never finds the database in use.
 */
async function stop(child: ChildProcess, dataDir: string): Promise<void> {
  if (child.exitCode === null) {
    await new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  }
  const pid = join(dataDir, 'pglite', 'postmaster.pid');
  for (let i = 0; i < 300 && dataDir !== '' && existsSync(pid); i += 1) {
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** A GET over the service's HTTPS, trusting its self-signed certificate from the data folder. */
export function get(
  origin: string,
  path: string,
  dataDir: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    // Read here, so a certificate not written yet (the service still starting) rejects the promise.
    const ca = readFileSync(join(dataDir, 'tls-cert.pem'), 'utf8');
    const req = request(new URL(path, origin), { ca, headers, timeout: 5000 }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let body: unknown = text;
        try {
          body = JSON.parse(text);
        } catch {
          // not JSON: kept as text
        }
        resolve({ status: res.statusCode ?? 0, body });
      });
    });
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', reject);
    req.end();
  });
}
