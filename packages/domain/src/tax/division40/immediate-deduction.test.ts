/**
 * The $300 immediate deduction (s40-80(2); docs/tax-rules.md "Immediate deduction of $300 or less", decision 20):
 * an item of $300 or less of an owner who holds the property to earn rent is deducted whole in its start FY, unless
 * its set or identical items started that FY cost more than $300 together; never for a business, never without a
 * taxpayer (plain arithmetic). No ATO example with figures was found in the stored pages; the examples below follow
 * the section's tests one by one (the ATO's "Depreciating assets in rental properties": "for depreciating assets
 * costing more than $300, you can claim deductions for the decline in value over its effective useful life").
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { civilDateOfDayNumber, dayNumber } from '../calendar/civil-date';
import { financialYearOf } from '../calendar/financial-year';
import { DEFAULT_INCENTIVE_WINDOWS } from '../law/incentive-rules';
import { type Taxpayer, UNSET_TAXPAYER } from '../law/taxpayer';
import type { ReportSettings, TaxAssetInput } from '../model/input';
import { ratio } from '../money/exact';
import { explainAssetYear } from '../outputs/explanation';
import { evaluateExplanation } from '../outputs/explanation-model';
import { calculateSchedule } from '../outputs/schedule';
import { calculationsTab } from '../outputs/tabs';
import { summaryTaxFlow } from '../outputs/tax-flow';
import { ownedSchedules } from '../owners/owner-runs';
import { asset } from '../test-support';

/** An individual renting out a house bought new (nothing second-hand: s40-27 stays out of these examples). */
const landlord: Taxpayer = {
  ...UNSET_TAXPAYER,
  entityType: 'individual',
  propertyUse: 'residentialRental',
  premisesCondition: 'new',
  contractDate: '2020-02-01',
  settlementDate: '2020-03-01',
};
const settings = (taxpayer: Taxpayer | null, more: Partial<ReportSettings> = {}): ReportSettings => ({
  eofyReportDate: '2025-06-30',
  taxpayer,
  incentiveWindows: DEFAULT_INCENTIVE_WINDOWS,
  ...more,
});
/** A toaster bought on 15 March 2024 (FY2024), 5-year life under diminishing value. */
const toaster = (cost: number, more: Partial<TaxAssetInput> = {}) =>
  asset({
    id: '1',
    startDate: '2024-03-15',
    entryFinancialYear: 2024,
    originalCost: cost,
    rate: ratio(2, 5),
    description: 'Toaster',
    ...more,
  });
const firstYear = (assets: TaxAssetInput[], s: ReportSettings, index = 0) =>
  calculateSchedule(assets, s).rows[index]?.year(2024);

describe('$300 immediate deduction (s40-80(2))', () => {
  it('deducts an item of exactly $300 whole in its start FY, not apportioned by days, and nothing after', () => {
    const s = calculateSchedule([toaster(30_000)], settings(landlord));
    expect(s.rows[0]?.year(2024)).toMatchObject({ additions: 30_000, decline: 30_000, closingValue: 0 });
    expect(s.rows[0]?.year(2025).decline).toBe(0);
    // Without the rule: $300 × 40% × 108/365 = $35.51 in FY2024.
    expect(firstYear([toaster(30_000)], settings(null))?.decline).toBe(3_551);
  });

  it('depreciates an item of $300.01 as usual', () => {
    expect(firstYear([toaster(30_001)], settings(landlord))?.decline).toBe(3_551);
  });

  it('is ordinary Division 40 decline: the tax flow puts it in its FY, not in the additional allowances (decision 20)', () => {
    const flow = summaryTaxFlow(
      calculateSchedule(
        [toaster(25_000, { startDate: '2024-09-01', entryFinancialYear: 2025 })],
        settings(landlord),
      ),
    );
    expect(flow.balanceSummaryTaxFlow[0]?.div40Depreciation).toBe(25_000);
    expect(flow.additionalAllowancesSummaryTaxFlow.total).toBe(0);
  });

  it('not when its set, started the same FY, costs more than $300: four $100 dining chairs', () => {
    const chairs = [1, 2, 3, 4].map((n) =>
      toaster(10_000, { id: String(n), description: `Dining chair ${n}`, setName: 'Dining setting' }),
    );
    const s = calculateSchedule(chairs, settings(landlord));
    for (const r of s.rows) expect(r.year(2024).decline).toBe(1_184);
    // Three chairs ($300 together) are deducted whole.
    const three = calculateSchedule(chairs.slice(0, 3), settings(landlord));
    for (const r of three.rows) expect(r.year(2024).decline).toBe(10_000);
  });

  it('not when identical items started the same FY cost more than $300 together; identical items of different FYs are each deducted', () => {
    const smokeAlarms = [toaster(20_000, { id: '1' }), toaster(20_000, { id: '2', startDate: '2024-06-01' })];
    expect(firstYear(smokeAlarms, settings(landlord), 1)?.decline).toBe(658);
    const apart = [toaster(20_000, { id: '1' }), toaster(20_000, { id: '2', startDate: '2024-07-01' })];
    const s = calculateSchedule(apart, settings(landlord));
    expect(s.rows[0]?.year(2024).decline).toBe(20_000);
    expect(s.rows[1]?.year(2025).decline).toBe(20_000);
  });

  it('not for a business, not without a taxpayer, not from a written-down value; and commercial rent qualifies', () => {
    expect(firstYear([toaster(20_000)], settings({ ...landlord, propertyUse: 'business' }))?.decline).toBe(
      2_367,
    );
    expect(firstYear([toaster(20_000)], settings(null))?.decline).toBe(2_367);
    const held = toaster(20_000, { writtenDownValue: { value: 15_000, date: '2024-06-30' } });
    expect(calculateSchedule([held], settings(landlord)).rows[0]?.year(2025).decline).toBe(6_000);
    const shop = { ...landlord, propertyUse: 'nonResidentialRental' as const };
    expect(firstYear([toaster(20_000)], settings(shop))?.decline).toBe(20_000);
  });

  it('is never pooled (s40-425(4)): an L item of $300 or less is deducted whole even under a pool', () => {
    const s = calculateSchedule(
      [toaster(29_900, { categoryCode: 'L' })],
      settings(landlord, { lowValuePoolFlag: true }),
    );
    expect(s.rows[0]?.year(2024)).toMatchObject({ decline: 29_900, pooled: false });
    expect(s.pool.every((p) => p.lowCostAdditions === 0)).toBe(true);
  });

  it('tests the largest owner’s interest (s40-35): $500 owned 50/50 is two $250 interests deducted whole', () => {
    const item = toaster(50_000);
    const owners = [
      { name: 'Ann', share: 5_000 },
      { name: 'Bob', share: 5_000 },
    ];
    const { whole } = ownedSchedules([item], settings(landlord), owners);
    expect(whole.rows[0]?.year(2024).decline).toBe(50_000);
    const seventy = ownedSchedules([item], settings(landlord), [
      { name: 'Ann', share: 7_000 },
      { name: 'Bob', share: 3_000 },
    ]);
    expect(seventy.whole.rows[0]?.year(2024).decline).toBeLessThan(50_000);
  });

  it('the explanation cites s40-80(2) and says why; a set over $300 is named when it stops the deduction', () => {
    const s = calculateSchedule([toaster(30_000)], settings(landlord));
    const e = explainAssetYear(s, '1', 2024);
    const decline = e.steps.find((x) => x.key === 'decline');
    expect(decline?.citation).toContain('s40-80(2)');
    expect(decline?.formula).toContain('$300 or less');
    expect(decline?.formula).toContain('non-business');
    expect(decline?.formula).toContain('not part of a set');
    expect(evaluateExplanation(e)).toEqual(e.figures);
    const chairs = [1, 2].map((n) =>
      toaster(20_000, { id: String(n), description: `Chair ${n}`, setName: 'Chairs' }),
    );
    const refused = explainAssetYear(calculateSchedule(chairs, settings(landlord)), '1', 2024);
    expect(refused.note).toContain('"Chairs"');
    expect(refused.note).toContain('$400.00');
  });
});

