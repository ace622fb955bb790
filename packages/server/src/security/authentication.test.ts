import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_TOKEN_AUDIENCE, PRODUCT_TOKEN_ISSUER } from '../auth/product-token';
import { POLICY_NOT_ACCEPTED_MESSAGE } from '../auth/require-user';
import type { RouteEntry } from '../http/route-table';
import { createTestApp, type TestApp } from '../test/app';
import { databaseFingerprint } from '../test/fingerprint';

/**
 * Issue 10: no call without a valid token. Walks every route the router holds (so a new route is covered without
 * editing this test) with each kind of missing or bad credential and with other spellings of its path, and checks
 * each is refused and the database is unchanged.
 */
let t: TestApp;
let guarded: RouteEntry[];
let sam: { id: number; uid: string };
const otherSecret = new TextEncoder().encode('another-secret-another-secret-another!');

beforeAll(async () => {
  t = await createTestApp({ demoData: true });
  guarded = t.app.routeTable().filter((route) => route.guarded && !route.public);
  sam = await t.database.db
    .selectFrom('users')
    .select(['id', 'uid'])
    .where('email', '=', 'sam.surveyor@demo.taxdep')
    .executeTakeFirstOrThrow();
});

afterAll(async () => {
  await t.close();
});

interface TokenShape {
  sub: string;
  uid: string;
  /** Seconds from now; null leaves `exp` out. */
  expiresIn: number | null;
  secret?: Uint8Array;
  issuer?: string;
}

function token({
  sub,
  uid,
  expiresIn,
  secret = t.config.tokenSecret,
  issuer = PRODUCT_TOKEN_ISSUER,
}: TokenShape) {
  const jwt = new SignJWT({ uid, pad: null })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(sub)
    .setIssuer(issuer)
    .setAudience(PRODUCT_TOKEN_AUDIENCE)
    .setIssuedAt();
  if (expiresIn !== null) jwt.setExpirationTime(Math.floor(Date.now() / 1000) + expiresIn);
  return jwt.sign(secret);
}

/** `alg: none`: a token anyone can write. */
function unsignedToken(sub: string, uid: string): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const exp = Math.floor(Date.now() / 1000) + 600;
  const payload = { sub, uid, iss: PRODUCT_TOKEN_ISSUER, aud: PRODUCT_TOKEN_AUDIENCE, exp };
  return `${part({ alg: 'none', typ: 'JWT' })}.${part(payload)}.`;
}

/** A concrete path for a declared one: every parameter 1 (a report that exists in the demo data). */
function concretePath(url: string): string {
  return url.replace(/:[A-Za-z]+/g, '1').replace(/\*$/, 'x');
}

/** Spellings that the router may decode to the same route, or that a URL check would have missed. */
function spellings(path: string): string[] {
  const encodeFirst = (segment: string) =>
    `%${segment.charCodeAt(0).toString(16).toUpperCase()}${segment.slice(1)}`;
  const segments = path.split('/');
  const variants = segments.flatMap((segment, index) => {
    if (segment === '') return [];
    const copy = [...segments];
    copy[index] = encodeFirst(segment);
    return [copy.join('/')];
  });
  return [
    ...variants,
    path.replace('/v1/', '/v%31/'),
    `/${path}`,
    path.replace('/api/', '/api//'),
    path.replace('/api/', '/API/'),
    path.toUpperCase(),
    `${path}?`,
    `${path}/`,
  ];
}

