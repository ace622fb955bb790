/**
 * s40-27 in the engine (docs/tax-rules.md "Second-hand plant in residential premises", decision 19): a denied asset
 * keeps declining (its adjustable value is tracked for CGT event K7) and contributes nothing to any deduction, in
 * any FY, tab or view; s40-291 makes its balancing adjustment nil; it is never pooled; Division 43 is unaffected.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { civilDateOfDayNumber, dayNumber } from '../calendar/civil-date';
import { DEFAULT_INCENTIVE_WINDOWS } from '../law/incentive-rules';
import { type Taxpayer, UNSET_TAXPAYER } from '../law/taxpayer';
import type { ReportSettings, TaxAssetInput } from '../model/input';
import { ratio } from '../money/exact';
import { DEDUCTION_VIEW_KINDS, deductionView } from '../outputs/deduction-views';
import { explainAssetYear } from '../outputs/explanation';
import { evaluateExplanation } from '../outputs/explanation-model';
import { compareMethods } from '../outputs/method-comparison';
import { calculateSchedule, claimToDate } from '../outputs/schedule';
import { calculationsTab, summaryTab } from '../outputs/tabs';
import { summaryTaxFlow } from '../outputs/tax-flow';
import { asset } from '../test-support';

/** An individual who bought an existing rental house under a contract of 14 March 2019 (ATO "Tim's rental property"). */
const tim: Taxpayer = {
  ...UNSET_TAXPAYER,
  entityType: 'individual',
  propertyUse: 'residentialRental',
  turnoverBand: null,
  premisesCondition: 'previouslyUsed',
  contractDate: '2019-03-14',
  settlementDate: '2019-04-30',
};
const settings = (taxpayer: Taxpayer | null, more: Partial<ReportSettings> = {}): ReportSettings => ({
  eofyReportDate: '2025-06-30',
  taxpayer,
  incentiveWindows: DEFAULT_INCENTIVE_WINDOWS,
  ...more,
});
/** The carpet the seller laid: in the house when it was bought, so second-hand to the buyer. */
const carpet = asset({
  id: '1',
  startDate: '2019-04-30',
  entryFinancialYear: 2019,
  originalCost: 400_000,
  rate: ratio(2, 8),
  description: 'Carpet',
});
/** A dishwasher the owner bought new after settlement. */
const dishwasher = asset({
  id: '2',
  startDate: '2021-08-01',
  entryFinancialYear: 2022,
  originalCost: 120_000,
  rate: ratio(2, 10),
});
const building = asset({
  id: '3',
  categoryCode: '43',
  methodCode: 'PC',
  startDate: '2019-04-30',
  entryFinancialYear: 2019,
  originalCost: 30_000_000,
  historicalBuildingCost: 30_000_000,
  rate: ratio(1, 40),
});

describe('s40-27 in the schedule', () => {
  it("Tim's rental property: the carpet that came with the house declines but deducts nothing; what he bought new and the building deduct as before", () => {
    const denied = calculateSchedule([carpet, dishwasher, building], settings(tim));
    const plain = calculateSchedule([carpet, dishwasher, building], settings(null));
    expect(denied.assets[0]?.deniedBy).toBe('s40-27');
    const tab = calculationsTab(denied).modelAssetCalcParams;
    const before = calculationsTab(plain).modelAssetCalcParams;
    // FY2025: the carpet's value still falls (25% a year), its deduction is $0 with the reason.
    expect(tab[0]).toMatchObject({ depreciation: 0, depreciationClaimToDate: 0, deniedBy: 's40-27' });
    expect(tab[0]?.closingWrittenDownValue).toBe(before[0]?.closingWrittenDownValue);
    expect(tab[0]?.openingWrittenDownValue).toBe(before[0]?.openingWrittenDownValue);
    expect(before[0]?.depreciation).toBeGreaterThan(0);
    expect(tab[1]).toEqual(before[1]);
    expect(tab[2]).toEqual(before[2]);
    expect(tab[1]?.deniedBy).toBeUndefined();
  });

  it('the explanation cites s40-27 and the capital gains treatment (CGT event K7), and evaluates to the $0 figures', () => {
    const s = calculateSchedule([carpet], settings(tim));
    const e = explainAssetYear(s, '1', 2025);
    expect(e.figures.depreciation).toBe(0);
    expect(evaluateExplanation(e)).toEqual(e.figures);
    expect(e.steps.find((x) => x.key === 'deniedDeduction')?.citation).toContain('s40-27');
    expect(e.events.some((x) => x.kind === 'deductionDenied' && x.text.includes('CGT event K7'))).toBe(true);
    // The decline that is not deducted is still worked out: the closing value is the opening less it.
    const decline = e.steps.find((x) => x.key === 'decline')?.amount ?? 0;
    expect(decline).toBeGreaterThan(0);
    expect(e.figures.closingWrittenDownValue).toBe(e.figures.openingWrittenDownValue - decline);
  });

  it('s40-291: on disposal the balancing adjustment of a wholly denied asset is nil, and the explanation says so', () => {
    const sold = { ...carpet, disposal: { date: '2024-10-01', terminationValue: 50_000 } };
    const s = calculateSchedule([sold], settings(tim));
    const plain = calculateSchedule([sold], settings(null));
    expect(plain.rows[0]?.year(2025).balancingAdjustment).not.toBe(0);
    const y = s.rows[0]?.year(2025);
    expect(y).toMatchObject({ decline: 0, balancingAdjustment: 0, closingValue: 0 });
    // The adjustable value at the sale is still shown as the value disposed of.
    expect(y?.disposedValue).toBe(plain.rows[0]?.year(2025).disposedValue);
    const e = explainAssetYear(s, '1', 2025);
    expect(e.steps.find((x) => x.key === 'deniedBalancing')?.formula).toContain('nil');
    expect(evaluateExplanation(e)).toEqual(e.figures);
  });

  it('is never pooled (s40-435(2)): an L asset and a low-value DV asset stay single with nil deductions', () => {
    const small = { ...carpet, id: '4', categoryCode: 'L' as const, originalCost: 90_000 };
    const s = calculateSchedule([carpet, small], settings(tim, { lowValuePoolFlag: true }));
    expect(s.pool.every((p) => p.decline === 0 && p.closingBalance === 0)).toBe(true);
    for (const r of s.rows) for (let fy = 2019; fy <= 2030; fy++) expect(r.year(fy).pooled).toBe(false);
  });

  it('excluded entities, a business, earlier contracts, new premises and no taxpayer keep every deduction', () => {
    const base = calculateSchedule([carpet], settings(null));
    for (const t of [
      { ...tim, entityType: 'company' as const },
      { ...tim, propertyUse: 'business' as const },
      { ...tim, contractDate: '2017-05-08' },
      { ...tim, premisesCondition: 'new' as const },
    ]) {
      const s = calculateSchedule([carpet], settings(t));
      expect(s.assets[0]?.deniedBy).toBeNull();
      expect(calculationsTab(s)).toEqual(calculationsTab(base));
    }
  });
});

