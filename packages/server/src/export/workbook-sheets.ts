/**
 * The tables of the schedule as workbook sheets (issue 25 item 6; docs/api.md "The schedule as a workbook"): the
 * Summary Tax Flow's 40 years, the Summary by asset group, each Deductions view's asset lines (Division 40, the low
 * value pool and its years, the instant asset write-off, Division 43, abandonment, other deductions). The figures
 * are the calls' own (the Deductions views and the Summary kept with the figures, src/calculations), read a window
 * of lines at a time, so a sheet of 100,000 lines is never held: rows are made as the writer asks for them.
 */
import type { DeductionCategory } from '@taxdep/domain';
import {
  type AssetInfo,
  type CategoryLines,
  DEDUCTION_DENIAL_TEXT,
  type DeductionCell,
  EXPENSED_ASSET_GROUP,
  type SummaryTaxFlowRow,
  type TaxDisposal,
} from '@taxdep/domain/tax';
import { deductionView, type FiguresView, summaryView } from '../calculations';
import { textCell } from './cells';

/** How a column's cells are written: text (made formula-safe), dollars, a rate, a date, a plain number. */
export type CellKind = 'text' | 'money' | 'rate' | 'date' | 'number';

export interface SheetColumn {
  header: string;
  kind: CellKind;
  width: number;
}

/** A cell: text, a number (dollars, a rate as a fraction, a count), a civil date `YYYY-MM-DD`, or empty. */
export type CellValue = string | number | null;

export interface SheetSpec {
  name: string;
  columns: readonly SheetColumn[];
  rows: () => Iterable<readonly CellValue[]>;
}

/** Lines read from a view at a time: a few hundred kB of objects, whatever the register's size. */
const WINDOW = 1_000;

const dollars = (cents: number) => cents / 100;
const text = (header: string, width: number): SheetColumn => ({ header, kind: 'text', width });
const money = (header: string, width = 16): SheetColumn => ({ header, kind: 'money', width });

/** Deducted in a FY: decline, abandonment, less a balancing adjustment (as the Report tab's Deduction column). */
const deductionOf = (c: DeductionCell | undefined) =>
  c ? dollars(c.depreciation + c.abandonment - c.balancingAdjustments) : 0;

const groupName = (group: string) => (group === EXPENSED_ASSET_GROUP ? 'Expensed items' : group);

function taxFlowSheet(figures: FiguresView): SheetSpec {
  const view = deductionView(figures, 'DiminishingValue');
  const row = (r: SummaryTaxFlowRow, label: string | null): CellValue[] => [
    r.finYearEndDate ?? label,
    dollars(r.div40Depreciation),
    dollars(r.div40LVPDepreciation),
    dollars(r.div43Depreciation),
    dollars(r.div40BalancingAdjustment),
    dollars(r.div40LVPBalancingAdjustment),
    dollars(r.div43BalancingAdjustment),
    dollars(r.abandonment),
    dollars(r.repairs),
    dollars(r.expensedItem),
    dollars(r.total),
  ];
  return {
    name: 'Tax flow',
    columns: [
      { header: 'FY ending', kind: 'date', width: 22 },
      money('Division 40'),
      money('Low value pool'),
      money('Division 43'),
      money('Div 40 balancing adjustment'),
      money('Pool balancing adjustment'),
      money('Div 43 balancing adjustment'),
      money('Abandonment'),
      money('Repairs'),
      money('Expensed items'),
      money('Total'),
    ],
    *rows() {
      for (const r of view.balanceSummaryTaxFlow) yield row(r, null);
      if (view.additionalAllowancesSummaryTaxFlow) {
        yield row(view.additionalAllowancesSummaryTaxFlow, 'Additional allowances');
      }
      if (view.totalSummaryTaxFlow) yield row(view.totalSummaryTaxFlow, 'Total');
    },
  };
}

function summarySheet(figures: FiguresView): SheetSpec {
  const tab = summaryView(figures);
  const totals = (name: string, count: number, t: typeof tab.total): CellValue[] => [
    textCell(name),
    count,
    dollars(t.originalCost),
    dollars(t.openingWrittenDownValue),
    dollars(t.additions),
    dollars(t.balancingAdjustment),
    dollars(t.depreciation),
    dollars(t.claimsForDeductionsAndDisposals),
    dollars(t.closingWrittenDownValue),
  ];
  return {
    name: 'Summary by group',
    columns: [
      text('Asset group', 40),
      { header: 'Assets', kind: 'number', width: 10 },
      money('Original cost'),
      money('Opening written down value'),
      money('Additions'),
      money('Balancing adjustment'),
      money('Depreciation'),
      money('Claims for deductions and disposals'),
      money('Closing written down value'),
    ],
    *rows() {
      for (const g of tab.groups) yield totals(groupName(g.assetGroup), g.assetCount, g.total);
      yield totals('Total', tab.lineCount, tab.total);
    },
  };
}

