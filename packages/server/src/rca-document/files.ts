/**
 * The assessment's build-up as files (issue 28 item 5: "CSV and Excel of the build-up"), with the exports' own
 * pieces (src/export): every text is made spreadsheet-safe (a leading `=`, `+`, `-`, `@` gets a `'`, so a label
 * such as `=HYPERLINK(…)` is never run). In the CSV an amount is plain decimal dollars (`1891500.00`: no currency
 * sign or separators, read the same by every program); in the workbook it is a number of dollars in the
 * workbook's currency format. The rows are the domain's figures, in the PDF's order and words (wording.ts).
 */
import { PassThrough } from 'node:stream';
import { isOverridden } from '@taxdep/domain/rca';
import {
  BOM,
  type CellValue,
  csvLine,
  type SheetColumn,
  type SheetSpec,
  textCell,
  writeWorkbook,
} from '../export';
import type { RcaDocumentInput } from './input';
import { averagingCaseLabel, buildingName, inputErrorPlace, payoutFormula } from './wording';

/** A row of the build-up file: amounts in integer cents, null where a row has none. */
export interface BuildUpRow {
  building: string;
  kind: string;
  label: string;
  formula: string;
  cents: number | null;
  notes: string;
}

/** Every line of every building, then the totals, the recommendation and the averaging cases; or the errors. */
export function buildUpRows(input: RcaDocumentInput): BuildUpRow[] {
  const { result } = input;
  const { assessment } = result;
  if (assessment === null) {
    return [
      { building: '', kind: 'problem', label: result.problem, formula: '', cents: null, notes: '' },
      ...result.settingsErrors.map((e) => ({
        building: '',
        kind: 'inputError',
        label: e.message,
        formula: '',
        cents: null,
        notes: `Assessment settings: ${e.field}`,
      })),
      ...result.buildingErrors.map((e) => ({
        building: inputErrorPlace(input, e),
        kind: 'inputError',
        label: e.message,
        formula: '',
        cents: null,
        notes: e.field,
      })),
    ];
  }
  const rows: BuildUpRow[] = assessment.buildings.flatMap((b) =>
    b.lines.map((line) => ({
      building: b.name,
      kind: line.kind,
      label: line.label,
      formula: line.formula,
      cents: line.cents,
      notes: line.notes.join('; '),
    })),
  );
  const total = (kind: string, label: string, formula: string, cents: number | null, notes = '') =>
    rows.push({ building: '', kind, label, formula, cents, notes });
  total(
    'total',
    'Total of the buildings',
    'Sum of the buildings’ reinstatement costs',
    assessment.totalCents,
  );
  total(
    'recommendedSumInsured',
    'Recommended sum insured',
    assessment.roundingNote,
    assessment.recommendedSumInsuredCents,
  );
  const insured = assessment.currentSumInsuredCents;
  if (insured === null) return rows;
  total(
    'currentSumInsured',
    'Current sum insured',
    `${assessment.insuredPercent}% of the recommended sum insured (rounded down to 0.1%)`,
    insured,
  );
  for (const c of assessment.averaging) {
    const label = averagingCaseLabel(c);
    total('averagingLoss', label, 'Loss', c.lossCents);
    total(
      'averagingPayout',
      label,
      payoutFormula(c, insured, assessment.recommendedSumInsuredCents),
      c.payoutCents,
    );
    total('averagingShortfall', label, 'Loss − payout: borne by the owner', c.shortfallCents);
  }
  return rows;
}

/** Integer cents as plain decimal dollars: 189150000 → `1891500.00`. */
export function plainDollars(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const magnitude = Math.abs(cents);
  return `${sign}${Math.trunc(magnitude / 100)}.${String(magnitude % 100).padStart(2, '0')}`;
}

const BUILD_UP_HEADERS = ['Building', 'Line kind', 'Label', 'Formula', 'Amount', 'Notes'];

