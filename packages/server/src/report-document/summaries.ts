/**
 * The report's summary tables: the 40-year summary tax flow (Deductions view 1, with its chart), the Summary tab
 * by asset group for the current financial year, and the low value pool's own figures.
 */
import { formatDisplayDate, formatMoney } from '@taxdep/domain/format';
import {
  type CategoryLines,
  type PoolYear,
  type SummaryFigureTotals,
  type SummaryTaxFlowRow,
  TAX_FLOW_AMOUNT_FIELDS,
} from '@taxdep/domain/tax';
import { drawTaxFlowChart, TAX_FLOW_TITLE, taxFlowYears } from './charts';
import type { ReportFigures } from './figures';
import { ACCENT, MUTED, type Section, TYPE } from './page';
import { groupLabel, yearLabel } from './schedules';
import type { Row, TableSpec } from './table';

/** The flow's columns in the tab's order (packages/web/src/deductions/figures.ts TAX_FLOW_COLUMNS). */
const FLOW_FIELDS = [...TAX_FLOW_AMOUNT_FIELDS, 'total'] as const;

const flowCells = (r: SummaryTaxFlowRow) => FLOW_FIELDS.map((f) => formatMoney(r[f]));

export function taxFlowTable(flow: CategoryLines): TableSpec {
  const rows: Row[] = flow.balanceSummaryTaxFlow.map((r) => ({
    style: 'line',
    cells: [formatDisplayDate(r.finYearEndDate), ...flowCells(r)],
  }));
  if (flow.additionalAllowancesSummaryTaxFlow) {
    rows.push({
      style: 'subtotal',
      cells: ['Additional allowances', ...flowCells(flow.additionalAllowancesSummaryTaxFlow)],
    });
  }
  if (flow.totalSummaryTaxFlow)
    rows.push({ style: 'total', cells: ['Total', ...flowCells(flow.totalSummaryTaxFlow)] });
  const money = (header: string) => ({ header, width: 70, align: 'right' as const });
  return {
    title: 'Summary tax flow, 40 years',
    note:
      'Every column is a deduction: an assessable balancing adjustment shows negative. Instant write-offs and the ' +
      'accelerated 50% are shown in the Additional allowances row rather than in the years.',
    columns: [
      { header: 'Year ending', width: 84 },
      money('Division 40'),
      money('Low value pool'),
      money('Division 43'),
      money('Division 40'),
      money('Low value pool'),
      money('Division 43'),
      money('Abandonment'),
      money('Repairs, other'),
      money('Expensed items'),
      { header: 'Total', width: 72, align: 'right' },
    ],
    groups: [
      { label: 'Decline in value', from: 1, count: 3 },
      { label: 'Balancing adjustments', from: 4, count: 3 },
      { label: 'Other deductions', from: 7, count: 3 },
      { label: 'Deductions', from: 10, count: 1, emphasis: true },
    ],
    rowHeight: 10,
    lineCount: 0,
    rows: () => rows,
  };
}

/** The chart of the 40 years on a page of its own, above a few words on what it shows. */
export function taxFlowChartSection(figures: ReportFigures): Section {
  return {
    title: 'Summary tax flow chart',
    orientation: 'landscape',
    pages: 1,
    listed: false,
    async draw(page) {
      await page.next();
      const doc = page.canvas.doc;
      doc.font('Bold').fontSize(TYPE.heading).fillColor(ACCENT).text('Summary tax flow, 40 years', 28, 50);
      doc
        .font('Body')
        .fontSize(TYPE.body)
        .fillColor(MUTED)
        .text(
          `Deductions per financial year from the year ending ${yearLabel(figures.currentFinancialYear)}, stacked ` +
            'by kind. The figures follow on the next page.',
          28,
          70,
          { width: 780 },
        );
      drawTaxFlowChart(page.canvas, taxFlowYears(figures.flow.balanceSummaryTaxFlow), {
        x: 40,
        y: 96,
        width: 760,
        height: 440,
      });
      doc
        .font('Body')
        .fontSize(TYPE.small)
        .fillColor(MUTED)
        .text(TAX_FLOW_TITLE, 28, 540, { width: 780, align: 'center' });
    },
  };
}

