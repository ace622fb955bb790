/**
 * What a block pasted into the register grid would change (docs/product/asset-register.md "Paste from Excel"): the
 * block lies over the grid's visible columns from the anchor cell's column and over its rows from the anchor's row;
 * a line over an asset changes that asset's cells, a line past the last row (or from the new-row line) adds an
 * asset. Each resulting row is normalised and judged with the CSV import's own rules (docs/product/rules.md
 * "Import"): invalid rows are saved and flagged as the import saves them, and named by line so the user can decide
 * before anything is written. Pure: the grid's rows come in, the staging goes out.
 */
import type { Asset } from '../api/asset';
import type { StagedRateQuestion } from '../api/staged-rate-calls';
import {
  type ImportHeading,
  MAX_IMPORT_CELL_CHARS,
  type StagedRates,
  type StagedRowLaw,
  stagedRateKey,
  stagedRowLawProblems,
  stagedRowProblems,
  stagedRowWarnings,
} from '../import';
import { type ClipboardBlock, readClipboardBlock } from './excel-clipboard';
import {
  assetPasteCells,
  isPasteField,
  normalisePasteCell,
  PASTE_FIELDS,
  type PasteCells,
  type PasteField,
  pasteFieldLabel,
  pasteLawFactProblems,
  samePasteValue,
  stagedRowOfPaste,
} from './paste-fields';
import { pasteRateQuestion, pasteRateRow, pasteRateText } from './paste-rates';

/**
 * The most lines one paste takes: a block of a few thousand rows is what a grid paste is for; a whole register is
 * the CSV import's (100,000 rows). Keeps the dialog, the one request (under 8 MB) and its transaction short.
 */
export const MAX_PASTE_ROWS = 10_000;

export interface PasteColumn {
  /** The grid's column key (packages/web/src/register/columns.ts); a pasteable one is a PasteField. */
  key: string;
  label: string;
}

export interface PasteTarget {
  /** The grid's visible columns, left to right. */
  columns: readonly PasteColumn[];
  /** The rows on screen, top to bottom. */
  rows: readonly Asset[];
  /** What a new asset starts with (Add Asset's fund and property codes), unless the block holds it. */
  newAssetCells?: PasteCells;
  /**
   * The categories and methods as the grid shows them (`40 - Division 40 plant and equipment`, `Diminishing
   * Value`), so a block copied from the grid itself pastes back as their codes.
   */
  codes?: { categories?: readonly CodeText[]; methods?: readonly CodeText[] };
  /** Issue 23: the report's law, so a pasted row is judged as the register and the import judge it (row-law.ts). */
  law?: StagedRowLaw;
  /**
   * Issue 26 item 2: the rates the service derives for the block's rows (POST /stagedRates), once asked for: a row
   * without a rate is then judged by the rate it will get, and an unknown tax code is named.
   */
  rates?: StagedRates;
}

export interface CodeText {
  code: string;
  description: string;
}

/** A grid text of a coded column read as its code; any other text as written (the import's rule reads it then). */
function gridCode(text: string, codes: readonly CodeText[] | undefined, withCode: boolean): string {
  const wanted = text.trim().toLowerCase();
  const found = codes?.find(
    (c) =>
      c.description.toLowerCase() === wanted ||
      (withCode && `${c.code} - ${c.description}`.toLowerCase() === wanted),
  );
  return found ? found.code : text;
}

/** A cell as the import reads it, after the grid's own forms of the coded columns and of the rate (`13.33% (ATO)`). */
function readCell(field: PasteField, cell: string, target: PasteTarget): string {
  if (field === 'depreciationCategory') return gridCode(cell, target.codes?.categories, true);
  if (field === 'depreciationMethod') return gridCode(cell, target.codes?.methods, false);
  if (field === 'depreciationRate') return cell.replace(/\s*\((ATO|Customize)\)\s*$/i, '');
  return cell;
}

/** The anchor cell: a row index of `rows`, or 'new' for the new-row line, and a column key. */
export interface PasteAnchor {
  row: number | 'new';
  column: string;
}

export interface FieldChange {
  field: PasteField;
  label: string;
  from: string;
  to: string;
}

export interface StagedChange {
  /** 1-based line of the block. */
  line: number;
  assetId: number;
  /** The asset's pasteable values as read: the service refuses the paste when the row changed since. */
  base: Record<PasteField, string>;
  /** The changed fields' new values only. */
  values: PasteCells;
  fields: FieldChange[];
  /** The rate the asset will have, as the grid shows it (`13.33% (ATO)`); null before the rates are known. */
  rate: string | null;
}

