/**
 * The session (issue 15; docs/api.md "Session", docs/security.md "Signing out"): who is signed in and the policy
 * they must accept, sign-out ending the token, and the cloud token.
 */
import type { CloudToken, SignedInUser } from '@taxdep/domain';
import { USAGE_POLICY } from '@taxdep/domain';
import { decodeJwt, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USER_TO_ACCEPT_POLICY } from '../seed/demo-users';
import { createTestApp, type TestApp } from '../test/app';
import { testEngine } from '../test/database';
import { signProductToken, verifyProductToken } from './product-token';
import { POLICY_NOT_ACCEPTED_MESSAGE } from './require-user';
import { RevokedTokens, tokenHash } from './revoked-tokens';
import { CLOUD_TOKEN_AUDIENCE, CLOUD_TOKEN_LIFETIME_SECONDS } from './session-routes';

let t: TestApp;
const ids: Record<string, { id: number; uid: string }> = {};

beforeAll(async () => {
  t = await createTestApp({ demoData: true });
  const rows = await t.database.db.selectFrom('users').select(['id', 'uid', 'email']).execute();
  for (const row of rows) ids[row.email] = { id: row.id, uid: row.uid };
});

afterAll(async () => {
  await t.close();
});

/**
 * A fresh product token of a demo user (each one distinct: tokens carry a jti), carrying the acceptance the user
 * has on record as sign-in signs it: the current policy's date, or none for the one demo user who has not accepted.
 */
async function tokenOf(email: string, lifetimeSeconds = 600) {
  const user = ids[email]!;
  const accepted = email === DEMO_USER_TO_ACCEPT_POLICY ? null : USAGE_POLICY.date;
  return signProductToken(
    { userId: user.id, userUid: user.uid, policyAcceptedDate: accepted },
    t.config.tokenSecret,
    lifetimeSeconds,
  );
}

function call(method: 'GET' | 'PUT' | 'DELETE', url: string, token: string) {
  return t.app.inject({ method, url: `/api/v1${url}`, headers: { authorization: `Bearer ${token}` } });
}

