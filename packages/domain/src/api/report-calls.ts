/**
 * The report (General Info) call shapes beyond the entity of ./report: what the service answers (always with the
 * stored `version`) and what PUT /depreciationReport accepts (issue 11: declared once, the service's schemas are
 * generated from them).
 */
import type {
  Report,
  ReportInstructions,
  ReportPropertyInfo,
  ReportReportingInfo,
  ReportTaxpayer,
} from './report';
import type { Id, Text, Version } from './wire-limits';

/** A report as the service answers it: with the version it was read at (docs/api.md "Concurrent edits"). */
export interface ReportAnswer extends Report {
  version: Version;
}

/**
 * Body of PUT /depreciationReport: the report as read (`ReportUpdate` is one) plus `version`. A field omitted is
 * left unchanged and `null` clears it; server-owned fields are ignored (docs/api.md "Reports").
 */
export interface ReportSave {
  depreciationReportId: Id;
  /** Passed through unchanged: this call does not change statuses. */
  statusId?: Id | null;
  status?: Text | null;
  reportStatusId?: Id | null;
  reportStatus?: Text | null;
  instructions: Partial<ReportInstructions>;
  propertyInfo: Partial<ReportPropertyInfo>;
  reportingInfo: Partial<ReportReportingInfo>;
  /** Issue 23; optional so a client that predates it changes nothing of it. */
  taxpayer?: Partial<ReportTaxpayer>;
  /**
   * Version of the report as read. Send it back: the save then changes only the fields this client changed since
   * that version, and keeps concurrent changes of other fields by others.
   */
  version?: Version | null;
}
