/**
 * Issue 25 item 3 and 4: the document agrees with itself and with the calls. Read back page by page with
 * `pdftotext -layout`, every total it prints (the executive summary's comparison and sentences, the tax flow's
 * Additional allowances and Total rows, the summary's Total, each schedule's Total in Table B and Table A, the pool's
 * reconciliation) is the calls' figure, and each figure printed in two places is the same figure. And every asset
 * line adds up: opening value + additions − deduction = the next year's opening value, but for what the line's note
 * says left it (a termination value received, a value allocated to the pool) or the law's denial (s40-27).
 */
import type {
  CategoryReportAnswer,
  DeductionYear,
  MethodComparisonAnswer,
  SummaryAnswer,
} from '@taxdep/domain';
import { dollarsToCents, formatMoney } from '@taxdep/domain/format';
import type { DeductionCell } from '@taxdep/domain/tax';
import { TAX_FLOW_AMOUNT_FIELDS } from '@taxdep/domain/tax';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { testEngine } from '../test/database';
import { createPooledDvReport, insertGeneratedRegister } from '../test/register-fixtures';
import { readReportFigures, yearDeduction } from './figures';
import { pdfText, renderToBuffer, reportsWithDocuments } from './pdf.test-support';
import { endNote } from './row-notes';

const money = (dollars: number) => formatMoney(dollarsToCents(dollars));
const pagesText = (pages: readonly string[]) => pages.join(' ').replace(/\s+/g, ' ');
const amountsOf = (line: string) => line.match(/-?\$[\d,]+/g) ?? [];
const FLOW_FIELDS = [...TAX_FLOW_AMOUNT_FIELDS, 'total'] as const;
const SUMMARY_FIELDS = [
  'originalCost',
  'openingWrittenDownValue',
  'additions',
  'balancingAdjustment',
  'depreciation',
  'claimsForDeductionsAndDisposals',
  'closingWrittenDownValue',
] as const;
const deduction = (y: DeductionYear | undefined) =>
  y
    ? dollarsToCents(y.depreciation) + dollarsToCents(y.abandonment) - dollarsToCents(y.balancingAdjustments)
    : 0;
const triples = (years: readonly DeductionYear[]) =>
  [1, 2, 3, 4, 5].flatMap((i) => [
    money(years[i]?.owdv ?? 0),
    money(years[i]?.additions ?? 0),
    formatMoney(deduction(years[i])),
  ]);

/** The document's pages, and the pages of a section (its first and its "(continued)" ones). */
function pagesOf(bytes: Buffer) {
  const pages = pdfText(bytes).split('\f').slice(0, -1);
  const section = (title: string) =>
    pages.filter((p) =>
      p
        .split('\n')
        .slice(0, 8)
        .some((line) => line.trim() === title || line.trim() === `${title} (continued)`),
    );
  /** The amounts of the last line starting with `label` on the section's pages. */
  const row = (title: string, label: string): string[] => {
    const lines = section(title)
      .flatMap((p) => p.split('\n'))
      .filter((line) => line.trim().startsWith(label));
    return amountsOf(lines.at(-1) ?? '');
  };
  return { pages, section, row };
}

