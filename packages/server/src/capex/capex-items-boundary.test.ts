/**
 * Issue 27 at the items save's boundary: items arrive in thousands (Start from the register, an imported file), so
 * one save of up to 10,000 items is taken whole, above Fastify's 1 MiB default body, and a body over the route's own
 * limit is 413; a quantity or effective life of more decimals than the domain allows is refused whole, naming it.
 */
import type { CapexItemsSaved } from '@taxdep/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { testEngine } from '../test/database';
import { createForecastFixture, itemSave } from './capex.test-support';
import { ITEMS_BODY_LIMIT } from './routes';

describe(`a large items save on ${testEngine()}`, () => {
  let t: TestApp;
  let id: number;

  beforeAll(async () => {
    t = await createTestApp();
    id = (await createForecastFixture(t)).forecast.capexReportId;
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it('takes 3,000 items of long descriptions (about 2 MB) in one call, every one stored', async () => {
    const items = Array.from({ length: 3000 }, (_, k) =>
      itemSave({ description: `Carpet tile replacement, tenancy ${k + 1}: ${'x'.repeat(400)}` }),
    );
    expect(JSON.stringify({ items }).length).toBeGreaterThan(1024 * 1024);
    const saved = await t.call('PUT', `/CapexReports/${id}/items`, { items });
    expect(saved.statusCode, saved.body.slice(0, 300)).toBe(200);
    expect(saved.json<CapexItemsSaved>().items).toHaveLength(3000);
  }, 120_000);

  it('refuses a body over the route’s limit with 413 and stores nothing more', async () => {
    const before = (await t.call('GET', `/CapexReports/${id}`)).json<{ items: unknown[] }>().items.length;
    const huge = `{"items":[{"description":"${'x'.repeat(ITEMS_BODY_LIMIT)}"}]}`;
    const refused = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/CapexReports/${id}/items`,
      headers: { authorization: await t.bearer(), 'content-type': 'application/json' },
      payload: huge,
    });
    expect(refused.statusCode).toBe(413);
    expect((await t.call('GET', `/CapexReports/${id}`)).json<{ items: unknown[] }>().items).toHaveLength(
      before,
    );
  }, 120_000);

  it('refuses a quantity of four decimals or an effective life of three, naming the item and field', async () => {
    const before = (await t.call('GET', `/CapexReports/${id}`)).json<{ items: unknown[] }>().items.length;
    const quantity = await t.call('PUT', `/CapexReports/${id}/items`, {
      items: [
        itemSave(),
        itemSave({ quantity: 12.3456, unit: 'm²', unitRateCents: 100, lumpSumCents: null }),
      ],
    });
    expect(quantity.statusCode).toBe(400);
    expect(quantity.json()).toEqual({
      message: 'items/1/quantity has more than 3 decimals; nothing was saved.',
    });
    const life = await t.call('PUT', `/CapexReports/${id}/items`, {
      items: [itemSave({ effectiveLifeYears: 13.333 })],
    });
    expect(life.json()).toEqual({
      message: 'items/0/effectiveLifeYears has more than 2 decimals; nothing was saved.',
    });
    expect((await t.call('GET', `/CapexReports/${id}`)).json<{ items: unknown[] }>().items).toHaveLength(
      before,
    );
    // As many decimals as the rule allows are taken.
    const exact = await t.call('PUT', `/CapexReports/${id}/items`, {
      items: [
        itemSave({
          quantity: 12.345,
          unit: 'm²',
          unitRateCents: 100,
          lumpSumCents: null,
          effectiveLifeYears: 13.33,
        }),
      ],
    });
    expect(exact.statusCode, exact.body).toBe(200);
  });
});
