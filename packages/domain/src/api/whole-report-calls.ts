/**
 * GET /depreciationReports/{id}/all (spec 7: "exists, use not shown"; issue 15: "design its meaning"; docs/api.md
 * "The whole report"): one answer an integration reads to know a report: its General Info, how big and how sound its
 * register is, the Summary tab's figures, and where the rest is. The register's lines are not in it (a register
 * may hold 100,000 assets): `links` names the paged calls and the exports that carry them.
 */
import type { SummaryAnswer } from './calculation-calls';
import type { ReportAnswer } from './report-calls';
import type { Count, Text } from './wire-limits';

/** The register's size and health. */
export interface RegisterCounts {
  assets: Count;
  /** Assets whose stored verdict fails validation (docs/product/rules.md). */
  withErrors: Count;
  /** Assets not judged yet (imported, not yet checked). */
  notYetChecked: Count;
  demolitions: Count;
}

/** The calls (paths under /api/v1) that carry the rest of the report. */
export interface WholeReportLinks {
  register: Text;
  calculations: Text;
  summary: Text;
  registerCsv: Text;
  /** Add `?format=` (GET /depreciationReports/{id}/exportSchedule). */
  scheduleCsv: Text;
  preview: Text;
}

export interface WholeReport {
  /** As GET /depreciationReports/{id} answers it for the caller (readOnly included). */
  generalInfo: ReportAnswer;
  register: RegisterCounts;
  /**
   * As GET /depreciationReports/{id}/summary?pageNo=1&pageSize=25 answers it (the totals are the whole register's);
   * null when the figures cannot be computed yet, `summaryProblem` saying why (e.g. no EOFY report date).
   */
  summary: SummaryAnswer | null;
  summaryProblem: Text | null;
  links: WholeReportLinks;
}
