/**
 * Properties of owners' shares (issue 23 item 7; docs/tax-engine.md decisions on owners): over random registers
 * and 2–3 random owners, every figure of every tab and view of the owners adds up exactly to the whole's, each
 * owner's rounded figures are whole units of the report's rounding, and one owner at 100% is the plain run.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { registerArb, settingsArb } from '../outputs/register-arbitraries.test-support';
import { calculateSchedule, type Schedule } from '../outputs/schedule';
import { type CategoryReportCategory, calculationsTab, categoryReport, summaryTab } from '../outputs/tabs';
import { summaryTaxFlow } from '../outputs/tax-flow';
import { ownedSchedules } from './owner-runs';
import { type OwnerShare, splitByShares, WHOLE_SHARE } from './owner-shares';

const CATEGORIES: readonly CategoryReportCategory[] = [
  'DiminishingValue',
  '40',
  'L',
  'CapitalWorks',
  'Abandonment',
  'IA',
  'R',
];

/** Numbers that are not money: they are the same for every owner and the whole. */
const NOT_MONEY = new Set(['financialYear', 'financialYears', 'effectiveLife', 'daysHeld', 'days']);

/** 2 or 3 owners with shares (hundredths of a percent) adding up to 100%. */
const ownersArb: fc.Arbitrary<OwnerShare[]> = fc
  .array(fc.integer({ min: 1, max: 9_000 }), { minLength: 1, maxLength: 2 })
  .filter((cuts) => new Set(cuts).size === cuts.length)
  .map((cuts) => {
    const points = [0, ...[...cuts].sort((x, y) => x - y), WHOLE_SHARE];
    return points.slice(1).map((p, i) => ({ name: `Owner ${i + 1}`, share: p - (points[i] as number) }));
  });

/** What identifies a line of a tab: an owner whose figures on a line are all nil does not show that line. */
const LINE_KEYS = ['assetId', 'assetGroup', 'subIndustryName', 'industryName'] as const;

function lineKey(x: unknown): string | null {
  if (x === null || typeof x !== 'object') return null;
  for (const k of LINE_KEYS) if (k in x) return `${k}=${(x as Record<string, unknown>)[k]}`;
  return null;
}

/**
 * Asserts that every money leaf of `whole` is the sum of the same leaf of `parts` (a line an owner does not show
 * counts as nil), and every other leaf is equal.
 */
function expectSumOf(whole: unknown, given: readonly unknown[], path: string, key = ''): void {
  const parts = given.filter((p) => p !== ABSENT);
  if (typeof whole === 'number' && !NOT_MONEY.has(key)) {
    const sum = parts.reduce<number>((s, p) => s + (p as number), 0);
    // An owner's line not shown (no figure this FY, the whole having one) still holds a part of the asset's cost:
    // the owners' facts, and the totals of the lines they show, may fall short of the whole's, never above it.
    const short = ASSET_FACTS.has(key) && sum <= whole;
    if (sum !== whole && !short) throw new Error(`${path}: whole ${whole}, owners add up to ${sum}`);
    return;
  }
  if (whole === null || typeof whole !== 'object') {
    for (const p of parts) if (p !== whole) throw new Error(`${path}: whole ${whole}, an owner ${p}`);
    return;
  }
  if (Array.isArray(whole)) {
    const keyed = whole.length > 0 && lineKey(whole[0]) !== null;
    for (const p of parts) {
      if (!Array.isArray(p)) throw new Error(`${path}: not a list`);
      if (!keyed && p.length !== whole.length) throw new Error(`${path}: lengths differ`);
      if (keyed && p.some((x) => !whole.some((w) => lineKey(w) === lineKey(x)))) {
        throw new Error(`${path}: an owner shows a line the whole does not`);
      }
    }
    whole.forEach((w, i) => {
      const matched = parts.map((p) =>
        keyed ? ((p as unknown[]).find((x) => lineKey(x) === lineKey(w)) ?? ABSENT) : (p as unknown[])[i],
      );
      expectSumOf(w, matched, `${path}[${i}]`, key);
    });
    return;
  }
  for (const [k, w] of Object.entries(whole)) {
    expectSumOf(
      w,
      parts.map((p) => (p as Record<string, unknown>)[k]),
      `${path}.${k}`,
      k,
    );
  }
}

