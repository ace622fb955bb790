import type { UploadAnswer } from '@taxdep/domain';
import { uploadResultMessage } from '@taxdep/domain/import';

/** Codes named in the alert at most; the rest are counted. */
const CODES_NAMED = 5;

function codeList(codes: readonly string[]): string {
  const named = codes.slice(0, CODES_NAMED).join(', ');
  return codes.length > CODES_NAMED ? `${named} and ${codes.length - CODES_NAMED} more` : named;
}

/**
 * What the register says after an upload: the spec's count sentence first, word for word
 * (docs/product/rules.md#messages-and-errors "Upload success"), then what the surveyor must still do: the rows stored
 * with missing values (error mode lists them) and the codes the service did not know, left empty
 * (import-calls.ts `UploadAnswer`).
 */
export function uploadSummary(answer: UploadAnswer): string {
  const sentences = [uploadResultMessage(answer.uploadedCount)];
  if (answer.uploadedCount > 0 && answer.flaggedCount > 0)
    sentences.push(
      `${answer.flaggedCount} of them need values before they are calculated: View Errors lists them.`,
    );
  // The count is what the adapter vouches for (HttpRegisterImportPort); the rows are imported by now, so a missing
  // list must not turn the success into an error.
  const { taxCodes = [], categories = [], methods = [] } = answer.unknownCodes ?? {};
  if (taxCodes.length > 0)
    sentences.push(`ATO Codes not in the tax code table, left empty: ${codeList(taxCodes)}.`);
  if (categories.length > 0) sentences.push(`Unknown categories, left empty: ${codeList(categories)}.`);
  if (methods.length > 0) sentences.push(`Unknown methods, left empty: ${codeList(methods)}.`);
  return sentences.join(' ');
}
