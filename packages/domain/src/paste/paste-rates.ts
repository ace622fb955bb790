/**
 * Issue 26 item 2: a pasted row judged with the rate the service would derive for it (import/staged-rates.ts), so
 * the dialog flags only the lines that are really wrong and shows each written line's rate and mode.
 */
import type { StagedRateQuestion } from '../api/staged-rate-calls';
import {
  type StagedRates,
  type StagedRow,
  stagedRateColumns,
  stagedRateOf,
  stagedRateQuestion,
  stagedRateText,
} from '../import';
import { type PasteField, stagedRowOfPaste } from './paste-fields';

/** The staged row of a resulting paste row with what its rate depends on (the construction facts included). */
export function pasteRateRow(cells: Record<PasteField, string>): StagedRow {
  const row = stagedRowOfPaste(cells);
  row['Construction Start Date'] = cells.constructionStartDate;
  row['Construction Use'] = cells.constructionUse;
  return row;
}

/** A resulting row's rate question; null without a tax code. */
export function pasteRateQuestion(cells: Record<PasteField, string>): StagedRateQuestion | null {
  return stagedRateQuestion(pasteRateRow(cells));
}

/** The rate the row will get, as the register shows it; null before the rates are known or when it gets none. */
export function pasteRateText(
  cells: Record<PasteField, string>,
  rates: StagedRates | undefined,
): string | null {
  if (rates === undefined) return null;
  const row = pasteRateRow(cells);
  return stagedRateText(stagedRateColumns(row, stagedRateOf(row, rates)));
}
