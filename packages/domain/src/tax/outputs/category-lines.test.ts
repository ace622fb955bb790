/**
 * Issue 12: the views and the Summary kept typed (category-lines.ts, summary-lines.ts) answer exactly what the
 * first, object-per-asset implementation answered (oracle-*.test-support.ts), whole and a page at a time, and
 * still do when each version is derived from the previous one after random edits of the register.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type LineWindow, lineCount, pageOfGroupedLines } from '../../paging/grouped-lines';
import type { ReportSettings, TaxAssetInput } from '../model/input';
import { type CategoryLines, categoryLines, summaryLines } from './category-lines';
import {
  type AssetPart,
  type ComposedSchedule,
  composeSchedule,
  type ScheduleFrame,
  scheduleAssetPart,
  scheduleFrame,
} from './composed-schedule';
import { deductionViews } from './deduction-views';
import { oracleCategoryReport, oracleSummaryTab, oracleSummaryTaxFlow } from './oracle-tabs.test-support';
import { oracleDeductionViews } from './oracle-views.test-support';
import { editArb, registerArb, settingsArb } from './register-arbitraries.test-support';
import { calculateSchedule, type Schedule } from './schedule';
import { changedAssets, worthDeriving } from './schedule-changes';
import type { SummaryState } from './summary-lines';
import { type CategoryReportCategory, categoryReport, summaryTab } from './tabs';
import { summaryTaxFlow } from './tax-flow';

const CATEGORIES: readonly CategoryReportCategory[] = [
  'DiminishingValue',
  '40',
  'L',
  'CapitalWorks',
  'Abandonment',
  'IA',
  'R',
];

const windowArb: fc.Arbitrary<LineWindow> = fc.record({
  offset: fc.nat({ max: 14 }),
  limit: fc.option(fc.integer({ min: 0, max: 6 }), { nil: null }),
});

/** A typed view's answer for `window`, as plain data: every figure, Table B's groups on the page, their lines. */
function viewAnswer(view: CategoryLines, window: LineWindow) {
  const answer = {
    category: view.category,
    financialYears: view.financialYears,
    categoryAssetAsPerIndustryForTableA: view.categoryAssetAsPerIndustryForTableA,
    balance: view.balance,
    balanceSummaryTaxFlow: view.balanceSummaryTaxFlow,
    additionalAllowancesSummaryTaxFlow: view.additionalAllowancesSummaryTaxFlow,
    totalSummaryTaxFlow: view.totalSummaryTaxFlow,
    groups: view.groups,
    lines: view.lineCount,
    page: view.page(window),
  };
  return view.pool ? { ...answer, pool: view.pool, rateText: view.rateText } : answer;
}

/** The same of the first implementation's whole report, paged by `pageOfGroupedLines` (src/paging). */
function oracleViewAnswer(schedule: Schedule, category: CategoryReportCategory, window: LineWindow) {
  const { categoryAsset, ...rest } = oracleCategoryReport(schedule, category);
  const totals = (g: (typeof categoryAsset)[number]) => ({
    assetGroup: g.assetGroup,
    years: g.years,
    assetCount: g.assetsInfo.length,
  });
  return {
    ...rest,
    groups: categoryAsset.map(totals),
    lines: lineCount(categoryAsset, (g) => g.assetsInfo),
    page: pageOfGroupedLines(categoryAsset, (g) => g.assetsInfo, window).map(({ group, lines }) => ({
      group: totals(group),
      lines,
    })),
  };
}

function summaryAnswer(tab: SummaryState, window: LineWindow) {
  return {
    eofyReportDate: tab.eofyReportDate,
    total: tab.total,
    groups: tab.groups,
    lines: tab.lineCount,
    page: tab.page(window),
  };
}

function oracleSummaryAnswer(schedule: Schedule, window: LineWindow) {
  const tab = oracleSummaryTab(schedule);
  const groups = tab.categoryWiseAssetForSummaryTab;
  const totals = (g: (typeof groups)[number]) => ({
    assetGroup: g.assetGroup,
    total: g.total,
    assetCount: g.listOfAssetForSummaryTab.length,
    deniedCount: g.listOfAssetForSummaryTab.filter((a) => a.deniedBy).length,
  });
  return {
    eofyReportDate: tab.eofyReportDate,
    total: tab.total,
    groups: groups.map(totals),
    lines: lineCount(groups, (g) => g.listOfAssetForSummaryTab),
    page: pageOfGroupedLines(groups, (g) => g.listOfAssetForSummaryTab, window).map(({ group, lines }) => ({
      group: totals(group),
      lines,
    })),
  };
}