describe(`the session on ${testEngine()}`, () => {
  it('says who is signed in, and that the demo users but one have accepted the current policy', async () => {
    const me = (
      await call('GET', '/users/me', await tokenOf('sam.surveyor@demo.taxdep'))
    ).json<SignedInUser>();
    expect(me).toMatchObject({
      userUid: 'SAM.SURVEYOR',
      firstName: 'Sam',
      lastName: 'Surveyor',
      office: 'Sydney',
      role: 'surveyor',
      policyAcceptedDate: USAGE_POLICY.date,
      policyDate: USAGE_POLICY.date,
      policyAcceptanceNeeded: false,
    });
    // Issue 26 item 12: a checker's main portal opens on what waits for their check.
    expect(
      (await call('GET', '/users/me', await tokenOf('chris.checker@demo.taxdep'))).json<SignedInUser>().role,
    ).toBe('checker');
    const jordan = await tokenOf(DEMO_USER_TO_ACCEPT_POLICY);
    expect((await call('GET', '/users/me', jordan)).json<SignedInUser>()).toMatchObject({
      policyAcceptedDate: null,
      policyAcceptanceNeeded: true,
    });
  });

  it('takes acceptance: the renewed token carries the date and the policy is not asked again', async () => {
    const jordan = ids[DEMO_USER_TO_ACCEPT_POLICY]!;
    const accepted = await call(
      'PUT',
      `/users/policyaccepted?userId=${jordan.id}`,
      await tokenOf(DEMO_USER_TO_ACCEPT_POLICY),
    );
    expect(accepted.statusCode).toBe(200);
    const renewed = accepted.json<{ token: string }>().token;
    const claims = await verifyProductToken(renewed, t.config.tokenSecret);
    expect(claims.policyAcceptedDate! >= USAGE_POLICY.date).toBe(true);
    expect((await call('GET', '/users/me', renewed)).json<SignedInUser>().policyAcceptanceNeeded).toBe(false);
    expect((await call('GET', '/funds/all', renewed)).statusCode).toBe(200);
  });

  it('refuses the portal to a token without acceptance, even once the acceptance is on record', async () => {
    // Jordan accepted in the test above; a token signed before that still carries no acceptance.
    const before = await tokenOf(DEMO_USER_TO_ACCEPT_POLICY);
    const refused = await call('GET', '/funds/all', before);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: POLICY_NOT_ACCEPTED_MESSAGE });
    expect((await call('GET', '/depreciationReports/1', before)).statusCode).toBe(403);
    // The token decides, so the shell shows the policy again and the acceptance renews the token.
    const me = (await call('GET', '/users/me', before)).json<SignedInUser>();
    expect(me).toMatchObject({ policyAcceptanceNeeded: true });
    expect(me.policyAcceptedDate! >= USAGE_POLICY.date).toBe(true);
  });

  it('ends the token at sign-out: the same token is refused from then on, another token still works', async () => {
    const token = await tokenOf('chris.checker@demo.taxdep');
    const other = await tokenOf('chris.checker@demo.taxdep');
    expect(token).not.toBe(other);
    expect((await call('GET', '/funds/all', token)).statusCode).toBe(200);
    expect((await call('DELETE', '/depreciationReports/token', token)).statusCode).toBe(204);
    const refused = await call('GET', '/funds/all', token);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ message: 'This product token was signed out.' });
    expect((await call('DELETE', '/depreciationReports/token', token)).statusCode).toBe(401);
    expect((await call('GET', '/funds/all', other)).statusCode).toBe(200);
    // What is stored is the token's hash, kept until the token's own expiry.
    const row = await t.database.db
      .selectFrom('revoked_product_tokens')
      .selectAll()
      .where('token_hash', '=', tokenHash(token))
      .executeTakeFirstOrThrow();
    expect(row.user_id).toBe(ids['chris.checker@demo.taxdep']!.id);
    expect(Math.abs(new Date(row.expires_at).getTime() / 1000 - decodeJwt(token).exp!)).toBeLessThan(1);
  });

  it('reaches another instance within its check interval, and forgets tokens that expired anyway', async () => {
    let now = Date.now();
    const elsewhere = new RevokedTokens(t.database.db, () => now);
    const token = await tokenOf('casey.checker@demo.taxdep');
    expect(await elsewhere.isRevoked(token)).toBe(false);
    expect((await call('DELETE', '/depreciationReports/token', token)).statusCode).toBe(204);
    // Still trusted from its last look, then refused once the interval has passed.
    expect(await elsewhere.isRevoked(token)).toBe(false);
    now += 10_000;
    expect(await elsewhere.isRevoked(token)).toBe(true);
    await t.database.db
      .updateTable('revoked_product_tokens')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('token_hash', '=', tokenHash(token))
      .execute();
    await elsewhere.revoke(
      await tokenOf('casey.checker@demo.taxdep'),
      ids['casey.checker@demo.taxdep']!.id,
      now + 60_000,
    );
    const left = await t.database.db
      .selectFrom('revoked_product_tokens')
      .select('token_hash')
      .where('token_hash', '=', tokenHash(token))
      .executeTakeFirst();
    expect(left).toBeUndefined();
  });

  it("issues a cloud token for the document store: 3100 s, the user's, refused by this API", async () => {
    const before = Math.floor(Date.now() / 1000);
    const answer = await call('GET', '/cloudToken', await tokenOf('alex.surveyor@demo.taxdep'));
    expect(answer.statusCode).toBe(200);
    const cloud = answer.json<CloudToken>();
    expect(cloud).toMatchObject({
      tokenType: 'Bearer',
      audience: CLOUD_TOKEN_AUDIENCE,
      expiresInSeconds: 3100,
    });
    const { payload } = await jwtVerify(cloud.token, t.config.tokenSecret, {
      audience: CLOUD_TOKEN_AUDIENCE,
    });
    expect(payload.sub).toBe(String(ids['alex.surveyor@demo.taxdep']!.id));
    expect(payload.exp! - payload.iat!).toBe(CLOUD_TOKEN_LIFETIME_SECONDS);
    expect(payload.exp!).toBeGreaterThanOrEqual(before + CLOUD_TOKEN_LIFETIME_SECONDS);
    expect(new Date(cloud.expiresOn).getTime()).toBe(payload.exp! * 1000);
    expect((await call('GET', '/funds/all', cloud.token)).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/cloudToken' })).statusCode).toBe(401);
  });

  it('authorizes FARR and PORTAL as documented, and not once the token is signed out', async () => {
    const token = await tokenOf('alex.surveyor@demo.taxdep');
    for (const app of ['FARR', 'PORTAL']) {
      const answer = await t.app.inject({
        method: 'GET',
        url: `/api/authorize?app=${app}`,
        headers: { authorization: `Bearer ${token}` },
      });
      expect(answer.json()).toEqual({
        authorized: true,
        app,
        userId: ids['alex.surveyor@demo.taxdep']!.id,
        userUid: 'ALEX.SURVEYOR',
      });
    }
    await call('DELETE', '/depreciationReports/token', token);
    const after = await t.app.inject({
      method: 'GET',
      url: '/api/authorize?app=PORTAL',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(after.statusCode).toBe(401);
  });
});