const SUMMARY_FIELDS = [
  'originalCost',
  'openingWrittenDownValue',
  'additions',
  'balancingAdjustment',
  'depreciation',
  'claimsForDeductionsAndDisposals',
  'closingWrittenDownValue',
] as const;
/** Issue 26 item 9: a balancing adjustment as every screen shows it, a deduction positive and income negative. */
const summaryCells = (t: SummaryFigureTotals) =>
  SUMMARY_FIELDS.map((f) => formatMoney(f === 'balancingAdjustment' ? -t[f] || 0 : t[f]));

/**
 * Issue 23 item 9: how many of the register's assets the totals cover, on the table's one note line; the executive
 * summary says in full what they leave out (`summaryLeftOutText`, as the Summary tab does).
 */
function coverNote(figures: ReportFigures): string {
  const left = figures.summaryLeftOut;
  if (!left) return '';
  const lines = figures.summary.lineCount;
  const register = lines + left.withoutFigures + left.startingLater + left.endedEarlier;
  return ` The totals cover ${lines.toLocaleString('en-AU')} of the register's ${register.toLocaleString('en-AU')} assets (the executive summary says which are left out).`;
}

/** The Summary tab by asset group (its totals cover the whole register; its asset lines are in the schedules). */
export function summaryTable(figures: ReportFigures): TableSpec {
  const summary = figures.summary;
  const rows: Row[] = summary.groups.map((g) => ({
    style: 'line',
    cells: [groupLabel(g.assetGroup), g.assetCount.toLocaleString('en-AU'), ...summaryCells(g.total)],
  }));
  rows.push({
    style: 'total',
    cells: ['Total', summary.lineCount.toLocaleString('en-AU'), ...summaryCells(summary.total)],
  });
  const money = (header: string) => ({ header, width: 80, align: 'right' as const });
  return {
    title: `Summary for the year ending ${formatDisplayDate(summary.eofyReportDate)}`,
    note:
      'By asset group, for the current financial year. Claims for deductions and disposals = opening value + ' +
      'additions − closing value. A balancing deduction is positive, assessable income negative. The decline in value includes the instant write-offs, which the tax flow shows ' +
      `in its Additional allowances row.${coverNote(figures)}`,
    columns: [
      { header: 'Asset group', width: 170, wrap: true },
      { header: 'Assets', width: 50, align: 'right' },
      money('Original cost'),
      money('Opening value'),
      money('Additions'),
      money('Balancing adj. (deduction +)'),
      money('Decline in value'),
      { header: 'Claims, disposals', width: 86, align: 'right' },
      money('Closing value'),
    ],
    lineCount: 0,
    rows: () => rows,
  };
}

const POOL_ROWS: readonly [keyof PoolYear, string][] = [
  ['openingBalance', 'Opening pool balance'],
  ['lowValueAdditions', 'Low-value assets allocated (opening values)'],
  ['lowCostAdditions', 'Low-cost assets allocated (cost)'],
  ['lowCostDecline', 'Decline at 18.75% of low-cost additions'],
  ['balanceDecline', 'Decline at 37.5% of the opening balance'],
  ['decline', 'Decline in value of the pool'],
  ['terminationValues', 'Termination values'],
  ['assessableExcess', 'Assessable excess (s40-445(2))'],
  ['closingBalance', 'Closing pool balance'],
];

/** The low value pool's own figures for the printed years (Subdiv 40-E, s40-440). */
export function poolTable(view: CategoryLines): TableSpec | null {
  const years = (view.pool ?? []).filter((p) => p.financialYear >= (view.financialYears[1] ?? 0));
  if (years.length === 0) return null;
  const rows: Row[] = POOL_ROWS.map(([field, label]) => ({
    style: field === 'decline' || field === 'closingBalance' ? 'subtotal' : 'line',
    cells: [label, ...years.map((p) => formatMoney(p[field] as number))],
  }));
  return {
    title: 'The pool',
    note: `Rates ${view.rateText ?? '18.75% / 37.5%'}: 18.75% of the cost of low-cost assets in the year they are allocated, 37.5% of the opening balance.`,
    columns: [
      { header: 'Year ending', width: 260 },
      ...years.map((p) => ({ header: yearLabel(p.financialYear), width: 86, align: 'right' as const })),
    ],
    lineCount: 0,
    rows: () => rows,
  };
}
