/**
 * The report's facts (issue 25 item 2; migration 028; docs/product/general-info.md "Dates and instructions"): asked
 * by New report, read and saved with General Info (merged like every other field, a bad date refused, an order
 * mistake stored so a correction can be made one date at a time), and named by a refused submit to QA until the
 * facts the document needs are entered.
 */
import type {
  NewReportAnswer,
  NewReportRequest,
  ReportAnswer,
  StaffMember,
  WorkflowBlockers,
} from '@taxdep/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { testEngine } from '../test/database';

describe(`the report's facts on ${testEngine()}`, () => {
  let t: TestApp;
  let portfolioId: number;
  let sam: number;
  let chris: number;

  beforeAll(async () => {
    t = await createTestApp({ demoData: true });
    const portfolio = await t.database.db
      .selectFrom('portfolios')
      .select('id')
      .where('name', '=', 'Sydney CBD Office')
      .executeTakeFirstOrThrow();
    portfolioId = portfolio.id;
    const staff = (await t.call('GET', '/users/staff')).json<StaffMember[]>();
    sam = staff.find((u) => u.firstName === 'Sam')?.userId ?? 0;
    chris = staff.find((u) => u.firstName === 'Chris')?.userId ?? 0;
  });
  afterAll(async () => {
    await t.close();
  });

  const read = async (id: number) => (await t.call('GET', `/depreciationReports/${id}`)).json<ReportAnswer>();
  const put = (body: object) => t.call('PUT', '/depreciationReport', body);
  const blockers = async (id: number) =>
    (await t.call('GET', `/depreciationReports/${id}/workflow/blockers`))
      .json<WorkflowBlockers>()
      .blocking.map((b) => b.message);
  const create = (facts: NewReportRequest['facts'], name = 'Facts House') =>
    t.call('POST', `/portfolios/${portfolioId}/depreciationReports`, {
      newProperty: {
        propertyName: name,
        streetAddress: '5 Facts Lane',
        suburb: 'Ryde',
        state: 'NSW',
        postCode: '2112',
      },
      eofyReportDate: '2025-06-30',
      depreciationMethodId: 2,
      surveyorId: sam,
      checkerId: chris,
      facts,
    } satisfies NewReportRequest);

  it('New report stores the facts it was given, and General Info reads them', async () => {
    const made = await create({
      instructedPerson: 'Morgan Lee',
      instructedCompany: '  ',
      instructionRef: 'INS-25',
      instructionDate: '2025-07-07',
      inspectionDate: '2025-07-22',
      exchangeDate: '2018-03-02',
      settlementDate: '2018-05-14',
      constructionCommencementDate: '1997-09-01',
      constructionCompletionDate: '2000-02-28',
      firstAvailableForRentDate: '2018-05-20',
    });
    expect(made.statusCode, made.body).toBe(200);
    const report = await read(made.json<NewReportAnswer>().depreciationReportId);
    expect(report.instructions).toMatchObject({
      instructedPerson: 'Morgan Lee',
      instructedCompany: null,
      instructionRef: 'INS-25',
      instructionDate: '2025-07-07',
      inspectionDate: '2025-07-22',
    });
    expect(report.propertyInfo).toMatchObject({
      exchangeDate: '2018-03-02',
      settlementDate: '2018-05-14',
      constructionCommencementDate: '1997-09-01',
      constructionCompletionDate: '2000-02-28',
      firstAvailableForRentDate: '2018-05-20',
    });
  });

  it('New report without facts leaves them unknown, and refuses a date that is no day', async () => {
    const made = await create(undefined, 'No Facts House');
    expect(made.statusCode, made.body).toBe(200);
    const report = await read(made.json<NewReportAnswer>().depreciationReportId);
    expect(report.instructions.inspectionDate).toBeNull();
    expect(report.propertyInfo.firstAvailableForRentDate).toBeNull();
    const refused = await create({ inspectionDate: '2025-02-30' }, 'Bad Date House');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/facts\.inspectionDate must be a valid date/);
  });

  it('General Info saves the new dates, keeps them when a body omits them, and refuses a date that is no day', async () => {
    const id = (await create({}, 'Saved Facts House')).json<NewReportAnswer>().depreciationReportId;
    const report = await read(id);
    const saved = await put({
      ...report,
      propertyInfo: {
        ...report.propertyInfo,
        constructionCommencementDate: '2010-01-04',
        constructionCompletionDate: '2011-06-30',
        firstAvailableForRentDate: '2011-08-01',
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const expected = {
      constructionCommencementDate: '2010-01-04',
      constructionCompletionDate: '2011-06-30',
      firstAvailableForRentDate: '2011-08-01',
    };
    expect(saved.json<ReportAnswer>().propertyInfo).toMatchObject(expected);
    // A client that predates the facts sends propertyInfo without them: nothing of them changes.
    const old = await put({
      depreciationReportId: id,
      version: saved.json<ReportAnswer>().version,
      instructions: {},
      propertyInfo: { vendorEntity: 'Vendor Pty Ltd' },
      reportingInfo: {},
    });
    expect(old.statusCode, old.body).toBe(200);
    expect((await read(id)).propertyInfo).toMatchObject({ ...expected, vendorEntity: 'Vendor Pty Ltd' });
    const bad = await put({
      depreciationReportId: id,
      instructions: {},
      propertyInfo: { constructionCompletionDate: '2011-13-01' },
      reportingInfo: {},
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/propertyInfo\.constructionCompletionDate must be a valid date/);
    // Two people's changes of different facts from one version both stay (docs/api.md "Concurrent edits").
    const base = await read(id);
    const first = await put({
      ...base,
      instructions: { ...base.instructions, inspectionDate: '2025-07-30' },
    });
    expect(first.statusCode, first.body).toBe(200);
    const second = await put({
      ...base,
      propertyInfo: { ...base.propertyInfo, firstAvailableForRentDate: '2011-09-01' },
    });
    expect(second.statusCode, second.body).toBe(200);
    const merged = await read(id);
    expect(merged.instructions.inspectionDate).toBe('2025-07-30');
    expect(merged.propertyInfo.firstAvailableForRentDate).toBe('2011-09-01');
  });

  it('a submit names each missing fact, and an impossible order, until they are entered', async () => {
    const id = (await create({}, 'Blocked House')).json<NewReportAnswer>().depreciationReportId;
    const facts = (messages: string[]) =>
      messages.filter((m) => m.startsWith('General Info:') && !/is required\.$/.test(m));
    expect(facts(await blockers(id))).toEqual([
      'General Info: Instructed by (a person or a company) is missing.',
      'General Info: Instruction date is missing.',
      'General Info: Inspection date is missing.',
      'General Info: Settlement date or first available for rent is missing: the schedule must say from when it starts.',
    ]);
    // Capital works without a construction start date of their own need the building's commencement.
    const category = await t.database.db
      .selectFrom('depreciation_categories')
      .select('id')
      .where('code', '=', '43')
      .executeTakeFirstOrThrow();
    await t.database.db
      .insertInto('assets')
      .values({ report_id: id, category_id: category.id, description: 'Building' })
      .execute();
    const report = await read(id);
    const saved = await put({
      ...report,
      instructions: {
        ...report.instructions,
        instructedCompany: 'Blocked Pty Ltd',
        instructionDate: '2025-07-01',
        inspectionDate: '2025-07-02',
      },
      propertyInfo: {
        ...report.propertyInfo,
        constructionCompletionDate: '2001-05-01',
        firstAvailableForRentDate: '2000-12-01',
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(facts(await blockers(id))).toEqual([
      'General Info: Construction commencement date is missing: the register has capital works (Division 43) without a construction start date of their own.',
      'General Info: First available for rent (01 December 2000) is before construction completion date (01 May 2001): a building is available for rent once it is complete.',
    ]);
    const fixed = await put({
      depreciationReportId: id,
      instructions: {},
      propertyInfo: { constructionCommencementDate: '1999-10-01', firstAvailableForRentDate: '2001-06-01' },
      reportingInfo: {},
    });
    expect(fixed.statusCode, fixed.body).toBe(200);
    expect(facts(await blockers(id))).toEqual([]);
  });

  it('the demo states the facts of every report it has instructed and inspected; report 5 is a new instruction', async () => {
    const factMessages = async (id: number) =>
      (await blockers(id)).filter((m) =>
        / is missing|: a building|: a purchase|: the property is inspected/.test(m),
      );
    for (const id of [1, 2, 3, 4, 6]) expect(await factMessages(id), `report ${id}`).toEqual([]);
    expect(await factMessages(5)).toContain('General Info: Inspection date is missing.');
  });
});