describe(`The report PDF agrees with itself and with the calls on ${testEngine()}`, () => {
  let t: TestApp;
  let reportIds: number[];

  beforeAll(async () => {
    t = await createTestApp({ demoData: true });
    reportIds = await reportsWithDocuments(t.database.db);
  }, 180_000);
  afterAll(async () => {
    await t?.close();
  });

  it('prints every total as the calls give it, and a figure printed twice the same both times', async () => {
    for (const reportId of reportIds) {
      const at = `report ${reportId}`;
      const { pages, section, row } = pagesOf((await renderToBuffer(t.database.db, reportId)).bytes);
      const call = async <T>(url: string) =>
        (await t.call('GET', `/depreciationReports/${reportId}${url}`)).json() as T;
      const view = (category: string) => call<CategoryReportAnswer>(`/categoryReport?category=${category}`);
      const comparison = await call<MethodComparisonAnswer>('/methodComparison');
      const flow = await view('DiminishingValue');
      const summary = await call<SummaryAnswer>('/summary');
      if (flow.category !== 'DiminishingValue') throw new Error('not the tax flow');
      const total = flow.totalSummaryTaxFlow;
      // Executive summary: the comparison's three rows.
      const executive =
        pages.find((p) => p.includes('Executive summary') && p.includes('Prime cost less')) ?? '';
      const line = (label: string) =>
        amountsOf(executive.split('\n').find((l) => l.trim().startsWith(label)) ?? '');
      const periods = (o: MethodComparisonAnswer['primeCost']) =>
        [o.firstYear, o.fiveYears, o.tenYears, o.fortyYears].map(money);
      expect(line('Diminishing value'), at).toEqual(periods(comparison.diminishingValue));
      // The first line starting "Prime cost" is the prime cost row; the difference follows it.
      expect(line('Prime cost'), at).toEqual(periods(comparison.primeCost));
      expect(line('Prime cost less diminishing value'), at).toEqual(
        (['firstYear', 'fiveYears', 'tenYears', 'fortyYears'] as const).map((k) =>
          formatMoney(
            dollarsToCents(comparison.primeCost[k]) - dollarsToCents(comparison.diminishingValue[k]),
          ),
        ),
      );
      // The report's own row is the tax flow's: its 40 years are the flow's Total, printed three times.
      const own = executive.includes('Diminishing value (this report)')
        ? comparison.diminishingValue
        : comparison.primeCost;
      const flat = executive.replace(/\s+/g, ' ');
      if (total) {
        expect(money(own.fortyYears), at).toBe(money(total.total));
        expect(flat, at).toContain(`add up to ${money(total.total)} (the Total of the summary tax flow)`);
        expect(row('Summary tax flow, 40 years', 'Total'), at).toEqual(
          FLOW_FIELDS.map((f) => money(total[f])),
        );
      }
      if (flow.additionalAllowancesSummaryTaxFlow) {
        const allowances = flow.additionalAllowancesSummaryTaxFlow;
        expect(row('Summary tax flow, 40 years', 'Additional allowances'), at).toEqual(
          FLOW_FIELDS.map((f) => money(allowances[f])),
        );
      }
      // The first year: the flow's first row, and where they differ the page says by how much and why.
      const firstRow = flow.balanceSummaryTaxFlow[0];
      if (firstRow && dollarsToCents(own.firstYear) !== dollarsToCents(firstRow.total)) {
        expect(flat, at).toContain(
          `The first-year claim of this report, ${money(own.firstYear)}, is the tax flow’s FY${comparison.currentFinancialYear} row (${money(firstRow.total)}) plus that year’s additional allowances (${formatMoney(dollarsToCents(own.firstYear) - dollarsToCents(firstRow.total))})`,
        );
      }
      // The summary's Total row.
      // After the contents (page 2), which lists the same title.
      const summaryPage = pages.slice(2).find((p) => /^\s*Summary for the year ending/m.test(p)) ?? '';
      const summaryTotal = amountsOf(summaryPage.split('\n').find((l) => l.trim().startsWith('Total')) ?? '');
      // Issue 26 item 9: the balancing adjustment with a deduction positive, as on the screens.
      expect(summaryTotal, at).toEqual(
        SUMMARY_FIELDS.map((f) =>
          money(f === 'balancingAdjustment' ? -summary.total[f] || 0 : summary.total[f]),
        ),
      );
      // Each schedule's Total, in Table B and again in Table A: the same figures.
      for (const [category, title] of [
        ['40', 'Division 40 depreciating assets'],
        ['L', 'Division 40 low value pool'],
        ['CapitalWorks', 'Division 43 capital works'],
        ['Abandonment', 'Division 43 fit-out abandonment'],
      ] as const) {
        const answer = await view(category);
        if (answer.category === 'DiminishingValue' || answer.totalRecords === 0) continue;
        const expected = triples(answer.balance);
        expect(row(`${title} — Table B: by asset group`, 'Total'), `${at} ${title} B`).toEqual(expected);
        expect(row(`${title} — Table A: by industry`, 'Total'), `${at} ${title} A`).toEqual(expected);
        if (category === 'L' && answer.pool) {
          // The pool's reconciliation and its members' Total: the same opening balances and declines.
          const printed = answer.pool.filter((p) => p.financialYear >= comparison.currentFinancialYear);
          const pool = `${title} — Table B: by asset group`;
          expect(row(pool, 'Opening pool balance'), at).toEqual(printed.map((p) => money(p.openingBalance)));
          expect(row(pool, 'Decline in value of the pool'), at).toEqual(printed.map((p) => money(p.decline)));
          expect(row(pool, 'Closing pool balance'), at).toEqual(printed.map((p) => money(p.closingBalance)));
          // Its assets' opening values include the low-value assets allocated in the year (the page says so).
          const members = row(pool, 'Total');
          expect(members, at).toEqual(
            printed
              .slice(0, 5)
              .flatMap((p) => [
                formatMoney(dollarsToCents(p.openingBalance) + dollarsToCents(p.lowValueAdditions)),
                money(p.lowCostAdditions),
                money(p.decline),
              ]),
          );
          expect(pagesText(section(pool)), at).toContain(
            'their opening values include the low-value assets allocated',
          );
        }
      }
      const instant = await view('IA');
      if (instant.category !== 'DiminishingValue' && instant.totalRecords > 0) {
        expect(row('Instant asset write-off', 'Total'), at).toEqual(
          [1, 2, 3, 4, 5].map((i) => formatMoney(deduction(instant.balance[i]))),
        );
      }
    }
  });

  it('adds up on every asset line: opening + additions − deduction = the next opening, but for what its note says', async () => {
    const generated = await createPooledDvReport(t.database.db, { report_name: 'Generated' });
    await insertGeneratedRegister(t.database.db, generated, 2000, 2025);
    let checked = 0;
    for (const reportId of [...reportIds, generated]) {
      const figures = await readReportFigures(t.database.db, reportId);
      for (const category of ['40', 'L', 'CapitalWorks', 'Abandonment'] as const) {
        const view = figures.views[category];
        if (view.lineCount === 0) continue;
        for (const on of view.page({ offset: 0, limit: view.lineCount })) {
          for (const a of on.lines) {
            if (a.deniedBy) continue;
            const columns = figures.columnsOf(a.assetId);
            const note = endNote(columns, a.depreciationCalculations, category);
            for (let i = 1; i <= 4; i += 1) {
              const year = a.depreciationCalculations[i] as DeductionCell;
              const next = a.depreciationCalculations[i + 1] as DeductionCell;
              const left = year.owdv + year.additions - yearDeduction(year) - next.owdv;
              checked += 1;
              if (left === 0) continue;
              // What left the line is on it: a termination value, or a value allocated to the pool.
              const disposedThisYear =
                columns.disposal !== null &&
                columns.disposal.date >= year.calcFYStartDate &&
                columns.disposal.date <= year.calcFYEndDate;
              const explained = disposedThisYear
                ? columns.disposal?.terminationValue
                : note.startsWith('Allocated')
                  ? left
                  : null;
              expect(
                left,
                `report ${reportId} ${category} asset ${a.assetId} FY ${year.calcFYEndDate}: ${note}`,
              ).toBe(explained);
              expect(note, `report ${reportId} asset ${a.assetId}`).not.toBe('');
              if (note.startsWith('Allocated')) expect(note).toContain(formatMoney(Math.abs(left)));
            }
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(4000);
  });
});
