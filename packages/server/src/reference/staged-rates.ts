/**
 * POST /stagedRates (issue 26 items 2 and 6; docs/api.md "Staged rates"): the rate a save would derive for each
 * distinct question of rows staged by the import or the paste, before anything is saved. The same read and the
 * same derivation as the upload (import/rows.ts) and the paste (paste/rows.ts): the named tax codes with the dated
 * lives loads added (migration 017, s40-95(2)), then deriveRateFrom, so the staging shows what will be stored.
 */
import type { Database } from '@taxdep/db/schema';
import type { StagedRate, StagedRateQuestion, StagedRatesAnswer } from '@taxdep/domain';
import type { Kysely } from 'kysely';
import { findCodeReferences } from '../kernel/code-reference-repository';
import { deriveRateFrom, stagedRateOfResult } from '../kernel/rates';
import { dateOfWire } from '../kernel/wire';
import { withImportLives } from './dated-lives';

const code = (text: string | null) =>
  text === null || text.trim() === '' ? null : text.trim().toUpperCase();

export async function stagedRates(
  db: Kysely<Database>,
  questions: readonly StagedRateQuestion[],
): Promise<StagedRatesAnswer> {
  // Dates are checked before any read: a question the service cannot read is refused (400) naming the field.
  const read = questions.map((question) => ({
    assetCode: code(question.assetCode),
    categoryCode: code(question.depreciationCategory),
    methodCode: code(question.depreciationMethod),
    invoiceDate: dateOfWire('invoiceDate', question.invoiceDate),
    depreciationCommencementDate: dateOfWire(
      'depreciationCommencementDate',
      question.depreciationCommencementDate,
    ),
    constructionStartDate: dateOfWire('constructionStartDate', question.constructionStartDate),
    constructionUse: question.constructionUse,
  }));
  const named = [...new Set(read.flatMap((q) => (q.assetCode === null ? [] : [q.assetCode])))];
  const references = await db
    .transaction()
    .execute(async (trx) => withImportLives(trx, await findCodeReferences(trx, named)));
  const rates = read.map((question): StagedRate => {
    const taxCode = question.assetCode === null ? undefined : references.taxCodes.get(question.assetCode);
    const category =
      question.categoryCode === null ? undefined : references.categories.get(question.categoryCode);
    const method = question.methodCode === null ? undefined : references.methods.get(question.methodCode);
    const derived = deriveRateFrom(
      {
        ...question,
        assetCode: taxCode?.code ?? null,
        categoryCode: category?.code ?? null,
        methodCode: method?.code ?? null,
      },
      taxCode ? [taxCode] : [],
    );
    return stagedRateOfResult(derived, taxCode !== undefined);
  });
  return { rates };
}
