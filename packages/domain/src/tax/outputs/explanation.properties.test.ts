/**
 * The key property of issue 12: an explanation recomputes its figure exactly. Over random registers (every
 * category, written-down values, later entry FYs, demolitions, disposals, abandonments, the pool, both rounding
 * units and both leap-year policies), evaluating the steps of every asset's explanation in every FY gives exactly
 * the figures the schedule holds.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { civilDateOfDayNumber, dayNumber } from '../calendar/civil-date';
import type { CategoryCode, ReportSettings, TaxAssetInput } from '../model/input';
import { ratio } from '../money/exact';
import { explainAssetYear } from './explanation';
import { evaluateExplanation, evaluateSteps, FIGURE_NAMES } from './explanation-model';
import { assetYear, calculateSchedule, claimToDate, type Schedule } from './schedule';

const FIRST_DAY = dayNumber('2015-01-01');
const LAST_DAY = dayNumber('2026-12-31');

const assetArb = (id: string): fc.Arbitrary<TaxAssetInput> =>
  fc
    .record({
      categoryCode: fc.constantFrom<CategoryCode>('40', '40', 'AD', '43', 'L', 'L', 'IA', 'R'),
      methodCode: fc.constantFrom<'DV' | 'PC'>('DV', 'PC'),
      start: fc.integer({ min: FIRST_DAY, max: LAST_DAY }),
      originalCost: fc.oneof(fc.integer({ min: 0, max: 150_000 }), fc.integer({ min: 0, max: 50_000_000 })),
      life: fc.integer({ min: 1, max: 40 }),
      stored: fc.boolean(),
      group: fc.constantFrom('Carpets', 'Lifts', 'EX', 'Lighting'),
      entryLater: fc.integer({ min: 0, max: 3 }),
      wdv: fc.option(
        fc.record({ after: fc.integer({ min: -400, max: 900 }), share: fc.integer({ min: 0, max: 100 }) }),
      ),
      event: fc.option(
        fc.record({
          kind: fc.constantFrom('disposal', 'abandonment', 'demolition', 'disposal+abandonment'),
          after: fc.integer({ min: 0, max: 4000 }),
          value: fc.integer({ min: 0, max: 20_000_000 }),
          share: fc.integer({ min: 1, max: 100 }),
        }),
      ),
    })
    .map((r) => {
      const pc = r.methodCode === 'PC' || r.categoryCode === '43';
      const rate = r.categoryCode === '43' ? ratio(1, 40) : ratio(r.methodCode === 'DV' ? 2 : 1, r.life);
      const startDate = civilDateOfDayNumber(r.start);
      const startFY = Number(startDate.slice(0, 4)) + (Number(startDate.slice(5, 7)) >= 7 ? 1 : 0);
      const a: TaxAssetInput = {
        id,
        categoryCode: r.categoryCode,
        methodCode: r.methodCode,
        assetGroup: r.group,
        industry: 'Property',
        subIndustry: 'General',
        startDate,
        // Rule 1: an asset cannot enter the register after the report's current FY (FY2025).
        entryFinancialYear: Math.min(startFY + r.entryLater, 2025),
        originalCost: r.originalCost,
        rate,
        historicalBuildingCost: r.categoryCode === '43' ? r.originalCost : null,
        // The service stores the PC annual claim rounded to the cent (docs/tax-rules.md "Asset fields").
        annualClaim: pc && r.stored ? Math.round((r.originalCost * rate.num) / rate.den) : null,
      };
      if (r.wdv) {
        a.writtenDownValue = {
          value: Math.floor((r.originalCost * r.wdv.share) / 100),
          date: civilDateOfDayNumber(r.start + r.wdv.after),
        };
      }
      const e = r.event;
      const from = Math.max(r.start, r.wdv ? r.start + r.wdv.after + 1 : r.start);
      const date = e ? civilDateOfDayNumber(from + e.after) : '';
      if (e?.kind.startsWith('disposal')) a.disposal = { date, terminationValue: e.value };
      if (e?.kind.endsWith('abandonment')) a.abandonmentDate = civilDateOfDayNumber(from + (e.after % 700));
      if (e?.kind === 'demolition') {
        a.demolitions = [
          { date, rate: ratio(e.share, 100) },
          { date: civilDateOfDayNumber(from + e.after + 400), rate: ratio(100 - e.share, 200) },
          { date: civilDateOfDayNumber(from + e.after + 400), rate: ratio(100 - e.share, 200) },
        ];
      }
      return a;
    });

const assetsArb = fc
  .integer({ min: 1, max: 7 })
  .chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => assetArb(String(i + 1)))));
const settingsArb = fc.record({
  leapYearPolicy: fc.constantFrom<'statutory' | 'cap365'>('statutory', 'cap365'),
  lowValuePoolFlag: fc.boolean(),
  depreciationMethod: fc.constantFrom<'DV' | 'PC' | null>('DV', 'PC', null),
});

const calc = (assets: TaxAssetInput[], s: Partial<ReportSettings>) =>
  calculateSchedule(assets, { eofyReportDate: '2025-06-30', years: 40, ...s });

/** The figures the Calculations tab would show for the asset in `fy` (outputs/tabs.ts, any FY). */
function tabFigures(s: Schedule, i: number, fy: number) {
  const y = assetYear(s, i, fy);
  const shown = fy >= (s.assets[i]?.displayFirstFinancialYear ?? 0);
  return {
    openingWrittenDownValue: shown ? y.openingValue : 0,
    additions: shown ? y.additions : 0,
    depreciation: shown ? y.decline : 0,
    balancingAdjustment: shown ? y.balancingAdjustment : 0,
    closingWrittenDownValue: shown ? y.closingValue : 0,
    depreciationClaimToDate: shown ? claimToDate(s, i, fy) : 0,
  };
}

