/**
 * The incentives and the low value pool's limit, on the ATO's worked examples (docs/reference/tax-vectors.json
 * IAWO-01, IAWO-02, IAWO-03, TABLE-01) and as properties: no asset outside every window gets an incentive; one
 * inside a window, under its threshold, of a qualifying business always does; `L` over $1,000 never passes.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { civilDateOfDayNumber, dayNumber } from '../calendar/civil-date';
import { TaxInputError } from '../model/input';
import { ratio } from '../money/exact';
import { asset, run } from '../test-support';
import { type CategoryFacts, categoryRefusals, LOW_VALUE_LIMIT } from './category-limits';
import { type IncentiveAssetFacts, incentiveVerdict } from './incentive-eligibility';
import { DEFAULT_INCENTIVE_WINDOWS, type IncentiveWindow } from './incentive-rules';
import { type Taxpayer, TURNOVER_BANDS, turnoverBelow, UNSET_TAXPAYER } from './taxpayer';

const smallBusiness: Taxpayer = { ...UNSET_TAXPAYER, propertyUse: 'business', turnoverBand: 'under2m' };
const law = { taxpayer: smallBusiness, incentiveWindows: DEFAULT_INCENTIVE_WINDOWS };
const ia = (cost: number, firstUsed: string): CategoryFacts & IncentiveAssetFacts => ({
  category: 'IA',
  method: 'DV',
  cost,
  writtenDownValue: null,
  firstUsed,
  acquired: firstUsed,
  secondHand: null,
});

describe('instant asset write-off: the ATO examples', () => {
  it('IAWO-01-daryl-exceeds-threshold: a $40,000 ute first used 28 July 2016 is over the $20,000 threshold', () => {
    const [refusal] = categoryRefusals(ia(4_000_000, '2016-07-28'), law);
    expect(refusal).toContain('$20,000 instant asset write-off');
    expect(refusal).toContain('ITAA97 s328-180');
    expect(refusal).toContain('cost under $20,000');
    expect(refusal).toContain('$40,000');
  });

  it('IAWO-02-barry-per-asset: a $22,000 van and a $14,000 trailer are each under $30,000 (April–May 2019)', () => {
    expect(categoryRefusals(ia(2_200_000, '2019-04-10'), law)).toEqual([]);
    expect(categoryRefusals(ia(1_400_000, '2019-05-15'), law)).toEqual([]);
  });

  it('IAWO-03-fiona-private-use: the whole $6,800 of a computer first used 18 May 2018 is under $20,000', () => {
    const verdict = incentiveVerdict(ia(680_000, '2018-05-18'), smallBusiness, DEFAULT_INCENTIVE_WINDOWS);
    expect(verdict.eligible && verdict.window.costBelow).toBe(2_000_000);
  });

  it('TABLE-01-iawo-thresholds: the threshold in force on each first-use date, cost tested as less than', () => {
    const cases: [string, number][] = [
      ['2012-01-15', 100_000],
      ['2013-06-30', 650_000],
      ['2014-06-30', 100_000],
      ['2017-03-01', 2_000_000],
      ['2019-02-15', 2_500_000],
      ['2019-12-01', 3_000_000],
      ['2023-10-01', 2_000_000],
      ['2025-01-10', 2_000_000],
    ];
    for (const [firstUsed, threshold] of cases) {
      expect(categoryRefusals(ia(threshold - 1, firstUsed), law), firstUsed).toEqual([]);
      expect(categoryRefusals(ia(threshold, firstUsed), law), firstUsed).toHaveLength(1);
    }
  });

  it('the $150,000 write-off needs the asset acquired by 31 December 2020; temporary full expensing has no cap', () => {
    const lateAcquired = { ...ia(10_000_000, '2021-03-01'), acquired: '2021-02-01' };
    const mid = { ...law, taxpayer: { ...smallBusiness, turnoverBand: 'from10mTo50m' as const } };
    const verdict = incentiveVerdict(lateAcquired, mid.taxpayer, DEFAULT_INCENTIVE_WINDOWS);
    expect(verdict.eligible && verdict.window.kind).toBe('temporaryFullExpensing');
  });
});

describe('who may claim an incentive', () => {
  it('an individual renting a house gets none: the incentives are for a business', () => {
    const renter = { ...law, taxpayer: { ...UNSET_TAXPAYER, propertyUse: 'residentialRental' as const } };
    expect(categoryRefusals(ia(50_000, '2024-01-10'), renter)[0]).toContain('only for a business');
  });

  it('an unanswered fact is "not set", never a guess', () => {
    const unset = { ...law, taxpayer: UNSET_TAXPAYER };
    expect(categoryRefusals(ia(50_000, '2024-01-10'), unset)[0]).toContain('not set in General Info');
  });

  it('accelerated depreciation: only new assets held and first used from 13 March 2020 to 30 June 2021', () => {
    const ad = (firstUsed: string, secondHand: boolean | null = null): CategoryFacts => ({
      ...ia(5_000_000, firstUsed),
      category: 'AD',
      secondHand,
    });
    expect(categoryRefusals(ad('2020-09-01'), law)).toEqual([]);
    expect(categoryRefusals(ad('2024-07-15'), law)[0]).toContain('no window of the law covers it');
    expect(categoryRefusals(ad('2020-09-01', true), law)[0]).toContain('only for new assets');
  });
});

describe('the low value pool (s40-425)', () => {
  const l = (cost: number, writtenDownValue: number | null = null): CategoryFacts => ({
    ...ia(cost, '2024-01-10'),
    category: 'L',
    writtenDownValue,
  });

  it('takes a low-cost asset under $1,000 and a low-value asset whose opening value is under $1,000', () => {
    expect(categoryRefusals(l(99_999), {})).toEqual([]);
    expect(categoryRefusals(l(150_000, 90_000), {})).toEqual([]);
    expect(categoryRefusals(l(100_000), {})[0]).toContain('s40-425');
    expect(categoryRefusals(l(150_000), {})[0]).toContain('$1,500.00');
  });

  it('with owners, tests the cost of the largest owner’s interest (s40-35; decision 17)', () => {
    const halves = { largestOwnerShare: ratio(5_000, 10_000) };
    // A $1,500 camera owned 50/50: each interest costs $750, a low-cost asset for both owners.
    expect(categoryRefusals(l(150_000), halves)).toEqual([]);
    // Owned 70/30, the largest interest costs $1,400: refused, and the message says whose cost it read.
    const refusal = categoryRefusals(l(200_000), { largestOwnerShare: ratio(7_000, 10_000) })[0];
    expect(refusal).toContain('the largest owner’s interest in this asset cost $1,400.00 (s40-35)');
    // $1,999.99 at 50%: $1,000.00 rounded up to the cent, not under $1,000.
    expect(categoryRefusals(l(199_999), halves)).toHaveLength(1);
  });

  it('an owner’s interest passes exactly when its cost, rounded up, is under $1,000', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1e9 }), fc.integer({ min: 1, max: 10_000 }), (cost, share) => {
        const interest = Math.ceil((cost * share) / 10_000);
        const refused = categoryRefusals(l(cost), { largestOwnerShare: ratio(share, 10_000) }).length > 0;
        expect(refused).toBe(interest >= LOW_VALUE_LIMIT);
      }),
    );
  });

  it('L over $1,000 is refused whatever else the row holds', () => {
    fc.assert(
      fc.property(fc.integer({ min: LOW_VALUE_LIMIT, max: 1e10 }), (cost) => {
        expect(categoryRefusals(l(cost), law)).toHaveLength(1);
      }),
    );
  });
});

const FIRST = dayNumber('2005-01-01');
const LAST = dayNumber('2030-12-31');
const dayArb = fc.integer({ min: FIRST, max: LAST }).map(civilDateOfDayNumber);

const insideSomeWindow = (category: 'IA' | 'AD', firstUsed: string, acquired: string) =>
  DEFAULT_INCENTIVE_WINDOWS.some(
    (w) =>
      w.category === category &&
      firstUsed >= w.firstUsedFrom &&
      firstUsed <= w.firstUsedTo &&
      (w.acquiredFrom === null || acquired >= w.acquiredFrom) &&
      (w.acquiredTo === null || acquired <= w.acquiredTo),
  );

describe('properties of the incentive windows', () => {
  it('no asset outside every window gets an incentive, whoever owns it', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<'IA' | 'AD'>('IA', 'AD'),
        dayArb,
        dayArb,
        fc.integer({ min: 0, max: 1e9 }),
        fc.constantFrom(...TURNOVER_BANDS.map((b) => b.band)),
        (category, firstUsed, acquired, cost, band) => {
          fc.pre(!insideSomeWindow(category, firstUsed, acquired));
          const owner = { ...smallBusiness, turnoverBand: band };
          const facts: IncentiveAssetFacts = { ...ia(cost, firstUsed), category, acquired };
          expect(incentiveVerdict(facts, owner, DEFAULT_INCENTIVE_WINDOWS).eligible).toBe(false);
        },
      ),
    );
  });

  it('inside a window, under its threshold, a new asset of a qualifying business always gets it', () => {
    const windowArb = fc.constantFrom(...DEFAULT_INCENTIVE_WINDOWS);
    fc.assert(
      fc.property(
        windowArb,
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.nat(),
        (w: IncentiveWindow, at, c) => {
          const from = dayNumber(
            w.acquiredFrom && w.acquiredFrom > w.firstUsedFrom ? w.acquiredFrom : w.firstUsedFrom,
          );
          const toDate = w.firstUsedTo === '9999-12-31' ? '2030-12-31' : w.firstUsedTo;
          const to = dayNumber(w.acquiredTo && w.acquiredTo < toDate ? w.acquiredTo : toDate);
          const day = civilDateOfDayNumber(from + Math.floor(at * (to - from)));
          const cost = w.costBelow === null ? c : c % w.costBelow;
          const band = TURNOVER_BANDS.find((b) => turnoverBelow(b.band, w.turnoverBelow))?.band;
          fc.pre(band !== undefined);
          const owner = { ...smallBusiness, turnoverBand: band ?? null };
          const facts: IncentiveAssetFacts = { ...ia(cost, day), category: w.category, secondHand: false };
          expect(incentiveVerdict(facts, owner, DEFAULT_INCENTIVE_WINDOWS).eligible).toBe(true);
        },
      ),
    );
  });
});

describe('the engine refuses what the law refuses', () => {
  const taxpayer = { ...UNSET_TAXPAYER, propertyUse: 'business' as const, turnoverBand: 'under2m' as const };

  it('an accelerated depreciation asset outside its window is an input issue, not a silent extra 50%', () => {
    const late = asset({
      categoryCode: 'AD',
      startDate: '2024-07-15',
      entryFinancialYear: 2025,
      rate: ratio(1, 5),
    });
    expect(() => run([late], { taxpayer })).toThrow(TaxInputError);
    expect(() => run([late], { taxpayer })).toThrow(/Accelerated depreciation \(AD\)/);
  });

  it('without a taxpayer the engine is the arithmetic of the worked examples and judges nothing', () => {
    const late = asset({ categoryCode: 'AD', startDate: '2024-07-15', entryFinancialYear: 2025 });
    expect(() => run([late])).not.toThrow();
  });
});
