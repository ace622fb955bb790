/**
 * Issue 23 item 8: the demo's residential rental (report 6) shows the law around the figures: the plant that came
 * with the house bought in 2019 has no figures, with s40-27 as the reason; what the owners bought new and the capital
 * works are calculated; its owners are two individuals, 60/40.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { testEngine } from '../test/database';

interface Row {
  id: number;
  description: string | null;
}

describe(`the residential demo report on ${testEngine()}`, () => {
  let t: TestApp;
  let reportId: number;
  const idOf = async (description: string) =>
    (
      await t.database.db
        .selectFrom('assets')
        .select('id')
        .where('report_id', '=', reportId)
        .where('description', '=', description)
        .executeTakeFirstOrThrow()
    ).id;

  beforeAll(async () => {
    t = await createTestApp({ demoData: true });
    reportId = (
      await t.database.db
        .selectFrom('reports as r')
        .innerJoin('properties as p', 'p.id', 'r.property_id')
        .select('r.id')
        .where('p.property_name', '=', '14 Wattle Street')
        .executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(async () => {
    await t.close();
  });

  it('gives the second-hand carpet no figures, naming s40-27, and calculates the new air conditioner', async () => {
    const carpet = await idOf('Carpet, bedrooms and hall');
    const refused = await t.call(
      'GET',
      `/depreciationReports/${reportId}/calculations/${carpet}/explanation`,
    );
    expect(refused.statusCode).toBe(404);
    expect(refused.json<{ message: string }>().message).toContain('s40-27');
    const page = (await t.call('GET', `/depreciationReports/${reportId}/calculations?pageSize=200`)).json<{
      modelAssetCalcParams: Row[];
    }>();
    const computed = page.modelAssetCalcParams.map((r) => r.description);
    expect(computed).toContain('Reverse-cycle split system, new');
    expect(computed).toContain('Original dwelling (brick veneer, three bedrooms)');
    expect(computed).not.toContain('Carpet, bedrooms and hall');
  });

  it('is owned 60/40 by two individuals', async () => {
    const owners = (await t.call('GET', `/depreciationReports/${reportId}/owners`)).json<unknown>();
    expect(JSON.stringify(owners)).toContain('Jamie Taylor');
    expect(JSON.stringify(owners)).toContain('Riley Taylor');
  });
});
