/**
 * Sign off (issue 26 item 11; docs/product/states-and-permissions.md "Workflow"): what the checker confirms, and
 * the step to Completed recorded by the job that seals the PDF (src/report-jobs `sign-off.ts`), in the
 * transaction that keeps the sealed document.
 */
import type { Database } from '@taxdep/db/schema';
import type { SignOffSummary } from '@taxdep/domain';
import { centsToDollars, propertyForName } from '@taxdep/domain/format';
import type { Kysely, Transaction } from 'kysely';
import { currentFigures, figuresFor, summaryView } from '../calculations';
import { capexSignOffSummary } from '../capex';
import { HttpError, notFound } from '../http/http-error';
import { rcaSignOffSummary } from '../rca';
import { findReport } from '../reports';
import { MOVES, moveRefusal } from './moves';
import { countAssets, findWorkflowRecord, recordStep } from './repository';

const SIGN_OFF = MOVES.find((m) => m.action === 'signOff');

/** The years the schedule prints: the current FY and the four after (docs/report-document.md "Contents"). */
const PRINTED_YEARS = 5;

/**
 * The runner's recorder (report-jobs `SignOffRecorder`): locks the report, checks the checker may still sign it off
 * (a return in the meantime, or another checker, refuses it) and records the step dated `at`. Answers why not, or
 * null once recorded.
 */
export async function recordSignOff(
  trx: Transaction<Database>,
  signOff: { reportId: number; userId: number; at: Date },
): Promise<string | null> {
  const record = await findWorkflowRecord(trx, signOff.reportId, true);
  if (!record || !SIGN_OFF) return `Report ${signOff.reportId} does not exist.`;
  const refusal = moveRefusal(SIGN_OFF, record, signOff.userId);
  if (refusal) return refusal[1];
  await recordStep(trx, {
    reportId: record.id,
    from: record.statusId,
    to: SIGN_OFF.toStatusId,
    userId: signOff.userId,
    comment: null,
    at: signOff.at,
  });
  return null;
}

/** GET …/workflow/sign-off: what the confirmation shows before the checker seals the report. */
export async function signOffSummary(db: Kysely<Database>, reportId: number): Promise<SignOffSummary> {
  const record = await findWorkflowRecord(db, reportId);
  // Issue 27: a capex forecast's summary is its own (its years and items; no depreciation totals).
  if (record?.kind === 'capex') return capexSignOffSummary(db, reportId, record);
  // Issue 28: an assessment's is its own too (its buildings; no years, no depreciation totals).
  if (record?.kind === 'rca') return rcaSignOffSummary(db, reportId, record);
  const report = await findReport(db, reportId);
  if (!record || !report) throw notFound(`Report ${reportId} does not exist.`);
  const assetCount = await countAssets(db, reportId);
  let figures: Awaited<ReturnType<typeof currentFigures>> | null = null;
  try {
    figures = await currentFigures(db, reportId);
  } catch (error) {
    // 409: no EOFY report date, so nothing is calculated (Submit would have refused it).
    if (!(error instanceof HttpError && error.statusCode === 409)) throw error;
  }
  const view = figures ? figuresFor(figures, reportId) : null;
  const total = view ? summaryView(view).total : null;
  const first = view?.schedule.currentFinancialYear ?? null;
  return {
    depreciationReportId: reportId,
    reportName: report.report_name,
    property: propertyForName({
      streetAddress: report.property_street_address,
      suburb: report.property_suburb,
      propertyName: report.property_name,
      masterId: report.master_id,
    }),
    firstFinancialYear: first,
    lastFinancialYear: first === null ? null : first + PRINTED_YEARS - 1,
    assetCount,
    uncalculatedCount: view?.uncalculated.size ?? 0,
    totals: total && {
      originalCost: centsToDollars(total.originalCost),
      depreciation: centsToDollars(total.depreciation),
      closingWrittenDownValue: centsToDollars(total.closingWrittenDownValue),
    },
    surveyor: record.surveyor,
    checker: record.checker,
  };
}