const ownerArb: fc.Arbitrary<TaxAssetInput> = fc
  .record({
    category: fc.constantFrom<'40' | 'L' | '43'>('40', '40', 'L', '43'),
    method: fc.constantFrom<'DV' | 'PC'>('DV', 'PC'),
    start: fc.integer({ min: dayNumber('2018-01-01'), max: dayNumber('2024-12-31') }),
    cost: fc.integer({ min: 0, max: 3_000_000 }),
    life: fc.integer({ min: 2, max: 20 }),
    secondHand: fc.constantFrom<boolean | null>(true, false, null),
    sale: fc.option(fc.record({ after: fc.integer({ min: 0, max: 3000 }), value: fc.nat(2_000_000) })),
  })
  .map((r) => ({
    ...asset({
      categoryCode: r.category,
      methodCode: r.method,
      startDate: civilDateOfDayNumber(r.start),
      entryFinancialYear: 2018,
      // s40-425(2): an L asset costs less than $1,000.
      originalCost: r.category === 'L' ? r.cost % 100_000 : r.cost,
      rate: r.category === '43' ? ratio(1, 40) : ratio(r.method === 'DV' ? 2 : 1, r.life),
      historicalBuildingCost: r.category === '43' ? r.cost : null,
      setName: null,
      secondHand: r.secondHand,
    }),
    disposal: r.sale
      ? { date: civilDateOfDayNumber(r.start + r.sale.after), terminationValue: r.sale.value }
      : null,
  }));
const registerArb = fc
  .array(ownerArb, { minLength: 1, maxLength: 6 })
  // Distinct descriptions: no two are identical items of the $300 test, so leaving some out changes no other one.
  .map((xs) => xs.map((a, i) => ({ ...a, id: String(i + 1), description: `item ${i + 1}` })));

describe('s40-27 properties', () => {
  it('a denied asset contributes nothing to any deduction in any FY, tab, view or method, and its value still declines', () => {
    fc.assert(
      fc.property(registerArb, fc.boolean(), (assets, pool) => {
        const s = calculateSchedule(assets, settings(tim, { lowValuePoolFlag: pool }));
        // Without the denied assets, every total of the report is the same (they add nothing anywhere).
        const denied = new Set(s.assets.filter((a) => a.deniedBy).map((a) => a.input.id));
        const rest = calculateSchedule(
          assets.filter((a) => !denied.has(a.id)),
          settings(tim, { lowValuePoolFlag: pool }),
        );
        expect(summaryTaxFlow(s).total).toEqual(summaryTaxFlow(rest).total);
        expect(summaryTab(s).total.depreciation).toBe(summaryTab(rest).total.depreciation);
        expect(summaryTab(s).total.balancingAdjustment).toBe(summaryTab(rest).total.balancingAdjustment);
        for (const view of DEDUCTION_VIEW_KINDS) {
          const cells = deductionView(s, view).balance;
          const without = deductionView(rest, view).balance;
          expect(cells.map((c) => [c.depreciation, c.balancingAdjustments, c.abandonment])).toEqual(
            without.map((c) => [c.depreciation, c.balancingAdjustments, c.abandonment]),
          );
        }
        expect(compareMethods(assets, settings(tim, { lowValuePoolFlag: pool }))).toEqual(
          compareMethods(
            assets.filter((a) => !denied.has(a.id)),
            settings(tim, { lowValuePoolFlag: pool }),
          ),
        );
        // The same owner as an excluded entity: the same $300 answers, nothing denied, nothing pooled.
        const company = { ...tim, entityType: 'company' as const };
        const plain = calculateSchedule(assets, settings(company, { lowValuePoolFlag: false }));
        s.assets.forEach((a, i) => {
          if (!a.deniedBy) return;
          expect(a.input.categoryCode).not.toBe('43');
          expect(claimToDate(s, i, s.lastFinancialYear)).toBe(0);
          // Its adjustable value falls as it would with the deduction (never pooled, so as a single asset).
          for (let fy = a.startFinancialYear; fy <= 2030; fy++) {
            const y = s.rows[i]?.year(fy);
            expect(y?.decline).toBe(0);
            expect(y?.balancingAdjustment).toBe(0);
            expect(y?.closingValue).toBe(plain.rows[i]?.year(fy).closingValue);
          }
        });
      }),
      { numRuns: 60 },
    );
  });
});
