/**
 * The schedules of the Deductions views as tables (docs/product/calculations-deductions-summary-report.md
 * "Deductions tab"): Table B by asset group with each asset line, Table A by industry, sub-industry and asset group,
 * the Total row; the instant asset write-off and other deductions as the tab's short tables. The current financial
 * year and the four after it are printed (the prior year belongs to the previous schedule). Asset lines are read
 * from the view a window at a time (`page`), in the tab's order, and drawn as they come.
 */
import { eofyDate, formatDisplayDate, formatMoney } from '@taxdep/domain/format';
import type { AssetInfo, CategoryLines, DeductionCell } from '@taxdep/domain/tax';
import { EXPENSED_ASSET_GROUP } from '@taxdep/domain/tax';
import { type CustomisedRate, lifeText, type ReportFigures, yearDeduction } from './figures';
import {
  CUSTOMISED_LEGEND,
  CUSTOMISED_MARK,
  customisedRateNote,
  describe,
  lifeCell,
  ROW_LEGEND,
} from './row-notes';
import type { Column, ColumnGroup, Row, TableSpec } from './table';

/** Asset lines read from a view at a time: a few hundred kB of objects, whatever the register's size. */
const WINDOW = 500;
/** The printed years: the current FY (index 1 of the view's six) and the four after it. */
const SHOWN = [1, 2, 3, 4, 5] as const;
const UNNAMED_INDUSTRY = 'No industry (codes outside the effective life table)';
const UNNAMED_SUB_INDUSTRY = 'No sub-industry';

export const groupLabel = (group: string) => (group === EXPENSED_ASSET_GROUP ? 'Expensed items' : group);
const countText = (count: number) => (count === 1 ? '1 asset' : `${count.toLocaleString('en-AU')} assets`);
/** Start dates repeat across a register: each is formatted once (date-fns' `format` is the dearer part of a row). */
const shownDates = new Map<string, string>();
function startDate(date: string): string {
  let shown = shownDates.get(date);
  if (shown === undefined) {
    shown = formatDisplayDate(date);
    if (shownDates.size < 50_000) shownDates.set(date, shown);
  }
  return shown;
}
export const yearLabel = (year: number) => formatDisplayDate(eofyDate(year));

function yearGroups(view: CategoryLines, from: number, perYear: number): ColumnGroup[] {
  return SHOWN.map((index, k) => ({
    label: `${yearLabel(view.financialYears[index] as number)}${k === 0 ? ' (current)' : ''}`,
    from: from + k * perYear,
    count: perYear,
    emphasis: k === 0,
  }));
}

/** Per printed year: the opening value, what was added in the year and the year's deduction (issue 25 item 4). */
const triples = (width = 32): Column[] =>
  SHOWN.flatMap(() => [
    { header: 'Opening', width, align: 'right' as const },
    { header: 'Additions', width, align: 'right' as const },
    { header: 'Deduction', width, align: 'right' as const },
  ]);
/** opening + additions − deduction = the next year's opening (less a termination value received). */
export const openingAdditionsDeduction = (cells: readonly DeductionCell[]) =>
  SHOWN.flatMap((i) => [
    formatMoney(cells[i]?.owdv ?? 0),
    formatMoney(cells[i]?.additions ?? 0),
    formatMoney(yearDeduction(cells[i])),
  ]);
const deductions = (cells: readonly DeductionCell[]) =>
  SHOWN.map((i) => formatMoney(yearDeduction(cells[i])));

/** Every asset line of the view, in the tab's order, with its group's row before the group's first line. */
function* lines(
  view: CategoryLines,
  groupRow: (group: { assetGroup: string; years: DeductionCell[]; assetCount: number }) => Row,
  line: (asset: AssetInfo) => Iterable<Row>,
): Generator<Row> {
  let current: string | null = null;
  for (let offset = 0; offset < view.lineCount; offset += WINDOW) {
    for (const on of view.page({ offset, limit: WINDOW })) {
      if (on.group.assetGroup !== current) {
        current = on.group.assetGroup;
        yield groupRow(on.group);
      }
      for (const asset of on.lines) yield* line(asset);
    }
  }
}

