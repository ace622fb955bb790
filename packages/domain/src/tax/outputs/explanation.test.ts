/** Explanations of hand-checked figures (issue 12): each step's numbers, its rule, and the figures it gives. */
import { describe, expect, it } from 'vitest';
import { ratio } from '../money/exact';
import { asset, run } from '../test-support';
import { explainAssetYear } from './explanation';
import { evaluateCalculation, evaluateExplanation, explanationText } from './explanation-model';
import { calculationsTab } from './tabs';

const stepOf = (e: ReturnType<typeof explainAssetYear>, key: string) => {
  const s = e.steps.find((x) => x.key === key);
  if (!s) throw new Error(`no step ${key}`);
  return s;
};

describe('explainAssetYear', () => {
  // $10,000 at 200% ÷ 8 = 25% from 1 July 2022, disposed of on 31 March 2025 for $4,000 (current FY2025).
  const disposed = asset({
    startDate: '2022-07-01',
    acquisitionDate: '2022-07-01',
    entryFinancialYear: 2023,
    originalCost: 1_000_000,
    rate: ratio(1, 4),
    effectiveLifeYears: 8,
    disposal: { date: '2025-03-31', terminationValue: 400_000 },
  });
  const context = { assetCode: 'B0042', effectiveLifeYears: 8, dateOfApplication: '2021-07-01' };

  it('explains a DV disposal year: 274 days, the decline, the balancing adjustment and the claim to date', () => {
    const s = run([disposed]);
    const e = explainAssetYear(s, '1', 2025, context);
    // FY2023 $2,500.00; FY2024 (leap, 366 days) $7,500 × 25% × 366/365 = $1,880.14; closing $5,619.86.
    expect(stepOf(e, 'value').amount).toBe(561_986);
    expect(e.days).toMatchObject({ from: '2024-07-01', to: '2025-03-31', daysHeld: 274, divisor: 365 });
    // $5,619.86 × 25% × 274/365 = $1,054.686055 → $1,054.69.
    expect(stepOf(e, 'decline').formula).toBe(
      'opening $5,619.86 × 200% ÷ 8 × 274/365 = ≈$1,054.686055 → $1,054.69',
    );
    expect(stepOf(e, 'decline').citation).toContain('s40-72(1)');
    expect(stepOf(e, 'adjustableValue').amount).toBe(456_517);
    expect(stepOf(e, 'disposalAdjustment').amount).toBe(-56_517);
    expect(stepOf(e, 'disposalAdjustment').formula).toContain('(deductible)');
    expect(stepOf(e, 'closing').amount).toBe(0);
    // Deductions over the life: cost less the termination value.
    expect(e.figures.depreciationClaimToDate).toBe(600_000);
    expect(e.rate).toMatchObject({ source: 'effectiveLife', lifeMultiplier: '200%', inFormula: '200% ÷ 8' });
    expect(e.rate?.text).toContain('B0042');
    expect(e.events.map((x) => x.kind)).toEqual(['disposal']);
    const { assetId: _id, ...row } = calculationsTab(s).modelAssetCalcParams[0] ?? { assetId: '' };
    expect(e.figures).toEqual(row);
    expect(evaluateExplanation(e)).toEqual(row);
    // The example of the report (issue 12): printed when the test runs verbosely.
    expect(explanationText(e)).toContain('Balancing adjustment on disposal');
  });

  it('names the leap-year factor of a full leap FY (statutory: 366/365)', () => {
    const e = explainAssetYear(run([disposed]), '1', 2024, context);
    expect(e.days).toMatchObject({ daysHeld: 366, daysInFinancialYear: 366, leapYearPolicy: 'statutory' });
    expect(stepOf(e, 'decline').formula).toBe(
      'opening $7,500.00 × 200% ÷ 8 × 366/365 = ≈$1,880.136986 → $1,880.14',
    );
    const capped = explainAssetYear(run([disposed], { leapYearPolicy: 'cap365' }), '1', 2024, context);
    expect(capped.days?.daysHeld).toBe(365);
    expect(stepOf(capped, 'decline').amount).toBe(187_500);
  });

  it('a customised rate says so; without context the rate is the register’s', () => {
    const s = run([disposed]);
    expect(explainAssetYear(s, '1', 2025, { customised: true }).rate?.source).toBe('customised');
    const plain = run([{ ...disposed, effectiveLifeYears: null }]);
    expect(explainAssetYear(plain, '1', 2025).rate).toMatchObject({ source: 'asEntered', inFormula: '25%' });
  });

  it('knows a tax-office rate held to 2 or 4 decimals (66.67% or 66.6667% for 200% ÷ 3) as the effective life’s', () => {
    for (const held of [ratio(666_667, 1_000_000), ratio(6_667, 10_000)]) {
      const s = run([{ ...disposed, rate: held, effectiveLifeYears: 3 }]);
      const e = explainAssetYear(s, '1', 2025, { ...context, effectiveLifeYears: 3 });
      expect(e.rate).toMatchObject({
        source: 'effectiveLife',
        lifeMultiplier: '200%',
        effectiveLifeYears: 3,
      });
    }
    // A rate 200% ÷ 3 rounds to neither is the register's own.
    const other = run([{ ...disposed, rate: ratio(6_666, 10_000), effectiveLifeYears: 3 }]);
    expect(explainAssetYear(other, '1', 2025, { ...context, effectiveLifeYears: 3 }).rate?.source).toBe(
      'asEntered',
    );
  });

  it('explains a Division 43 demolition: the segments, the write-off of rule 7, straight line (rule 9)', () => {
    const building = asset({
      categoryCode: '43',
      methodCode: 'DV',
      startDate: '2020-07-01',
      entryFinancialYear: 2021,
      originalCost: 40_000_000,
      historicalBuildingCost: 40_000_000,
      annualClaim: 1_000_000,
      rate: ratio(1, 40),
      demolitions: [{ date: '2024-12-31', rate: ratio(1, 4) }],
    });
    const s = run([building], { roundingUnit: 'dollar' });
    const e = explainAssetYear(s, '1', 2025, {
      constructionType: 'Residential',
      constructionStartDate: '2020-01-01',
    });
    expect(e.rate).toMatchObject({ source: 'division43Table', constructionType: 'residential' });
    // Closing FY2024 $359,973 (FY2024 leap: $10,027). To 31 Dec: $10,000 × 184/365 = $5,041.10 (exact, not yet
    // rounded); write-off 25% × ($359,973 − $5,041.0959) = $88,732.98 → $88,733; then $7,500 × 181/365.
    const writeOff = stepOf(e, 'demolitionWriteOff1');
    expect(writeOff.citation).toContain('s43-40');
    expect(writeOff.amount).toBe(8_873_300);
    expect(stepOf(e, 'decline').amount).toBe(876_000);
    expect(e.figures.balancingAdjustment).toBe(-8_873_300);
    expect(e.figures.closingWrittenDownValue).toBe(26_248_000);
    expect(e.events.map((x) => x.kind)).toEqual(['demolition']);
    expect(evaluateExplanation(e)).toEqual(e.figures);
  });

  it('explains a pooled asset: the pool’s amount and its largest-remainder share (rule 5)', () => {
    const pooled = [
      asset({
        id: '1',
        categoryCode: 'L',
        startDate: '2024-08-01',
        entryFinancialYear: 2025,
        originalCost: 33_333,
      }),
      asset({
        id: '2',
        categoryCode: 'L',
        startDate: '2024-09-01',
        entryFinancialYear: 2025,
        originalCost: 66_667,
      }),
    ];
    const s = run(pooled, { lowValuePoolFlag: true });
    const [one, two] = ['1', '2'].map((id) => explainAssetYear(s, id, 2025));
    // 18.75% × $1,000.00 = $187.50, shared 33,333 : 66,667: $62.499375 and $125.000625; the one cent left goes
    // to the larger remainder (0.9375 of a cent), asset 1.
    expect(stepOf(one!, 'poolDecline').amount).toBe(18_750);
    expect(stepOf(one!, 'decline').amount).toBe(6_250);
    expect(stepOf(two!, 'decline').amount).toBe(12_500);
    expect(one!.events.map((x) => x.kind)).toEqual(['poolEntry']);
    expect(one!.rate?.source).toBe('lowValuePool');
    for (const e of [one!, two!]) expect(evaluateExplanation(e)).toEqual(e.figures);
  });

  it('gives a tied unit to the lower asset id, and keeps a share within its balance at a tail (rule 5)', () => {
    const l = (id: string, originalCost: number) =>
      asset({ id, categoryCode: 'L', startDate: '2024-08-01', entryFinancialYear: 2025, originalCost });
    // 18.75% × $20.00 = $3.75, two equal weights: $1.875 each, the odd cent to asset 1 (decision 10).
    const tie = run([l('1', 1_000), l('2', 1_000)], { lowValuePoolFlag: true });
    expect(['1', '2'].map((id) => stepOf(explainAssetYear(tie, id, 2025), 'decline').amount)).toEqual([
      188, 187,
    ]);
    // Dollar rounding: 18.75% × 6 × $0.90 = $1.0125 → $1, a whole unit asset 1 wins but cannot take (90c).
    const ids = ['1', '2', '3', '4', '5', '6'];
    const tail = run(
      ids.map((id) => l(id, 90)),
      { lowValuePoolFlag: true, roundingUnit: 'dollar' },
    );
    const shares = ids.map((id) => explainAssetYear(tail, id, 2025));
    const first = stepOf(shares[0]!, 'decline');
    expect(first.calculation).toMatchObject({ op: 'share', extraUnits: 1, unit: 100 });
    expect(first.amount).toBeLessThanOrEqual(90);
    expect(first.formula).toContain('to keep every share within its balance');
    expect(shares.reduce((sum, e) => sum + stepOf(e, 'decline').amount, 0)).toBe(100);
    for (const e of shares) expect(evaluateExplanation(e)).toEqual(e.figures);
  });

  it('shows nothing before the entry FY (rule 1) and refuses an unknown asset', () => {
    const later = asset({ startDate: '2020-07-01', entryFinancialYear: 2024 });
    const e = explainAssetYear(run([later]), '1', 2022);
    expect(e.shown).toBe(false);
    expect(Object.values(e.figures).every((x) => x === 0)).toBe(true);
    expect(e.steps.length).toBeGreaterThan(0);
    expect(() => explainAssetYear(run([later]), '9', 2025)).toThrow(RangeError);
  });

  it('rounds half away from zero, to the cent or the dollar', () => {
    const half = { op: 'round' as const, terms: [{ factors: [-1, 150], divisors: [100] }], unit: 1 };
    expect(evaluateCalculation(half, new Map())).toBe(-2);
    expect(
      evaluateCalculation({ ...half, terms: [{ factors: [15_050], divisors: [1] }], unit: 100 }, new Map()),
    ).toBe(15_100);
  });
});
