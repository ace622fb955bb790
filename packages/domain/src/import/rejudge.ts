/**
 * Issue 26 items 2 and 6: the rows of a checked file judged again once the service's derived rates are known
 * (staged-rates.ts). The file check runs where there is no service (a worker, `taxdep check-import`), so it judges
 * without them; the staging screen then asks for the rates and judges each row by the same rule with them.
 */
import type { CheckedImportRow } from './check-file';
import { type StagedRowLaw, stagedRowLawProblems } from './row-law';
import type { StagedRates } from './staged-rates';
import { stagedRowProblems } from './validation';

export interface RejudgedRows {
  rows: CheckedImportRow[];
  invalidCount: number;
}

/** Each row's problems again with `rates` (and the report's law, as the check had it); the warnings stay. */
export function rejudgeStagedRows(
  rows: readonly CheckedImportRow[],
  rates: StagedRates,
  law?: StagedRowLaw,
): RejudgedRows {
  let invalidCount = 0;
  const judged = rows.map((row) => {
    const problems = stagedRowProblems(row.values, rates);
    if (law) problems.push(...stagedRowLawProblems(row.values, law));
    if (problems.length > 0) invalidCount += 1;
    return problems.length === 0 && row.problems.length === 0 ? row : { ...row, problems };
  });
  return { rows: judged, invalidCount };
}
