import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '@taxdep/server/app';
import { verifyProductToken } from '@taxdep/server/auth/product-token';
import { loadConfig } from '@taxdep/server/config/config';
import { openDatabase, targetFromConfig } from '@taxdep/server/db/connect';
import { migrate } from '@taxdep/server/db/migrate';
import { seedDatabase } from '@taxdep/server/seed/index';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_LIFETIME_SECONDS, run } from './command';

let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'taxdep-cli-token-'));
  // The embedded database with the demo users, as after a first `pnpm start`.
  const config = await loadConfig(envWith({}));
  const database = await openDatabase(targetFromConfig(config));
  await migrate(database.db);
  await seedDatabase(database.db, { demoData: true });
  await database.close();
}, 120_000);

afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

/** Nothing listens on port 1, so "the portal is not running" unless a test starts one. */
function envWith(extra: Record<string, string>): NodeJS.ProcessEnv {
  return { TAXDEP_DATA_DIR: dataDir, TLS_DISABLED: '1', PORT: '1', ...extra };
}

async function runWith(args: string[], env: NodeJS.ProcessEnv) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await run(args, { env, out: (t) => out.push(t), err: (t) => err.push(t) });
  return { code, out: out.join(''), err: err.join('') };
}

describe('taxdep token', () => {
  it('prints a product token for a demo user, signed with the service secret', async () => {
    const env = envWith({});
    const result = await runWith(['--user', 'Sam.Surveyor@demo.taxdep'], env);
    expect(result.code).toBe(0);
    const { tokenSecret } = await loadConfig(env);
    const user = await verifyProductToken(result.out.trim(), tokenSecret);
    expect(user.userUid).toBe('SAM.SURVEYOR');
    expect(Number.isInteger(user.userId)).toBe(true);
    const payload = JSON.parse(Buffer.from(result.out.split('.')[1]!, 'base64url').toString()) as Record<
      string,
      number
    >;
    expect(payload.exp! - payload.iat!).toBe(DEFAULT_LIFETIME_SECONDS);
  }, 60_000);

  it('asks a running portal instead of opening its database', async () => {
    const port = 20_000 + Math.floor(Math.random() * 20_000);
    const env = envWith({ PORT: String(port) });
    const config = await loadConfig(env);
    // The portal holds the database; the command must not open it (PGlite is one process only).
    const database = await openDatabase({ engine: 'pglite', dataDir: null });
    await migrate(database.db);
    await seedDatabase(database.db, { demoData: true });
    // A user only the portal's database has: found only if the command really asks the portal.
    await database.db
      .insertInto('users')
      .values({
        uid: 'PAT.PORTAL',
        email: 'pat.portal@demo.taxdep',
        first_name: 'Pat',
        last_name: 'Portal',
        role: 'checker',
      })
      .execute();
    const app = await buildApp({ db: database.db, config });
    await app.listen({ port, host: '127.0.0.1' });
    try {
      const result = await runWith(['--user', 'pat.portal@demo.taxdep', '--lifetime', '600'], env);
      expect(result.code).toBe(0);
      expect((await verifyProductToken(result.out.trim(), config.tokenSecret)).userUid).toBe('PAT.PORTAL');
      expect((await runWith(['--user', 'nobody@demo.taxdep'], env)).code).toBe(1);
    } finally {
      await app.close();
      await database.close();
    }
  }, 120_000);

  it('answers 1 for an unknown user and 2 for bad arguments', async () => {
    const unknown = await runWith(['--user', 'nobody@example.com'], envWith({}));
    expect(unknown.code).toBe(1);
    expect(unknown.err).toMatch(/No portal user/);
    expect((await runWith([], envWith({}))).code).toBe(2);
    expect((await runWith(['--user', 'sam'], envWith({}))).code).toBe(2);
    expect((await runWith(['--user', 'a@b', '--lifetime', '-5'], envWith({}))).code).toBe(2);
  }, 60_000);
});
