/**
 * `taxdep load-incentive-windows` against the real service, run as its own process on a fresh data folder with its
 * demo users (the CLI's tests never import the service: dependency rule `cli-not-server-sources`). The command goes
 * through the portal's own calls, so the service's one implementation previews, stores and refuses.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_INCENTIVE_WINDOWS, writeIncentiveTableFile } from '@taxdep/domain/tax';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, type ServiceProcess, startService } from '../token/service-process.test-support';
import { HELP, run } from './command';

const ADMIN = 'avery.admin@demo.taxdep';
const SURVEYOR = 'sam.surveyor@demo.taxdep';
const EXTENSION =
  'IAWO-2025-07-01-EXT,instantAssetWriteOff,IA,"$20,000 instant asset write-off",IT(TP)A s328-180,2025-07-01,2026-06-30,,,"$20,000",10000000,';

let dataDir: string;
let port: number;
let service: ServiceProcess | null = null;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'taxdep-cli-incentives-'));
  port = await freePort();
  service = await startService({ TAXDEP_DATA_DIR: dataDir }, port);
}, 180_000);

afterAll(async () => {
  await service?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

async function runWith(args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const exit = await run(args, {
    env: { TAXDEP_DATA_DIR: dataDir, PORT: String(port) },
    out: (t) => out.push(t),
    err: (t) => err.push(t),
  });
  return { exit, out: out.join(''), err: err.join('') };
}

async function file(text: string): Promise<string> {
  const path = join(dataDir, `windows-${Math.random().toString(36).slice(2)}.csv`);
  await writeFile(path, text);
  return path;
}

describe('taxdep load-incentive-windows', () => {
  it('prints its help, and refuses bad use with exit 2', async () => {
    expect((await runWith(['--help'])).out).toBe(HELP);
    expect((await runWith([])).exit).toBe(2);
    expect((await runWith(['a.csv'])).err).toMatch(/--user EMAIL/);
    expect((await runWith(['a.csv', '--user', ADMIN, '--force'])).err).toMatch(/Unknown option --force/);
    expect((await runWith([join(dataDir, 'missing.csv'), '--user', ADMIN])).err).toMatch(/Cannot read/);
  });

  it('previews a new window without storing it, then loads it with --confirm; the same file again loads nothing', async () => {
    const path = await file(`${writeIncentiveTableFile(DEFAULT_INCENTIVE_WINDOWS)}${EXTENSION}\r\n`);
    const preview = await runWith([path, '--user', ADMIN]);
    expect(preview.err).toBe('');
    expect(preview.exit).toBe(0);
    expect(preview.out).toMatch(/^added line 15: IAWO-2025-07-01-EXT \$20,000 instant asset write-off/);
    expect(preview.out).toMatch(
      /1 added, 0 changed, 0 removed, 13 unchanged, 0 problem\(s\) \(compared with version 1\)/,
    );
    expect(preview.out).toMatch(/Preview only: nothing was stored/);

    const loaded = await runWith([path, '--user', ADMIN, '--confirm']);
    expect(loaded.exit, loaded.err).toBe(0);
    expect(loaded.out).toMatch(/compared with version 1\)\.\nLoaded as version 2: it is in force now\.\n$/);

    const again = await runWith([path, '--user', ADMIN, '--confirm']);
    expect(again.exit).toBe(0);
    expect(again.out).toMatch(/14 unchanged.*\(compared with version 2\)\.\nNothing to load/s);
  }, 120_000);

  it('refuses a file with problems by line and column (exit 1), and a user who is not an administrator', async () => {
    const path = await file(
      `${writeIncentiveTableFile([])}${EXTENSION.replace('2026-06-30', '2026-13-01')}\n`,
    );
    const bad = await runWith([path, '--user', ADMIN, '--confirm']);
    expect(bad.exit).toBe(1);
    expect(bad.out).toMatch(/problem line 2 column first_used_to: first_used_to must be a date YYYY-MM-DD/);
    expect(bad.out).toMatch(/Nothing was loaded/);

    const surveyor = await runWith([path, '--user', SURVEYOR]);
    expect(surveyor.exit).toBe(1);
    expect(surveyor.err).toBe('Only an administrator may load the incentive windows.\n');
  }, 120_000);
});
