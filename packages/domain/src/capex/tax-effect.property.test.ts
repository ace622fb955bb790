/**
 * Properties of the tax effect (issue 27 item 4): a new asset never deducts more than its cost, and exactly its cost
 * once scrapped or run to the end of a prime cost life; repairs are deducted in the year they are spent; with no
 * replacement everything is zero; the table's figures agree with each other and with the forecast.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { TaxAssetInput } from '../tax/model/input';
import { ratio } from '../tax/money/exact';
import { asset } from '../tax/test-support';
import { capexItem, capexSettings } from './capex.test-support';
import type { CapexItem } from './capex-item';
import { forecastCapex } from './forecast';
import { type CapexTaxEffect, capexTaxEffect, type TaxEffectSettings } from './tax-effect';

const BASE_YEAR = 2026;

const item = (id: string): fc.Arbitrary<CapexItem> =>
  fc
    .record({
      lumpSumCents: fc.integer({ min: 0, max: 100_000_000 }),
      age: fc.integer({ min: 0, max: 40 }),
      lifeYears: fc.integer({ min: 1, max: 30 }),
      // Effective lives as the table writes them: whole years or two decimals (13.33).
      effectiveLifeYears: fc.option(
        fc.integer({ min: 100, max: 4000 }).map((hundredths) => hundredths / 100),
        { nil: null },
      ),
      expenditure: fc.constantFrom('capital' as const, 'repairs' as const),
    })
    .map((fields) => capexItem({ id, yearInstalled: null, taxCode: 'B0001', ...fields }));

const items = fc
  .integer({ min: 0, max: 5 })
  .chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => item(`item-${i}`))));

const registerAsset = (id: string): fc.Arbitrary<TaxAssetInput> =>
  fc
    .record({
      originalCost: fc.integer({ min: 0, max: 50_000_000 }),
      methodCode: fc.constantFrom('DV' as const, 'PC' as const),
      lifeYears: fc.integer({ min: 2, max: 40 }),
    })
    .map(({ originalCost, methodCode, lifeYears }) =>
      asset({
        id,
        methodCode,
        originalCost,
        startDate: '2015-07-01',
        entryFinancialYear: 2016,
        rate: methodCode === 'PC' ? ratio(1, lifeYears) : ratio(2, lifeYears),
      }),
    );

const settings: fc.Arbitrary<TaxEffectSettings> = fc.record({
  method: fc.constantFrom('DV' as const, 'PC' as const),
  roundingUnit: fc.constantFrom('cent' as const, 'dollar' as const),
  leapYearPolicy: fc.constantFrom('statutory' as const, 'cap365' as const),
});

const scenario = fc
  .record({ horizon: fc.constantFrom(10, 15, 20), items, settings })
  .chain((s) =>
    fc
      .tuple(...s.items.map((i) => fc.option(registerAsset(`reg-${i.id}`), { nil: null })))
      .map((assets) => ({ ...s, retired: new Map(s.items.map((i, k) => [i.id, assets[k] ?? null])) })),
  );

function effectOf(s: {
  horizon: number;
  items: CapexItem[];
  settings: TaxEffectSettings;
  retired: Map<string, TaxAssetInput | null>;
}): CapexTaxEffect {
  const forecast = forecastCapex(capexSettings({ baseYear: BASE_YEAR, horizon: s.horizon }), s.items);
  return capexTaxEffect(forecast, s.items, s.retired, s.settings);
}

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

describe('tax effect properties', () => {
  it('a new asset deducts at most its cost: exactly its cost once scrapped or at the end of a PC life', () => {
    fc.assert(
      fc.property(scenario, (s) => {
        const effect = effectOf(s);
        effect.replacements.forEach((r, k) => {
          if (r.treatment !== 'division40') return;
          const next = effect.replacements.slice(k + 1).find((n) => n.itemId === r.itemId);
          const deducted = sum(r.deductionsByYear) + (next?.balancingDeductionCents ?? 0);
          expect(deducted).toBeLessThanOrEqual(r.cents);
          const life = s.items.find((i) => i.id === r.itemId)?.effectiveLifeYears as number;
          // A prime cost life runs its whole years and one more for the rounding carried (rule 8). A claim that
          // rounds to nothing is never made (rule 16: no stop rule), so only claims of $100 a year or more.
          const ranItsLife =
            s.settings.method === 'PC' &&
            s.horizon - r.year >= Math.ceil(life) + 1 &&
            r.cents >= 10_000 * Math.ceil(life);
          if (next || ranItsLife) expect(deducted).toBe(r.cents);
        });
      }),
      { numRuns: 200 },
    );
  });

  it('repairs are deducted in full in the year they are spent', () => {
    fc.assert(
      fc.property(scenario, (s) => {
        for (const y of effectOf(s).years) expect(y.repairsDeductionCents).toBe(y.repairsCents);
      }),
      { numRuns: 200 },
    );
  });

  it('the table agrees with the forecast and with itself; scrapping is never income', () => {
    fc.assert(
      fc.property(scenario, (s) => {
        const forecast = forecastCapex(capexSettings({ baseYear: BASE_YEAR, horizon: s.horizon }), s.items);
        const effect = capexTaxEffect(forecast, s.items, s.retired, s.settings);
        expect(effect.years.map((y) => y.capitalCents)).toEqual(forecast.capitalByYear);
        expect(effect.years.map((y) => y.repairsCents)).toEqual(forecast.repairsByYear);
        for (const y of effect.years) {
          expect(y.totalDeductionCents).toBe(
            y.newAssetDeductionCents + y.repairsDeductionCents + y.balancingDeductionCents,
          );
          expect(y.netCents).toBe(y.capitalCents + y.repairsCents - y.totalDeductionCents);
          expect(Number.isSafeInteger(y.netCents)).toBe(true);
        }
        expect(effect.totals.totalDeductionCents).toBe(sum(effect.years.map((y) => y.totalDeductionCents)));
        expect(effect.totals.netCents).toBe(sum(effect.years.map((y) => y.netCents)));
        for (const r of effect.replacements) {
          expect(r.balancingDeductionCents).toBeGreaterThanOrEqual(0);
          expect(r.balancingDeductionCents).toBe(r.retiredValueCents);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('with no replacement inside the horizon everything is zero', () => {
    fc.assert(
      fc.property(settings, fc.constantFrom(10, 15, 20), (taxSettings, horizon) => {
        // New in the base year with a life past the horizon: never replaced within it.
        const quiet = capexItem({ yearInstalled: BASE_YEAR, lifeYears: horizon + 1, effectiveLifeYears: 5 });
        for (const given of [[], [quiet]]) {
          const retired = new Map([['item-1', asset({ id: '9' })]]);
          const effect = effectOf({ horizon, items: given, settings: taxSettings, retired });
          expect(effect.replacements).toEqual([]);
          expect(Object.values(effect.totals).every((v) => v === 0)).toBe(true);
          expect(effect.years.every((y) => y.netCents === 0 && y.totalDeductionCents === 0)).toBe(true);
        }
      }),
      { numRuns: 30 },
    );
  });
});
