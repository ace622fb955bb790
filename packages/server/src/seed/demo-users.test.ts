import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { signInThroughProvider } from '../auth/oidc-flow.test-support';
import { hashPassword } from '../auth/password';
import { signProductToken } from '../auth/product-token';
import type { Config } from '../config/config';
import { DEMO_USERS, seedDatabase } from '../seed';
import {
  createTestDatabase,
  removeTestConfig,
  type TestDatabase,
  testConfig,
  testEngine,
} from '../test/database';

describe(`demo users follow TAXDEP_DEMO_DATA on ${testEngine()} (issue 10)`, () => {
  let database: TestDatabase;
  let config: Config;
  let sam: { id: number; uid: string };
  const apps: FastifyInstance[] = [];

  beforeAll(async () => {
    database = await createTestDatabase({ demoData: true });
    config = await testConfig();
    sam = await database.db
      .selectFrom('users')
      .select(['id', 'uid'])
      .where('email', '=', 'sam.surveyor@demo.taxdep')
      .executeTakeFirstOrThrow();
    await database.db
      .insertInto('users')
      .values({
        uid: 'REAL.USER',
        email: 'real.user@firm.example',
        first_name: 'Real',
        last_name: 'User',
        role: 'checker',
        password_hash: await hashPassword('not-demo'),
      })
      .execute();
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await database.close();
    await removeTestConfig(config);
  });

  /** A fresh instance, as after a restart (no cached account status). */
  async function restart(): Promise<FastifyInstance> {
    const app = await buildApp({ db: database.db, config });
    apps.push(app);
    return app;
  }

  function signIn(app: FastifyInstance, email: string, password: string) {
    return signInThroughProvider(app, {
      clientId: config.auth.clientId,
      redirectUri: config.auth.redirectUris[0]!,
      email,
      password,
    });
  }

  async function authorize(app: FastifyInstance): Promise<number> {
    const token = await signProductToken(
      { ...toProductUser(sam), policyAcceptedDate: null },
      config.tokenSecret,
      600,
    );
    const response = await app.inject({
      method: 'GET',
      url: '/api/authorize?app=PORTAL',
      headers: { authorization: `Bearer ${token}` },
    });
    return response.statusCode;
  }

  it('disables every demo user, and only them, when a data folder restarts with demo data off', async () => {
    await seedDatabase(database.db, { demoData: false });
    const users = await database.db
      .selectFrom('users')
      .select(['email', 'password_hash', 'disabled_at', 'is_demo'])
      .execute();
    const demo = users.filter((u) => u.is_demo);
    expect(demo.map((u) => u.email).sort()).toEqual(DEMO_USERS.map((u) => u.email).sort());
    for (const user of demo) {
      expect(user.password_hash).toBeNull();
      expect(user.disabled_at).toBeInstanceOf(Date);
    }
    const real = users.find((u) => u.email === 'real.user@firm.example');
    expect(real?.password_hash).toMatch(/^scrypt\$/);
    expect(real?.disabled_at).toBeNull();
  });

  it('then refuses the demo sign-in and the demo users’ product tokens (401)', async () => {
    const app = await restart();
    await expect(signIn(app, 'sam.surveyor@demo.taxdep', 'demo')).rejects.toThrow(
      /Expected a redirect, got 401.*The email or password is not correct/s,
    );
    expect(await authorize(app)).toBe(401);
    await expect(signIn(app, 'real.user@firm.example', 'not-demo')).resolves.toHaveProperty('idToken');
  });

  it('keeps the first disabling time on a further start with demo data off', async () => {
    const before = await disabledAt();
    await seedDatabase(database.db, { demoData: false });
    expect(await disabledAt()).toEqual(before);
  });

  it('enables them again with the demo password when demo data is back on', async () => {
    await seedDatabase(database.db, { demoData: true });
    const app = await restart();
    await expect(signIn(app, 'sam.surveyor@demo.taxdep', 'demo')).resolves.toHaveProperty('idToken');
    expect(await authorize(app)).toBe(200);
    expect(await disabledAt()).toBeNull();
  });

  async function disabledAt(): Promise<Date | null> {
    const row = await database.db
      .selectFrom('users')
      .select('disabled_at')
      .where('id', '=', sam.id)
      .executeTakeFirstOrThrow();
    return row.disabled_at;
  }
});

function toProductUser(user: { id: number; uid: string }) {
  return { userId: user.id, userUid: user.uid };
}
