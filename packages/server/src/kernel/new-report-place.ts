/**
 * Where a new report of a sub-application goes and who works on it (issues 27 and 28: a capex forecast, a
 * reinstatement cost assessment): a property of the portfolio named, a name, and a surveyor and a checker by the
 * same rules of people as a new depreciation report's (portal/new-work.ts). Without a surveyor named, the caller
 * surveys it when their role may. Refusals are 404 (no portfolio) and 400 naming what is wrong.
 */
import type { Database } from '@taxdep/db/schema';
import { mayCheck, maySurvey } from '@taxdep/domain/firm';
import type { Kysely } from 'kysely';
import { badRequest, notFound } from '../http/http-error';
import * as repo from './new-report-place-repository';

export interface NewReportRequest {
  portfolioId: number;
  propertyId: number;
  reportName: string;
  surveyorId?: number | null;
  checkerId?: number | null;
  /** The caller. */
  userId: number;
}

export interface NewReportPlace {
  fundId: number;
  propertyId: number;
  /** Trimmed, never blank. */
  reportName: string;
  surveyorId: number | null;
  checkerId: number | null;
  /** The surveyor's office, the report's. */
  office: string | null;
}

export async function newReportPlace(
  db: Kysely<Database>,
  request: NewReportRequest,
): Promise<NewReportPlace> {
  const { portfolioId, propertyId, userId } = request;
  const portfolio = await repo.findPortfolio(db, portfolioId);
  if (!portfolio) throw notFound(`No portfolio ${portfolioId}.`);
  const property = await repo.findProperty(db, propertyId);
  if (!property || property.portfolio_id !== portfolioId) {
    throw badRequest(`Property ${propertyId} is not a property of portfolio ${portfolioId}.`);
  }
  const reportName = request.reportName.trim();
  if (reportName === '') throw badRequest('reportName must not be blank.');
  const caller = (await repo.findActiveUsers(db, [userId]))[0];
  const surveyorId =
    request.surveyorId ?? (caller !== undefined && maySurvey(caller.role) ? caller.id : null);
  const checkerId = request.checkerId ?? null;
  if (surveyorId !== null && surveyorId === checkerId) {
    throw badRequest('The checker must be someone other than the surveyor.');
  }
  const people = await repo.findActiveUsers(
    db,
    [surveyorId, checkerId].filter((id): id is number => id !== null),
  );
  const surveyor = people.find((u) => u.id === surveyorId);
  if (surveyorId !== null) {
    if (!surveyor) throw badRequest(`No active user ${surveyorId} to be the surveyor.`);
    if (!maySurvey(surveyor.role))
      throw badRequest(`User ${surveyorId} may not survey (their role is ${surveyor.role}).`);
  }
  if (checkerId !== null) {
    const checker = people.find((u) => u.id === checkerId);
    if (!checker) throw badRequest(`No active user ${checkerId} to be the checker.`);
    if (!mayCheck(checker.role))
      throw badRequest(`User ${checkerId} is not a checker (their role is ${checker.role}).`);
  }
  return {
    fundId: portfolio.fund_id,
    propertyId: property.id,
    reportName,
    surveyorId,
    checkerId,
    office: surveyor?.office ?? null,
  };
}
