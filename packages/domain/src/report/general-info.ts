/**
 * General Info rules (docs/product/general-info.md, docs/product/states-and-permissions.md, docs/product/rules.md "General Info"): required fields unless read-only, the report name limit,
 * the report name that follows the EOFY report date, and what read-only does to the inputs.
 */
import type { Report, ReportReportingInfo } from '../api';
import { formatLongDate, isCivilDate } from '../format';

/** docs/product/rules.md#constants-and-limits: report name max 1000 characters. */
export const REPORT_NAME_MAX_LENGTH = 1000;

/** The required fields of docs/product/rules.md "General Info", in screen order. `checker` stands for qsChecker + qsCheckerId. */
export const GENERAL_INFO_REQUIRED_FIELDS = [
  'reliantParty',
  'depreciationMethodId',
  'lowValuePoolFlag',
  'checker',
  'assessmentDate',
  'eofyReportDate',
  'reportName',
] as const;

export type GeneralInfoField = (typeof GENERAL_INFO_REQUIRED_FIELDS)[number];

/** One message per field in error; a field absent from the record is valid. */
export type GeneralInfoErrors = Partial<Record<GeneralInfoField, string>>;

const REQUIRED_MESSAGES: Record<GeneralInfoField, string> = {
  reliantParty: 'Tax paying entity is required.',
  depreciationMethodId: 'Depreciation method is required.',
  lowValuePoolFlag: 'Low value pool is required.',
  checker: 'Checker is required.',
  assessmentDate: 'Assessment date is required.',
  eofyReportDate: 'EOFY report date is required.',
  reportName: 'Report name is required.',
};

function isBlank(value: string | null | undefined): boolean {
  return value === null || value === undefined || value.trim() === '';
}

type GeneralInfo = Pick<Report, 'instructions' | 'reportingInfo' | 'readOnly'>;

/**
 * Validates General Info (docs/product/rules.md). A read-only report has no errors: its inputs are disabled (docs/product/general-info.md). Besides
 * presence, dates must be real `YYYY-MM-DD` days, the EOFY report date a 30 June (docs/tax-rules.md "Calendar": the report's
 * current FY ends on it) and the report name at most 1000 characters.
 */
export function validateGeneralInfo(report: GeneralInfo): GeneralInfoErrors {
  if (report.readOnly) return {};
  const { instructions, reportingInfo } = report;
  const errors: GeneralInfoErrors = {};
  if (isBlank(instructions.reliantParty)) errors.reliantParty = REQUIRED_MESSAGES.reliantParty;
  if (instructions.depreciationMethodId === null)
    errors.depreciationMethodId = REQUIRED_MESSAGES.depreciationMethodId;
  if (instructions.lowValuePoolFlag === null) errors.lowValuePoolFlag = REQUIRED_MESSAGES.lowValuePoolFlag;
  if (isBlank(reportingInfo.qsChecker) || reportingInfo.qsCheckerId === null)
    errors.checker = REQUIRED_MESSAGES.checker;
  if (isBlank(reportingInfo.assessmentDate)) errors.assessmentDate = REQUIRED_MESSAGES.assessmentDate;
  else if (!isCivilDate(reportingInfo.assessmentDate ?? ''))
    errors.assessmentDate = 'Assessment date is not a valid date.';
  const eofy = reportingInfo.eofyReportDate;
  if (eofy === null || isBlank(eofy)) errors.eofyReportDate = REQUIRED_MESSAGES.eofyReportDate;
  else if (!isCivilDate(eofy)) errors.eofyReportDate = 'EOFY report date is not a valid date.';
  else if (!eofy.endsWith('-06-30')) errors.eofyReportDate = 'EOFY report date must be a 30 June.';
  if (isBlank(reportingInfo.reportName)) errors.reportName = REQUIRED_MESSAGES.reportName;
  else if ((reportingInfo.reportName ?? '').length > REPORT_NAME_MAX_LENGTH) {
    errors.reportName = `Report name must be at most ${REPORT_NAME_MAX_LENGTH} characters.`;
  }
  return errors;
}

/** docs/product/states-and-permissions.md: the report name is the EOFY report date as day, full month name, year: `30 June 2025`. */
export function reportNameFromEofy(eofyReportDate: string): string {
  return formatLongDate(eofyReportDate);
}

/** docs/product/states-and-permissions.md: changing the EOFY report date also sets the report name. */
export function withEofyReportDate(
  reportingInfo: ReportReportingInfo,
  eofyReportDate: string | null,
): ReportReportingInfo {
  const reportName = eofyReportDate === null ? reportingInfo.reportName : reportNameFromEofy(eofyReportDate);
  return {
    ...reportingInfo,
    eofyReportDate,
    reportName: reportName === '' ? reportingInfo.reportName : reportName,
  };
}

/** Fields shown but never editable (docs/product/entities.md "reportingInfo"). */
export const GENERAL_INFO_READ_ONLY_FIELDS = ['qsSurveyor', 'qsOffice', 'reportType'] as const;

export interface GeneralInfoInputState {
  /** docs/product/general-info.md: all inputs are disabled when the report is read-only. */
  disabled: boolean;
  /** docs/product/general-info.md: the required marks are dropped when the report is read-only. */
  showRequiredMarks: boolean;
}

/** docs/product/general-info.md, docs/product/states-and-permissions.md#roles-and-permissions: in General Info only the report readOnly flag disables editing. */
export function generalInfoInputState(readOnly: boolean): GeneralInfoInputState {
  return { disabled: readOnly, showRequiredMarks: !readOnly };
}

/** Whether a field shows its required mark: a required field of a report that is not read-only. */
export function showsRequiredMark(field: string, readOnly: boolean): boolean {
  return !readOnly && (GENERAL_INFO_REQUIRED_FIELDS as readonly string[]).includes(field);
}

/** Whether a General Info field may be edited: never the read-only ones, none on a read-only report. */
export function isGeneralInfoFieldEditable(field: string, readOnly: boolean): boolean {
  return !readOnly && !(GENERAL_INFO_READ_ONLY_FIELDS as readonly string[]).includes(field);
}
