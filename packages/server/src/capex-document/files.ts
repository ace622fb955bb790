/**
 * The forecast's figures as files (issue 27 item 5: "CSV and Excel of the matrix and the items"): each table is
 * described once, its amounts in integer cents, and written both ways with the exports' own pieces
 * (src/export): in the CSV, amounts as `1,234.50` and text made spreadsheet-safe (a leading `=`, `+`, `-`, `@`
 * gets a `'`, so `=HYPERLINK(…)` is never run); in the workbook, amounts as numbers of dollars in the workbook's
 * currency format and the same guarded text.
 */
import { PassThrough } from 'node:stream';
import { BUILDING_ELEMENTS, type CapexForecast, type CapexItem } from '@taxdep/domain/capex';
import {
  amountCell,
  BOM,
  type CellKind,
  type CellValue,
  csvLine,
  type SheetSpec,
  textCell,
  writeWorkbook,
} from '../export';
import { itemLines, remainingLifeText } from './item-lines';

/** A cell before it is written: text (guarded when written), integer cents, a plain number, or empty. */
export type FileCell = string | number | null;

export interface FileTable {
  /** The workbook's sheet name. */
  name: string;
  columns: readonly { header: string; kind: Exclude<CellKind, 'rate' | 'date'>; width: number }[];
  /** Money cells are integer cents. */
  rows: () => Iterable<readonly FileCell[]>;
}

const text = (header: string, width = 18) => ({ header, kind: 'text' as const, width });
const money = (header: string, width = 16) => ({ header, kind: 'money' as const, width });
const number = (header: string, width = 10) => ({ header, kind: 'number' as const, width });
const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

/** The year × element matrix with its totals, then capital and repairs apart. */
export function matrixFileTable(forecast: CapexForecast): FileTable {
  const row = (label: string, byYear: readonly number[], total: number): FileCell[] => [
    label,
    ...byYear,
    total,
  ];
  return {
    name: 'Matrix',
    columns: [
      text('Building element', 26),
      ...forecast.financialYears.map((fy) => money(`FY${fy}`, 14)),
      money('Total', 16),
    ],
    *rows() {
      for (const element of BUILDING_ELEMENTS) {
        const cents = forecast.matrix[element.id];
        yield row(element.label, cents, sum(cents));
      }
      yield row('Total', forecast.totalByYear, forecast.totalCents);
      yield row('Capital', forecast.capitalByYear, forecast.capitalCents);
      yield row('Repairs and maintenance', forecast.repairsByYear, forecast.repairsCents);
    },
  };
}

/** Every item in the forecast's order, with what the forecast read of it and its replacements. */
export function itemsFileTable(items: readonly CapexItem[], forecast: CapexForecast): FileTable {
  return {
    name: 'Items',
    columns: [
      number('Item', 8),
      text('Building element'),
      text('Description', 36),
      text('Location', 20),
      number('Condition (1 to 5)'),
      number('Quantity'),
      text('Unit', 8),
      money('Unit rate'),
      money('Lump sum'),
      money('Base cost'),
      number('Year installed'),
      number('Age'),
      number('Life (years)'),
      text('Remaining life', 24),
      text('Remaining life reason', 30),
      text('Expenditure', 22),
      text('Priority', 10),
      text('Note', 30),
      text('Tax code', 10),
      number('Effective life (years)'),
      text('Replacement years', 30),
      money('Forecast cost (escalated)'),
      text('Left out because', 40),
    ],
    *rows() {
      for (const line of itemLines(items, forecast)) {
        const { item } = line;
        yield [
          line.number,
          line.element,
          item.description,
          item.location,
          item.condition,
          item.quantity,
          item.unit,
          item.unitRateCents,
          item.lumpSumCents,
          line.baseCents,
          item.yearInstalled,
          item.age,
          item.lifeYears,
          remainingLifeText(line),
          item.remainingLifeReason,
          line.expenditure,
          line.priority,
          item.note,
          item.taxCode ?? null,
          item.effectiveLifeYears ?? null,
          line.replacements.map((r) => `FY${r.financialYear}`).join('; '),
          line.forecastCents,
          line.leftOutReasons.join(' '),
        ];
      }
    },
  };
}

/** One row per replacement: the item, the year and its base and escalated cost (the matrix's figures, itemised). */
export function replacementsFileTable(items: readonly CapexItem[], forecast: CapexForecast): FileTable {
  return {
    name: 'Replacements',
    columns: [
      number('Item', 8),
      text('Building element'),
      text('Description', 36),
      number('Year of the forecast'),
      text('Financial year', 12),
      text('Expenditure', 22),
      money('Base cost'),
      money('Escalated cost'),
    ],
    *rows() {
      for (const line of itemLines(items, forecast)) {
        for (const r of line.replacements) {
          yield [
            line.number,
            line.element,
            line.item.description,
            r.year,
            `FY${r.financialYear}`,
            line.expenditure,
            r.baseCents,
            r.cents,
          ];
        }
      }
    },
  };
}

/** The table's CSV lines (the header first), each ended by CRLF; no byte order mark (`csvText` adds it). */
export function* csvLines(table: FileTable): Generator<string> {
  yield csvLine(table.columns.map((c) => c.header));
  for (const row of table.rows()) {
    yield csvLine(
      row.map((cell, k) => {
        if (cell === null) return '';
        const kind = table.columns[k]?.kind;
        if (kind === 'money') return amountCell(cell as number);
        return typeof cell === 'number' ? String(cell) : textCell(cell);
      }),
    );
  }
}

/** The whole CSV file: a UTF-8 byte order mark, then the lines. */
export function csvText(table: FileTable): string {
  let out = BOM;
  for (const line of csvLines(table)) out += line;
  return out;
}

/** The table as a workbook sheet: money in dollars (the writer's currency format), text guarded. */
export function sheetOf(table: FileTable): SheetSpec {
  return {
    name: table.name,
    columns: table.columns,
    *rows() {
      for (const row of table.rows()) {
        yield row.map((cell, k): CellValue => {
          if (cell === null) return null;
          if (table.columns[k]?.kind === 'money') return (cell as number) / 100;
          return typeof cell === 'number' ? cell : textCell(cell) || null;
        });
      }
    },
  };
}

/** The forecast's workbook: the matrix, the items and the replacements, one sheet each. */
export function capexSheets(items: readonly CapexItem[], forecast: CapexForecast): SheetSpec[] {
  return [
    matrixFileTable(forecast),
    itemsFileTable(items, forecast),
    replacementsFileTable(items, forecast),
  ].map(sheetOf);
}

/** The workbook's bytes (.xlsx), written by the exports' streaming writer. */
export async function capexWorkbook(items: readonly CapexItem[], forecast: CapexForecast): Promise<Buffer> {
  const out = new PassThrough();
  const parts: Buffer[] = [];
  out.on('data', (chunk: Buffer) => parts.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    out.on('end', resolve);
    out.on('error', reject);
  });
  await writeWorkbook(out, capexSheets(items, forecast));
  out.end();
  await ended;
  return Buffer.concat(parts);
}
