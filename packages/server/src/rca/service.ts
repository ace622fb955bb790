/**
 * A reinstatement cost assessment (issue 28 items 1, 2; docs/api.md "Reinstatement cost assessments"): created on a
 * portfolio's property, read with its inputs and the domain's verdict on them, and saved whole with the version read.
 * A draft in error is stored and answered with its errors (they block QA Review, workflow.ts); the edit rule is the
 * reports' one (kernel/edit-permission.ts: Completed is read-only, only the surveyor and checker write).
 */
import type { Database } from '@taxdep/db/schema';
import type { NewRcaReport, RcaReport, RcaReportSave } from '@taxdep/domain';
import { firmCivilDate } from '@taxdep/domain/format';
import type { Kysely } from 'kysely';
import { isCivilDate } from '../civil-date';
import { badRequest, conflict, notFound } from '../http/http-error';
import { assertMayEdit, mayEdit } from '../kernel/edit-permission';
import { newReportPlace } from '../kernel/new-report-place';
import { saveChanges } from './changes';
import * as repo from './repository';
import {
  buildingsOfWire,
  buildingsWire,
  defaultSettings,
  EMPTY_NOTES,
  inputErrors,
  inputsOf,
  settingsWire,
} from './wire';

type Db = Kysely<Database>;

export const notAnAssessment = (reportId: number) =>
  notFound(`Reinstatement cost assessment ${reportId} does not exist.`);

/**
 * POST /portfolios/{portfolioId}/rcaReports: the same rules of people as a new depreciation report's. It starts
 * with the firm's defaults (wire.ts defaultSettings) and no building: the surveyor adds each one, and until then
 * the assessment answers "Add a building to assess." and QA Review is blocked.
 */
export async function createAssessment(
  db: Db,
  request: { portfolioId: number; body: NewRcaReport; userId: number; now: Date },
): Promise<RcaReport> {
  const { portfolioId, body, userId } = request;
  const place = await newReportPlace(db, { portfolioId, ...body, userId });
  // The schema reads the shape of a date; whether the day exists is the calendar's (wire-limits.ts CivilDate).
  const assessmentDate = body.assessmentDate || null;
  if (assessmentDate !== null && !isCivilDate(assessmentDate))
    throw badRequest(`assessmentDate ${assessmentDate} is not a day of the calendar.`);
  const today = firmCivilDate(request.now.toISOString()) as string;
  const reportId = await db.transaction().execute((trx) =>
    repo.insertAssessment(trx, {
      ...place,
      settings: defaultSettings(assessmentDate ?? today),
      buildings: [],
      notes: EMPTY_NOTES,
      userId,
    }),
  );
  return getAssessment(db, reportId, userId);
}

/** GET /RcaReports/{id}: the header as `userId` sees it, every input, and the domain's verdict on them. */
export async function getAssessment(db: Db, reportId: number, userId: number): Promise<RcaReport> {
  const header = await repo.findHeader(db, reportId);
  if (!header) throw notAnAssessment(reportId);
  const { settings, buildings, notes } = inputsOf(header);
  const subject = {
    id: header.id,
    status: header.status,
    statusReadOnly: header.status_read_only,
    surveyorId: header.surveyor_id,
    checkerId: header.checker_id,
  };
  return {
    rcaReportId: header.id,
    reportName: header.report_name ?? '',
    fundId: header.fund_id,
    fundName: header.fund_name,
    portfolioId: header.portfolio_id,
    propertyId: header.property_id,
    propertyName: header.property_name,
    propertyAddress: [header.street_address, header.suburb, header.state, header.post_code]
      .filter((part) => part !== null && part.trim() !== '')
      .join(', '),
    statusId: header.status_id,
    status: header.status,
    surveyorId: header.surveyor_id,
    surveyor: header.surveyor,
    checkerId: header.checker_id,
    checker: header.checker,
    readOnly: !mayEdit(subject, userId),
    settings: settingsWire(settings),
    buildings: buildingsWire(buildings),
    notes,
    ...inputErrors(settings, buildings),
    version: header.version,
  };
}

/**
 * What the schema cannot say and the History and the view need: a name, days that exist, and ids that tell the
 * buildings (and each building's areas) apart. Refused with 400 naming the field; anything else in error is the domain's, stored.
 */
function refusal(body: RcaReportSave): string | null {
  if (body.reportName.trim() === '') return 'reportName must not be blank.';
  // A date of a day that does not exist (2026-02-31) is refused here; a blank one is a draft's, for the domain.
  const date = body.settings.assessmentDate;
  if (date !== '' && !isCivilDate(date))
    return `settings/assessmentDate ${date} is not a day of the calendar.`;
  const buildings = new Set<string>();
  for (const building of body.buildings) {
    if (building.buildingId.trim() === '') return 'buildings/buildingId must not be blank.';
    if (buildings.has(building.buildingId))
      return `buildings/buildingId ${building.buildingId} is given to two buildings.`;
    buildings.add(building.buildingId);
    const areas = new Set<string>();
    for (const area of building.areas) {
      if (area.areaId.trim() === '')
        return `buildings/areas/areaId must not be blank (building ${building.buildingId}).`;
      if (areas.has(area.areaId))
        return `buildings/areas/areaId ${area.areaId} is given to two areas of building ${building.buildingId}.`;
      areas.add(area.areaId);
      // A library rate is copied as the library held it: always dated.
      const pricedOn = area.libraryRate?.pricedOn;
      if (pricedOn !== undefined && !isCivilDate(pricedOn))
        return `buildings/areas/libraryRate/pricedOn ${pricedOn} is not a day of the calendar (area ${area.areaId}).`;
    }
  }
  return null;
}

/** PUT /RcaReports/{id}: every input with the version read (409 when it moved on); History lines for what changed. */
export async function saveAssessment(
  db: Db,
  request: { reportId: number; body: RcaReportSave; userId: number },
): Promise<RcaReport> {
  const { reportId, body, userId } = request;
  const refused = refusal(body);
  if (refused !== null) throw badRequest(refused);
  await db.transaction().execute(async (trx) => {
    const stored = await repo.lockAssessment(trx, reportId);
    if (!stored) throw notAnAssessment(reportId);
    assertMayEdit(stored, userId);
    if (stored.version !== body.version) {
      throw conflict(
        `Reinstatement cost assessment ${reportId} has changed since version ${body.version} (it is now version ${stored.version}); reload it.`,
      );
    }
    const before = { reportName: stored.report_name ?? '', ...inputsOf(stored) };
    const after = {
      reportName: body.reportName.trim(),
      settings: body.settings,
      buildings: buildingsOfWire(body.buildings),
      notes: body.notes,
    };
    await repo.updateInputs(trx, reportId, {
      reportName: after.reportName,
      settings: body.settings,
      buildings: body.buildings,
      notes: body.notes,
      version: stored.version + 1,
      userId,
    });
    await repo.insertChanges(trx, reportId, userId, saveChanges(before, after));
  });
  return getAssessment(db, reportId, userId);
}
