/**
 * Hand-worked tax effects (issue 27 item 4; docs/capex-rules.md "What the spending is worth in tax"), in cents,
 * rounded to the cent half away from zero as the engine does (docs/tax-rules.md "Money and rounding").
 */
import { describe, expect, it } from 'vitest';
import { ratio } from '../tax/money/exact';
import { asset } from '../tax/test-support';
import { capexItem, capexSettings } from './capex.test-support';
import type { CapexItem } from './capex-item';
import { forecastCapex } from './forecast';
import { capexTaxEffect, type RetiredAssets } from './tax-effect';
import { validateCapexItem } from './validation';

/**
 * $10,000.00 of capital, effective life 10 years, replaced in FY2028 only: installed 2008 with a life of 20, so
 * remaining life 2 from the base year 2026; the next replacement (year 22) is past the 10-year horizon.
 */
const roof = (change: Partial<CapexItem> = {}) =>
  capexItem({ yearInstalled: 2008, lifeYears: 20, taxCode: 'B0001', effectiveLifeYears: 10, ...change });
const settings = capexSettings({ horizon: 10 });
const NONE: RetiredAssets = new Map();

describe('a new asset’s Division 40 deductions (s40-72, s40-75)', () => {
  it('DV at 200% ÷ 10 = 20%, from 1 July 2027, with 366 days in the leap FY2028 and FY2032', () => {
    const effect = capexTaxEffect(forecastCapex(settings, [roof()]), [roof()], NONE, { method: 'DV' });
    const [replacement] = effect.replacements;
    expect(replacement?.financialYear).toBe(2028);
    // FY2028: $10,000.00 × 20% × 366/365 = $2,005.479… → $2,005.48; closing $7,994.52.
    // FY2029: $7,994.52 × 20% = $1,598.904 → $1,598.90; closing $6,395.62.
    // FY2030: $6,395.62 × 20% = $1,279.124 → $1,279.12; closing $5,116.50.
    // FY2031: $5,116.50 × 20% = $1,023.30; closing $4,093.20.
    // FY2032 (leap): $4,093.20 × 20% × 366/365 = $820.882… → $820.88; closing $3,272.32.
    // FY2033: $654.464 → $654.46; closing $2,617.86. FY2034: $523.572 → $523.57; closing $2,094.29.
    // FY2035: $418.858 → $418.86; closing $1,675.43.
    // FY2036 (leap): $1,675.43 × 20% × 366/365 = $336.004… → $336.00; closing $1,339.43.
    expect(replacement?.deductionsByYear).toEqual([
      0, 0, 200_548, 159_890, 127_912, 102_330, 82_088, 65_446, 52_357, 41_886, 33_600,
    ]);
    expect(effect.totals.newAssetDeductionCents).toBe(1_000_000 - 133_943);
  });

  it('PC at 100% ÷ 10 = $1,000.00 a full year, × 366/365 in a leap FY', () => {
    const effect = capexTaxEffect(forecastCapex(settings, [roof()]), [roof()], NONE, { method: 'PC' });
    // FY2028 and FY2032: $1,000.00 × 366/365 = $1,002.739… → $1,002.74; the other FYs $1,000.00.
    expect(effect.replacements[0]?.deductionsByYear).toEqual([
      0, 0, 100_274, 100_000, 100_000, 100_000, 100_274, 100_000, 100_000, 100_000, 100_274,
    ]);
    expect(effect.years[2]).toMatchObject({
      financialYear: 2028,
      capitalCents: 1_000_000,
      newAssetDeductionCents: 100_274,
      netCents: 1_000_000 - 100_274,
    });
    expect(effect.totals).toMatchObject({ capitalCents: 1_000_000, totalDeductionCents: 900_822 });
  });

  it('capital without an effective life has no deduction, and says so', () => {
    const item = roof({ effectiveLifeYears: null });
    const effect = capexTaxEffect(forecastCapex(settings, [item]), [item], NONE, { method: 'DV' });
    expect(effect.replacements[0]?.treatment).toBe('noEffectiveLife');
    expect(effect.totals.totalDeductionCents).toBe(0);
    expect(effect.totals.netCents).toBe(1_000_000);
  });
});

describe('repairs and maintenance (s25-10, rule 10)', () => {
  it('are deducted in full in the year they are spent, whatever the effective life', () => {
    const item = roof({ expenditure: 'repairs', lumpSumCents: 123_456 });
    const effect = capexTaxEffect(forecastCapex(settings, [item]), [item], NONE, { method: 'DV' });
    expect(effect.years[2]).toMatchObject({
      repairsCents: 123_456,
      repairsDeductionCents: 123_456,
      netCents: 0,
    });
    expect(effect.totals.totalDeductionCents).toBe(123_456);
  });
});

