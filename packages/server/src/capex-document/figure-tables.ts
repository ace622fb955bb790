/**
 * The forecast's tables in the document (issue 27 items 3 and 5), as the depreciation document's tables
 * (report-document/table.ts: landscape, the title and headers repeated on each page): the year × element matrix,
 * the time bands, the sinking fund and the items left out. Every amount is the forecast's own integer cents,
 * printed to the cent (`formatMoneyCents`), so each figure can be checked against the forecast call.
 */
import {
  BUILDING_ELEMENTS,
  type CapexForecast,
  type SinkingFund,
  uniqueMessages,
} from '@taxdep/domain/capex';
import { formatMoneyCents } from '@taxdep/domain/format';
import type { Column, Row, TableSpec } from '../report-document';
import type { LeftOutItem } from './input';

/** The width of a landscape table (A4 less the 28-point margins). */
const TABLE_WIDTH = 785;
const LABEL_WIDTH = 113;
/** Amount columns a page takes at most: $100,000,000.00 stays whole at the table's type size. */
const AMOUNTS_PER_PAGE = 12;

const money = formatMoneyCents;
const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);
const amount = (header: string, width: number): Column => ({ header, width, align: 'right' });

/**
 * The years of each table of the matrix: all in one when they fit beside the total (a 10-year forecast's 11), else
 * shared evenly (a 20-year forecast's 21: 11 and 10), the total after the last table's years. A horizon of at most
 * 20 years makes at most two tables, which share a page.
 */
export function matrixPages(years: number): number[][] {
  const pages = Math.ceil((years + 1) / AMOUNTS_PER_PAGE);
  const per = Math.ceil(years / pages);
  return Array.from({ length: pages }, (_, k) =>
    Array.from({ length: Math.min(per, years - k * per) }, (_, j) => k * per + j),
  );
}

const MATRIX_TITLE = 'Summary matrix: spending by year and building element';

/**
 * The year × element matrix on one page: its years in one table with the total column, or (more years than fit
 * across) the first years' table above the last years' with the total (`matrixPages`).
 */
export function matrixTable(forecast: CapexForecast): TableSpec {
  const pages = matrixPages(forecast.financialYears.length);
  const fy = (years: readonly number[], at: number) => `FY${forecast.financialYears[years.at(at) as number]}`;
  const last = pages.at(-1) as number[];
  const main = matrixPart(forecast, last, true);
  if (pages.length === 1) return main;
  const first = pages[0] as number[];
  return {
    ...main,
    lead: {
      caption: `${fy(first, 0)} to ${fy(first, -1)}`,
      spec: matrixPart(forecast, first, false),
      followedBy: `${fy(last, 0)} to ${fy(last, -1)}, and the total over the horizon`,
    },
  };
}

/** The matrix's table of `years` (offsets), with the total column when `withTotal`. */
function matrixPart(forecast: CapexForecast, years: readonly number[], withTotal: boolean): TableSpec {
  const fy = forecast.financialYears;
  const amounts = years.length + (withTotal ? 1 : 0);
  const width = Math.min(58, Math.floor((TABLE_WIDTH - LABEL_WIDTH) / amounts));
  // A year without spending shows a dash, so the years that cost something stand out.
  const shown = (cents: number) => (cents === 0 ? '–' : money(cents));
  const cells = (label: string, byYear: readonly number[], total: number) => [
    label,
    ...years.map((y) => shown(byYear[y] ?? 0)),
    ...(withTotal ? [shown(total)] : []),
  ];
  return {
    title: MATRIX_TITLE,
    note:
      'Escalated costs, GST exclusive, in the dollars of each financial year (ending 30 June). Year 0 is the base ' +
      'year: items past their life are shown there.',
    columns: [
      { header: 'Building element', width: LABEL_WIDTH },
      ...years.map((y) => amount(`FY${fy[y]}${y === 0 ? ' (now)' : ''}`, width)),
      ...(withTotal ? [amount('Total', width)] : []),
    ],
    groups: [
      { label: '', from: 0, count: 1 },
      { label: `Year ${years[0]} to year ${years.at(-1)} of the forecast`, from: 1, count: years.length },
      ...(withTotal ? [{ label: '', from: years.length + 1, count: 1 }] : []),
    ],
    lineCount: 0,
    *rows(): Iterable<Row> {
      for (const element of BUILDING_ELEMENTS) {
        const row = forecast.matrix[element.id];
        yield { style: 'line', cells: cells(element.label, row, sum(row)) };
      }
      yield { style: 'total', cells: cells('Total', forecast.totalByYear, forecast.totalCents) };
      yield { style: 'level2', cells: cells('Capital', forecast.capitalByYear, forecast.capitalCents) };
      yield {
        style: 'level2',
        cells: cells('Repairs and maintenance', forecast.repairsByYear, forecast.repairsCents),
      };
    },
  };
}