export interface StagedAddition {
  line: number;
  values: PasteCells;
  /** The rate the asset will get, as the grid shows it; null before the rates are known or when it gets none. */
  rate: string | null;
}

/** A line's problems (the import's invalid-row reasons) or warnings (a value normalising empties). */
export interface LineNotes {
  line: number;
  /** The asset the line changes; null for an addition. */
  assetId: number | null;
  messages: string[];
}

export type PasteStaging =
  | { outcome: 'refused'; message: string }
  | {
      outcome: 'staged';
      changes: StagedChange[];
      additions: StagedAddition[];
      /** Lines over an asset that change nothing. */
      unchangedCount: number;
      /** Blank lines, skipped as the import drops blank rows. */
      blankCount: number;
      invalid: LineNotes[];
      warnings: LineNotes[];
      /** Labels of the block's columns that fall on columns a paste cannot write (Asset ID, Demolition, …). */
      skippedColumns: string[];
      /** Cells right of the grid's last column, left out. */
      cellsBeyondGrid: number;
      /** The distinct rate questions of the written lines, to ask the service (issue 26 item 2). */
      rateQuestions: StagedRateQuestion[];
    };

const refused = (message: string): PasteStaging => ({ outcome: 'refused', message });

/** The block's shape problems: too many lines, a cell over the import's limit. */
function blockRefusal(block: ClipboardBlock, target: PasteTarget, start: number): string | null {
  if (block.length === 0) return 'The clipboard holds no cells to paste.';
  if (block.length > MAX_PASTE_ROWS) {
    return `The block has ${block.length.toLocaleString('en-AU')} rows; one paste takes at most ${MAX_PASTE_ROWS.toLocaleString('en-AU')}. Paste it in parts, or import it as a csv file.`;
  }
  for (const [index, cells] of block.entries()) {
    const long = cells.findIndex((cell) => cell.length > MAX_IMPORT_CELL_CHARS);
    if (long >= 0) {
      const column = target.columns[start + long]?.label ?? `column ${long + 1}`;
      return `Line ${index + 1}, column '${column}': a value of ${cells[long]!.length.toLocaleString('en-AU')} characters; values are limited to ${MAX_IMPORT_CELL_CHARS.toLocaleString('en-AU')} characters. Nothing was pasted.`;
    }
  }
  return null;
}

/** The line's pasted values by field: staged (normalised) and as written. */
function lineCells(cells: readonly string[], fields: readonly (PasteField | null)[], target: PasteTarget) {
  const staged: PasteCells = {};
  const written: PasteCells = {};
  cells.forEach((cell, index) => {
    const field = fields[index];
    if (field === null || field === undefined) return;
    staged[field] = normalisePasteCell(field, readCell(field, cell, target));
    written[field] = cell;
  });
  return { staged, written };
}

/** The grid's words for the import's headings ('ATO Code' is the grid's 'Tax Code'), longest first. */
const GRID_WORDS: readonly (readonly [string, string])[] = PASTE_FIELDS.flatMap(({ heading, label }) =>
  heading === null || heading === label ? [] : [[heading, label] as const],
).sort((a, b) => b[0].length - a[0].length);

/**
 * An import message in the grid's words: the headings it names, outside the quoted value it may cite, become the
 * column titles the user pasted into.
 */
function inGridWords(message: string): string {
  const quote = message.indexOf("'");
  const head = quote < 0 ? message : message.slice(0, quote);
  const renamed = GRID_WORDS.reduce((text, [heading, label]) => text.replaceAll(heading, label), head);
  return quote < 0 ? renamed : renamed + message.slice(quote);
}

const UNHEADED_DATES = [
  'financialYearEndDate',
  'constructionStartDate',
  'constructionCompletionDate',
] as const satisfies readonly PasteField[];

