/**
 * New work (issue 15; docs/product/main-portal.md "New work"): a report for a new or existing property of a
 * portfolio, so a firm can start without seeded data. The body's shape is checked by the contract's schema
 * (packages/domain/src/api/new-work-calls.ts); here the rules a schema cannot say: one property, a real 30 June,
 * a portfolio, method and active staff that exist, a checker who is not the surveyor, facts' dates that are real days.
 */

import type { Database } from '@taxdep/db/schema';
import type {
  NewReportAnswer,
  NewReportFacts,
  NewReportRequest,
  PropertySummary,
  StaffMember,
} from '@taxdep/domain';
import { mayCheck, maySurvey } from '@taxdep/domain/firm';
import { isCivilDate } from '@taxdep/domain/format';
import { reportNameFromEofy } from '@taxdep/domain/report';
import type { Kysely } from 'kysely';
import { badRequest, HttpError } from '../http/http-error';
import * as repo from './new-work-repository';

type Db = Kysely<Database>;

const notFound = (message: string) => new HttpError(404, message);

export async function properties(db: Db, portfolioId: number): Promise<PropertySummary[]> {
  if (!(await repo.findPortfolio(db, portfolioId))) throw notFound(`No portfolio ${portfolioId}.`);
  const rows = await repo.listProperties(db, portfolioId);
  return rows.map((row) => ({
    propertyId: row.id,
    portfolioId: row.portfolio_id,
    masterId: row.master_id,
    propertyName: row.property_name,
    propertyCode: row.property_code,
    lotNumber: row.lot_number,
    propertyAddress: [row.street_address, row.suburb, row.state, row.post_code]
      .filter((part) => part !== null && part.trim() !== '')
      .join(', '),
    reportCount: row.report_count,
    latestEofyReportDate: row.latest_eofy ?? null,
  }));
}

/**
 * The active staff who may survey or check (issue 26 item 17: administrators are neither), each saying which, so
 * the Surveyor list offers surveyors and checkers and the Checker list checkers only (user-rules.ts).
 */
export async function staff(db: Db): Promise<StaffMember[]> {
  const rows = await repo.listStaff(db);
  return rows
    .filter((row) => maySurvey(row.role) || mayCheck(row.role))
    .map((row) => ({
      userId: row.id,
      firstName: row.first_name,
      lastName: row.last_name,
      office: row.office,
      role: row.role,
      maySurvey: maySurvey(row.role),
      mayCheck: mayCheck(row.role),
    }));
}

/** The checks of a new report's body that its schema cannot make; each refusal names the field. */
function checkRequest(body: NewReportRequest): void {
  if ((body.propertyId === undefined) === (body.newProperty === undefined)) {
    throw badRequest(
      'Choose an existing property (propertyId) or describe a new one (newProperty), not both.',
    );
  }
  if (!isCivilDate(body.eofyReportDate) || !body.eofyReportDate.endsWith('-06-30')) {
    throw badRequest('eofyReportDate must be a 30 June (YYYY-06-30).');
  }
  if (body.surveyorId === body.checkerId) {
    throw badRequest('The checker must be someone other than the surveyor.');
  }
  for (const [name, value] of Object.entries(body.facts ?? {})) {
    if (FACT_DATES.has(name) && typeof value === 'string' && value !== '' && !isCivilDate(value)) {
      throw badRequest(`facts.${name} must be a valid date YYYY-MM-DD, got '${value}'.`);
    }
  }
  const property = body.newProperty;
  if (property) {
    for (const field of ['propertyName', 'streetAddress', 'suburb'] as const) {
      if (property[field].trim() === '') throw badRequest(`newProperty.${field} must not be blank.`);
    }
  }
}

const blankToNull = (text: string | null | undefined) =>
  text === undefined || text === null || text.trim() === '' ? null : text.trim();

/** The dates among New report's facts (issue 25), checked as real days; the order is judged at submit to QA. */
const FACT_DATES = new Set<string>([
  'instructionDate',
  'inspectionDate',
  'exchangeDate',
  'settlementDate',
  'constructionCommencementDate',
  'constructionCompletionDate',
  'firstAvailableForRentDate',
]);

