import { USAGE_POLICY } from '@taxdep/domain';
import { importJWK, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { signInThroughProvider } from './oidc-flow.test-support';
import { signProductToken, verifyProductToken } from './product-token';
import { civilDateIn, FIRM_TIME_ZONE } from './users';

let t: TestApp;
let sam: { id: number; uid: string };

beforeAll(async () => {
  t = await createTestApp({ demoData: true });
  const row = await t.database.db
    .selectFrom('users')
    .select(['id', 'uid'])
    .where('email', '=', 'sam.surveyor@demo.taxdep')
    .executeTakeFirstOrThrow();
  sam = row;
});

afterAll(async () => {
  await t.close();
});

/** An id token signed with the built-in provider's own key. */
async function idToken(
  claims: Record<string, unknown>,
  options: { expiresIn?: string; audience?: string } = {},
) {
  const jwk = t.config.auth.providerKeys!.signingKeys[0]!;
  const key = await importJWK(jwk, 'RS256');
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'RS256', kid: jwk.kid! })
    .setIssuer(t.config.auth.issuers[0]!)
    .setAudience(options.audience ?? t.config.auth.clientId)
    .setSubject(String(claims.sub ?? 'SAM.SURVEYOR'))
    .setIssuedAt()
    .setExpirationTime(options.expiresIn ?? '5m')
    .sign(key);
}

function exchange(body: unknown) {
  return t.app.inject({ method: 'POST', url: '/api/v1/auth/token', payload: body as object });
}

describe('built-in OpenID Connect provider and the token exchange (docs/product/README.md, docs/product/shell-and-sign-in.md)', () => {
  it('signs a demo user in through the sign-in form and exchanges the id token for a product token', async () => {
    const flow = await signInThroughProvider(t.app, {
      clientId: t.config.auth.clientId,
      redirectUri: t.config.auth.redirectUris[0]!,
      email: 'sam.surveyor@demo.taxdep',
      password: 'demo',
    });
    expect(flow.refreshToken).toBeTruthy();
    const response = await exchange({ idToken: flow.idToken, appId: '12' });
    expect(response.statusCode).toBe(200);
    const user = await verifyProductToken(response.json<{ token: string }>().token, t.config.tokenSecret);
    // The demo surveyor accepted the current policy on its date (seed/demo.ts).
    expect(user).toEqual({ userId: sam.id, userUid: 'SAM.SURVEYOR', policyAcceptedDate: USAGE_POLICY.date });
  });

  it('renews tokens with the refresh token', async () => {
    const flow = await signInThroughProvider(t.app, {
      clientId: t.config.auth.clientId,
      redirectUri: t.config.auth.redirectUris[0]!,
      email: 'chris.checker@demo.taxdep',
      password: 'demo',
    });
    const response = await t.app.inject({
      method: 'POST',
      url: '/oidc/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        grant_type: 'refresh_token',
        refresh_token: flow.refreshToken!,
        client_id: t.config.auth.clientId,
      }).toString(),
    });
    expect(response.statusCode).toBe(200);
    expect((await exchange({ idToken: response.json<{ id_token: string }>().id_token })).statusCode).toBe(
      200,
    );
  });

  it('grants consent without a screen when a request asks for it', async () => {
    const flow = await signInThroughProvider(t.app, {
      clientId: t.config.auth.clientId,
      redirectUri: t.config.auth.redirectUris[0]!,
      email: 'alex.surveyor@demo.taxdep',
      password: 'demo',
      prompt: 'login consent',
    });
    expect((await exchange({ idToken: flow.idToken })).statusCode).toBe(200);
  });

  it('shows the sign-in form again with an error on a wrong password', async () => {
    await expect(
      signInThroughProvider(t.app, {
        clientId: t.config.auth.clientId,
        redirectUri: t.config.auth.redirectUris[0]!,
        email: 'sam.surveyor@demo.taxdep',
        password: 'wrong',
      }),
    ).rejects.toThrow(/Expected a redirect, got 401.*role="alert"/s);
  });

  it('serves discovery at the issuer', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/oidc/.well-known/openid-configuration' });
    expect(response.json<{ issuer: string }>().issuer).toBe(t.config.auth.issuers[0]);
  });

  it('refuses a malformed, expired, foreign-audience or unknown-user id token with 401', async () => {
    expect((await exchange({ idToken: 'not-a-token' })).statusCode).toBe(401);
    const expired = await idToken({ email: 'sam.surveyor@demo.taxdep' }, { expiresIn: '-1m' });
    expect((await exchange({ idToken: expired })).statusCode).toBe(401);
    const foreign = await idToken({ email: 'sam.surveyor@demo.taxdep' }, { audience: 'someone-else' });
    expect((await exchange({ idToken: foreign })).statusCode).toBe(401);
    const stranger = await idToken({ sub: 'NOBODY', email: 'nobody@example.com' });
    expect((await exchange({ idToken: stranger })).statusCode).toBe(401);
  });

  it('gives a disabled user no product token for a valid identity token', async () => {
    const token = await idToken({ sub: 'JORDAN.CHECKER', email: 'jordan.checker@demo.taxdep' });
    expect((await exchange({ idToken: token })).statusCode).toBe(200);
    await t.database.db
      .updateTable('users')
      .set({ disabled_at: new Date() })
      .where('uid', '=', 'JORDAN.CHECKER')
      .execute();
    expect((await exchange({ idToken: token })).statusCode).toBe(401);
  });

  it('finds the user by uid when the token has no email, and rejects a bad appId', async () => {
    const bySubject = await idToken({ sub: 'sam.surveyor' });
    expect((await exchange({ idToken: bySubject })).statusCode).toBe(200);
    expect((await exchange({ idToken: bySubject, appId: '12; drop' })).statusCode).toBe(400);
  });
});