const itemArb = fc.record({
  start: fc.integer({ min: dayNumber('2019-07-01'), max: dayNumber('2025-06-30') }),
  cost: fc.integer({ min: 0, max: 60_000 }),
  category: fc.constantFrom<'40' | 'L'>('40', 'L'),
  method: fc.constantFrom<'DV' | 'PC'>('DV', 'PC'),
  set: fc.constantFrom<string | null>(null, null, 'Lounge', 'Bedroom'),
  description: fc.constantFrom('Toaster', 'Kettle', 'Fan', 'Lamp'),
  secondHand: fc.constantFrom<boolean | null>(null, true, false),
});
const itemsArb = fc.array(itemArb, { minLength: 1, maxLength: 8 }).map((xs) =>
  xs.map((r, i) =>
    asset({
      id: String(i + 1),
      categoryCode: r.category,
      methodCode: r.method,
      startDate: civilDateOfDayNumber(r.start),
      entryFinancialYear: 2019,
      originalCost: r.cost,
      rate: ratio(r.method === 'DV' ? 2 : 1, 5),
      setName: r.set,
      description: r.description,
      secondHand: r.secondHand,
    }),
  ),
);

describe('$300 properties', () => {
  it('an item of $300 or less not in a set or identical items over $300 is deducted whole in its start FY', () => {
    fc.assert(
      fc.property(itemsArb, fc.boolean(), (items, pool) => {
        const s = calculateSchedule(items, settings(landlord, { lowValuePoolFlag: pool }));
        const total = (key: (a: TaxAssetInput) => string | null, a: TaxAssetInput) =>
          items
            .filter((b) => key(b) !== null && key(b) === key(a))
            .reduce((sum, b) => sum + b.originalCost, 0);
        s.assets.forEach((p, i) => {
          const a = p.input;
          const fy = financialYearOf(a.startDate);
          const set = total((b) => (b.setName ? `${financialYearOf(b.startDate)} ${b.setName}` : null), a);
          const same = total((b) => `${financialYearOf(b.startDate)} ${b.description}`, a);
          const expected = a.originalCost <= 30_000 && set <= 30_000 && same <= 30_000;
          expect(p.immediateDeduction?.applies ?? false).toBe(expected);
          // A second-hand item's deduction is nil all the same (s40-27), though its value goes at once.
          if (expected) {
            expect(s.rows[i]?.year(fy)).toMatchObject({
              decline: p.deniedBy ? 0 : a.originalCost,
              closingValue: 0,
              pooled: false,
            });
          }
        });
      }),
      { numRuns: 150 },
    );
  });

  it('without a taxpayer nothing changes: the set names and second-hand answers are not read', () => {
    fc.assert(
      fc.property(itemsArb, fc.boolean(), (items, pool) => {
        const bare = items.map((a) => ({ ...a, setName: null, secondHand: null }));
        const s = settings(null, { lowValuePoolFlag: pool });
        const x = calculateSchedule(items, s);
        expect(x.assets.every((a) => a.immediateDeduction === null && a.deniedBy === null)).toBe(true);
        expect(calculationsTab(x)).toEqual(calculationsTab(calculateSchedule(bare, s)));
        expect(summaryTaxFlow(x)).toEqual(summaryTaxFlow(calculateSchedule(bare, s)));
      }),
      { numRuns: 60 },
    );
  });
});
