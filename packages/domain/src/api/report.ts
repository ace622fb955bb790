/**
 * Wire shapes of the report (General Info) calls, spec section 3 "Report (general info)".
 * Amounts cross the wire as dollars (JSON numbers, commas stripped); dates as `YYYY-MM-DD` strings or null.
 */

/** Spec 3: the stored names of surveyor, checker, reference and office carry a firm-specific prefix. */
export const REPORTING_FIELD_PREFIX = 'qs';

export interface ReportInstructions {
  portfolioName: string | null;
  instructedPerson: string | null;
  instructedCompany: string | null;
  streetAddress: string | null;
  suburb: string | null;
  state: string | null;
  postCode: string | null;
  /** Tax paying entity; required. */
  reliantParty: string | null;
  instructionRef: string | null;
  instructionDate: string | null;
  inspectionDate: string | null;
  /** Required. */
  depreciationMethodId: number | null;
  fundCode: string | null;
  propertyCode: string | null;
  /** Required. */
  lowValuePoolFlag: boolean | null;
}

export interface ReportPropertyInfo {
  lotNumber: string | null;
  propertyName: string | null;
  streetAddress: string | null;
  suburb: string | null;
  state: string | null;
  postCode: string | null;
  /** Links to an external master property record; reports of one property share it. */
  masterId: string | null;
  // The hidden block (spec 2.4): kept and saved, not shown.
  startClaimDate: string | null;
  vendorEntity: string | null;
  exchangeDate: string | null;
  /** Dollars. */
  purchasePrice: number | null;
  /** Dollars. */
  unimprovedLandValue: number | null;
  settlementDate: string | null;
  buildingPeriodAtReportDate: string | null;
}

export interface ReportReportingInfo {
  /** Read-only. */
  qsSurveyor: string | null;
  qsChecker: string | null;
  qsCheckerId: number | null;
  qsReference: string | null;
  /** Read-only. */
  qsOffice: string | null;
  /** Read-only. */
  reportType: string | null;
  assessmentDate: string | null;
  /** A 30 June: the end of the report's current financial year. */
  eofyReportDate: string | null;
  reportName: string | null;
}

export interface Report {
  depreciationReportId: number;
  statusId: number | null;
  status: string | null;
  reportStatusId: number | null;
  reportStatus: string | null;
  instructions: ReportInstructions;
  propertyInfo: ReportPropertyInfo;
  reportingInfo: ReportReportingInfo;
  readOnly: boolean;
  /**
   * The stored version this copy was read at. Sent back on save so the service writes only the fields this
   * client changed since (a three-way merge: no lost update between two people editing one report).
   */
  version?: number | null;
}

/** Body of PUT /depreciationReport (spec 7). */
export type ReportUpdate = Omit<Report, 'readOnly'>;

export interface ReportStatusOption {
  id: number;
  status: string;
}

export interface DepreciationMethod {
  id: number;
  description: string;
  /** 'PC' | 'DV' */
  code: string;
}

/** GET /users/all?searchValue= (spec 3 "Checker search result"). */
export interface CheckerSearchResult {
  userId: number;
  checkerId?: number;
  firstname: string;
  lastname: string;
}