/** New report's facts as the report's columns (issue 25): blank or omitted is not entered. */
function factColumns(facts: NewReportFacts | undefined): repo.ReportFactColumns {
  const f = facts ?? {};
  return {
    instructed_person: blankToNull(f.instructedPerson),
    instructed_company: blankToNull(f.instructedCompany),
    instruction_ref: blankToNull(f.instructionRef),
    instruction_date: blankToNull(f.instructionDate),
    inspection_date: blankToNull(f.inspectionDate),
    exchange_date: blankToNull(f.exchangeDate),
    settlement_date: blankToNull(f.settlementDate),
    construction_commencement_date: blankToNull(f.constructionCommencementDate),
    construction_completion_date: blankToNull(f.constructionCompletionDate),
    first_available_for_rent_date: blankToNull(f.firstAvailableForRentDate),
  };
}

export async function createReport(
  db: Db,
  portfolioId: number,
  body: NewReportRequest,
): Promise<NewReportAnswer> {
  checkRequest(body);
  const portfolio = await repo.findPortfolio(db, portfolioId);
  if (!portfolio) throw notFound(`No portfolio ${portfolioId}.`);
  if (!(await repo.methodExists(db, body.depreciationMethodId))) {
    throw badRequest(`No depreciation method ${body.depreciationMethodId}.`);
  }
  const people = await repo.findActiveUsers(db, [body.surveyorId, body.checkerId]);
  const surveyor = people.find((u) => u.id === body.surveyorId);
  if (!surveyor) throw badRequest(`No active user ${body.surveyorId} to be the surveyor.`);
  if (!maySurvey(surveyor.role))
    throw badRequest(`User ${body.surveyorId} may not survey (their role is ${surveyor.role}).`);
  const checker = people.find((u) => u.id === body.checkerId);
  if (!checker) throw badRequest(`No active user ${body.checkerId} to be the checker.`);
  if (!mayCheck(checker.role))
    throw badRequest(`User ${body.checkerId} is not a checker (their role is ${checker.role}).`);
  let existing: { id: number; master_id: string } | undefined;
  if (body.propertyId !== undefined) {
    const found = await repo.findProperty(db, body.propertyId);
    if (!found || found.portfolio_id !== portfolioId) {
      throw badRequest(`Property ${body.propertyId} is not a property of portfolio ${portfolioId}.`);
    }
    existing = found;
  }
  const reportName = reportNameFromEofy(body.eofyReportDate);
  const created = await db.transaction().execute(async (trx) => {
    const property =
      existing ??
      (await repo.insertProperty(trx, {
        portfolioId,
        masterId: blankToNull(body.newProperty?.masterId),
        propertyName: (body.newProperty?.propertyName ?? '').trim(),
        propertyCode: blankToNull(body.newProperty?.propertyCode),
        lotNumber: blankToNull(body.newProperty?.lotNumber),
        streetAddress: (body.newProperty?.streetAddress ?? '').trim(),
        suburb: (body.newProperty?.suburb ?? '').trim(),
        state: body.newProperty?.state ?? '',
        postCode: body.newProperty?.postCode ?? '',
      }));
    const reportId = await repo.insertReport(trx, {
      fundId: portfolio.fund_id,
      propertyId: property.id,
      eofyReportDate: body.eofyReportDate,
      reportName,
      depreciationMethodId: body.depreciationMethodId,
      surveyorId: body.surveyorId,
      checkerId: body.checkerId,
      office: surveyor.office,
      // The contract refuses unknown values (packages/domain/src/tax/law/taxpayer.ts); none is forced.
      taxpayer: {
        entityType: body.taxpayer?.entityType ?? null,
        propertyUse: body.taxpayer?.propertyUse ?? null,
        turnoverBand: body.taxpayer?.turnoverBand ?? null,
        premisesCondition: body.taxpayer?.premisesCondition ?? null,
      },
      facts: factColumns(body.facts),
    });
    return { reportId, property };
  });
  return {
    depreciationReportId: created.reportId,
    propertyId: created.property.id,
    masterId: created.property.master_id,
    reportName,
    earlierReports: await repo.countReportsOfMaster(db, created.property.master_id, created.reportId),
  };
}
