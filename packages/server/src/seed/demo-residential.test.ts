/**
 * Issue 23 item 8: the demo's residential rental (report 6) shows the law around the figures: the plant that came
 * with the house bought in 2019 deducts $0, with s40-27 as the reason, while its value declines; what the owners bought new and the capital
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

  it('shows the second-hand carpet at $0 with s40-27 as the reason, its value still declining, and calculates the new air conditioner', async () => {
    const carpet = await idOf('Carpet, bedrooms and hall');
    const explained = await t.call(
      'GET',
      `/depreciationReports/${reportId}/calculations/${carpet}/explanation`,
    );
    expect(explained.statusCode).toBe(200);
    expect(JSON.stringify(explained.json())).toContain('s40-27');
    expect(JSON.stringify(explained.json())).toContain('CGT event K7');
    const page = (await t.call('GET', `/depreciationReports/${reportId}/calculations?pageSize=200`)).json<{
      modelAssetCalcParams: (Row & {
        depreciation: number;
        depreciationClaimToDate: number;
        openingWrittenDownValue: number;
        additions: number;
        closingWrittenDownValue: number;
        deniedBy?: string;
      })[];
    }>();
    const row = (description: string) => page.modelAssetCalcParams.find((r) => r.description === description);
    expect(row('Reverse-cycle split system, new')?.depreciation).toBeGreaterThan(0);
    expect(row('Reverse-cycle split system, new')?.deniedBy).toBeUndefined();
    expect(row('Original dwelling (brick veneer, three bedrooms)')?.depreciation).toBeGreaterThan(0);
    const denied = row('Carpet, bedrooms and hall');
    expect(denied).toMatchObject({ depreciation: 0, depreciationClaimToDate: 0, deniedBy: 's40-27' });
    expect(denied?.closingWrittenDownValue).toBeLessThan(
      (denied?.openingWrittenDownValue ?? 0) + (denied?.additions ?? 0),
    );
  });

  it('is owned 60/40 by two individuals', async () => {
    const owners = (await t.call('GET', `/depreciationReports/${reportId}/owners`)).json<unknown>();
    expect(JSON.stringify(owners)).toContain('Jamie Taylor');
    expect(JSON.stringify(owners)).toContain('Riley Taylor');
  });
});
