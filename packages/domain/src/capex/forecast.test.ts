import { describe, expect, it } from 'vitest';
import { capexItem, capexSettings } from './capex.test-support';
import { forecastCapex } from './forecast';

describe('replacements (issue 27 item 3)', () => {
  it('replaces an item of life 15 installed in 2012, in a 20-year horizon from 2026, in 2027 and 2042', () => {
    // Age 2026 − 2012 = 14, remaining life 15 − 14 = 1: year 1 (FY2027), then year 16 (FY2042); year 31 is beyond.
    const forecast = forecastCapex(capexSettings(), [capexItem()]);
    expect(forecast.replacements.map((r) => [r.year, r.financialYear])).toEqual([
      [1, 2027],
      [16, 2042],
    ]);
  });

  it('replaces an item past its life immediately (year 0), and one given by its age likewise', () => {
    const forecast = forecastCapex(capexSettings({ horizon: 10 }), [
      capexItem({ id: 'old', yearInstalled: 1990, lifeYears: 20 }),
      capexItem({ id: 'aged', yearInstalled: null, age: 12, lifeYears: 10 }),
    ]);
    expect(forecast.replacements.map((r) => [r.itemId, r.year])).toEqual([
      ['old', 0],
      ['aged', 0],
      ['aged', 10],
    ]);
  });

  it('takes the surveyor’s remaining life over the one from age, then replaces every life', () => {
    const forecast = forecastCapex(capexSettings(), [
      capexItem({ remainingLifeOverride: 3, remainingLifeReason: 'Leaks at the parapet', lifeYears: 7 }),
    ]);
    expect(forecast.replacements.map((r) => r.year)).toEqual([3, 10, 17]);
  });

  it('covers years 0 to the horizon: an item of life 10 new in the base year is replaced in years 10 and 20', () => {
    const forecast = forecastCapex(capexSettings(), [capexItem({ yearInstalled: 2026, lifeYears: 10 })]);
    expect(forecast.replacements.map((r) => r.year)).toEqual([10, 20]);
    expect(forecast.financialYears).toHaveLength(21);
    expect(forecast.financialYears.at(-1)).toBe(2046);
  });
});

describe('a hand-worked forecast: four items, 3% a year, lifts at 4.5% (issue 27 item 3)', () => {
  const items = [
    // $10,000.00 lump sum, remaining life 1: years 1 and 16. 1,000,000 × 1.03 = 1,030,000;
    // 1,000,000 × 1.03^16 = 1,604,706.439 → 1,604,706.
    capexItem({ id: 'roof' }),
    // 120.5 m² × $85.40 = 1,029,070 cents; age 12, life 10: past its life, years 0, 10 and 20.
    // 1,029,070 × 1.03^10 = 1,382,984.028 → 1,382,984; × 1.03^20 = 1,858,614.888 → 1,858,615.
    capexItem({
      id: 'carpet',
      element: 'internalFinishes',
      description: 'Carpet tiles',
      lumpSumCents: null,
      quantity: 120.5,
      unit: 'm²',
      unitRateCents: 8540,
      yearInstalled: null,
      age: 12,
      lifeYears: 10,
    }),
    // Repairs, $5,000.00, remaining life 3 (override), life 7: years 3, 10, 17.
    // 500,000 × 1.03^3 = 546,363.5 → 546,364 (half away from zero); × 1.03^10 = 671,958.19 → 671,958;
    // × 1.03^17 = 826,423.82 → 826,424.
    capexItem({
      id: 'paint',
      element: 'internalFinishes',
      description: 'Repaint corridors',
      lumpSumCents: 500_000,
      remainingLifeOverride: 3,
      remainingLifeReason: 'Paint peeling on level 2',
      lifeYears: 7,
      expenditure: 'repairs',
    }),
    // $250,000.00, installed 2004, life 25: remaining 3, at the lifts' 4.5%: 25,000,000 × 1.045^3 =
    // 28,529,153.125 → 28,529,153; year 28 is beyond the horizon.
    capexItem({ id: 'lift', element: 'lifts', lumpSumCents: 25_000_000, yearInstalled: 2004, lifeYears: 25 }),
  ];
  const forecast = forecastCapex(
    capexSettings({ escalationPercent: '3', elementEscalationPercent: { lifts: '4.5' } }),
    items,
  );

  it('lists each replacement by year with its base and escalated cost', () => {
    expect(forecast.replacements.map((r) => [r.itemId, r.year, r.baseCents, r.cents])).toEqual([
      ['carpet', 0, 1_029_070, 1_029_070],
      ['roof', 1, 1_000_000, 1_030_000],
      ['paint', 3, 500_000, 546_364],
      ['lift', 3, 25_000_000, 28_529_153],
      ['carpet', 10, 1_029_070, 1_382_984],
      ['paint', 10, 500_000, 671_958],
      ['roof', 16, 1_000_000, 1_604_706],
      ['paint', 17, 500_000, 826_424],
      ['carpet', 20, 1_029_070, 1_858_615],
    ]);
  });

  it('adds them up by element and year, capital and repairs apart', () => {
    expect(forecast.matrix.internalFinishes[10]).toBe(1_382_984 + 671_958);
    expect(forecast.matrix.lifts[3]).toBe(28_529_153);
    expect(forecast.matrix.structure.every((cents) => cents === 0)).toBe(true);
    expect(forecast.totalByYear[3]).toBe(546_364 + 28_529_153);
    expect(forecast.capitalByYear[3]).toBe(28_529_153);
    expect(forecast.repairsByYear[3]).toBe(546_364);
    // Capital: 1,029,070 + 1,030,000 + 28,529,153 + 1,382,984 + 1,604,706 + 1,858,615 = 35,434,528.
    // Repairs: 546,364 + 671,958 + 826,424 = 2,044,746.
    expect([forecast.capitalCents, forecast.repairsCents, forecast.totalCents]).toEqual([
      35_434_528, 2_044_746, 37_479_274,
    ]);
  });

  it('totals the time bands', () => {
    expect(
      forecast.bands.map((b) => [b.label, b.fromYear, b.toYear, b.capitalCents, b.repairsCents]),
    ).toEqual([
      ['Immediate', 0, 0, 1_029_070, 0],
      ['1–2 years', 1, 2, 1_030_000, 0],
      ['3–5 years', 3, 5, 28_529_153, 546_364],
      ['6–10 years', 6, 10, 1_382_984, 671_958],
      ['11–15 years', 11, 15, 0, 0],
      ['16–20 years', 16, 20, 1_604_706 + 1_858_615, 826_424],
    ]);
  });
});

describe('what the forecast does not take', () => {
  it('leaves out an item validation refuses, and names it', () => {
    const forecast = forecastCapex(capexSettings(), [
      capexItem({ id: 'no-life', lifeYears: null }),
      capexItem(),
    ]);
    expect(forecast.leftOut).toEqual(['no-life']);
    expect(forecast.replacements.map((r) => r.itemId)).toEqual(['item-1', 'item-1']);
  });

  it('refuses settings validation refuses', () => {
    expect(() => forecastCapex(capexSettings({ horizon: 12 }), [])).toThrow(/Horizon must be 10, 15 or 20/);
    expect(() => forecastCapex(capexSettings({ escalationPercent: '3.12345' }), [])).toThrow(/four decimals/);
  });

  it('has only the bands within a 10-year horizon', () => {
    const forecast = forecastCapex(capexSettings({ horizon: 10 }), []);
    expect(forecast.bands.map((b) => b.label)).toEqual(['Immediate', '1–2 years', '3–5 years', '6–10 years']);
    expect(forecast.totalByYear).toHaveLength(11);
  });
});
