/**
 * Issue 27 item 4: GET /CapexReports/{id}/taxEffect on both engines. Figures worked by hand (docs/capex-rules.md
 * "What the spending is worth in tax"): a new lift under the report's diminishing value, repairs deducted whole, the
 * register's lift scrapped for nil on 1 July of its replacement's year; the method follows the report's, and a
 * register asset that cannot be scrapped is listed with its reasons. Answers are checked against the contract.
 */
import type { CapexItemSave, CapexItemWire, CapexTaxEffectAnswer } from '@taxdep/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { insertAsset, referenceId } from '../test/calculation-fixtures';
import { testEngine } from '../test/database';
import { createForecastFixture, type ForecastFixture, itemSave } from './capex.test-support';

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

describe(`the tax effect of a capex forecast, on ${testEngine()}`, () => {
  let t: TestApp;
  let fixture: ForecastFixture;
  let url: string;
  let liftAssetId: number;
  let items: CapexItemWire[];

  const taxEffect = async () => {
    const answer = await t.call('GET', `${url}/taxEffect`);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<CapexTaxEffectAnswer>();
  };
  const setReportMethod = async (code: 'DV' | 'PC' | null) => {
    const db = t.database.db;
    const id = code === null ? null : await referenceId(db, 'depreciation_methods', code);
    await db
      .updateTable('reports')
      .set({ depreciation_method_id: id })
      .where('id', '=', fixture.depreciationReportId)
      .execute();
  };

  beforeAll(async () => {
    t = await createTestApp();
    // Base year FY2026, ten years (FY2026 to FY2036), 3% a year.
    fixture = await createForecastFixture(t, { horizon: 10 });
    url = `/CapexReports/${fixture.forecast.capexReportId}`;
    const db = t.database.db;
    await setReportMethod('DV');
    // The register's lift: $10,000.00 at 20% diminishing value (A0004, life 10) from 1 July 2024.
    liftAssetId = await insertAsset(db, fixture.depreciationReportId, {
      code: 'A0004',
      category: '40',
      method: 'DV',
      description: 'Passenger lift',
      cost: 1_000_000n,
      rate: '20',
      start: '2024-07-01',
      entry: '2025-06-30',
    });
    const soldSign = await insertAsset(db, fixture.depreciationReportId, {
      code: 'A0004',
      category: '40',
      method: 'DV',
      description: 'Old sign (sold)',
      cost: 100_000n,
      rate: '20',
      start: '2024-07-01',
      entry: '2025-06-30',
      disposalDate: '2025-01-01',
      terminationValue: 0n,
    });
    const save: CapexItemSave[] = [
      // Installed FY2017 with a life of 10: replaced in FY2027 for $10,000.00 × 1.03 = $10,300.00.
      itemSave({
        element: 'lifts',
        description: 'Lift car',
        yearInstalled: 2017,
        lifeYears: 10,
        effectiveLifeYears: 10,
        taxCode: 'A0004',
        replacesAssetId: liftAssetId,
      }),
      // Repainting every 5 years from FY2026: deducted whole (s25-10).
      itemSave({
        element: 'internalFinishes',
        description: 'Repaint',
        lumpSumCents: 500_000,
        yearInstalled: 2021,
        lifeYears: 5,
        expenditure: 'repairs',
      }),
      // Capital without an effective life: listed, no deduction.
      itemSave({ description: 'Roof membrane', lumpSumCents: 200_000, yearInstalled: 2010, lifeYears: 20 }),
      itemSave({
        element: 'externalWorks',
        description: 'Sign',
        lumpSumCents: 100_000,
        yearInstalled: 2020,
        lifeYears: 8,
        effectiveLifeYears: 8,
        replacesAssetId: soldSign,
      }),
      itemSave({
        element: 'fitOut',
        description: 'Reception desk',
        lumpSumCents: 300_000,
        yearInstalled: 2019,
        lifeYears: 10,
        effectiveLifeYears: 10,
        replacesAssetId: 2_000_000_000,
      }),
    ];
    const saved = await t.call('PUT', `${url}/items`, { items: save });
    expect(saved.statusCode, saved.body).toBe(200);
    items = saved.json<{ items: CapexItemWire[] }>().items;
  });
  afterAll(async () => {
    await t.close();
  });

  it('deducts the new lift, the repairs and the scrapped register lift, worked by hand', async () => {
    const answer = await taxEffect();
    const [lift, repaint, roof] = items.map((i) => i.itemId);
    expect(answer).toMatchObject({
      method: 'DV',
      methodName: 'Diminishing value',
      methodSource: 'report',
      roundingUnit: 'cent',
      depreciationReport: { depreciationReportId: fixture.depreciationReportId },
    });
    expect(answer.financialYears).toEqual([2026, 2027, 2028, 2029, 2030, 2031, 2032, 2033, 2034, 2035, 2036]);
    const newLift = answer.replacements.find((r) => r.itemId === lift);
    // FY2027 from 1 July 2026: $10,300.00 × 200% ÷ 10 × 365/365 = $2,060.00.
    expect(newLift).toMatchObject({
      description: 'Lift car',
      financialYear: 2027,
      cents: 1_030_000,
      treatment: 'division40',
      retires: 'registerAsset',
      retiredAssetId: liftAssetId,
      // $10,000.00 less $2,000.00 (FY2025) and $1,600.00 (FY2026) is $6,400.00 at 30 June 2026; held on 1 July
      // 2026 too (the day of an event counts): $6,400.00 × 20% × 1/365 = $3.51, leaving $6,396.49 scrapped for nil.
      retiredValueCents: 639_649,
      balancingDeductionCents: 639_649,
    });
    expect(newLift?.deductionsByYear.slice(0, 2)).toEqual([0, 206_000]);
    expect(sum(newLift?.deductionsByYear ?? [])).toBeLessThan(1_030_000);
    // Repairs: $5,000.00 in FY2026, then escalated in FY2031 and FY2036, each deducted in its year.
    const repaints = answer.replacements.filter((r) => r.itemId === repaint);
    expect(repaints.map((r) => [r.financialYear, r.treatment, r.retires])).toEqual([
      [2026, 'repairs', null],
      [2031, 'repairs', null],
      [2036, 'repairs', null],
    ]);
    for (const r of repaints) {
      expect(r.deductionsByYear[r.year]).toBe(r.cents);
      expect(sum(r.deductionsByYear)).toBe(r.cents);
    }
    expect(repaints[0]?.cents).toBe(500_000);
    const membrane = answer.replacements.find((r) => r.itemId === roof);
    expect(membrane).toMatchObject({ financialYear: 2030, treatment: 'noEffectiveLife', retires: null });
    expect(sum(membrane?.deductionsByYear ?? [1])).toBe(0);
    // FY2027: $10,300.00 spent; $2,060.00 + $6,396.49 deducted; net $1,843.51.
    expect(answer.years[1]).toEqual({
      year: 1,
      financialYear: 2027,
      capitalCents: 1_030_000,
      repairsCents: 0,
      newAssetDeductionCents: 206_000,
      repairsDeductionCents: 0,
      balancingDeductionCents: 639_649,
      totalDeductionCents: 845_649,
      netCents: 184_351,
    });
    expect(answer.years[0]).toMatchObject({ repairsCents: 500_000, repairsDeductionCents: 500_000 });
  });

  it('adds the year totals up from the replacements and agrees with the forecast’s spending', async () => {
    const answer = await taxEffect();
    const forecast = (await t.call('GET', `${url}/forecast`)).json<{
      capitalByYear: number[];
      repairsByYear: number[];
    }>();
    answer.years.forEach((y, i) => {
      const at = (kind: 'division40' | 'repairs') =>
        sum(answer.replacements.filter((r) => r.treatment === kind).map((r) => r.deductionsByYear[i] ?? 0));
      expect(y.newAssetDeductionCents).toBe(at('division40'));
      expect(y.repairsDeductionCents).toBe(at('repairs'));
      expect(y.balancingDeductionCents).toBe(
        sum(answer.replacements.filter((r) => r.year === i).map((r) => r.balancingDeductionCents)),
      );
      expect([y.capitalCents, y.repairsCents]).toEqual([
        forecast.capitalByYear[i],
        forecast.repairsByYear[i],
      ]);
      expect(y.netCents).toBe(y.capitalCents + y.repairsCents - y.totalDeductionCents);
    });
    expect(answer.totals.totalDeductionCents).toBe(sum(answer.years.map((y) => y.totalDeductionCents)));
  });

  it('lists the register assets it cannot scrap, with the reasons', async () => {
    const answer = await taxEffect();
    const [, , , sign, desk] = items.map((i) => i.itemId);
    expect(answer.refused.map((r) => [r.itemId, r.description, r.assetId])).toEqual(
      expect.arrayContaining([
        [sign, 'Sign', items[3]?.replacesAssetId],
        [desk, 'Reception desk', 2_000_000_000],
      ]),
    );
    expect(answer.refused).toHaveLength(2);
    const reasons = new Map(answer.refused.map((r) => [r.itemId, r.reasons.join(' ')]));
    expect(reasons.get(sign ?? '')).toMatch(/already leaves the register/);
    expect(reasons.get(desk ?? '')).toBe(
      `Asset 2000000000 is not in the register of report ${fixture.depreciationReportId}.`,
    );
    const signReplacement = answer.replacements.find((r) => r.itemId === sign);
    expect(signReplacement).toMatchObject({ retires: null, balancingDeductionCents: 0 });
  });

  it('follows the report’s method, and says when it falls back to diminishing value', async () => {
    const [lift] = items.map((i) => i.itemId);
    await setReportMethod('PC');
    const pc = await taxEffect();
    // Prime cost: $10,300.00 × 100% ÷ 10 × 365/365 = $1,030.00 in FY2027.
    expect(pc).toMatchObject({ method: 'PC', methodName: 'Prime cost', methodSource: 'report' });
    expect(pc.replacements.find((r) => r.itemId === lift)?.deductionsByYear[1]).toBe(103_000);
    await setReportMethod(null);
    const fallback = await taxEffect();
    expect(fallback).toMatchObject({ method: 'DV', methodSource: 'default' });
    expect(fallback.replacements.find((r) => r.itemId === lift)?.deductionsByYear[1]).toBe(206_000);
    await setReportMethod('DV');
  });

  it('answers 404 for a depreciation report’s id', async () => {
    const answer = await t.call('GET', `/CapexReports/${fixture.depreciationReportId}/taxEffect`);
    expect(answer.statusCode).toBe(404);
  });
});