const ABSENT = Symbol('absent');

/** The asset's own amounts a view shows beside its figures. */
const ASSET_FACTS = new Set(['originalCost', 'historicalBuildingCost', 'annualDepreciationClaim']);

function everyView(schedule: Schedule, fy: number): unknown {
  const at = { ...schedule, currentFinancialYear: fy };
  return {
    calculations: calculationsTab(at),
    summary: summaryTab(at),
    categories: CATEGORIES.map((c) => categoryReport(schedule, c)),
  };
}

describe('owners’ shares', () => {
  it('the owners’ figures add up exactly to the whole’s in every FY, tab and view', () => {
    fc.assert(
      fc.property(registerArb(6), settingsArb, ownersArb, (assets, settings, owners) => {
        const { whole, owners: runs } = ownedSchedules(assets, settings, owners);
        expect(runs).toHaveLength(owners.length);
        expectSumOf(
          summaryTaxFlow(whole),
          runs.map((r) => summaryTaxFlow(r)),
          'taxFlow',
        );
        for (let fy = whole.currentFinancialYear - 2; fy <= whole.currentFinancialYear + 1; fy++) {
          expectSumOf(
            everyView(whole, fy),
            runs.map((r) => everyView(r, fy)),
            `FY${fy}`,
          );
        }
      }),
      { numRuns: 60 },
    );
  });

  it('each owner’s declines are whole units of the report’s rounding, the last year of an asset aside', () => {
    fc.assert(
      fc.property(registerArb(6), settingsArb, ownersArb, (assets, settings, owners) => {
        const { owners: runs } = ownedSchedules(assets, settings, owners);
        for (const run of runs) {
          const unit = run.settings.unit;
          for (const p of run.pool) if (p.closingBalance > 0) expect(p.decline % unit).toBe(0);
          run.assets.forEach((a, i) => {
            if (a.deductionClass !== 'division40' && a.deductionClass !== 'division43') return;
            const r = run.rows[i];
            if (!r) return;
            for (let fy = r.firstFinancialYear; fy <= r.lastFinancialYear; fy++) {
              const y = r.year(fy);
              // s40-72(3): the year the value runs out takes the remainder, whatever the unit; a pooled row's share
              // is the pool's (its tail goes in cents, docs/tax-engine.md decision 10), checked on the pool above.
              if (y.closingValue > 0 && !y.pooled) expect(y.decline % unit).toBe(0);
            }
          });
        }
      }),
      { numRuns: 60 },
    );
  });

  it('one owner at 100% is the plain run', () => {
    fc.assert(
      fc.property(registerArb(6), settingsArb, (assets, settings) => {
        const { whole, owners } = ownedSchedules(assets, settings, [{ name: 'Sole', share: WHOLE_SHARE }]);
        const plain = calculateSchedule(assets, settings);
        expect(summaryTaxFlow(whole)).toEqual(summaryTaxFlow(plain));
        expect(calculationsTab(whole)).toEqual(calculationsTab(plain));
        expect(owners).toEqual([whole]);
      }),
      { numRuns: 40 },
    );
  });

  it('a split adds up exactly and each part is within a cent of its exact share', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), ownersArb, (amount, owners) => {
        const shares = owners.map((o) => o.share);
        const parts = splitByShares(amount, shares);
        expect(parts.reduce((s, p) => s + p, 0)).toBe(amount);
        parts.forEach((p, i) => {
          const exact = (amount * (shares[i] as number)) / WHOLE_SHARE;
          expect(Math.abs(p - exact)).toBeLessThan(1 + 1e-3);
        });
      }),
    );
  });
});
