import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app';
import { createTestApp, type TestApp } from '../../test/app';
import { testEngine } from '../../test/database';
import { signInThroughProvider } from '../oidc-flow.test-support';

let t: TestApp;
let restarted: FastifyInstance | null = null;

beforeAll(async () => {
  t = await createTestApp({ demoData: true });
});

afterAll(async () => {
  await restarted?.close();
  await t.close();
});

/** The service over the same database and data folder again: a new provider instance, as after a restart. */
async function restart(): Promise<FastifyInstance> {
  const app = await buildApp({ db: t.database.db, config: t.config });
  await app.ready();
  return app;
}

function refresh(app: FastifyInstance, refreshToken: string) {
  return app.inject({
    method: 'POST',
    url: '/oidc/token',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      grant_type: 'refresh_token',
      refresh_token: refreshToken,
      client_id: t.config.auth.clientId,
    }).toString(),
  });
}

describe(`the built-in provider keeps its state in the database (${testEngine()})`, () => {
  it('starts without the in-memory adapter warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      restarted = await restart();
      const messages = warn.mock.calls.map((call) => String(call[0]));
      expect(messages.filter((message) => /in-memory adapter/.test(message))).toEqual([]);
    } finally {
      warn.mockRestore();
    }
  });

  it('renews with a refresh token issued before a restart, and the old instance sees it used', async () => {
    const flow = await signInThroughProvider(t.app, {
      clientId: t.config.auth.clientId,
      redirectUri: t.config.auth.redirectUris[0]!,
      email: 'sam.surveyor@demo.taxdep',
      password: 'demo',
    });
    const before = await t.database.db
      .selectFrom('oidc_payloads')
      .select('model')
      .distinct()
      .orderBy('model')
      .execute();
    expect(before.map((row) => row.model)).toEqual(
      expect.arrayContaining(['Grant', 'RefreshToken', 'Session']),
    );

    const app = restarted ?? (await restart());
    const renewed = await refresh(app, flow.refreshToken!);
    expect(renewed.statusCode).toBe(200);
    const body = renewed.json<{ id_token: string; refresh_token: string }>();
    const exchange = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/token',
      payload: { idToken: body.id_token },
    });
    expect(exchange.statusCode).toBe(200);

    // Our public client's refresh tokens rotate: the first one is consumed for every instance, and its reuse
    // revokes the grant (oidc-provider's reuse detection), the rotated token included.
    const reused = await refresh(t.app, flow.refreshToken!);
    expect(reused.statusCode).toBe(400);
    expect(reused.json<{ error: string }>().error).toBe('invalid_grant');
    expect((await refresh(app, body.refresh_token)).statusCode).toBe(400);
  });

  it('accepts any request parameter it must keep, as the in-memory store did', async () => {
    const query = new URLSearchParams({
      client_id: t.config.auth.clientId,
      redirect_uri: t.config.auth.redirectUris[0]!,
      response_type: 'code',
      scope: 'openid',
      code_challenge: 'a'.repeat(43),
      code_challenge_method: 'S256',
      state: 'x\u0000y',
    });
    const response = await t.app.inject({ method: 'GET', url: `/oidc/auth?${query}` });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toMatch(/^\/oidc\/interaction\//);
  });

  it('signs in on one instance and renews on another repeatedly', async () => {
    const flow = await signInThroughProvider(t.app, {
      clientId: t.config.auth.clientId,
      redirectUri: t.config.auth.redirectUris[0]!,
      email: 'chris.checker@demo.taxdep',
      password: 'demo',
    });
    const other = restarted ?? (await restart());
    let token = flow.refreshToken!;
    for (const app of [other, t.app, other]) {
      const response = await refresh(app, token);
      expect(response.statusCode).toBe(200);
      token = response.json<{ refresh_token: string }>().refresh_token;
    }
  });
});
