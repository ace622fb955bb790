import { createHash, randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedOutPage } from './auth/oidc/pages';
import { CookieJar } from './auth/oidc-flow.test-support';
import { loadAuthConfig } from './config/auth-config';
import { inlineHashes } from './security-headers';
import { createTestApp, type TestApp } from './test/app';

const NO_LOGIN =
  '<!doctype html><title>Not signed in</title><style>body { color: red; }</style><p>Signed out';

let t: TestApp;
let folder: string;

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'taxdep-headers-'));
  const webDist = join(folder, 'web');
  await mkdir(join(webDist, 'assets'), { recursive: true });
  await writeFile(join(webDist, 'index.html'), '<!doctype html><title>taxdep</title>');
  await writeFile(join(webDist, 'noLogin.html'), NO_LOGIN);
  await writeFile(join(webDist, 'assets', 'app.js'), 'console.log(1)');
  // Behind a TLS-terminating balancer (TRUST_PROXY=1) the service sends HSTS although it speaks plain HTTP.
  const auth = await loadAuthConfig(
    { TLS_DISABLED: '1', TRUST_PROXY: '1' },
    { dataDir: folder, port: 0, host: '127.0.0.1' },
  );
  t = await createTestApp({ config: { webDist, auth } });
});
afterAll(async () => {
  await t.close();
  await rm(folder, { recursive: true, force: true });
});

/** The policy's directives by name. */
function csp(response: LightMyRequestResponse): Map<string, string[]> {
  const header = response.headers['content-security-policy'];
  expect(typeof header, 'Content-Security-Policy').toBe('string');
  return new Map(
    String(header)
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name!, values]),
  );
}

function expectCommonHeaders(response: LightMyRequestResponse) {
  expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['referrer-policy']).toBe('no-referrer');
}

function expectPortalPolicy(response: LightMyRequestResponse) {
  expectCommonHeaders(response);
  const policy = csp(response);
  expect(policy.get('default-src')).toEqual(["'self'"]);
  expect(policy.get('script-src')).toEqual(["'self'"]);
  expect(policy.get('frame-ancestors')).toEqual(["'self'"]);
  expect(policy.get('frame-src')?.[0]).toBe("'self'");
  expect(policy.get('object-src')).toEqual(["'none'"]);
  expect(policy.get('base-uri')).toEqual(["'self'"]);
  expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
  return policy;
}

describe('security headers (issue 10 item 6)', () => {
  it('are on the portal page, its files and the page fallback', async () => {
    for (const url of ['/', '/AssetRegister?depreciationReportId=1', '/assets/app.js', '/noLogin.html']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expectPortalPolicy(response);
    }
  });

  it('allow the inline style of a built page by its hash, never inline scripts', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/noLogin.html' });
    const [hash] = inlineHashes(NO_LOGIN).styles;
    const policy = expectPortalPolicy(response);
    expect(policy.get('style-src')).toEqual(["'self'", hash]);
    expect(policy.get('script-src')).not.toContain("'unsafe-inline'");
  });

  it('let the portal reach and frame the identity provider', async () => {
    const policy = csp(await t.app.inject({ method: 'GET', url: '/' }));
    const issuer = new URL(t.config.auth.issuers[0]!).origin;
    expect(policy.get('connect-src')).toEqual(expect.arrayContaining(["'self'", issuer]));
    expect(policy.get('frame-src')).toEqual(expect.arrayContaining(["'self'", issuer]));
  });

  it('are on API answers, refusals included', async () => {
    const answer = await t.call('GET', '/depreciationMethods');
    expect(answer.statusCode).toBe(200);
    expectPortalPolicy(answer);
    const refused = await t.app.inject({ method: 'GET', url: '/api/v1/depreciationMethods' });
    expect(refused.statusCode).toBe(401);
    expectPortalPolicy(refused);
    const missing = await t.app.inject({ method: 'GET', url: '/api/nothing' });
    expect(missing.statusCode).toBe(404);
    expectPortalPolicy(missing);
  });

  it('are on the API documentation and its files, with the inline styles Swagger UI adds', async () => {
    for (const url of ['/api/docs/', '/api/docs/static/swagger-ui-bundle.js', '/api/docs/json']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      const policy = expectPortalPolicy(response);
      expect(policy.get('style-src'), url).toEqual(["'self'", "'unsafe-inline'"]);
    }
  });

  it('forbid framing the sign-in page and allow only its own inline style', async () => {
    const jar = new CookieJar();
    const authorize = new URLSearchParams({
      client_id: t.config.auth.clientId,
      redirect_uri: t.config.auth.redirectUris[0]!,
      response_type: 'code',
      scope: 'openid',
      code_challenge: createHash('sha256').update(randomBytes(32).toString('base64url')).digest('base64url'),
      code_challenge_method: 'S256',
    });
    const started = await t.app.inject({ method: 'GET', url: `/oidc/auth?${authorize}` });
    expect(started.statusCode).toBe(303);
    // The provider's own answers (hijacked, written to the raw response) carry the sign-in policy too.
    expect(csp(started).get('frame-ancestors')).toEqual(["'none'"]);
    jar.take(started.headers['set-cookie']);
    const page = await t.app.inject({
      method: 'GET',
      url: String(started.headers.location),
      headers: { cookie: jar.header() },
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('name="password"');
    expectCommonHeaders(page);
    expect(page.headers['x-frame-options']).toBe('DENY');
    const policy = csp(page);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('default-src')).toEqual(["'none'"]);
    expect(policy.get('style-src')).toEqual(inlineHashes(page.body).styles);
    expect(policy.get('script-src')).not.toContain("'unsafe-inline'");
    // Signing in ends on the portal through redirects, which browsers check against form-action.
    const portals = t.config.auth.redirectUris.map((uri) => new URL(uri).origin);
    expect(policy.get('form-action')).toEqual(["'self'", ...portals]);
  });

  it('allow the inline scripts of the sign-out pages by hash', async () => {
    // Without a session the provider answers with its own self-submitting form and adds that script's hash.
    const response = await t.app.inject({ method: 'GET', url: '/oidc/session/end' });
    expect(response.statusCode).toBe(200);
    const provided = inlineHashes(response.body).scripts;
    expect(provided).toHaveLength(1);
    const ours = inlineHashes(signedOutPage('<form id="op.logoutForm"></form>')).scripts;
    expect(ours).toHaveLength(1);
    const policy = csp(response);
    expect(policy.get('script-src')).toEqual(expect.arrayContaining([...ours, ...provided]));
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
  });
});

describe('security headers without TLS', () => {
  it('leave HSTS out when the service speaks plain HTTP', async () => {
    const plain = await createTestApp();
    try {
      const response = await plain.app.inject({ method: 'GET', url: '/api/docs/json' });
      expect(response.headers['strict-transport-security']).toBeUndefined();
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(csp(response).has('upgrade-insecure-requests')).toBe(false);
    } finally {
      await plain.close();
    }
  });
});