/** The build-up as a CSV file: a UTF-8 byte order mark, then a header and a line per row, each ended by CRLF. */
export function rcaBuildUpCsv(input: RcaDocumentInput): string {
  let out = BOM + csvLine(BUILD_UP_HEADERS);
  for (const row of buildUpRows(input)) {
    out += csvLine([
      textCell(row.building),
      row.kind,
      textCell(row.label),
      textCell(row.formula),
      row.cents === null ? '' : plainDollars(row.cents),
      textCell(row.notes),
    ]);
  }
  return out;
}

const text = (header: string, width = 20): SheetColumn => ({ header, kind: 'text', width });
const money = (header: string, width = 18): SheetColumn => ({ header, kind: 'money', width });
const dollars = (cents: number | null) => (cents === null ? null : cents / 100);
const safe = (value: string | null | undefined) => textCell(value) || null;

function buildUpSheet(input: RcaDocumentInput): SheetSpec {
  return {
    name: 'Build-up',
    columns: [
      text('Building', 24),
      text('Line kind', 18),
      text('Label', 36),
      text('Formula', 60),
      money('Amount'),
      text('Notes', 60),
    ],
    *rows() {
      for (const row of buildUpRows(input)) {
        yield [
          safe(row.building),
          row.kind,
          safe(row.label),
          safe(row.formula),
          dollars(row.cents),
          safe(row.notes),
        ];
      }
    },
  };
}

/** Each area's rate: the library's with its priced date and source, or the assessor's with the reason. */
function ratesSheet(input: RcaDocumentInput): SheetSpec {
  return {
    name: 'Rates used',
    columns: [
      text('Building', 24),
      text('Use', 24),
      { header: 'Area (m²)', kind: 'number', width: 12 },
      money('Rate used per m²'),
      text('Library building type', 24),
      text('Library location', 18),
      money('Library rate per m²'),
      { header: 'Priced on', kind: 'date', width: 12 },
      text('Source', 30),
      text('Rate', 18),
      text('Reason', 40),
    ],
    *rows() {
      for (const [k, building] of input.buildings.entries()) {
        for (const area of building.areas) {
          const library = area.libraryRate;
          const m2 = Number(area.areaM2);
          const row: CellValue[] = [
            safe(buildingName(building, k)),
            safe(area.use),
            Number.isFinite(m2) ? m2 : safe(area.areaM2),
            dollars(area.rateCentsPerM2),
            safe(library?.buildingType),
            safe(library?.location),
            dollars(library?.rateCentsPerM2 ?? null),
            library?.pricedOn ?? null,
            safe(library?.source),
            library === null
              ? 'Entered by hand'
              : isOverridden(area)
                ? 'Library rate changed'
                : 'Library rate',
            isOverridden(area) ? safe(area.overrideReason) : null,
          ];
          yield row;
        }
      }
    },
  };
}

function averagingSheet(input: RcaDocumentInput): SheetSpec {
  const { assessment } = input.result;
  return {
    name: 'Averaging',
    columns: [
      text('Loss', 44),
      { header: 'Share of the recommended sum (%)', kind: 'number', width: 14 },
      money('Loss amount'),
      money('Insurer pays'),
      money('Owner bears'),
      text('Payout', 70),
    ],
    *rows() {
      const insured = assessment?.currentSumInsuredCents ?? null;
      if (assessment === null || insured === null) return;
      for (const c of assessment.averaging) {
        yield [
          averagingCaseLabel(c),
          c.lossPercent,
          dollars(c.lossCents),
          dollars(c.payoutCents),
          dollars(c.shortfallCents),
          payoutFormula(c, insured, assessment.recommendedSumInsuredCents),
        ];
      }
    },
  };
}

export function rcaSheets(input: RcaDocumentInput): SheetSpec[] {
  return [buildUpSheet(input), ratesSheet(input), averagingSheet(input)];
}

/** The workbook's bytes (.xlsx): Build-up, Rates used and Averaging, written by the exports' streaming writer. */
export async function rcaWorkbook(input: RcaDocumentInput): Promise<Buffer> {
  const out = new PassThrough();
  const parts: Buffer[] = [];
  out.on('data', (chunk: Buffer) => parts.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    out.on('end', resolve);
    out.on('error', reject);
  });
  await writeWorkbook(out, rcaSheets(input));
  out.end();
  await ended;
  return Buffer.concat(parts);
}
