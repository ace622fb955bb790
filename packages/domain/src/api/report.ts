/**
 * Wire shapes of the report (General Info) calls, docs/product/entities.md "Report (general info)".
 * Amounts cross the wire as dollars (JSON numbers, commas stripped); dates as `YYYY-MM-DD` strings or null.
 */
import type { PremisesCondition, PropertyUse, TaxpayerEntityType, TurnoverBand } from '../tax/law/taxpayer';
import type { CivilDate, Dollars, Id, Text, Version } from './wire-limits';

/** docs/product/entities.md: the stored names of surveyor, checker, reference and office carry a firm-specific prefix. */
export const REPORTING_FIELD_PREFIX = 'qs';

export interface ReportInstructions {
  portfolioName: Text | null;
  instructedPerson: Text | null;
  instructedCompany: Text | null;
  streetAddress: Text | null;
  suburb: Text | null;
  state: Text | null;
  postCode: Text | null;
  /** Tax paying entity; required. */
  reliantParty: Text | null;
  instructionRef: Text | null;
  instructionDate: CivilDate | null;
  inspectionDate: CivilDate | null;
  /** Required. */
  depreciationMethodId: Id | null;
  fundCode: Text | null;
  propertyCode: Text | null;
  /** Required. */
  lowValuePoolFlag: boolean | null;
}

export interface ReportPropertyInfo {
  lotNumber: Text | null;
  propertyName: Text | null;
  streetAddress: Text | null;
  suburb: Text | null;
  state: Text | null;
  postCode: Text | null;
  /** Links to an external master property record; reports of one property share it. */
  masterId: Text | null;
  // The hidden block (docs/product/general-info.md): kept and saved, not shown, but for the two dates below.
  startClaimDate: CivilDate | null;
  vendorEntity: Text | null;
  /** The contract (exchange) date of the purchase: shown in the Taxpayer section (issue 23; s40-27's 9 May 2017 test). */
  exchangeDate: CivilDate | null;
  /** Dollars. */
  purchasePrice: Dollars | null;
  /** Dollars. */
  unimprovedLandValue: Dollars | null;
  /** Shown in the Taxpayer section (issue 23). */
  settlementDate: CivilDate | null;
  buildingPeriodAtReportDate: Text | null;
  /**
   * Issue 25 (migration 028): the building's construction and when the property was first available for rent,
   * shown with the instruction and purchase dates in General Info's "Dates and instructions"
   * (packages/domain/src/report/report-facts.ts judges their order); null: not entered. A save may omit them
   * (`ReportSave`'s propertyInfo is partial), so a client that predates them changes nothing of them.
   */
  constructionCommencementDate: CivilDate | null;
  constructionCompletionDate: CivilDate | null;
  firstAvailableForRentDate: CivilDate | null;
}

/**
 * Who claims, and how (issue 23; docs/tax-rules.md "The taxpayer", packages/domain/src/tax/law/taxpayer.ts): the
 * facts the law's limits depend on. Each is null until the surveyor answers it ("Not set"); the contract and
 * settlement dates are propertyInfo's `exchangeDate` and `settlementDate`.
 */
export interface ReportTaxpayer {
  entityType: TaxpayerEntityType | null;
  propertyUse: PropertyUse | null;
  turnoverBand: TurnoverBand | null;
  premisesCondition: PremisesCondition | null;
}

export interface ReportReportingInfo {
  /** Read-only. */
  qsSurveyor: Text | null;
  qsChecker: Text | null;
  qsCheckerId: Id | null;
  /**
   * Answered by the service, ignored on save (issue 24): the surveyor's user id, whom the checker picker does not
   * offer (the checker is never the surveyor).
   */
  qsSurveyorId?: Id | null;
  /**
   * Answered by the service, ignored on save (issue 24): true when the signed-in user may not change the checker
   * (a read-only report, not its surveyor or checker, or the surveyor while it is in QA Review).
   */
  checkerReadOnly?: boolean;
  qsReference: Text | null;
  /** Read-only. */
  qsOffice: Text | null;
  /** Read-only. */
  reportType: Text | null;
  assessmentDate: CivilDate | null;
  /** A 30 June: the end of the report's current financial year. */
  eofyReportDate: CivilDate | null;
  reportName: Text | null;
}

export interface Report {
  depreciationReportId: Id;
  statusId: Id | null;
  status: Text | null;
  reportStatusId: Id | null;
  reportStatus: Text | null;
  instructions: ReportInstructions;
  propertyInfo: ReportPropertyInfo;
  reportingInfo: ReportReportingInfo;
  taxpayer: ReportTaxpayer;
  readOnly: boolean;
  /**
   * The stored version this copy was read at. Sent back on save so the service writes only the fields this
   * client changed since (a three-way merge: no lost update between two people editing one report).
   */
  version?: Version | null;
}

/** Body of PUT /depreciationReport (docs/product/calls.md). */
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

/** GET /users/all?searchValue= (docs/product/entities.md "Checker search result"). */
export interface CheckerSearchResult {
  userId: number;
  checkerId?: number;
  firstname: string;
  lastname: string;
}