function partOf(frame: ScheduleFrame, input: TaxAssetInput): AssetPart | null {
  return scheduleAssetPart(frame, input).part;
}

describe('the views kept typed', () => {
  it('answer whole exactly what the first implementation answered', () => {
    fc.assert(
      fc.property(registerArb(14), settingsArb, (inputs, settings) => {
        const s = calculateSchedule(inputs, settings);
        for (const category of CATEGORIES) {
          expect(categoryReport(s, category), category).toEqual(oracleCategoryReport(s, category));
        }
        expect(deductionViews(s)).toEqual(oracleDeductionViews(s));
        expect(summaryTab(s)).toEqual(oracleSummaryTab(s));
        expect(summaryTaxFlow(s)).toEqual(oracleSummaryTaxFlow(s));
        expect(summaryTaxFlow(s, 3)).toEqual(oracleSummaryTaxFlow(s, 3));
      }),
      { numRuns: 150 },
    );
  }, 60_000);

  it('answer a page with the whole answer’s lines in the window, and every total over the whole register', () => {
    fc.assert(
      fc.property(registerArb(14), settingsArb, windowArb, (inputs, settings, window) => {
        const s = calculateSchedule(inputs, settings);
        for (const category of CATEGORIES) {
          expect(viewAnswer(categoryLines(s, category), window), category).toEqual(
            oracleViewAnswer(s, category, window),
          );
        }
        expect(summaryAnswer(summaryLines(s), window)).toEqual(oracleSummaryAnswer(s, window));
      }),
      { numRuns: 150 },
    );
  }, 60_000);

  it('given a previous version under other settings (General Info), are built whole for the new ones', () => {
    fc.assert(
      fc.property(registerArb(10), settingsArb, settingsArb, windowArb, (inputs, first, second, window) => {
        const before = calculateSchedule(inputs, first);
        const after = calculateSchedule(inputs, second);
        for (const category of CATEGORIES) {
          const derived = categoryLines(after, category, categoryLines(before, category));
          expect(viewAnswer(derived, window), category).toEqual(oracleViewAnswer(after, category, window));
        }
        expect(summaryAnswer(summaryLines(after, summaryLines(before)), window)).toEqual(
          oracleSummaryAnswer(after, window),
        );
      }),
      { numRuns: 60 },
    );
  }, 60_000);

  it('derived from the previous version after each of a series of edits, equal a whole build; earlier versions keep theirs', () => {
    let derivations = 0;
    fc.assert(
      fc.property(
        registerArb(16),
        settingsArb,
        fc.array(editArb, { minLength: 1, maxLength: 6 }),
        windowArb,
        (initial, settings: ReportSettings, edits, window) => {
          const frame = scheduleFrame(settings);
          const parts = new Map<string, AssetPart>();
          for (const input of initial) {
            const part = partOf(frame, input);
            if (part) parts.set(input.id, part);
          }
          let schedule: ComposedSchedule = composeSchedule(frame, [...parts.values()]);
          let views = CATEGORIES.map((c) => categoryLines(schedule, c));
          let summary = summaryLines(schedule);
          const versions = [{ schedule, views, summary }];
          let nextId = initial.length + 1;
          for (const edit of edits) {
            const ids = [...parts.keys()];
            if (edit.kind === 'remove' && ids.length > 1) parts.delete(ids[edit.at % ids.length] as string);
            else {
              const id =
                edit.kind === 'add' || ids.length === 0
                  ? String(nextId++)
                  : (ids[edit.at % ids.length] as string);
              const part = partOf(frame, { ...edit.input, id });
              if (part) parts.set(id, part);
              else parts.delete(id);
            }
            const next = composeSchedule(frame, [...parts.values()], schedule);
            if (worthDeriving(changedAssets(schedule, next), next.assets.length)) derivations += 1;
            schedule = next;
            views = views.map((v, k) => categoryLines(schedule, CATEGORIES[k] as CategoryReportCategory, v));
            summary = summaryLines(schedule, summary);
            versions.push({ schedule, views, summary });
          }
          for (const version of versions) {
            version.views.forEach((v, k) => {
              const category = CATEGORIES[k] as CategoryReportCategory;
              expect(viewAnswer(v, window), category).toEqual(
                oracleViewAnswer(version.schedule, category, window),
              );
            });
            expect(summaryAnswer(version.summary, window)).toEqual(
              oracleSummaryAnswer(version.schedule, window),
            );
          }
        },
      ),
      { numRuns: 200 },
    );
    // The property covers derivations, not only whole builds.
    expect(derivations).toBeGreaterThan(100);
  }, 60_000);
});
