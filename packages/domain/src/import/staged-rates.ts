/**
 * Issue 26 items 2 and 6: a staged row (import or paste) judged with the rate the service would derive for it
 * (POST /stagedRates, docs/api.md "Staged rates"): a row without 'Dep Rate' is complete when a rate is derived, a
 * tax code not in the firm's table is named on the row, and the rate shown is the one the upload or the paste will
 * store, in its mode (assets/rate-mode.ts `writtenRateColumns`, the service's own rule).
 */
import type { StagedRate, StagedRateQuestion } from '../api/staged-rate-calls';
import { type WrittenRateColumns, writtenRateColumns } from '../assets/rate-mode';
import type { StagedRow } from './headings';
import { importConstructionUse } from './law-columns';
import { importDateToCivil } from './normalise';

/** The derived rates of a staging, by `stagedRateKey` of their question. */
export type StagedRates = ReadonlyMap<string, StagedRate>;

const codeOrNull = (value: string): string | null =>
  value.trim() === '' ? null : value.trim().toUpperCase();

/** The question of a staged row's rate; null without a tax code (its own problem says so). */
export function stagedRateQuestion(row: StagedRow): StagedRateQuestion | null {
  const assetCode = codeOrNull(row['ATO Code']);
  if (assetCode === null) return null;
  return {
    assetCode,
    depreciationCategory: codeOrNull(row.Category),
    depreciationMethod: codeOrNull(row['Dep Method']),
    invoiceDate: importDateToCivil(row['Inv Date']),
    depreciationCommencementDate: importDateToCivil(row['Dep Commencement Date']),
    constructionStartDate: importDateToCivil(row['Construction Start Date'] ?? ''),
    constructionUse: importConstructionUse(row['Construction Use'] ?? ''),
  };
}

/** One key per distinct question, so a staging of 100,000 rows asks each question once. */
export function stagedRateKey(question: StagedRateQuestion): string {
  return [
    question.assetCode,
    question.depreciationCategory,
    question.depreciationMethod,
    question.invoiceDate,
    question.depreciationCommencementDate,
    question.constructionStartDate,
    question.constructionUse,
  ].join('|');
}

/** The distinct questions of staged rows, in first-seen order. */
export function stagedRateQuestions(rows: Iterable<StagedRow>): StagedRateQuestion[] {
  const questions = new Map<string, StagedRateQuestion>();
  for (const row of rows) {
    const question = stagedRateQuestion(row);
    if (question === null) continue;
    const key = stagedRateKey(question);
    if (!questions.has(key)) questions.set(key, question);
  }
  return [...questions.values()];
}

/** The service's answer for a staged row; undefined without a tax code or an answer. */
export function stagedRateOf(row: StagedRow, rates: StagedRates | undefined): StagedRate | undefined {
  if (rates === undefined) return undefined;
  const question = stagedRateQuestion(row);
  return question === null ? undefined : rates.get(stagedRateKey(question));
}

/** A staged 'Dep Rate' as the register reads it (`12.` and `.5` are 12 and 0.5, register-fields.ts). */
const writtenRate = (value: string): string | null =>
  value.trim() === '' ? null : value.trim().replace(/^\./, '0.').replace(/\.$/, '');

/** The rate columns the upload or the paste will store for a staged row (the service's rule), given its answer. */
export function stagedRateColumns(row: StagedRow, rate: StagedRate | undefined): WrittenRateColumns {
  const derived =
    rate?.depreciationRate != null && rate.exactRate !== null
      ? { depreciationRate: rate.depreciationRate, exactRate: rate.exactRate }
      : null;
  return writtenRateColumns(writtenRate(row['Dep Rate']), derived);
}

/** The message of a tax code the firm's table does not hold (the upload leaves the row's tax code empty). */
export function unknownTaxCodeMessage(code: string): string {
  return `ATO Code '${code.trim()}' is not in the tax code table: the row would be saved without a tax code.`;
}

/**
 * The rate a staged row will get as the register shows it (`13.33% (ATO)`, `15% (Customize; ATO 13.33%)`); null
 * when it will have none.
 */
export function stagedRateText(columns: WrittenRateColumns): string | null {
  if (columns.mode === 'Customize') {
    return `${columns.sourceTaxRate}% (Customize; ATO ${columns.depreciationRate}%)`;
  }
  return columns.depreciationRate === null ? null : `${columns.depreciationRate}% (ATO)`;
}

/** Questions a call takes (staged-rate-calls.ts `StagedRatesBody`). */
export const STAGED_RATE_QUESTIONS_A_CALL = 2_000;

/**
 * The rates of `questions`, asked in parts of at most 2,000, as a map by question; null when a part failed (the
 * staging then judges without them, as before, and says so).
 */
export async function askStagedRates(
  ask: (questions: readonly StagedRateQuestion[]) => Promise<readonly StagedRate[] | null>,
  questions: readonly StagedRateQuestion[],
): Promise<StagedRates | null> {
  const rates = new Map<string, StagedRate>();
  for (let start = 0; start < questions.length; start += STAGED_RATE_QUESTIONS_A_CALL) {
    const part = questions.slice(start, start + STAGED_RATE_QUESTIONS_A_CALL);
    const answers = await ask(part);
    if (answers === null) return null;
    part.forEach((question, index) => {
      const answer = answers[index];
      if (answer) rates.set(stagedRateKey(question), answer);
    });
  }
  return rates;
}
