/**
 * Issue 10 item 2: bad input answers a 4xx with a message naming the field, never a 500, and writes nothing.
 * Every guarded route of the app's route table is fuzzed (a new route is covered without editing this file):
 * a valid example request gets one path parameter, query field or body field replaced by a bad value derived
 * from that field's schema (src/security/bad-values.test-support.ts).
 */
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/app';
import { testEngine } from '../test/database';
import { databaseFingerprint, WriteWatch } from '../test/fingerprint';
import {
  badBodyValue,
  badUnknownBodyValue,
  badUnknownUrlValue,
  badUrlValue,
} from './bad-values.test-support';
import { type Example, exampleFromSchema, exampleRequests, routeKey } from './requests.test-support';
import { type Slot, send, slotName, slotsOf, UNKNOWN_FIELD } from './slots.test-support';

const t = await createTestApp({ demoData: true });
const auth = await t.bearer();
const { id: userId } = await t.database.db
  .selectFrom('users')
  .select('id')
  .where('uid', '=', 'SAM.SURVEYOR')
  .executeTakeFirstOrThrow();
const examples = await exampleRequests(t, userId);
const routes = t.app
  .routeTable()
  .filter((route) => route.guarded && !route.public && route.method !== 'HEAD');
const exampleOf = (route: (typeof routes)[number]): Example =>
  examples.get(routeKey(route)) ?? exampleFromSchema(route);

/** Runs per route: enough to reach most fields of the larger bodies while the file stays well under a minute. */
const RUNS = 25;

function badValueFor(slot: Slot): fc.Arbitrary<unknown> {
  if (slot.part === 'body') {
    return slot.path.at(-1) === UNKNOWN_FIELD ? badUnknownBodyValue : badBodyValue(slot.schema);
  }
  return slot.name === UNKNOWN_FIELD ? badUnknownUrlValue : badUrlValue(slot.schema, slot.part);
}

/** The message names the field: its own name, or (for the whole body, or a value nested in it) its path. */
function namesField(message: string, slot: Slot): boolean {
  const last = slot.part === 'body' ? slot.path.filter((key) => typeof key === 'string').at(-1) : slot.name;
  return message.includes(last ?? 'body');
}

