/**
 * New work (issue 15; docs/product/main-portal.md "New work"): a report for a new or existing property of a
 * portfolio, found by "my work" and Copy Previous Asset Register, and every refusal of a bad request.
 */
import type {
  NewReportAnswer,
  NewReportRequest,
  PreviousRegisterEntry,
  PropertySummary,
  ReportAnswer,
  ReportListPage,
  StaffMember,
} from '@taxdep/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { testEngine } from '../test/database';

describe(`new work on ${testEngine()}`, () => {
  let t: TestApp;
  let sydney: number;
  let melbourne: number;
  let sam: number;
  let chris: number;
  let harbourTower: PropertySummary;

  beforeAll(async () => {
    t = await createTestApp({ demoData: true });
    const portfolios = await t.database.db.selectFrom('portfolios').select(['id', 'name']).execute();
    sydney = portfolios.find((p) => p.name === 'Sydney CBD Office')!.id;
    melbourne = portfolios.find((p) => p.name === 'Melbourne Office')!.id;
    const staff = (await t.call('GET', '/users/staff')).json<StaffMember[]>();
    sam = staff.find((u) => u.firstName === 'Sam')!.userId;
    chris = staff.find((u) => u.firstName === 'Chris')!.userId;
    const properties = (await t.call('GET', `/portfolios/${sydney}/properties`)).json<PropertySummary[]>();
    harbourTower = properties.find((p) => p.propertyName === 'Harbour Tower')!;
  });
  afterAll(async () => {
    await t.close();
  });

  const request = (overrides: Partial<NewReportRequest> = {}): NewReportRequest => ({
    newProperty: {
      propertyName: 'Level 3, 100 Collins St',
      streetAddress: '100 Collins Street',
      suburb: 'Melbourne',
      state: 'VIC',
      postCode: '3000',
    },
    eofyReportDate: '2026-06-30',
    depreciationMethodId: 2,
    surveyorId: sam,
    checkerId: chris,
    ...overrides,
  });
  const create = (portfolioId: number, body: object) =>
    t.call('POST', `/portfolios/${portfolioId}/depreciationReports`, body);

  it("lists a portfolio's properties with their master record and reports, and the active staff", async () => {
    expect(harbourTower).toMatchObject({
      masterId: 'MP-100231',
      propertyCode: 'HT01',
      propertyAddress: '1 Harbour Street, Sydney, NSW, 2000',
      reportCount: 2,
      latestEofyReportDate: '2025-06-30',
    });
    const staff = (await t.call('GET', '/users/staff')).json<StaffMember[]>();
    expect(staff.map((u) => u.lastName)).toEqual([...staff.map((u) => u.lastName)].sort());
    expect(staff.length).toBeGreaterThanOrEqual(5);
    expect((await t.call('GET', '/portfolios/999999/properties')).statusCode).toBe(404);
  });

  it('creates a report for a new property: In Progress, named from its EOFY date, in my work', async () => {
    const answer = await create(melbourne, request());
    expect(answer.statusCode, answer.body).toBe(200);
    const made = answer.json<NewReportAnswer>();
    expect(made).toMatchObject({
      reportName: '30 June 2026',
      masterId: `TD-${made.propertyId}`,
      earlierReports: 0,
    });
    const report = (
      await t.call('GET', `/depreciationReports/${made.depreciationReportId}`)
    ).json<ReportAnswer>();
    expect(report.status).toBe('In Progress');
    expect(report.propertyInfo).toMatchObject({
      propertyName: 'Level 3, 100 Collins St',
      streetAddress: '100 Collins Street',
      state: 'VIC',
      postCode: '3000',
      masterId: `TD-${made.propertyId}`,
    });
    expect(report.reportingInfo).toMatchObject({
      eofyReportDate: '2026-06-30',
      reportName: '30 June 2026',
      qsCheckerId: chris,
      qsOffice: 'Sydney',
    });
    expect(report.instructions.depreciationMethodId).toBe(2);
    const mine = (await t.call('GET', '/users/me/reports?searchValue=100%20Collins')).json<ReportListPage>();
    expect(mine.reports.map((r) => [r.depreciationReportId, r.myRole])).toEqual([
      [made.depreciationReportId, 'surveyor'],
    ]);
    const properties = (await t.call('GET', `/portfolios/${melbourne}/properties`)).json<PropertySummary[]>();
    expect(properties.find((p) => p.propertyId === made.propertyId)?.reportCount).toBe(1);
  });

  it("keeps an existing property's masterId, so Copy Previous offers its earlier registers", async () => {
    const answer = await create(
      sydney,
      request({ newProperty: undefined, propertyId: harbourTower.propertyId }),
    );
    expect(answer.statusCode, answer.body).toBe(200);
    const made = answer.json<NewReportAnswer>();
    expect(made).toMatchObject({
      propertyId: harbourTower.propertyId,
      masterId: 'MP-100231',
      earlierReports: 2,
    });
    const previous = (
      await t.call('GET', `/depreciationReports/${made.depreciationReportId}/previousAssetRegisters`)
    ).json<PreviousRegisterEntry[]>();
    expect(previous.map((p) => p.endoffinyearreportdate)).toEqual(['2025-06-30', '2024-06-30']);
  });

  it('links a new property to a master record given, whatever its portfolio', async () => {
    const body = request({
      newProperty: { ...request().newProperty!, masterId: 'MP-100231', propertyCode: ' ' },
    });
    const made = (await create(melbourne, body)).json<NewReportAnswer>();
    expect(made.masterId).toBe('MP-100231');
    expect(made.earlierReports).toBe(3);
  });

  it('stores text as given: quotes and SQL are data', async () => {
    const name = "O'Brien's Wharf'); drop table reports; --";
    const body = request({ newProperty: { ...request().newProperty!, propertyName: name } });
    const made = (await create(melbourne, body)).json<NewReportAnswer>();
    const report = (
      await t.call('GET', `/depreciationReports/${made.depreciationReportId}`)
    ).json<ReportAnswer>();
    expect(report.propertyInfo.propertyName).toBe(name);
  });

  it.each([
    ['neither property', { newProperty: undefined }, 400, /propertyId.*newProperty/],
    ['both properties', { propertyId: 1 }, 400, /not both/],
    ['a day that is not 30 June', { eofyReportDate: '2026-07-01' }, 400, /30 June/],
    ['a day that does not exist', { eofyReportDate: '2026-02-30' }, 400, /30 June/],
    ['the surveyor as checker', { checkerId: -1 }, 400, /other than the surveyor/],
    ['an unknown method', { depreciationMethodId: 99 }, 400, /method 99/],
    ['an unknown checker', { checkerId: 999999 }, 400, /checker/],
  ])('refuses %s', async (_what, overrides, status, message) => {
    const body: Record<string, unknown> = { ...request(), ...overrides };
    if (body.checkerId === -1) body.checkerId = sam;
    if ('newProperty' in overrides && overrides.newProperty === undefined) delete body.newProperty;
    const answer = await create(melbourne, body);
    expect(answer.statusCode).toBe(status);
    expect(answer.json<{ message: string }>().message).toMatch(message);
  });

  it('refuses a property of another portfolio, an unknown portfolio, a disabled user and a bad address', async () => {
    const elsewhere = await create(
      melbourne,
      request({ newProperty: undefined, propertyId: harbourTower.propertyId }),
    );
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json<{ message: string }>().message).toMatch(/not a property of portfolio/);
    expect((await create(999999, request())).statusCode).toBe(404);
    const bad = { ...request().newProperty!, postCode: '30000', state: 'Victoria' };
    expect((await create(melbourne, { ...request(), newProperty: bad })).statusCode).toBe(400);
    const blank = { ...request().newProperty!, suburb: '   ' };
    expect((await create(melbourne, { ...request(), newProperty: blank })).json()).toEqual({
      message: 'newProperty.suburb must not be blank.',
    });
    await t.database.db
      .updateTable('users')
      .set({ disabled_at: new Date() })
      .where('id', '=', chris)
      .execute();
    try {
      const refused = await create(melbourne, request());
      expect(refused.statusCode).toBe(400);
      expect(refused.json<{ message: string }>().message).toMatch(/to be the checker/);
    } finally {
      await t.database.db.updateTable('users').set({ disabled_at: null }).where('id', '=', chris).execute();
    }
    const count = await t.database.db
      .selectFrom('reports')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    // The six demo reports, the demo capex forecast (issue 27), the demo assessment (issue 28) and the four created
    // above; no refused request left a row.
    expect(Number(count.n)).toBe(12);
  });

  it('stores who claims as New report asked it (issue 23); unanswered facts stay not set, unknown ones are refused', async () => {
    const made = await create(
      melbourne,
      request({ taxpayer: { entityType: 'individual', propertyUse: 'residentialRental' } }),
    );
    expect(made.statusCode).toBe(200);
    const id = made.json<NewReportAnswer>().depreciationReportId;
    const report = (await t.call('GET', `/depreciationReports/${id}`)).json<ReportAnswer>();
    expect(report.taxpayer).toEqual({
      entityType: 'individual',
      propertyUse: 'residentialRental',
      turnoverBand: null,
      premisesCondition: null,
    });
    // Without the block nothing is assumed.
    const plain = (await create(melbourne, request())).json<NewReportAnswer>().depreciationReportId;
    const unset = (await t.call('GET', `/depreciationReports/${plain}`)).json<ReportAnswer>();
    expect(Object.values(unset.taxpayer)).toEqual([null, null, null, null]);
    const refused = await create(melbourne, { ...request(), taxpayer: { entityType: 'soleTrader' } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ message: string }>().message).toMatch(/taxpayer\/entityType/);
  });
});
