/**
 * Issue 28 items 1, 2 and 4 through the calls: a new assessment with the firm's defaults, its inputs saved whole
 * with the version read (a draft in error stored with its errors, a stale version 409, what the schema or the ids
 * refuse 400), the assessment's figures exactly the domain's for the same inputs, the edit rule of the reports
 * (a third user 403, a Completed assessment 409), and the History lines a save writes.
 */
import type { RcaAssessmentAnswer, RcaReport, ReportHistory } from '@taxdep/domain';
import { firmCivilDate } from '@taxdep/domain/format';
import { assessRca } from '@taxdep/domain/rca';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { testEngine } from '../test/database';
import { STATUS } from '../test/register-fixtures';
import { addUser } from '../workflow/people.test-support';
import { areaWire, buildingWire, createAssessmentFixture, saveOf } from './rca.test-support';
import { buildingsOfWire } from './wire';

describe(`reinstatement cost assessments on ${testEngine()}`, () => {
  let t: TestApp;
  let fixture: Awaited<ReturnType<typeof createAssessmentFixture>>;
  let id: number;

  beforeAll(async () => {
    t = await createTestApp();
    fixture = await createAssessmentFixture(t);
    id = fixture.assessment.rcaReportId;
  });
  afterAll(async () => {
    await t.close();
  });

  const read = async () => (await t.call('GET', `/RcaReports/${id}`)).json<RcaReport>();
  const assessment = async () =>
    (await t.call('GET', `/RcaReports/${id}/assessment`)).json<RcaAssessmentAnswer>();

  it('starts In Progress with the firm’s defaults, no building, and says what to add', async () => {
    expect(fixture.assessment).toMatchObject({
      reportName: 'Reinstatement cost assessment 2026',
      status: 'In Progress',
      readOnly: false,
      buildings: [],
      notes: { basis: '', assumptions: '', exclusions: '' },
      settingsErrors: [],
      buildingErrors: [],
      version: 1,
      settings: {
        assessmentDate: '2026-07-01',
        escalationMethod: 'rate',
        escalationPercent: '4',
        policyMonths: 12,
        gstIncluded: true,
        gstPercent: '10',
        lineRounding: 'cent',
        sumInsuredRoundingCents: 1_000_000,
        reviewYears: 3,
        currentSumInsuredCents: null,
      },
    });
    expect(await assessment()).toEqual({
      assessment: null,
      problem: 'Add a building to assess.',
      settingsErrors: [],
      buildingErrors: [],
      ratesUsed: [],
    });
    // Without a date, the firm's today (Sydney).
    const made = await t.call('POST', `/portfolios/${fixture.portfolioId}/rcaReports`, {
      propertyId: fixture.propertyId,
      reportName: 'Undated',
    });
    expect(made.json<RcaReport>().settings.assessmentDate).toBe(firmCivilDate(new Date().toISOString()));
  });

  it('refuses a property of another portfolio and a blank name', async () => {
    const other = await createAssessmentFixture(t);
    const wrong = await t.call('POST', `/portfolios/${fixture.portfolioId}/rcaReports`, {
      propertyId: other.propertyId,
      reportName: 'Elsewhere',
    });
    expect(wrong.statusCode).toBe(400);
    const blank = await t.call('POST', `/portfolios/${fixture.portfolioId}/rcaReports`, {
      propertyId: fixture.propertyId,
      reportName: '  ',
    });
    expect(blank.statusCode).toBe(400);
  });

  it('stores a draft in error with the domain’s errors, and answers no figures for it', async () => {
    const draft = buildingWire({ areas: [areaWire({ areaM2: '', rateCentsPerM2: null })] });
    const saved = await t.call('PUT', `/RcaReports/${id}`, saveOf(await read(), { buildings: [draft] }));
    expect(saved.statusCode, saved.body).toBe(200);
    const report = saved.json<RcaReport>();
    expect(report.version).toBe(2);
    expect(report.buildingErrors.map((e) => [e.field, e.areaId])).toEqual([
      ['areaM2', 'a1'],
      ['rateCentsPerM2', 'a1'],
    ]);
    const answer = await assessment();
    expect(answer.assessment).toBeNull();
    expect(answer.problem).toBe('Correct the inputs marked to see the assessment.');
    expect(answer.buildingErrors).toEqual(report.buildingErrors);
  });

  it('answers exactly the domain’s figures for the stored inputs', async () => {
    const settings = { ...(await read()).settings, currentSumInsuredCents: 1_000_000_000 };
    const buildings = [
      buildingWire(),
      buildingWire({
        buildingId: 'b2',
        name: 'Car park',
        areas: [areaWire({ use: 'Basement parking', areaM2: '820.5', rateCentsPerM2: 120_000 })],
        demolitionMethod: 'percent',
        demolitionPercent: '3',
        asbestos: true,
        hazardNote: 'Asbestos sheeting to the plant room: licensed removal allowed.',
      }),
    ];
    const saved = await t.call('PUT', `/RcaReports/${id}`, saveOf(await read(), { settings, buildings }));
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<RcaReport>()).toMatchObject({ settingsErrors: [], buildingErrors: [], version: 3 });
    const answer = await assessment();
    const domain = assessRca(settings, buildingsOfWire(buildings));
    expect(domain.assessment).not.toBeNull();
    expect(answer.problem).toBeNull();
    expect(answer.assessment).toEqual(domain.assessment);
    expect(answer.assessment?.totalCents).toBe(
      (domain.assessment?.buildings ?? []).reduce((sum, b) => sum + b.reinstatementCents, 0),
    );
    // $10 m insured against more than that: under-insured, and the averaging illustration says what a loss pays.
    expect(answer.assessment?.underInsured).toBe(true);
    expect(answer.assessment?.averaging.length).toBe(4);
  });

  it('refuses a stale version with 409 and stores nothing', async () => {
    const report = await read();
    const stale = await t.call(
      'PUT',
      `/RcaReports/${id}`,
      saveOf(report, { reportName: 'Late', version: 1 }),
    );
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(
      `Reinstatement cost assessment ${id} has changed since version 1 (it is now version ${report.version}); reload it.`,
    );
    expect((await read()).reportName).toBe('Reinstatement cost assessment 2026');
  });

  it('refuses a blank name, a building id given twice, and a value the schema refuses, naming the field', async () => {
    const report = await read();
    const blank = await t.call('PUT', `/RcaReports/${id}`, saveOf(report, { reportName: ' ' }));
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe('reportName must not be blank.');
    const twice = await t.call(
      'PUT',
      `/RcaReports/${id}`,
      saveOf(report, { buildings: [buildingWire(), buildingWire({ name: 'Twin' })] }),
    );
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toBe('buildings/buildingId b1 is given to two buildings.');
    const months = await t.call(
      'PUT',
      `/RcaReports/${id}`,
      saveOf(report, { buildings: [buildingWire({ constructionMonths: 601 })] }),
    );
    expect(months.statusCode).toBe(400);
    expect(months.json().message).toMatch(/body\/buildings\/0\/constructionMonths must be <= 600/);
    expect((await read()).version).toBe(report.version);
  });

  it('writes History lines for the settings in words and for each building added, changed or removed', async () => {
    const report = await read();
    const [tower] = report.buildings;
    const saved = await t.call(
      'PUT',
      `/RcaReports/${id}`,
      saveOf(report, {
        settings: { ...report.settings, escalationPercent: '4.5' },
        notes: { ...report.notes, exclusions: 'Contents and tenants’ fit-out.' },
        buildings: [
          { ...(tower as RcaReport['buildings'][number]), areas: [areaWire({ areaM2: '1600' })] },
          buildingWire({ buildingId: 'b3', name: 'Gatehouse' }),
        ],
      }),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const history = (await t.call('GET', `/depreciationReports/${id}/history`)).json<ReportHistory>();
    const latest = history.entries.filter((e) => e.kind === 'rcaSettings' || e.kind === 'rcaBuilding');
    expect(latest.slice(0, 4)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          kind: 'rcaSettings',
          summary: 'Changed assessment settings',
          by: expect.objectContaining({ userId: expect.any(Number) }),
          changes: [
            { field: 'Escalation (% a year)', from: '4', to: '4.5' },
            { field: 'Exclusions', from: null, to: 'Contents and tenants’ fit-out.' },
          ],
        }),
        expect.objectContaining({
          kind: 'rcaBuilding',
          summary: 'Changed building Office tower',
          buildingId: 'b1',
          changes: [{ field: 'Office: area', from: '1,500 m²', to: '1,600 m²' }],
        }),
        expect.objectContaining({
          kind: 'rcaBuilding',
          summary: 'Added building Gatehouse',
          buildingId: 'b3',
        }),
        expect.objectContaining({
          kind: 'rcaBuilding',
          summary: 'Removed building Car park',
          buildingId: 'b2',
        }),
      ]),
    );
  });

  it('lets only its surveyor and checker write, and nobody once Completed', async () => {
    const third = await addUser(t, 'TOM.THIRD', 'surveyor');
    const report = await read();
    const refused = await third.call('PUT', `/RcaReports/${id}`, saveOf(report, { reportName: 'Mine' }));
    expect(refused.statusCode).toBe(403);
    // Any signed-in user reads it, read-only.
    const seen = await third.call('GET', `/RcaReports/${id}`);
    expect(seen.json<RcaReport>().readOnly).toBe(true);
    await t.database.db
      .updateTable('reports')
      .set({ status_id: STATUS.completed })
      .where('id', '=', id)
      .execute();
    expect((await read()).readOnly).toBe(true);
    const late = await t.call('PUT', `/RcaReports/${id}`, saveOf(report, { reportName: 'Too late' }));
    expect(late.statusCode).toBe(409);
    expect((await read()).reportName).toBe('Reinstatement cost assessment 2026');
  });
});
