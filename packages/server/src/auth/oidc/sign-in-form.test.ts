import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { createTestApp, type TestApp } from '../../test/app';
import { testEngine } from '../../test/database';
import { CookieJar } from '../oidc-flow.test-support';

const BAD_CREDENTIALS = 'The email or password is not correct.';
const ACCOUNT_LOCKED = 'Too many failed sign-ins. This account is locked for 30 seconds.';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ demoData: true });
});
afterAll(async () => {
  await t.close();
});

/**
 * One sign-in interaction of the built-in provider, from one client address: the form is posted again and
 * again on the same interaction, as the guessing script did.
 */
async function openSignIn(app: FastifyInstance, remoteAddress: string) {
  const jar = new CookieJar();
  const authorize = new URLSearchParams({
    client_id: t.config.auth.clientId,
    redirect_uri: t.config.auth.redirectUris[0]!,
    response_type: 'code',
    scope: 'openid',
    code_challenge: createHash('sha256').update(randomBytes(32).toString('base64url')).digest('base64url'),
    code_challenge_method: 'S256',
  });
  const started = await app.inject({ method: 'GET', url: `/oidc/auth?${authorize}`, remoteAddress });
  jar.take(started.headers['set-cookie']);
  const interaction = String(started.headers.location);
  const form = await app.inject({ method: 'GET', url: interaction, headers: { cookie: jar.header() } });
  expect(form.body).toContain('name="password"');
  return (email: string, password: string): Promise<LightMyRequestResponse> =>
    app.inject({
      method: 'POST',
      url: `${interaction}/login`,
      remoteAddress,
      headers: { cookie: jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ email, password }).toString(),
    });
}

function signedIn(response: LightMyRequestResponse): boolean {
  return response.statusCode >= 300 && response.statusCode < 400 && Boolean(response.headers.location);
}

async function failures(scope: 'account' | 'address', key: string): Promise<number | null> {
  const row = await t.database.db
    .selectFrom('sign_in_failures')
    .select('failures')
    .where('scope', '=', scope)
    .where('key', '=', key)
    .executeTakeFirst();
  return row?.failures ?? null;
}

describe(`sign-in form throttling on ${testEngine()} (issue 10)`, () => {
  const chris = 'chris.checker@demo.taxdep';

  it('refuses the right password after repeated wrong ones on one interaction, and says for how long', async () => {
    const submit = await openSignIn(t.app, '10.0.1.1');
    const wrong: LightMyRequestResponse[] = [];
    for (let i = 0; i < 12; i += 1) wrong.push(await submit(chris, `guess-${i}`));
    expect(wrong.slice(0, 4).map((r) => r.statusCode)).toEqual([401, 401, 401, 401]);
    expect(wrong[0]!.body).toContain(BAD_CREDENTIALS);
    expect(wrong.slice(4).every((r) => r.statusCode === 429)).toBe(true);
    expect(wrong[4]!.body).toContain(ACCOUNT_LOCKED);
    expect(wrong[4]!.headers['retry-after']).toBe('30');

    const right = await submit(chris, 'demo');
    expect(right.statusCode).toBe(429);
    expect(right.body).toMatch(/<p class="error" id="sign-in-error" role="alert">Too many failed sign-ins\./);
    expect(right.body).toContain('This account is locked for 30 seconds.');
    // Only attempts that reached the password were counted for the account.
    expect(await failures('account', chris)).toBe(5);
  });

  it('keeps the lock for a second instance over the same database, and lifts it when it ends', async () => {
    const second = await buildApp({ db: t.database.db, config: t.config });
    try {
      const submit = await openSignIn(second, '10.0.1.2');
      expect((await submit(chris.toUpperCase(), 'demo')).statusCode).toBe(429);
      // The lock's end passes (the clock itself is exercised in sign-in-throttle.test.ts).
      await t.database.db
        .updateTable('sign_in_failures')
        .set({ locked_until: sql<Date>`now() - interval '1 second'` })
        .where('key', '=', chris)
        .execute();
      expect(signedIn(await submit(chris, 'demo'))).toBe(true);
      expect(await failures('account', chris)).toBeNull();
      expect(await failures('address', '10.0.1.2')).toBeNull();
    } finally {
      await second.close();
    }
  });

  it('counts parallel guesses before checking them: 4 wrong answers, then locked', async () => {
    const submit = await openSignIn(t.app, '10.0.1.3');
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, i) => submit('casey.checker@demo.taxdep', `parallel-${i}`)),
    );
    const statuses = responses.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([401, 401, 401, 401, 429, 429, 429, 429, 429, 429]);
    expect(await failures('account', 'casey.checker@demo.taxdep')).toBe(5);
  });

  it('clears the count on success', async () => {
    const submit = await openSignIn(t.app, '10.0.1.4');
    for (let i = 0; i < 3; i += 1) await submit('alex.surveyor@demo.taxdep', 'wrong');
    expect(await failures('account', 'alex.surveyor@demo.taxdep')).toBe(3);
    expect(signedIn(await submit('alex.surveyor@demo.taxdep', 'demo'))).toBe(true);
    expect(await failures('account', 'alex.surveyor@demo.taxdep')).toBeNull();
    const again = await openSignIn(t.app, '10.0.1.4');
    for (let i = 0; i < 4; i += 1) {
      expect((await again('alex.surveyor@demo.taxdep', 'wrong')).statusCode).toBe(401);
    }
  });

  it('locks an address after 20 failures across accounts, unknown ones included', async () => {
    const submit = await openSignIn(t.app, '10.0.1.5');
    const statuses: number[] = [];
    for (let i = 0; i < 20; i += 1) statuses.push((await submit(`nobody${i}@example.com`, 'x')).statusCode);
    expect(statuses.slice(0, 19).every((s) => s === 401)).toBe(true);
    expect(statuses[19]).toBe(429);
    const refused = await submit('jordan.checker@demo.taxdep', 'demo');
    expect(refused.statusCode).toBe(429);
    expect(refused.body).toContain('Too many failed sign-ins from this network.');
    expect(signedIn(await (await openSignIn(t.app, '10.0.1.6'))('jordan.checker@demo.taxdep', 'demo'))).toBe(
      true,
    );
  });

  it('answers an unknown email, a user without a password and a disabled user alike', async () => {
    const submit = await openSignIn(t.app, '10.0.1.7');
    await t.database.db
      .updateTable('users')
      .set({ disabled_at: new Date() })
      .where('email', '=', 'jordan.checker@demo.taxdep')
      .execute();
    await t.database.db
      .insertInto('users')
      .values({
        uid: 'NO.PASSWORD',
        email: 'no.password@example.com',
        first_name: 'No',
        last_name: 'Password',
        role: 'checker',
      })
      .execute();
    try {
      const answers = [
        await submit('nobody@example.com', 'demo'),
        await submit('no.password@example.com', ''),
        await submit('jordan.checker@demo.taxdep', 'demo'),
      ];
      expect(answers.map((r) => r.statusCode)).toEqual([401, 401, 401]);
      for (const answer of answers) expect(answer.body).toContain(BAD_CREDENTIALS);
    } finally {
      await t.database.db
        .updateTable('users')
        .set({ disabled_at: null })
        .where('email', '=', 'jordan.checker@demo.taxdep')
        .execute();
    }
  });
});