const same = (x: Record<string, number>, y: Record<string, number>) =>
  FIGURE_NAMES.every((name) => x[name] === y[name]);

/** Plain comparisons first (tens of thousands of them per run); `expect` only to report a difference. */
function checkEveryFigure(s: Schedule): void {
  const first = Math.min(...s.assets.map((a) => a.startFinancialYear), s.currentFinancialYear);
  s.assets.forEach((a, i) => {
    for (let fy = first - 1; fy <= s.lastFinancialYear; fy++) {
      const e = explainAssetYear(s, a.input.id, fy);
      const where = `asset ${a.input.id} FY${fy}`;
      const tab = tabFigures(s, i, fy);
      const evaluated = evaluateExplanation(e);
      if (!same(e.figures, tab) || !same(evaluated, e.figures)) {
        expect(e.figures, where).toEqual(tab);
        expect(evaluated, where).toEqual(e.figures);
      }
      const amounts = evaluateSteps(e.steps);
      for (const step of e.steps) {
        if (amounts.get(step.key) !== step.amount)
          expect(amounts.get(step.key), `${where} ${step.key}`).toBe(step.amount);
      }
      for (const name of FIGURE_NAMES) {
        if (e.figures[name] !== 0 && e.derivation[name] === null)
          expect.fail(`${where}: ${name} has no step`);
      }
    }
  });
}

describe('explanations recompute their figures', () => {
  it('for every asset and FY, to the cent', { timeout: 60_000 }, () => {
    fc.assert(
      fc.property(assetsArb, settingsArb, (assets, settings) => {
        checkEveryFigure(calc(assets, { ...settings, roundingUnit: 'cent' }));
      }),
      { numRuns: 100 },
    );
  });

  it('for every asset and FY, to the whole dollar', { timeout: 60_000 }, () => {
    fc.assert(
      fc.property(assetsArb, settingsArb, (assets, settings) => {
        checkEveryFigure(calc(assets, { ...settings, roundingUnit: 'dollar' }));
      }),
      { numRuns: 100 },
    );
  });

  it("pooled shares add up to the pool's decline in every FY (rule 5)", () => {
    fc.assert(
      fc.property(
        assetsArb,
        settingsArb,
        fc.constantFrom<'cent' | 'dollar'>('cent', 'dollar'),
        (assets, settings, unit) => {
          const s = calc(assets, { ...settings, lowValuePoolFlag: true, roundingUnit: unit });
          for (const p of s.pool) {
            if (p.financialYear < s.currentFinancialYear - 1 || p.financialYear > s.currentFinancialYear + 5)
              continue;
            let shares = 0;
            let adjusted = false;
            let overBalance = false;
            s.assets.forEach((a, i) => {
              if (!assetYear(s, i, p.financialYear).pooled) return;
              const e = explainAssetYear(s, a.input.id, p.financialYear);
              const share = e.steps.find((x) => x.key === 'decline');
              const c = share?.calculation;
              if (!share || typeof c !== 'object' || c.op !== 'share') throw new Error('no share step');
              shares += share.amount;
              adjusted ||= c.balanceAdjustment !== 0;
              overBalance ||= share.amount - c.balanceAdjustment > (e.steps[0]?.amount ?? 0);
              expect(e.steps.find((x) => x.key === 'poolDecline')?.amount).toBe(p.decline);
            });
            expect(shares).toBe(p.decline);
            // The plain largest-remainder share is adjusted only where one would exceed its member's balance.
            if (adjusted) expect(overBalance).toBe(true);
          }
        },
      ),
      { numRuns: 80 },
    );
  });
});
