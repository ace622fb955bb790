/**
 * GET /depreciationReports/{id}/all (docs/api.md "The whole report"; packages/domain/src/api/whole-report-calls.ts):
 * General Info as its own call answers it, the register's counts, the Summary tab's first page with the whole
 * register's totals, and the calls that carry the rest. Read-only: it changes nothing.
 */

import type { Database } from '@taxdep/db/schema';
import type { SummaryAnswer, WholeReport } from '@taxdep/domain';
import type { Kysely } from 'kysely';
import { summaryJson } from '../calculations';
import { HttpError } from '../http/http-error';
import { getReport } from '../reports';
import { findRegisterCounts } from './whole-report-repository';

export async function wholeReport(
  db: Kysely<Database>,
  reportId: number,
  userId: number,
): Promise<WholeReport> {
  // 404 for an unknown report, before any other work.
  const generalInfo = await getReport(db, reportId, userId);
  const counts = await findRegisterCounts(db, reportId);
  let summary: SummaryAnswer | null = null;
  let summaryProblem: string | null = null;
  try {
    summary = JSON.parse(await summaryJson(db, reportId, { pageNo: 1, pageSize: 25 })) as SummaryAnswer;
  } catch (error) {
    // The figures' own refusal (409: no EOFY date yet, …) is the answer's, not the call's: the rest still stands.
    if (!(error instanceof HttpError) || error.statusCode !== 409) throw error;
    summaryProblem = error.message;
  }
  const base = `/depreciationReports/${reportId}`;
  return {
    generalInfo,
    register: {
      assets: Number(counts?.assets ?? 0),
      withErrors: Number(counts?.with_errors ?? 0),
      notYetChecked: Number(counts?.not_checked ?? 0),
      demolitions: Number(counts?.demolitions ?? 0),
    },
    summary,
    summaryProblem,
    links: {
      register: `${base}/modelAssets`,
      calculations: `${base}/calculations`,
      summary: `${base}/summary`,
      registerCsv: `${base}/exportModelAssets`,
      scheduleCsv: `${base}/exportSchedule`,
      preview: `${base}/preview`,
    },
  };
}
