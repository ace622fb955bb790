/**
 * Issue 14: the figures in the PDF, read back with `pdftotext -layout`, are those of the Deductions, Summary and
 * method comparison calls for the demo reports: every row of every table the calls answer is a line of the PDF
 * with exactly the same amounts, in whole dollars as the tabs show them.
 */
import type {
  CategoryReportAnswer,
  DeductionYear,
  MethodComparisonAnswer,
  SummaryAnswer,
  SummaryFigures,
} from '@taxdep/domain';
import { dollarsToCents, formatMoney } from '@taxdep/domain/format';
import { TAX_FLOW_AMOUNT_FIELDS } from '@taxdep/domain/tax';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { testEngine } from '../test/database';
import { pdfText, renderToBuffer, reportsWithDocuments } from './pdf.test-support';

const money = (dollars: number) => formatMoney(dollarsToCents(dollars));
/** The amounts of a line of text, in order. */
const amountsOf = (line: string) => (line.match(/-?\$[\d,]+/g) ?? []).join(' ');
const yearDeduction = (y: DeductionYear | undefined) =>
  y
    ? dollarsToCents(y.depreciation) + dollarsToCents(y.abandonment) - dollarsToCents(y.balancingAdjustments)
    : 0;
/** The printed years: the current FY and the four after it (index 1 to 5 of the view's six). */
const openingAndDeduction = (years: readonly DeductionYear[]) =>
  [1, 2, 3, 4, 5].flatMap((i) => [
    money(years[i]?.owdv ?? 0),
    money(years[i]?.additions ?? 0),
    formatMoney(yearDeduction(years[i])),
  ]);
const deductionsOnly = (years: readonly DeductionYear[]) =>
  [1, 2, 3, 4, 5].map((i) => formatMoney(yearDeduction(years[i])));
const SUMMARY_FIELDS = [
  'originalCost',
  'openingWrittenDownValue',
  'additions',
  'balancingAdjustment',
  'depreciation',
  'claimsForDeductionsAndDisposals',
  'closingWrittenDownValue',
] as const;
const FLOW_FIELDS = [...TAX_FLOW_AMOUNT_FIELDS, 'total'] as const;

/** Expected rows (their amounts) of the Deductions views' tables, as the calls answer them. */
function viewRows(answer: CategoryReportAnswer): string[][] {
  const rows: string[][] = [];
  if (answer.category === 'DiminishingValue') {
    for (const line of [
      ...answer.balanceSummaryTaxFlow,
      answer.additionalAllowancesSummaryTaxFlow,
      answer.totalSummaryTaxFlow,
    ]) {
      if (line) rows.push(FLOW_FIELDS.map((f) => money(line[f])));
    }
    return rows;
  }
  if (answer.totalRecords === 0) return rows;
  if (answer.category === 'R') {
    for (const g of answer.categoryAsset) {
      for (const a of g.assetsInfo) {
        for (const y of a.depreciationCalculations) {
          if (y.owdv === 0 && y.additions === 0 && y.depreciation === 0 && y.cwdv === 0) continue;
          rows.push([money(y.owdv), money(y.additions), money(y.depreciation), money(y.cwdv)]);
        }
      }
    }
    return rows;
  }
  const figures = answer.category === 'IA' ? deductionsOnly : openingAndDeduction;
  for (const g of answer.categoryAsset) {
    rows.push(figures(g.years));
    for (const a of g.assetsInfo) rows.push([money(a.originalCost), ...figures(a.depreciationCalculations)]);
  }
  rows.push(figures(answer.balance));
  if (answer.category !== 'IA') {
    for (const industry of answer.categoryAssetAsPerIndustryForTableA) {
      rows.push(openingAndDeduction(industry.years));
      for (const sub of industry.categoryAsset) {
        rows.push(openingAndDeduction(sub.years));
        for (const group of sub.categoryAsset) rows.push(openingAndDeduction(group.years));
      }
    }
  }
  return rows;
}

function summaryRows(answer: SummaryAnswer): string[][] {
  // Issue 26 item 9: the balancing adjustment with a deduction positive, as on the screens.
  const cells = (f: SummaryFigures) =>
    SUMMARY_FIELDS.map((k) => money(k === 'balancingAdjustment' ? -f[k] || 0 : f[k]));
  return [...answer.categoryWiseAssetForSummaryTab.map((g) => cells(g.total)), cells(answer.total)];
}

describe(`The report PDF's figures on ${testEngine()}`, () => {
  let t: TestApp;
  let reportIds: number[];

  beforeAll(async () => {
    t = await createTestApp({ demoData: true });
    reportIds = await reportsWithDocuments(t.database.db);
  }, 180_000);
  afterAll(async () => {
    await t?.close();
  });

  it('prints, for each demo report, every row of the Deductions, Summary and comparison calls', async () => {
    expect(reportIds.length).toBeGreaterThanOrEqual(3);
    for (const reportId of reportIds) {
      const { bytes } = await renderToBuffer(t.database.db, reportId);
      const lines = pdfText(bytes).split('\n');
      const printed = new Map<string, number>();
      for (const line of lines) {
        const key = amountsOf(line);
        if (key !== '') printed.set(key, (printed.get(key) ?? 0) + 1);
      }
      const expected: string[][] = [];
      for (const category of ['DiminishingValue', '40', 'L', 'CapitalWorks', 'Abandonment', 'IA', 'R']) {
        const answer = (
          await t.call('GET', `/depreciationReports/${reportId}/categoryReport?category=${category}`)
        ).json() as CategoryReportAnswer;
        expected.push(...viewRows(answer));
      }
      const summary = (
        await t.call('GET', `/depreciationReports/${reportId}/summary`)
      ).json() as SummaryAnswer;
      expected.push(...summaryRows(summary));
      const comparison = (
        await t.call('GET', `/depreciationReports/${reportId}/methodComparison`)
      ).json() as MethodComparisonAnswer;
      for (const line of [comparison.diminishingValue, comparison.primeCost]) {
        expected.push([
          money(line.firstYear),
          money(line.fiveYears),
          money(line.tenYears),
          money(line.fortyYears),
        ]);
      }
      // Rows with figures: a report whose register has assets prints hundreds of them.
      expect(expected.length, `report ${reportId}`).toBeGreaterThan(50);
      const missing = expected
        .map((row) => row.join(' '))
        .filter((key) => {
          const left = printed.get(key) ?? 0;
          if (left === 0) return true;
          printed.set(key, left - 1);
          return false;
        });
      expect(missing, `report ${reportId}: rows of the calls not printed`).toEqual([]);
    }
  });
});