describe('authorize, sign-out, policy acceptance, client config (docs/product/calls.md)', () => {
  it('authorizes the holder of a product token for FARR and PORTAL', async () => {
    const authorization = await t.bearer(sam.id, sam.uid);
    for (const app of ['FARR', 'PORTAL']) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/authorize?app=${app}`,
        headers: { authorization },
      });
      expect(response.json()).toMatchObject({ authorized: true, app, userId: sam.id });
    }
  });

  it('answers 401 without a token or for a user that no longer exists, 400 for an unknown app', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/authorize?app=FARR' })).statusCode).toBe(401);
    const ghost = await t.bearer(9999, 'GHOST');
    const refused = await t.app.inject({
      method: 'GET',
      url: '/api/authorize?app=FARR',
      headers: { authorization: ghost },
    });
    expect(refused.statusCode).toBe(401);
    const authorization = await t.bearer(sam.id, sam.uid);
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/authorize?app=OTHER',
      headers: { authorization },
    });
    expect(unknown.statusCode).toBe(400);
  });

  it('signs out with 204, and only with a token', async () => {
    const url = '/api/v1/depreciationReports/token';
    expect((await t.app.inject({ method: 'DELETE', url })).statusCode).toBe(401);
    const response = await t.app.inject({
      method: 'DELETE',
      url,
      headers: { authorization: await t.bearer(sam.id, sam.uid) },
    });
    expect(response.statusCode).toBe(204);
  });

  it("records today's policy acceptance for the user themself and answers a renewed token", async () => {
    const authorization = await t.bearer(sam.id, sam.uid);
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/users/policyaccepted?userId=${sam.id}`,
      headers: { authorization },
    });
    expect(response.statusCode).toBe(200);
    const user = await verifyProductToken(response.json<{ token: string }>().token, t.config.tokenSecret);
    expect(user.policyAcceptedDate).toBe(civilDateIn(FIRM_TIME_ZONE, new Date()));
    // The next exchange carries the date too.
    const again = await exchange({ idToken: await idToken({ email: 'sam.surveyor@demo.taxdep' }) });
    const renewed = await verifyProductToken(again.json<{ token: string }>().token, t.config.tokenSecret);
    expect(renewed.policyAcceptedDate).toBe(user.policyAcceptedDate);
  });

  it('refuses to accept the policy for somebody else', async () => {
    const authorization = await t.bearer(sam.id, sam.uid);
    const other = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/users/policyaccepted?userId=${sam.id + 1}`,
      headers: { authorization },
    });
    expect(other.statusCode).toBe(403);
    const expired = `Bearer ${await signProductToken({ userId: sam.id, userUid: sam.uid, policyAcceptedDate: null }, t.config.tokenSecret, -60)}`;
    const late = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/users/policyaccepted?userId=${sam.id}`,
      headers: { authorization: expired },
    });
    expect(late.statusCode).toBe(401);
  });

  it('tells the web shell how to sign in', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/client-config' });
    expect(response.json()).toEqual({
      authMode: 'msal',
      clientId: t.config.auth.clientId,
      protocolMode: 'OIDC',
      knownAuthorities: t.config.auth.knownAuthorities,
      scopes: ['openid', 'profile', 'email', 'offline_access'],
      authorities: { portal: t.config.auth.issuers[0], link: t.config.auth.issuers[0] },
      apiBase: '/api/v1',
      authorizeBase: '/api',
    });
  });

  it('documents the sign-in routes in the OpenAPI document', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const paths = Object.keys(response.json<{ paths: Record<string, unknown> }>().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/client-config',
        '/api/v1/auth/token',
        '/api/authorize',
        '/api/v1/depreciationReports/token',
        '/api/v1/users/policyaccepted',
      ]),
    );
    expect(paths.some((path) => path.startsWith('/oidc'))).toBe(false);
  });
});