describe(`bad input on ${testEngine()}`, () => {
  afterAll(async () => {
    await t.close();
  });

  it('finds routes to fuzz, with the slots of their schemas', () => {
    expect(routes.length).toBeGreaterThan(25);
    const put = routes.find((route) => routeKey(route) === 'PUT /api/v1/depreciationReport');
    const slots = put ? slotsOf(put, exampleOf(put)).map(slotName) : [];
    expect(slots).toContain('body/reportingInfo/reportName');
    expect(slots).toContain('body/propertyInfo/purchasePrice');
  });

  describe.each(routes.map((route) => [routeKey(route), route] as const))('%s', (_key, route) => {
    it('refuses every bad value with a 4xx naming the field, and writes nothing', async () => {
      const example = exampleOf(route);
      const slots = slotsOf(route, example);
      const cases = fc
        .constantFrom(...slots)
        .chain((slot) => badValueFor(slot).map((value) => ({ slot, value })));
      // Every case compares with the fingerprint before the first: a refused case writes nothing, so the database
      // stays as it was, and the first case that writes differs from it (issue 24: a fingerprint of the whole demo
      // database per case made this the slowest test file of the run; WriteWatch reads it only after a write).
      const watch = await WriteWatch.start(t.database.db);
      const start = watch.fingerprint;
      await fc.assert(
        fc.asyncProperty(cases, async ({ slot, value }) => {
          const response = await send(t, auth, route, example, slot, value);
          const where = `${slotName(slot)} = ${fc.stringify(value)}: ${response.statusCode} ${response.body.slice(0, 300)}`;
          expect(response.statusCode, where).toBeGreaterThanOrEqual(400);
          expect(response.statusCode, where).toBeLessThan(500);
          const message = (response.json() as { message?: unknown }).message;
          expect(typeof message === 'string' && message.length > 0, where).toBe(true);
          // A path no route matches (a parameter too long for the router) is a 404 of the path, not of a field.
          if (response.statusCode === 400) expect(namesField(message as string, slot), where).toBe(true);
          if (route.method !== 'GET') expect(await watch.current(), where).toEqual(start);
        }),
        { numRuns: RUNS },
      );
      expect(await watch.current()).toEqual(start);
    });
  });

  describe('the cases of the issue', () => {
    const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { authorization: auth } });
    const putReport = async (change: (report: Record<string, Record<string, unknown>>) => void) => {
      const report = (await get('/api/v1/depreciationReports/5')).json();
      change(report);
      return t.app.inject({
        method: 'PUT',
        url: '/api/v1/depreciationReport',
        headers: { authorization: auth, 'content-type': 'application/json' },
        payload: JSON.stringify(report).replace('"__1e999__"', '1e999'),
      });
    };

    it('refuses an id beyond the integer column, naming the parameter', async () => {
      const response = await get('/api/v1/depreciationReports/2147483648');
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: 'Invalid request: params/id must be <= 2147483647.',
      });
    });

    it('refuses 1e308 as an id and as an amount, and an amount JSON reads as Infinity', async () => {
      expect((await get('/api/v1/depreciationReports/1e308')).statusCode).toBe(400);
      const amount = await putReport((r) => {
        r.propertyInfo!.purchasePrice = 1e308;
      });
      expect(amount.statusCode).toBe(400);
      expect(amount.json().message).toMatch(/body\/propertyInfo\/purchasePrice must be </);
      const infinite = await putReport((r) => {
        r.propertyInfo!.purchasePrice = '__1e999__';
      });
      expect(infinite.json()).toEqual({
        message: 'Invalid request: body/propertyInfo/purchasePrice must be a finite number.',
      });
    });

    it('refuses NUL in a text field and in a query, naming the field', async () => {
      const before = await databaseFingerprint(t.database.db);
      const nul = await putReport((r) => {
        r.reportingInfo!.reportName = 'a\u0000b';
      });
      expect(nul.statusCode).toBe(400);
      expect(nul.json().message).toBe(
        'Invalid request: body/reportingInfo/reportName must not contain the control character U+0000.',
      );
      const query = await get('/api/v1/users/all?searchValue=abc%00');
      expect(query.statusCode).toBe(400);
      expect(query.json().message).toMatch(/^Invalid request: querystring\/searchValue must not contain/);
      expect(await databaseFingerprint(t.database.db)).toEqual(before);
    });

    it('refuses a wrong JSON type instead of coercing it (true is not the text "true")', async () => {
      const response = await putReport((r) => {
        r.reportingInfo!.reportName = true;
      });
      expect(response.json()).toEqual({
        message: 'Invalid request: body/reportingInfo/reportName must be string,null.',
      });
    });

    it('refuses nesting deeper than the limit, even where no field is declared', async () => {
      const response = await putReport((r) => {
        r.instructions!.extra = JSON.parse(`${'['.repeat(20)}${']'.repeat(20)}`);
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(
        /body\/instructions\/extra(\/0)+ must not be nested more than 12/,
      );
    });
  });

  // Last: the examples write. Each is accepted, so the refusals above came from the bad value alone.
  it('accepts every example request as it is', async () => {
    for (const route of routes) {
      // Sign-out ends the token it is called with (issue 15): it gets a token of its own.
      const signOut = routeKey(route) === 'DELETE /api/v1/depreciationReports/token';
      const response = await send(
        t,
        signOut ? await t.bearer() : auth,
        route,
        exampleOf(route),
        null,
        undefined,
      );
      const expected = examples.has(routeKey(route)) ? 300 : 500;
      expect(response.statusCode, `${routeKey(route)}: ${response.body.slice(0, 300)}`).toBeLessThan(
        expected,
      );
      if (response.statusCode >= 400)
        expect(response.statusCode, `${routeKey(route)}: ${response.body.slice(0, 300)}`).not.toBe(400);
    }
  });
});
