/**
 * The main portal's lists (docs/product/main-portal.md) on a small firm: counts, a fund's reports filtered,
 * sorted and paged, "my work" for a surveyor and a checker, and refusals.
 */
import type { ReportListPage } from '@taxdep/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { testEngine } from '../test/database';
import { createFirm, type Firm } from './firm-fixture.test-support';

describe(`main portal lists on ${testEngine()}`, () => {
  let t: TestApp;
  let firm: Firm;
  // 2 clients, 4 funds of 2 portfolios, 20 properties, 60 reports, 3 surveyors and 3 checkers.
  beforeAll(async () => {
    t = await createTestApp();
    firm = await createFirm(t.database.db, {
      clients: 2,
      funds: 4,
      portfoliosPerFund: 2,
      properties: 20,
      reports: 60,
      staff: 3,
    });
  });
  afterAll(async () => {
    await t.close();
  });

  const asUser = async (userId: number, url: string) => {
    const { uid } = await t.database.db
      .selectFrom('users')
      .select('uid')
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    const answer = await t.app.inject({
      method: 'GET',
      url: `/api/v1${url}`,
      headers: { authorization: await t.bearer(userId, uid) },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json() as ReportListPage;
  };

  it('lists every fund with its client and counts, and the clients with their funds', async () => {
    const funds = (await t.call('GET', '/funds/all')).json();
    expect(funds).toHaveLength(4);
    expect(funds[0]).toMatchObject({ fundCode: 'FFUND1', clientName: 'F Client 1', portfolioCount: 2 });
    expect(funds.reduce((sum: number, f: { reportCount: number }) => sum + f.reportCount, 0)).toBe(60);
    const clients = (await t.call('GET', '/clients/all')).json();
    expect(
      clients.map((c: { clientName: string; fundCount: number }) => [c.clientName, c.fundCount]),
    ).toEqual([
      ['F Client 1', 2],
      ['F Client 2', 2],
    ]);
  });

  it("lists a fund's portfolios with the properties and reports under each", async () => {
    const fundId = firm.fundIds[0] as number;
    const portfolios = (await t.call('GET', `/funds/${fundId}/portfolios`)).json();
    expect(portfolios).toHaveLength(2);
    const fund = (await t.call('GET', '/funds/all'))
      .json()
      .find((f: { fundId: number }) => f.fundId === fundId);
    const inPortfolios = portfolios.reduce(
      (sum: number, p: { reportCount: number }) => sum + p.reportCount,
      0,
    );
    expect(inPortfolios).toBe(fund.reportCount);
    expect(portfolios.every((p: { propertyCount: number }) => p.propertyCount > 0)).toBe(true);
  });

  it("pages a fund's reports newest first, with totals of the whole list", async () => {
    const fundId = firm.fundIds[1] as number;
    const fund = (await t.call('GET', '/funds/all'))
      .json()
      .find((f: { fundId: number }) => f.fundId === fundId);
    const first = (await t.call('GET', `/funds/${fundId}/reports?pageSize=25`)).json() as ReportListPage;
    // Fund 2 holds 6 of the 20 properties, 3 reports each.
    expect(fund.reportCount).toBe(18);
    expect(first.totalRecords).toBe(18);
    expect(first.totalPages).toBe(1);
    expect(first.reports.every((r) => r.fundId === fundId)).toBe(true);
    const updated = first.reports.map((r) => r.updatedAt);
    expect(updated).toEqual([...updated].sort().reverse());
    const oldest = (
      await t.call('GET', `/funds/${fundId}/reports?sortBy=updatedAt&order=ASC&pageSize=25`)
    ).json();
    expect(oldest.reports[0].depreciationReportId).toBe(first.reports.at(-1)?.depreciationReportId);
    const beyond = (await t.call('GET', `/funds/${fundId}/reports?pageNo=3&pageSize=25`)).json();
    expect(beyond).toEqual({ reports: [], totalRecords: 18, totalPages: 1 });
  });

  it('filters by status, EOFY date and search text together', async () => {
    const fundId = firm.fundIds[0] as number;
    const all = (await t.call('GET', `/funds/${fundId}/reports?pageSize=200`)).json() as ReportListPage;
    const wanted = all.reports.filter((r) => r.statusId === 2 && r.eofyReportDate === '2021-06-30');
    const answer = (
      await t.call('GET', `/funds/${fundId}/reports?statusId=2&eofyReportDate=2021-06-30&pageSize=200`)
    ).json() as ReportListPage;
    expect(answer.reports.map((r) => r.depreciationReportId).sort()).toEqual(
      wanted.map((r) => r.depreciationReportId).sort(),
    );
    const named = all.reports[0];
    const search = encodeURIComponent(named?.propertyAddress.split(',')[1]?.trim() ?? '');
    const bySuburb = (
      await t.call('GET', `/funds/${fundId}/reports?searchValue=${search}&pageSize=200`)
    ).json();
    expect(bySuburb.reports.length).toBeGreaterThan(0);
    expect(
      bySuburb.reports.every((r: { propertyAddress: string }) =>
        r.propertyAddress.includes(decodeURIComponent(search)),
      ),
    ).toBe(true);
    // A search is literal: LIKE's wildcards match themselves only.
    expect((await t.call('GET', `/funds/${fundId}/reports?searchValue=%25`)).json().totalRecords).toBe(0);
  });

  it('lists my work: the reports a user surveys or checks, and which hat they wear', async () => {
    const surveyor = firm.surveyorIds[0] as number;
    const checker = firm.checkerIds[0] as number;
    const mine = await asUser(surveyor, '/users/me/reports?pageSize=200');
    expect(mine.totalRecords).toBe(20);
    expect(mine.reports.every((r) => r.myRole === 'surveyor')).toBe(true);
    const checking = await asUser(checker, '/users/me/reports?pageSize=200&statusId=1');
    expect(checking.reports.length).toBeGreaterThan(0);
    expect(checking.reports.every((r) => r.myRole === 'checker' && r.status === 'In Progress')).toBe(true);
    const oneFund = await asUser(surveyor, `/users/me/reports?fundId=${firm.fundIds[2]}&pageSize=200`);
    expect(oneFund.reports.every((r) => r.fundId === firm.fundIds[2])).toBe(true);
    expect(oneFund.totalRecords).toBeLessThan(mine.totalRecords);
  });

  it("lists what waits for a checker's check: the QA Review reports they check (issue 26 item 12)", async () => {
    const [surveyor, other] = firm.surveyorIds as [number, number];
    // The surveyor also checks one report of a colleague, now in QA Review.
    const theirs = await asUser(other, '/users/me/reports?pageSize=25');
    const checked = theirs.reports[0]?.depreciationReportId as number;
    await t.database.db
      .updateTable('reports')
      .set({ checker_id: surveyor, status_id: 2 })
      .where('id', '=', checked)
      .execute();
    const everything = await asUser(surveyor, '/users/me/reports?pageSize=200');
    expect(everything.totalRecords).toBe(21);
    const surveyed = await asUser(surveyor, '/users/me/reports?myRole=surveyor&pageSize=200');
    expect(surveyed.totalRecords).toBe(20);
    expect(surveyed.reports.every((r) => r.myRole === 'surveyor')).toBe(true);
    const waiting = await asUser(surveyor, '/users/me/reports?myRole=checker&statusId=2');
    expect(waiting.reports.map((r) => [r.depreciationReportId, r.myRole, r.status])).toEqual([
      [checked, 'checker', 'QA Review'],
    ]);
    expect(waiting.totalRecords).toBe(1);
    expect((await t.call('GET', '/users/me/reports?myRole=admin')).statusCode).toBe(400);
  });

  it('refuses an unknown fund (404) and bad paging (400)', async () => {
    expect((await t.call('GET', '/funds/999999/reports')).statusCode).toBe(404);
    expect((await t.call('GET', '/funds/999999/portfolios')).statusCode).toBe(404);
    expect((await t.call('GET', '/funds/0/reports')).statusCode).toBe(400);
    expect((await t.call('GET', `/funds/${firm.fundIds[0]}/reports?pageSize=7`)).statusCode).toBe(400);
    expect((await t.call('GET', `/funds/${firm.fundIds[0]}/reports?sortBy=secret`)).statusCode).toBe(400);
  });
});
