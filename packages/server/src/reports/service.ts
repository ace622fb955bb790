import type { Database } from '@taxdep/db/schema';
import type { CheckerSearchResult, Report, ReportSave } from '@taxdep/domain';
import { checkerSearchTerm } from '@taxdep/domain/report';
import type { Kysely } from 'kysely';
import { accessOf } from '../admin';
import { conflict, notFound } from '../http/http-error';
import {
  type CheckerSubject,
  checkerAssignmentRefusal,
  checkerChangeRefusal,
} from '../kernel/checker-assignment';
import { editRefusal, mayEdit } from '../kernel/edit-permission';
import { markEditor } from '../kernel/editor-repository';
import { type FieldValues, fieldsOfBody, fieldsOfRow, moneyToWire } from './fields';
import { mergeChanges } from './merge';
import * as repo from './repository';
import { refuseEmptiedRequired, validateReportUpdate } from './validation';

/** The Report of docs/product/entities.md plus the version the client sends back on save (docs/api.md "Concurrent edits"). */
export type VersionedReport = Report & { version: number };
/** The body of PUT /depreciationReport as the contract declares it: omitted fields are left unchanged. */
export type VersionedReportUpdate = ReportSave;

const CHECKER_SEARCH_LIMIT = 20;

/** The report as `userId` sees it: `readOnly` is whether they may edit it (src/kernel/edit-permission.ts). */
export async function getReport(
  db: Kysely<Database>,
  reportId: number,
  userId: number,
): Promise<VersionedReport> {
  const record = await repo.findReport(db, reportId);
  if (!record) throw notFound(`Report ${reportId} does not exist.`);
  return toWire(record, userId);
}

function editSubjectOf(r: {
  id: number;
  status_id: number;
  status: string;
  status_read_only: boolean;
  surveyor_id: number | null;
  checker_id: number | null;
}): CheckerSubject {
  return {
    id: r.id,
    statusId: r.status_id,
    status: r.status,
    statusReadOnly: r.status_read_only,
    surveyorId: r.surveyor_id,
    checkerId: r.checker_id,
  };
}

export interface SaveResult {
  report: VersionedReport;
  /** Columns written (empty when the save changed nothing). */
  changed: string[];
  /** Assets of categories 40/AD whose method followed the report's new method. */
  assetsUpdated: number;
}

/**
 * PUT /depreciationReport: merge the body into the stored report (src/reports/merge.ts) in one transaction
 * under a row lock. A read-only report (status Completed, docs/tax-rules.md) is refused before anything is written.
 */
export async function saveReport(
  db: Kysely<Database>,
  body: VersionedReportUpdate,
  userId: number,
): Promise<SaveResult> {
  const reportId = body.depreciationReportId;
  const outcome = await db.transaction().execute(async (trx) => {
    const row = await repo.lockReport(trx, reportId);
    if (!row) throw notFound(`Report ${reportId} does not exist.`);
    const subject = editSubjectOf(row);
    const refusal = editRefusal(subject, userId);
    // Issue 24: an administrator who is neither surveyor nor checker may still save a change of the checker alone
    // (workflow/checker-assignment.ts); the role is read only when it decides.
    const administrator = async () => (await accessOf(trx, userId)) === 'admin';
    const byAdministrator = refusal?.statusCode === 403 && (await administrator());
    if (refusal && !byAdministrator) throw refusal;
    // Names the user for the register's history: a method change moves assets (015_report_workflow.sql).
    await markEditor(trx, userId);
    const current = fieldsOfRow(row);
    await validateReportUpdate(trx, body, current);
    const base = await baseFields(trx, reportId, row.version, current, body.version);
    const changes = mergeChanges(base, current, fieldsOfBody(body));
    refuseEmptiedRequired(changes, current);
    const changed = Object.keys(changes);
    if (byAdministrator && changed.some((column) => column !== 'checker_id')) throw refusal;
    if ('checker_id' in changes) {
      const checkerId = typeof changes.checker_id === 'number' ? changes.checker_id : null;
      let denied = checkerAssignmentRefusal(subject, checkerId, userId, byAdministrator);
      if (denied?.statusCode === 403 && !byAdministrator && (await administrator())) {
        denied = checkerAssignmentRefusal(subject, checkerId, userId, true);
      }
      if (denied) throw denied;
    }
    let assetsUpdated = 0;
    if (changed.length > 0) {
      await repo.insertRevision(trx, reportId, row.version, current, userId);
      await repo.updateReportFields(trx, reportId, changes, row.version + 1);
      const methodId = changes.depreciation_method_id;
      if (typeof methodId === 'number')
        assetsUpdated = await repo.cascadeMethodToAssets(trx, reportId, methodId);
    }
    return { changed, assetsUpdated };
  });
  return { report: await getReport(db, reportId, userId), ...outcome };
}

