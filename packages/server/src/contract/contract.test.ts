/**
 * Issue 11: the contract is one declaration (packages/domain/src/api/calls.ts), the committed schemas are what it
 * gives, every call is served by a route declared from it, and an answer its declaration does not allow fails.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { VERSIONLESS_CALLS } from '@taxdep/domain';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import {
  CODE_MAX_LENGTH,
  civilDateSchema,
  MAX_DB_INTEGER,
  SEARCH_MAX_LENGTH,
  TEXT_MAX_LENGTH,
} from '../http/input-limits';
import { MAX_DOLLARS } from '../money';
import { createTestApp } from '../test/app';
import { declareRoute } from './declare-route';
import { CONTRACT_VIOLATION, checkedAnswers, validateResponses } from './response-check';
import { callSchemas, declaredCalls, type JsonSchema } from './schemas';

const generator = fileURLToPath(new URL('../../../../scripts/generate-contract.mjs', import.meta.url));

describe('the contract', () => {
  it('is committed as generated from the domain’s declaration (pnpm contract:check)', () => {
    const check = spawnSync(process.execPath, [generator, '--check'], { encoding: 'utf8' });
    expect(check.status, check.stderr).toBe(0);
  });

  it('holds the bounds of src/http/input-limits.ts', () => {
    const report = callSchemas('PUT /depreciationReport').body?.properties as Record<string, JsonSchema>;
    const nested = (group: string) => report[group]?.properties as Record<string, JsonSchema>;
    expect(report.depreciationReportId).toMatchObject({
      type: 'integer',
      minimum: 1,
      maximum: MAX_DB_INTEGER,
    });
    expect(nested('reportingInfo').reportName).toMatchObject({ maxLength: TEXT_MAX_LENGTH });
    expect(nested('reportingInfo').eofyReportDate).toMatchObject({
      type: ['string', 'null'],
      pattern: civilDateSchema.pattern,
      maxLength: civilDateSchema.maxLength,
    });
    expect(nested('propertyInfo').purchasePrice).toMatchObject({
      exclusiveMinimum: -MAX_DOLLARS,
      exclusiveMaximum: MAX_DOLLARS,
    });
    expect(callSchemas('GET /users/all').querystring?.properties).toMatchObject({
      searchValue: { maxLength: SEARCH_MAX_LENGTH },
    });
    expect(callSchemas('POST /depreciationRate').body?.properties).toMatchObject({
      assetCode: { maxLength: CODE_MAX_LENGTH },
    });
  });

  it('is served call for call, each route declared from it', async () => {
    const t = await createTestApp();
    try {
      const served = new Set(t.app.routeTable().map((route) => `${route.method} ${route.url}`));
      const definitions = declaredCalls();
      expect(definitions.length).toBeGreaterThan(20);
      for (const call of definitions) {
        const [method, path] = call.split(' ') as [string, string];
        const base = (VERSIONLESS_CALLS as readonly string[]).includes(call) ? '/api' : '/api/v1';
        expect(served, call).toContain(`${method} ${base}${path.replace(/\{(\w+)\}/g, ':$1')}`);
      }
      // The test apps check answers (src/test/app.ts): this one's answer was judged against its declaration.
      expect((await t.call('GET', '/depreciationMethods')).statusCode).toBe(200);
      expect(checkedAnswers()).toContain('GET /depreciationMethods 200');
    } finally {
      await t.close();
    }
  });
});

describe('the response check', () => {
  const apps: ReturnType<typeof Fastify>[] = [];
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
  });

  /** A test-only route serving GET /depreciationMethods with `answer`. */
  async function serving(answer: unknown, check: boolean) {
    const app = Fastify();
    apps.push(app);
    if (check) validateResponses(app);
    declareRoute(app, 'GET /depreciationMethods', { tags: [], summary: 'test' }, async () => answer as never);
    await app.ready();
    return app.inject({ url: '/depreciationMethods' });
  }

  it('passes an answer its declaration allows', async () => {
    const answer = await serving([{ id: 1, description: 'Prime Cost', code: 'PC' }], true);
    expect(answer.statusCode).toBe(200);
  });

  it('turns a wrongly typed answer into a 500 naming the call and the field', async () => {
    const answer = await serving([{ id: 'one', description: 'Prime Cost', code: 'PC' }], true);
    expect(answer.statusCode).toBe(500);
    expect(answer.json().message).toContain(CONTRACT_VIOLATION);
    expect(answer.json().message).toContain('GET /depreciationMethods');
    expect(answer.json().message).toContain('/0/id');
  });

  it('sees a field the declaration does not have, which the serializer would drop silently', async () => {
    const extra = [{ id: 1, description: 'Prime Cost', code: 'PC', secret: 'x' }];
    const unchecked = await serving(extra, false);
    expect(unchecked.statusCode).toBe(200);
    expect(unchecked.json()).toEqual([{ id: 1, description: 'Prime Cost', code: 'PC' }]);
    const checked = await serving(extra, true);
    expect(checked.statusCode).toBe(500);
    expect(checked.json().message).toContain('secret');
  });

  it('refuses a missing field', async () => {
    const answer = await serving([{ id: 1, code: 'PC' }], true);
    expect(answer.statusCode).toBe(500);
    expect(answer.json().message).toContain('description');
  });
});