describe('the balancing adjustment of what a replacement retires (s40-285)', () => {
  it('scraps the register’s asset for nil on 1 July of the replacement’s year', () => {
    // A DV asset at 20% written down to $5,000.00 at 30 June 2027. Scrapped on 1 July 2027, held that day
    // (docs/tax-rules.md "Calendar"): decline $5,000.00 × 20% × 1/365 = $2.739… → $2.74, adjustable value
    // $4,997.26, balancing adjustment 0 − $4,997.26: a deduction of $4,997.26.
    const old = asset({
      id: '17',
      startDate: '2015-07-01',
      entryFinancialYear: 2026,
      originalCost: 2_000_000,
      rate: ratio(1, 5),
      writtenDownValue: { value: 500_000, date: '2027-06-30' },
    });
    const effect = capexTaxEffect(forecastCapex(settings, [roof()]), [roof()], new Map([['item-1', old]]), {
      method: 'PC',
    });
    expect(effect.refused).toEqual([]);
    expect(effect.replacements[0]).toMatchObject({
      retires: 'registerAsset',
      retiredValueCents: 499_726,
      balancingDeductionCents: 499_726,
    });
    expect(effect.years[2]).toMatchObject({
      newAssetDeductionCents: 100_274,
      balancingDeductionCents: 499_726,
      totalDeductionCents: 600_000,
      netCents: 400_000,
    });
  });

  it('a later replacement scraps the earlier one at its adjustable value from the same run', () => {
    // Replaced every 3 years: FY2028, FY2031, FY2034. Under PC the FY2028 asset declines $1,002.74 (leap),
    // $1,000.00, $1,000.00, then one day of FY2031 ($1,000.00 ÷ 365 = $2.739… → $2.74): adjustable value $6,994.52,
    // scrapped for nil on 1 July 2030: a deduction of $6,994.52. Decline and the loss add up to its cost.
    const item = roof({ lifeYears: 3, yearInstalled: 2025 });
    const effect = capexTaxEffect(forecastCapex(settings, [item]), [item], NONE, { method: 'PC' });
    const [first, second, third] = effect.replacements;
    expect(effect.replacements.map((r) => [r.financialYear, r.retires])).toEqual([
      [2028, null],
      [2031, 'earlierReplacement'],
      [2034, 'earlierReplacement'],
    ]);
    expect(first?.deductionsByYear.slice(2, 6)).toEqual([100_274, 100_000, 100_000, 274]);
    expect(second?.balancingDeductionCents).toBe(699_452);
    expect(second?.deductionsByYear.slice(5, 9)).toEqual([100_000, 100_274, 100_000, 274]);
    expect(third?.balancingDeductionCents).toBe(699_452);
    expect(100_274 + 100_000 + 100_000 + 274 + 699_452).toBe(1_000_000);
  });

  it('refuses, by name, a register asset the engine cannot scrap then, and one already disposed of', () => {
    const late = asset({ id: '5', startDate: '2027-09-01', entryFinancialYear: 2028 });
    const sold = asset({ id: '6', disposal: { date: '2025-01-01', terminationValue: 0 } });
    const items = [roof(), roof({ id: 'item-2' })];
    const retired = new Map([
      ['item-1', late],
      ['item-2', sold],
    ]);
    const effect = capexTaxEffect(forecastCapex(settings, items), items, retired, { method: 'DV' });
    expect(effect.refused.map((r) => [r.itemId, r.issues[0]?.field, r.issues[0]?.assetId])).toEqual([
      ['item-1', 'disposal.date', '5'],
      ['item-2', 'disposal', '6'],
    ]);
    expect(effect.totals.balancingDeductionCents).toBe(0);
  });
});

describe('the item’s tax fields', () => {
  it('takes an effective life with up to two decimals and a short tax code', () => {
    expect(validateCapexItem(roof({ effectiveLifeYears: 13.33 }), 2026)).toEqual([]);
    expect(validateCapexItem(roof({ taxCode: null, effectiveLifeYears: null }), 2026)).toEqual([]);
    const fields = (change: Partial<CapexItem>) => validateCapexItem(roof(change), 2026).map((e) => e.field);
    expect(fields({ effectiveLifeYears: 0 })).toEqual(['effectiveLifeYears']);
    expect(fields({ effectiveLifeYears: 13.333 })).toEqual(['effectiveLifeYears']);
    expect(fields({ effectiveLifeYears: 101 })).toEqual(['effectiveLifeYears']);
    expect(fields({ taxCode: 'X'.repeat(21) })).toEqual(['taxCode']);
  });
});