const EMPTY: Row = { style: 'level2', cells: ['There are no assets in this schedule.'], span: 7 };

/** What a schedule says of the assets whose deductions the law denies (s40-27, s40-291, CGT event K7). */
export { DENIED_MARK } from './row-notes';
/** One line under a schedule's title (table.ts: at most about 200 characters with the view's own note). */
export const DENIED_NOTE =
  '“s40-27:” second-hand plant in residential premises, no deduction; its value still declines (CGT event K7, see Notes).';

/** Table B of views 2 to 5: asset columns, then the opening value, additions and deduction of each printed year. */
export function tableB(title: string, view: CategoryLines, figures: ReportFigures, note?: string): TableSpec {
  const columns: Column[] = [
    { header: 'ID', width: 26 },
    { header: 'Tax code', width: 30 },
    { header: 'Description', width: 102, wrap: true },
    { header: 'Start date', width: 42 },
    { header: 'Cost', width: 44, align: 'right' },
    { header: 'Life', width: 20, align: 'right' },
    { header: 'Method, rate', width: 40, align: 'right' },
    ...triples(),
  ];
  const empty = view.lineCount === 0;
  // Issue 23: with denied assets in the register, the schedules of plant say why their lines show $0 (a denied
  // asset is never pooled, and Division 43 is unaffected).
  const plant = view.category === '40' || view.category === 'Abandonment';
  const said =
    plant && figures.deniedAssets > 0 && !empty ? [note, DENIED_NOTE].filter(Boolean).join(' ') : note;
  return {
    title,
    ...(said ? { note: said } : {}),
    columns,
    groups: yearGroups(view, 7, 3),
    lineCount: view.lineCount,
    *rows(measuring = false) {
      if (empty) {
        yield EMPTY;
        return;
      }
      // The customised rates met, in the table's order, for the legend at its end (one row each).
      const customised: { id: string; method: string; rate: string; note: CustomisedRate }[] = [];
      yield* lines(
        view,
        (g) => ({
          style: 'group',
          cells: [
            `${groupLabel(g.assetGroup)} · ${countText(g.assetCount)}`,
            ...openingAdditionsDeduction(g.years),
          ],
          span: 7,
        }),
        function* (a) {
          const c = figures.columnsOf(a.assetId);
          if (c.customisedRate)
            customised.push({ id: a.assetId, method: c.method, rate: c.rate, note: c.customisedRate });
          yield {
            style: 'line',
            cells: [
              a.assetId,
              c.code,
              describe(a, c, view.category),
              startDate(a.workStartDate),
              ...(measuring
                ? []
                : [
                    formatMoney(a.originalCost),
                    lifeCell(c, lifeText(a.effectiveLife)),
                    [c.method, `${c.rate}${c.customised ? CUSTOMISED_MARK : ''}`].filter(Boolean).join(' '),
                    ...openingAdditionsDeduction(a.depreciationCalculations),
                  ]),
            ],
          };
        },
      );
      yield { style: 'total', cells: ['Total', ...openingAdditionsDeduction(view.balance)], span: 7 };
      yield { style: 'note', cells: [ROW_LEGEND] };
      if (customised.length > 0) {
        yield { style: 'note', cells: [CUSTOMISED_LEGEND] };
        for (const m of customised)
          yield { style: 'note', cells: [customisedRateNote(m.id, m.method, m.rate, m.note)] };
      }
    },
  };
}

/** Table A of views 2 to 5: industry, sub-industry and asset group rows, then the Total row. */
export function tableA(title: string, view: CategoryLines): TableSpec {
  const industries = view.categoryAssetAsPerIndustryForTableA;
  return {
    title,
    columns: [{ header: 'Industry › Sub-industry › Asset group', width: 180, wrap: true }, ...triples(40)],
    groups: yearGroups(view, 1, 3),
    lineCount: 0,
    *rows() {
      for (const industry of industries) {
        yield {
          style: 'group',
          cells: [industry.industryName || UNNAMED_INDUSTRY, ...openingAdditionsDeduction(industry.years)],
        };
        for (const sub of industry.categoryAsset) {
          yield {
            style: 'sub',
            cells: [sub.subIndustryName || UNNAMED_SUB_INDUSTRY, ...openingAdditionsDeduction(sub.years)],
          };
          for (const group of sub.categoryAsset) {
            yield {
              style: 'level2',
              cells: [groupLabel(group.assetGroup), ...openingAdditionsDeduction(group.years)],
            };
          }
        }
      }
      yield { style: 'total', cells: ['Total', ...openingAdditionsDeduction(view.balance)] };
    },
  };
}