/** The position of `assetId` in the figures' columns (sorted by id), or -1. */
function positionOf(figures: FiguresView, assetId: number): number {
  const { columns } = figures;
  let lo = 0;
  let hi = columns.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const id = (columns[mid] as { id: number }).id;
    if (id === assetId) return mid;
    if (id < assetId) lo = mid + 1;
    else hi = mid - 1;
  }
  return -1;
}

/** A Deductions view's asset lines: the asset, the current FY's roll-forward, the deductions of the four after. */
function assetSheet(figures: FiguresView, name: string, category: DeductionCategory): SheetSpec {
  const view: CategoryLines = deductionView(figures, category);
  const years = view.financialYears;
  const current = years[1] as number;
  const rateOf = (asset: AssetInfo) => {
    const rate = figures.columns[positionOf(figures, Number(asset.assetId))]?.depreciationRate;
    return rate === null || rate === undefined ? null : Number(rate) / 100;
  };
  // Issue 26 item 4: a disposal is seen in every export; only disposed assets are kept, so the map stays small.
  const disposals = new Map<string, TaxDisposal>();
  for (const prepared of figures.schedule.assets) {
    const { disposal } = prepared.input;
    if (disposal) disposals.set(String(prepared.input.id), disposal);
  }
  const line = (group: string, a: AssetInfo): CellValue[] => {
    const cells = a.depreciationCalculations;
    const now = cells[1];
    const disposal = disposals.get(String(a.assetId));
    return [
      textCell(groupName(group)),
      Number(a.assetId),
      textCell(a.assetName),
      a.effectiveLife,
      rateOf(a),
      a.workStartDate,
      dollars(a.originalCost),
      a.historicalBuildingCost === null ? null : dollars(a.historicalBuildingCost),
      disposal?.date ?? null,
      disposal ? dollars(disposal.terminationValue) : null,
      dollars(now?.owdv ?? 0),
      dollars(now?.additions ?? 0),
      dollars(now?.depreciation ?? 0),
      dollars(now?.balancingAdjustments ?? 0),
      dollars(now?.abandonment ?? 0),
      dollars(now?.cwdv ?? 0),
      ...[2, 3, 4, 5].map((k) => deductionOf(cells[k])),
      a.deniedBy ? `Deductions denied: ${DEDUCTION_DENIAL_TEXT[a.deniedBy]}` : null,
    ];
  };
  return {
    name,
    columns: [
      text('Asset group', 32),
      { header: 'Asset ID', kind: 'number', width: 10 },
      text('Description', 40),
      { header: 'Effective life (years)', kind: 'number', width: 12 },
      { header: 'Rate', kind: 'rate', width: 10 },
      { header: 'Start date', kind: 'date', width: 12 },
      money('Original cost'),
      money('Historical building cost'),
      { header: 'Disposal date', kind: 'date', width: 12 },
      money('Termination value'),
      money(`Opening value FY${current}`),
      money(`Additions FY${current}`),
      money(`Depreciation FY${current}`),
      money(`Balancing adjustment FY${current}`),
      money(`Abandonment FY${current}`),
      money(`Closing value FY${current}`),
      ...[2, 3, 4, 5].map((k) => money(`Deduction FY${years[k] as number}`)),
      text('Note', 40),
    ],
    *rows() {
      for (let offset = 0; offset < view.lineCount; offset += WINDOW) {
        for (const on of view.page({ offset, limit: WINDOW })) {
          for (const a of on.lines) yield line(on.group.assetGroup, a);
        }
      }
    },
  };
}

function poolYearsSheet(figures: FiguresView): SheetSpec {
  const view = deductionView(figures, 'L');
  return {
    name: 'Pool by year',
    columns: [
      { header: 'FY ending', kind: 'date', width: 12 },
      money('Opening balance'),
      money('Low-value assets allocated'),
      money('Low-cost assets allocated'),
      money('Decline of low-cost assets (18.75%)'),
      money('Decline of the balance (37.5%)'),
      money('Decline'),
      money('Termination values'),
      money('Assessable excess'),
      money('Closing balance'),
    ],
    *rows() {
      for (const p of view.pool ?? []) {
        yield [
          `${p.financialYear}-06-30`,
          dollars(p.openingBalance),
          dollars(p.lowValueAdditions),
          dollars(p.lowCostAdditions),
          dollars(p.lowCostDecline),
          dollars(p.balanceDecline),
          dollars(p.decline),
          dollars(p.terminationValues),
          dollars(p.assessableExcess),
          dollars(p.closingBalance),
        ];
      }
    },
  };
}

/** The workbook's sheets, in the Report tab's order. */
export function scheduleSheets(figures: FiguresView): SheetSpec[] {
  return [
    taxFlowSheet(figures),
    summarySheet(figures),
    assetSheet(figures, 'Division 40', '40'),
    assetSheet(figures, 'Low value pool', 'L'),
    poolYearsSheet(figures),
    assetSheet(figures, 'Instant write-off', 'IA'),
    assetSheet(figures, 'Division 43', 'CapitalWorks'),
    assetSheet(figures, 'Abandonment', 'Abandonment'),
    assetSheet(figures, 'Other deductions', 'R'),
  ];
}