export function timeBandsTable(forecast: CapexForecast): TableSpec {
  const fy = (year: number) => forecast.baseYear + year;
  const share = (cents: number) =>
    forecast.totalCents === 0 ? '' : `${((cents * 100) / forecast.totalCents).toFixed(1)}%`;
  return {
    title: 'Spending by time band',
    note: 'The forecast’s years grouped from the base year (year 0, immediate); each band’s capital and repairs apart.',
    columns: [
      { header: 'Time band', width: 130 },
      { header: 'Financial years', width: 150 },
      amount('Capital', 130),
      amount('Repairs and maintenance', 130),
      amount('Total', 130),
      amount('Share of the total', 115),
    ],
    lineCount: 0,
    *rows(): Iterable<Row> {
      for (const band of forecast.bands) {
        const years =
          band.fromYear === band.toYear
            ? `FY${fy(band.fromYear)}`
            : `FY${fy(band.fromYear)} to FY${fy(band.toYear)}`;
        yield {
          style: 'line',
          cells: [
            band.label,
            years,
            money(band.capitalCents),
            money(band.repairsCents),
            money(band.totalCents),
            share(band.totalCents),
          ],
        };
      }
      yield {
        style: 'total',
        cells: [
          'Total',
          `FY${fy(0)} to FY${fy(forecast.horizon)}`,
          money(forecast.capitalCents),
          money(forecast.repairsCents),
          money(forecast.totalCents),
          share(forecast.totalCents),
        ],
      };
    },
  };
}

/** The fund year by year; a year that closes below zero is shaded and marked "Falls short". */
export function sinkingFundTable(fund: SinkingFund, summary: string): TableSpec {
  return {
    title: 'Sinking fund',
    note: summary,
    columns: [
      { header: 'Year', width: 45 },
      { header: 'Financial year', width: 80 },
      { header: 'Position', width: 90 },
      amount('Opening balance', 115),
      amount('Contribution', 105),
      amount('Interest', 100),
      amount('Forecast spending', 125),
      amount('Closing balance', 125),
    ],
    lineCount: 0,
    *rows(): Iterable<Row> {
      const short = new Set(fund.shortYears);
      for (const y of fund.years) {
        yield {
          style: short.has(y.year) ? 'subtotal' : 'line',
          cells: [
            String(y.year),
            `FY${y.financialYear}`,
            short.has(y.year) ? 'Falls short' : 'Covered',
            money(y.openingCents),
            money(y.contributionCents),
            money(y.interestCents),
            money(y.spendingCents),
            money(y.closingCents),
          ],
        };
      }
    },
  };
}

export function leftOutTable(left: readonly LeftOutItem[], itemCount: number): TableSpec {
  return {
    title: 'Items left out of the forecast',
    note:
      `${left.length} of ${itemCount} items could not be read and are not in any figure of this forecast; ` +
      'each is listed with what must be corrected.',
    columns: [
      { header: 'Item', width: 40 },
      { header: 'Building element', width: 90 },
      { header: 'Description', width: 190, wrap: true },
      { header: 'Location', width: 110, wrap: true },
      { header: 'Why it is left out', width: 355, wrap: true },
    ],
    lineCount: 0,
    *rows(): Iterable<Row> {
      for (const { number, item, errors } of left) {
        const element = BUILDING_ELEMENTS.find((e) => e.id === item.element)?.label ?? 'Not given';
        yield {
          style: 'line',
          cells: [
            String(number),
            element,
            item.description.trim() || '(no description)',
            item.location,
            uniqueMessages(errors).join('\n'),
          ],
        };
      }
    },
  };
}