/** View 6: the assets written off whole, their cost and each printed year's deduction. */
export function instantWriteOff(title: string, view: CategoryLines, figures: ReportFigures): TableSpec {
  const empty = view.lineCount === 0;
  return {
    title,
    columns: [
      { header: 'Asset ID', width: 36 },
      { header: 'Tax code', width: 40 },
      { header: 'Description', width: 210, wrap: true },
      { header: 'Start date', width: 56 },
      { header: 'Cost', width: 66, align: 'right' },
      ...SHOWN.map(() => ({ header: 'Deduction', width: 75, align: 'right' as const })),
    ],
    groups: yearGroups(view, 5, 1),
    lineCount: view.lineCount,
    *rows(measuring = false) {
      if (empty) {
        yield { ...EMPTY, span: 5 };
        return;
      }
      yield* lines(
        view,
        (g) => ({
          style: 'group',
          cells: [`${groupLabel(g.assetGroup)} · ${countText(g.assetCount)}`, ...deductions(g.years)],
          span: 5,
        }),
        function* (a) {
          yield {
            style: 'line',
            cells: [
              a.assetId,
              figures.columnsOf(a.assetId).code,
              describe(a, figures.columnsOf(a.assetId), view.category),
              startDate(a.workStartDate),
              ...(measuring ? [] : [formatMoney(a.originalCost), ...deductions(a.depreciationCalculations)]),
            ],
          };
        },
      );
      yield { style: 'total', cells: ['Total', ...deductions(view.balance)], span: 5 };
    },
  };
}

/** A year of other deductions that has a figure (the tab lists those only). */
const hasFigures = (y: DeductionCell) =>
  y.owdv !== 0 || y.additions !== 0 || y.depreciation !== 0 || y.cwdv !== 0;

/** View 7: one row per asset and year with a figure, then a Total row per such year. */
export function otherDeductions(title: string, view: CategoryLines): TableSpec {
  const totals = view.balance.filter(hasFigures);
  const empty = view.lineCount === 0;
  const figuresOf = (y: DeductionCell) => [
    formatDisplayDate(y.calcFYEndDate),
    formatMoney(y.owdv),
    formatMoney(y.additions),
    formatMoney(y.depreciation),
    formatMoney(y.cwdv),
  ];
  return {
    title,
    columns: [
      { header: 'Asset ID', width: 40 },
      { header: 'Description', width: 300, wrap: true },
      { header: 'Financial year end', width: 84 },
      { header: 'Opening value', width: 88, align: 'right' },
      { header: 'Additions', width: 88, align: 'right' },
      { header: 'Decline in value deduction', width: 100, align: 'right' },
      { header: 'Next opening value', width: 84, align: 'right' },
    ],
    lineCount: view.lineCount,
    *rows() {
      if (empty) {
        yield { ...EMPTY, span: 7 };
        return;
      }
      yield* lines(
        view,
        (g) => ({
          style: 'group',
          cells: [`${groupLabel(g.assetGroup)} · ${countText(g.assetCount)}`],
          span: 7,
        }),
        function* (a) {
          const years = a.depreciationCalculations.filter(hasFigures);
          // One asset line for the progress, however many years it has.
          yield* years.map((y, k) => ({
            style: k === 0 ? ('line' as const) : ('more' as const),
            cells: [a.assetId, a.assetName ?? '', ...figuresOf(y)],
          }));
        },
      );
      for (const y of totals) yield { style: 'total', cells: ['Total', '', ...figuresOf(y)] };
    },
  };
}