/** The import's invalid-row reasons and lost-value warnings of a resulting row, in the grid's words. */
function judged(row: Record<PasteField, string>, written: PasteCells, target: PasteTarget) {
  const staged = target.rates ? pasteRateRow(row) : stagedRowOfPaste(row);
  const headingField = new Map<ImportHeading, PasteField>();
  for (const { field, heading } of PASTE_FIELDS) if (heading !== null) headingField.set(heading, field);
  const raw = (heading: ImportHeading) => {
    const field = headingField.get(heading);
    return field === undefined ? '' : (written[field] ?? '');
  };
  const warnings = stagedRowWarnings(raw, staged).map((w) => inGridWords(w.message));
  // The dates without an import heading are not in the import's warnings: the same warning, in the grid's words.
  for (const field of UNHEADED_DATES) {
    const text = (written[field] ?? '').trim();
    if (text !== '' && row[field] === '') {
      warnings.push(`${pasteFieldLabel(field)} '${text}' is not a date in day/month/year: it is left empty.`);
    }
  }
  const problems = stagedRowProblems(staged, target.rates);
  if (target.law) problems.push(...stagedRowLawProblems(staged, target.law));
  return { problems: problems.map((p) => inGridWords(p.message)), warnings };
}

/** Stages a clipboard text pasted at `anchor` of the grid `target`. */
export function stagePaste(clipboard: string, target: PasteTarget, anchor: PasteAnchor): PasteStaging {
  const block = readClipboardBlock(clipboard);
  const start = target.columns.findIndex((column) => column.key === anchor.column);
  if (start < 0) return refused('Choose a cell of the register to paste into.');
  const shape = blockRefusal(block, target, start);
  if (shape) return refused(shape);
  const width = Math.max(...block.map((cells) => cells.length));
  const covered = target.columns.slice(start, start + width);
  const fields = covered.map((column) => (isPasteField(column.key) ? column.key : null));
  const skippedColumns = covered.filter((_, index) => fields[index] === null).map((column) => column.label);
  const firstRow = anchor.row === 'new' ? target.rows.length : anchor.row;
  const staging = {
    outcome: 'staged' as const,
    changes: [] as StagedChange[],
    additions: [] as StagedAddition[],
    unchangedCount: 0,
    blankCount: 0,
    invalid: [] as LineNotes[],
    warnings: [] as LineNotes[],
    skippedColumns,
    cellsBeyondGrid: block.reduce((sum, cells) => sum + Math.max(0, cells.length - covered.length), 0),
    rateQuestions: [] as StagedRateQuestion[],
  };
  const asked = new Set<string>();
  for (const [index, cells] of block.entries()) {
    const line = index + 1;
    // docs/product/rules.md "Import": a row of nothing but empty cells or spaces is dropped.
    if (cells.every((cell) => cell.trim() === '')) {
      staging.blankCount += 1;
      continue;
    }
    const { staged, written } = lineCells(cells, fields, target);
    const asset = target.rows[firstRow + index];
    if (asset?.readOnly) {
      return refused(`Line ${line} falls on asset ${asset.id}, which is read-only. Nothing was pasted.`);
    }
    const base = assetPasteCells(asset ?? {});
    const row = { ...base, ...(asset ? {} : target.newAssetCells), ...staged };
    const changed = (Object.keys(staged) as PasteField[]).filter(
      (field) => !samePasteValue(field, base[field], staged[field]!),
    );
    if (asset && changed.length === 0) {
      staging.unchangedCount += 1;
      continue;
    }
    // Issue 23: values the service cannot hold refuse the paste whole, as a typed edit of them is refused.
    const unholdable = pasteLawFactProblems(row);
    if (unholdable.length > 0) {
      return refused(`Line ${line}: ${unholdable.join(' ')} Nothing was pasted.`);
    }
    // Only the lines that write are judged: an untouched row's own gaps are error mode's to show.
    const notes = judged(row, written, target);
    const question = pasteRateQuestion(row);
    if (question && !asked.has(stagedRateKey(question))) {
      asked.add(stagedRateKey(question));
      staging.rateQuestions.push(question);
    }
    const rate = pasteRateText(row, target.rates);
    const assetId = asset?.id ?? null;
    if (notes.problems.length > 0) staging.invalid.push({ line, assetId, messages: notes.problems });
    if (notes.warnings.length > 0) staging.warnings.push({ line, assetId, messages: notes.warnings });
    if (!asset) {
      staging.additions.push({ line, values: { ...target.newAssetCells, ...staged }, rate });
      continue;
    }
    staging.changes.push({
      line,
      assetId: asset.id,
      base,
      values: Object.fromEntries(changed.map((field) => [field, staged[field]!])),
      fields: changed.map((field) => ({
        field,
        label: pasteFieldLabel(field),
        from: base[field],
        to: staged[field]!,
      })),
      rate,
    });
  }
  return staging;
}
