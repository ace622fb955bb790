/**
 * Issue 23 item 7: a report's owners and their percentage interests (docs/api.md "Owners", docs/tax-rules.md
 * "Owners' shares"). A share is a whole number of hundredths of a percent (5000 is 50.00%), so the total of 100% is
 * checked exactly. Declared once here; ApiCalls (./calls.ts) extends OwnerCalls.
 */
import type { Id } from './wire-limits';

/**
 * An owner's share in hundredths of a percent: 1 (0.01%) to 10000 (100.00%).
 * @asType integer
 * @minimum 1
 * @maximum 10000
 */
export type OwnerSharePoints = number;

/**
 * An owner's name: not empty, unique in the report (checked by the service, case aside).
 * @minLength 1
 * @maxLength 200
 */
export type OwnerName = string;

export interface ReportOwner {
  /** The owner's id (the figures calls' `ownerId`). */
  ownerId: Id;
  name: OwnerName;
  share: OwnerSharePoints;
}

/** GET /depreciationReports/{id}/owners: the owners in the report's order (empty: the report has no owners). */
export interface ReportOwners {
  depreciationReportId: Id;
  owners: ReportOwner[];
  /** Whether the signed-in user may not change them (the report's own rule, docs/product/states-and-permissions.md). */
  readOnly: boolean;
}

/** One owner as the client sends it: `ownerId` keeps an existing owner (renamed or re-shared), absent adds one. */
export interface ReportOwnerSave {
  ownerId?: Id | null;
  name: OwnerName;
  share: OwnerSharePoints;
}

/**
 * Body of PUT /depreciationReports/{id}/owners: the whole list, in order. Empty removes every owner; otherwise 1 to
 * 20 owners whose shares add up to exactly 10000 (100.00%).
 */
export interface ReportOwnersSave {
  /** @maxItems 20 */
  owners: ReportOwnerSave[];
}

interface OwnerParams {
  /** The report's id. */
  id: Id;
}

export interface OwnerCalls {
  'GET /depreciationReports/{id}/owners': { params: OwnerParams; response: ReportOwners };
  'PUT /depreciationReports/{id}/owners': {
    params: OwnerParams;
    body: ReportOwnersSave;
    response: ReportOwners;
  };
}