async function credentials(): Promise<Array<[string, string | undefined]>> {
  const disabled = await t.database.db
    .insertInto('users')
    .values({
      uid: 'DISABLED.USER',
      email: 'disabled.user@test.taxdep',
      first_name: 'Dis',
      last_name: 'Abled',
      role: 'surveyor',
      disabled_at: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const samSub = String(sam.id);
  return [
    ['no Authorization header', undefined],
    ['an empty bearer', 'Bearer '],
    ['a malformed token', 'Bearer not.a.token'],
    ['another scheme', `Basic ${Buffer.from('sam:demo').toString('base64')}`],
    ['an expired token', `Bearer ${await token({ sub: samSub, uid: sam.uid, expiresIn: -60 })}`],
    ['a token without exp', `Bearer ${await token({ sub: samSub, uid: sam.uid, expiresIn: null })}`],
    ['a token of a deleted user', `Bearer ${await token({ sub: '999999', uid: 'GHOST', expiresIn: 600 })}`],
    [
      'a token naming another uid',
      `Bearer ${await token({ sub: samSub, uid: 'SOMEONE.ELSE', expiresIn: 600 })}`,
    ],
    [
      'a token of a disabled user',
      `Bearer ${await token({ sub: String(disabled.id), uid: 'DISABLED.USER', expiresIn: 600 })}`,
    ],
    [
      'a token signed with another secret',
      `Bearer ${await token({ sub: samSub, uid: sam.uid, expiresIn: 600, secret: otherSecret })}`,
    ],
    [
      'a token of another issuer',
      `Bearer ${await token({ sub: samSub, uid: sam.uid, expiresIn: 600, issuer: 'x' })}`,
    ],
    ['an unsigned token (alg none)', `Bearer ${unsignedToken(samSub, sam.uid)}`],
  ];
}

function request(route: RouteEntry, url: string, authorization: string | undefined) {
  const hasBody = route.method === 'POST' || route.method === 'PUT';
  return t.app.inject({
    method: route.method,
    url,
    headers: authorization ? { authorization } : {},
    ...(hasBody ? { payload: { depreciationReportId: 1, ids: [1], id: 1 } } : {}),
  });
}

describe('every route of the API requires a valid product token of an active user (issue 10)', () => {
  it('holds the routes of every feature in the API scope', () => {
    const urls = guarded.map((route) => route.url);
    expect(urls).toEqual(
      expect.arrayContaining([
        '/api/v1/depreciationReports/:id',
        '/api/v1/depreciationReport',
        '/api/v1/depreciationReports/modelAssets',
        '/api/v1/depreciationReports/:id/modelAssets/deleteAll',
        '/api/authorize',
      ]),
    );
    const publicRoutes = t.app
      .routeTable()
      .filter((route) => route.url.startsWith('/api/') && route.public)
      .map((route) => route.url);
    // Only the exchange, the shell's settings and the API documentation are public.
    for (const url of publicRoutes) expect(url).toMatch(/^\/api\/(v1\/auth\/token|client-config|docs)/);
  });

  it('refuses each route with every kind of missing or bad credential, and writes nothing', async () => {
    const cases = await credentials();
    const before = await databaseFingerprint(t.database.db);
    for (const route of guarded) {
      for (const [what, authorization] of cases) {
        const response = await request(route, concretePath(route.url), authorization);
        expect(response.statusCode, `${route.method} ${route.url} with ${what}`).toBe(401);
        // HEAD answers carry no body.
        if (route.method !== 'HEAD')
          expect(response.json().message, `${route.method} ${route.url}`).toBeTruthy();
        expect(response.headers['cache-control']).toBe('no-cache');
      }
    }
    // The disabled user inserted by credentials() is the only change; compare what the calls could touch.
    const after = await databaseFingerprint(t.database.db);
    expect({ ...after, users: '' }).toEqual({ ...before, users: '' });
  });

  it('refuses every other spelling of each path without a token (401 or 404), and writes nothing', async () => {
    const before = await databaseFingerprint(t.database.db);
    for (const route of guarded) {
      for (const url of spellings(concretePath(route.url))) {
        const response = await request(route, url, undefined);
        expect([401, 404], `${route.method} ${url}`).toContain(response.statusCode);
      }
    }
    expect(await databaseFingerprint(t.database.db)).toEqual(before);
  });

  it('still answers the caller with a valid token on an encoded spelling: the route, not the URL, decides', async () => {
    const authorization = await t.bearer(sam.id, sam.uid);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/%761/depreciationReports/1',
      headers: { authorization },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().depreciationReportId).toBe(1);
  });
});

describe('every route but the policy screen’s waits for the usage policy to be accepted (issue 15)', () => {
  it('answers the policy screen’s calls and refuses every other route with 403, writing nothing', async () => {
    // A valid token of an active user whose `pad` claim is empty: never accepted the current policy.
    const authorization = `Bearer ${await token({ sub: String(sam.id), uid: sam.uid, expiresIn: 600 })}`;
    const before = await databaseFingerprint(t.database.db);
    const exempt: string[] = [];
    // Sign-out ends the token, so it goes last.
    const signsOut = (route: RouteEntry) => route.method === 'DELETE' && route.url.endsWith('/token');
    const routes = [...guarded.filter((route) => !signsOut(route)), ...guarded.filter(signsOut)];
    for (const route of routes) {
      const response = await request(route, concretePath(route.url), authorization);
      const what = `${route.method} ${route.url}`;
      if (route.beforePolicy) {
        exempt.push(what);
        expect(response.statusCode, what).not.toBe(401);
        if (response.statusCode === 403)
          expect(response.json().message).not.toBe(POLICY_NOT_ACCEPTED_MESSAGE);
        continue;
      }
      expect(response.statusCode, what).toBe(403);
      if (route.method !== 'HEAD') expect(response.json().message, what).toBe(POLICY_NOT_ACCEPTED_MESSAGE);
    }
    // Who is signed in, accepting, signing out, and the shell's authorisation: nothing else.
    expect(exempt.sort()).toEqual([
      'DELETE /api/v1/depreciationReports/token',
      'GET /api/authorize',
      'GET /api/v1/users/me',
      'HEAD /api/authorize',
      'HEAD /api/v1/users/me',
      'PUT /api/v1/users/policyaccepted',
    ]);
    // Signing out records the token; nothing else changed.
    const after = await databaseFingerprint(t.database.db);
    expect({ ...after, revoked_product_tokens: '' }).toEqual({ ...before, revoked_product_tokens: '' });
  });
});
