/**
 * New work and the session's own calls (issue 15; spec 1, 4 and 7; docs/product/main-portal.md "New work",
 * docs/api.md "New work", "Session"): a report created for a new or existing property of a portfolio, the
 * properties of a portfolio, the firm's staff to choose a surveyor and checker from, who is signed in, and the cloud
 * token. The spec names none of them beyond "cloud token endpoint, path not shown"; these are our design,
 * declared once (issue 11).
 */
import type { AdminReportRole } from './admin-calls';
import type { ReportTaxpayer } from './report';
import type { CivilDate, Count, Id, Text } from './wire-limits';

/**
 * A short name (a property's name or code, a lot, a street line).
 * @minLength 1
 * @maxLength 200
 */
export type ShortText = string;

/** The states and territories an Australian address names. */
export type AustralianState = 'ACT' | 'NSW' | 'NT' | 'QLD' | 'SA' | 'TAS' | 'VIC' | 'WA';

/**
 * An Australian post code.
 * @pattern ^[0-9]{4}$
 */
export type PostCode = string;

/**
 * The external master property record's id (docs/product/entities.md "propertyInfo.masterId"): letters, digits,
 * dashes, dots and underscores.
 * @minLength 1
 * @maxLength 64
 * @pattern ^[A-Za-z0-9][A-Za-z0-9._-]*$
 */
export type MasterId = string;

/** One property of a portfolio, with how many reports it has. */
export interface PropertySummary {
  propertyId: Id;
  portfolioId: Id;
  /** Reports of properties with the same masterId are one property's (Copy Previous Asset Register finds them). */
  masterId: Text;
  propertyName: Text | null;
  propertyCode: Text | null;
  lotNumber: Text | null;
  /** Street, suburb, state and post code in one line. */
  propertyAddress: Text;
  reportCount: Count;
  /** The latest EOFY report date of its reports, if any. */
  latestEofyReportDate: CivilDate | null;
}

/** A property that does not exist yet (propertyInfo of docs/product/entities.md). */
export interface NewProperty {
  propertyName: ShortText;
  propertyCode?: ShortText;
  lotNumber?: ShortText;
  streetAddress: ShortText;
  suburb: ShortText;
  state: AustralianState;
  postCode: PostCode;
  /** The master property record it belongs to; the service makes one (`TD-<property id>`) when absent. */
  masterId?: MasterId;
}

/**
 * Body of POST /portfolios/{portfolioId}/depreciationReports: exactly one of `propertyId` (an existing property of
 * the portfolio) and `newProperty`.
 */
export interface NewReportRequest {
  propertyId?: Id;
  newProperty?: NewProperty;
  /** A 30 June (docs/product/rules.md "General Info"). */
  eofyReportDate: CivilDate;
  depreciationMethodId: Id;
  surveyorId: Id;
  checkerId: Id;
  /**
   * Issue 23: who claims, as far as the surveyor knows it when the work starts (the rest in General Info). Omitted
   * or null fields are "not set": nothing is assumed.
   */
  taxpayer?: Partial<ReportTaxpayer>;
  /**
   * Issue 25: the report's facts as far as the surveyor knows them when the work starts, so General Info opens with
   * them (docs/product/main-portal.md "New work"). Each is optional; omitted, null or blank is "not entered".
   */
  facts?: NewReportFacts;
}

/**
 * The facts New report asks for, by the names the report's `instructions` and `propertyInfo` give them
 * (packages/domain/src/report/report-facts.ts).
 */
export interface NewReportFacts {
  instructedPerson?: Text | null;
  instructedCompany?: Text | null;
  instructionRef?: Text | null;
  instructionDate?: CivilDate | null;
  inspectionDate?: CivilDate | null;
  exchangeDate?: CivilDate | null;
  settlementDate?: CivilDate | null;
  constructionCommencementDate?: CivilDate | null;
  constructionCompletionDate?: CivilDate | null;
  firstAvailableForRentDate?: CivilDate | null;
}

/** The new report: open it at `?depreciationReportId=`. */
export interface NewReportAnswer {
  depreciationReportId: Id;
  propertyId: Id;
  masterId: Text;
  reportName: Text;
  /** How many other reports share the masterId: what Copy Previous Asset Register will offer. */
  earlierReports: Count;
}

/** Path of a portfolio's calls. */
export interface PortfolioParams {
  /** The portfolio's id. */
  portfolioId: Id;
}

/** A member of the firm's staff who may survey or check. */
export interface StaffMember {
  userId: Id;
  firstName: Text;
  lastName: Text;
  office: Text | null;
  role: Text;
  /** Issue 26 item 17: whether they may be a report's surveyor (surveyors and checkers) or checker (checkers). */
  maySurvey: boolean;
  mayCheck: boolean;
}

/** GET /users/me: who is signed in, and where they stand with the usage policy. */
export interface SignedInUser {
  userId: Id;
  userUid: Text;
  firstName: Text;
  lastName: Text;
  email: Text;
  office: Text | null;
  /**
   * Their role (issue 26 items 12 and 17): a checker's main portal opens on the reports waiting for their check;
   * who may survey or check a report follows from it (docs/product/administration.md).
   */
  role: AdminReportRole;
  /** The civil date they last accepted the policy (firm time zone), or null. */
  policyAcceptedDate: CivilDate | null;
  /** The current policy's date (USAGE_POLICY.date). */
  policyDate: CivilDate;
  /** Whether they must accept the current policy before going on. */
  policyAcceptanceNeeded: boolean;
}

/**
 * The cloud token (spec 4: "a cloud token obtained from a token endpoint is kept in the session for about 51
 * minutes"): a short-lived bearer token for the firm's document store.
 */
export interface CloudToken {
  token: string;
  tokenType: 'Bearer';
  /** Who accepts it: the document store. */
  audience: Text;
  /** When it ends, ISO 8601 UTC. */
  expiresOn: Text;
  /** Its lifetime from now: 3100 s (spec 9: 3,100,000 ms). */
  expiresInSeconds: Count;
}
