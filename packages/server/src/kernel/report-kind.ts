/**
 * Issue 27: a report is a depreciation report or a capex forecast (reports.kind, 035_capex_forecasts.sql), in one
 * id space. Each call serves the kinds it was made for: the register's, General Info's, the figures', the exports'
 * and the PDFs' calls a depreciation report only, the capex calls a forecast only, the workflow's (status, steps,
 * comments, history) both. A call given the other kind answers 404, as for a report that does not exist.
 *
 * Decided once, for every route, by the API scope's hook before the body (edit-before-body.ts), from the route's
 * path: the parameter naming its report, and the kinds it serves. So no route can forget it: a new depreciation
 * route under /depreciationReports/:id refuses a capex id without a line of its own, and
 * kernel/report-kind.test.ts walks the route table to prove it. Issue 28: a reinstatement cost assessment (kind rca,
 * 036_rca_assessments.sql) likewise: the calls under /RcaReports/ serve it only, and it is served by the workflow's
 * and the report documents' calls beside the other kinds.
 */
import type { ReportKind } from '@taxdep/domain';
import { HttpError } from '../http/http-error';

export type { ReportKind };

/** The path segments whose next `:id` names a report (the spec's spellings, the capex and the rca calls'). */
const REPORT_SEGMENTS = ['depreciationReports', 'depreciation-reports', 'CapexReports', 'RcaReports'];

/**
 * The path parameter naming the route's report, or null when its path names none: the one the route writes
 * (`writesReport`), else `:reportId`, else the `:id` right after a report segment (`/depreciationReports/:id/…`;
 * not `/depreciationReport/:id`, whose id is a status, nor `/depreciationReports/abandonment-label/:id`).
 */
export function reportParamOf(url: string, writesReport: string | undefined): string | null {
  if (writesReport !== undefined) return writesReport;
  const segments = url.split('/');
  if (segments.includes(':reportId')) return 'reportId';
  for (let i = 1; i < segments.length; i++) {
    if (segments[i] === ':id' && REPORT_SEGMENTS.includes(segments[i - 1] as string)) return 'id';
  }
  return null;
}

/**
 * The kinds a route serves: as declared, else a capex forecast under /CapexReports/, an assessment under
 * /RcaReports/, else a depreciation report.
 */
export function reportKindsOf(
  url: string,
  declared: readonly ReportKind[] | undefined,
): readonly ReportKind[] {
  if (declared) return declared;
  if (url.includes('/CapexReports/')) return ['capex'];
  if (url.includes('/RcaReports/')) return ['rca'];
  return ['depreciation'];
}

const KIND_NAMES: Record<ReportKind, string> = {
  depreciation: 'a depreciation report',
  capex: 'a capex forecast',
  rca: 'a reinstatement cost assessment',
};

/** 404 when the report is of a kind the call does not serve, else null. */
export function kindRefusal(
  reportId: number,
  kind: ReportKind,
  serves: readonly ReportKind[],
): HttpError | null {
  if (serves.includes(kind)) return null;
  const wanted = serves.map((k) => KIND_NAMES[k]).join(' or ');
  return new HttpError(404, `Report ${reportId} is ${KIND_NAMES[kind]}; this call serves ${wanted} only.`);
}
