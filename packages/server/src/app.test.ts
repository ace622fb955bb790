import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { USAGE_POLICY } from '@taxdep/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { signProductToken } from './auth/product-token';
import type { Config } from './config/config';
import { createTestDatabase, removeTestConfig, type TestDatabase, testConfig } from './test/database';

describe('the app', () => {
  let database: TestDatabase;
  let config: Config;
  let app: FastifyInstance;
  let auth: string;

  beforeAll(async () => {
    database = await createTestDatabase({ seed: false });
    const base = await testConfig();
    config = { ...base, webDist: join(base.dataDir, 'web') };
    await mkdir(join(config.webDist, 'assets'), { recursive: true });
    await writeFile(join(config.webDist, 'index.html'), '<!doctype html><title>taxdep</title>');
    await writeFile(join(config.webDist, 'assets', 'app.js'), 'console.log(1)');
    app = await buildApp({ db: database.db, config });
    app.get('/test/explode', async () => {
      throw new Error('connection string postgres://secret@db leaked?');
    });
    await app.ready();
    const token = await signProductToken(
      { userId: 1, userUid: 'U', policyAcceptedDate: USAGE_POLICY.date },
      config.tokenSecret,
      60,
    );
    auth = `Bearer ${token}`;
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    await removeTestConfig(config);
  });

  it('serves the OpenAPI document and its UI', async () => {
    const json = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(json.statusCode).toBe(200);
    const document = json.json();
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/v1/depreciationReports/{id}',
        '/api/v1/depreciationReports/depreciationStatus/all',
        '/api/v1/depreciationMethods',
        '/api/v1/users/all',
        '/api/v1/depreciationReport',
      ]),
    );
    expect(document.paths['/api/v1/depreciationReport'].put.description).toMatch(/version/);
    const ui = await app.inject({ method: 'GET', url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toMatch(/text\/html/);
  });

  it('never leaks the internals of an unexpected error', async () => {
    const response = await app.inject({ method: 'GET', url: '/test/explode' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: 'Internal server error.' });
  });

  it('answers an unknown API call with a JSON 404, and pages with the web app', async () => {
    const api = await app.inject({
      method: 'GET',
      url: '/api/v1/nothing/here',
      headers: { authorization: auth },
    });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ message: 'No route GET /api/v1/nothing/here.' });
    const file = await app.inject({ method: 'GET', url: '/assets/app.js' });
    expect(file.body).toBe('console.log(1)');
    const page = await app.inject({ method: 'GET', url: '/AssetRegister?depreciationReportId=1' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>taxdep</title>');
    // Issue 26 item 15: a mistyped page address gets the web app, which says the page is not found.
    for (const url of ['/no/such/page', '/no/such/page.html', '/AssetRegisterX']) {
      const mistyped = await app.inject({ method: 'GET', url });
      expect(mistyped.statusCode, url).toBe(200);
      expect(mistyped.body, url).toContain('<title>taxdep</title>');
    }
    const post = await app.inject({ method: 'POST', url: '/somewhere' });
    expect(post.statusCode).toBe(404);
  });

  it('refuses, without the web app, spellings of the API and sign-in paths that no route matches', async () => {
    for (const url of [
      '//api/v1/depreciationReports/1',
      '/API/v1/depreciationReports/1',
      '/%2Fapi/v1/x',
      '//oidc/x',
    ]) {
      const response = await app.inject({ method: 'GET', url });
      // 404 from the not-found handler, or 403 where the static files refuse an aliasing spelling first.
      expect([403, 404], url).toContain(response.statusCode);
      expect(response.body, url).not.toContain('<title>taxdep</title>');
    }
  });

  it('refuses to start with a route under /api outside the API scope', async () => {
    const other = await buildApp({ db: database.db, config });
    other.get('/api/v1/forgotten', async () => ({ secret: true }));
    await expect(other.ready()).rejects.toThrow(/GET \/api\/v1\/forgotten/);
    await other.close();
  });
});