async function baseFields(
  trx: Parameters<typeof repo.findRevision>[0],
  reportId: number,
  currentVersion: number,
  current: FieldValues,
  clientVersion: number | null | undefined,
): Promise<FieldValues> {
  if (clientVersion === null || clientVersion === undefined || clientVersion === currentVersion)
    return current;
  if (clientVersion > currentVersion) {
    throw conflict(
      `Report ${reportId} has no version ${clientVersion} (latest ${currentVersion}); reload it.`,
    );
  }
  const revision = await repo.findRevision(trx, reportId, clientVersion);
  if (!revision) throw conflict(`Version ${clientVersion} of report ${reportId} is unknown; reload it.`);
  // Fields added to EDITABLE_FIELDS after the revision was written count as unchanged since then.
  return { ...current, ...revision };
}

export async function listReportStatuses(db: Kysely<Database>) {
  return repo.listStatuses(db);
}

export async function listDepreciationMethods(db: Kysely<Database>) {
  return repo.listMethods(db);
}

export async function searchCheckers(
  db: Kysely<Database>,
  searchValue: string,
): Promise<CheckerSearchResult[]> {
  // The browser's rule (docs/product/rules.md: from 3 characters, spaces around ignored), so both agree on what is searched.
  const term = checkerSearchTerm(searchValue);
  if (term === null) return [];
  const users = await repo.searchUsers(db, term, CHECKER_SEARCH_LIMIT);
  return users.map((u) => ({
    userId: u.id,
    checkerId: u.id,
    firstname: u.first_name,
    lastname: u.last_name,
  }));
}

function fullName(first: string | null, last: string | null): string | null {
  const name = [first, last].filter(Boolean).join(' ');
  return name === '' ? null : name;
}

function toWire(r: repo.ReportRecord, userId: number): VersionedReport {
  return {
    depreciationReportId: r.id,
    statusId: r.status_id,
    status: r.status,
    reportStatusId: r.report_status_id,
    reportStatus: r.report_status,
    instructions: {
      portfolioName: r.portfolio_name,
      instructedPerson: r.instructed_person,
      instructedCompany: r.instructed_company,
      streetAddress: r.instruction_street_address,
      suburb: r.instruction_suburb,
      state: r.instruction_state,
      postCode: r.instruction_post_code,
      reliantParty: r.reliant_party,
      instructionRef: r.instruction_ref,
      instructionDate: r.instruction_date,
      inspectionDate: r.inspection_date,
      depreciationMethodId: r.depreciation_method_id,
      fundCode: r.fund_code,
      propertyCode: r.property_code,
      lowValuePoolFlag: r.low_value_pool_flag,
    },
    propertyInfo: {
      lotNumber: r.lot_number,
      propertyName: r.property_name,
      streetAddress: r.property_street_address,
      suburb: r.property_suburb,
      state: r.property_state,
      postCode: r.property_post_code,
      masterId: r.master_id,
      startClaimDate: r.start_claim_date,
      vendorEntity: r.vendor_entity,
      exchangeDate: r.exchange_date,
      purchasePrice: moneyToWire(r.purchase_price),
      unimprovedLandValue: moneyToWire(r.unimproved_land_value),
      settlementDate: r.settlement_date,
      buildingPeriodAtReportDate: r.building_period_at_report_date,
      constructionCommencementDate: r.construction_commencement_date,
      constructionCompletionDate: r.construction_completion_date,
      firstAvailableForRentDate: r.first_available_for_rent_date,
    },
    reportingInfo: {
      qsSurveyor: fullName(r.surveyor_first_name, r.surveyor_last_name),
      qsChecker: fullName(r.checker_first_name, r.checker_last_name),
      qsCheckerId: r.checker_id,
      qsSurveyorId: r.surveyor_id,
      // Issue 24: the checker rule for the signed-in user (an administrator's own path is the service's alone).
      checkerReadOnly: checkerChangeRefusal(editSubjectOf(r), userId, false) !== null,
      qsReference: r.reference,
      qsOffice: r.office,
      reportType: r.report_type,
      assessmentDate: r.assessment_date,
      eofyReportDate: r.eofy_report_date,
      reportName: r.report_name,
    },
    // Issue 23 (migration 022): null is "not set".
    taxpayer: {
      entityType: r.taxpayer_entity_type,
      propertyUse: r.property_use,
      turnoverBand: r.turnover_band,
      premisesCondition: r.premises_condition,
    },
    // docs/product/states-and-permissions.md "Who may edit": the status and the signed-in user, never stored.
    readOnly: !mayEdit(editSubjectOf(r), userId),
    version: r.version,
  };
}
