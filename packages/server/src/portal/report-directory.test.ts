/**
 * The report lists from memory (report-directory.ts) give exactly what the queries give (repository.ts) for any
 * scope, filter, sort and page, and a change to a report shows in the next list.
 */
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { testEngine } from '../test/database';
import { createFirm, type Firm } from './firm-fixture.test-support';
import { currentDirectory, listFromDirectory } from './report-directory';
import { listReports, type ReportListFilter, type ReportListScope } from './repository';

describe(`report lists from memory on ${testEngine()}`, () => {
  let t: TestApp;
  let firm: Firm;
  beforeAll(async () => {
    t = await createTestApp();
    firm = await createFirm(t.database.db, {
      clients: 2,
      funds: 3,
      portfoliosPerFund: 2,
      properties: 12,
      reports: 40,
      staff: 2,
    });
    // What real data has and the fixture does not: missing names, mixed case, equal sort keys.
    await sql`update reports set report_name = null where id % 7 = 0`.execute(t.database.db);
    await sql`update reports set report_name = upper(report_name) where id % 5 = 0`.execute(t.database.db);
    await sql`update reports set eofy_report_date = null where id % 9 = 0`.execute(t.database.db);
    await sql`update properties set property_name = null where id % 4 = 0`.execute(t.database.db);
    // Issue 27: capex forecasts among the reports, which the lists show and filter by kind.
    await sql`update reports set kind = 'capex' where id % 6 = 0`.execute(t.database.db);
    // A surveyor who also checks some of a colleague's reports (issue 26 item 12: the lists by role).
    const [first, second] = firm.surveyorIds as [number, number];
    await sql`update reports set checker_id = ${first} where id % 11 = 0 and surveyor_id = ${second}`.execute(
      t.database.db,
    );
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists what the queries list, for any scope, filter, sort and page', async () => {
    const scopes: ReportListScope[] = [
      ...firm.fundIds.map((fundId) => ({ fundId })),
      ...[...firm.surveyorIds, ...firm.checkerIds].map((userId) => ({ userId })),
      { userId: firm.surveyorIds[0] as number, fundId: firm.fundIds[1] as number },
      // Issue 26 item 12: only what a user checks, or only what they survey.
      ...[...firm.surveyorIds, ...firm.checkerIds].flatMap((userId) => [
        { userId, role: 'checker' as const },
        { userId, role: 'surveyor' as const },
      ]),
      { userId: firm.checkerIds[0] as number, fundId: firm.fundIds[0] as number, role: 'checker' as const },
    ];
    const filters = fc.record<ReportListFilter>({
      search: fc.constantFrom('', 'property', 'PROPERTY 1', 'george', 'nsw', 'schedule 3', '%', 'zzz'),
      statusId: fc.constantFrom(null, 1, 2, 3),
      reportKind: fc.constantFrom(null, 'depreciation' as const, 'capex' as const),
      eofyReportDate: fc.constantFrom(null, '2020-06-30', '2024-06-30'),
      sortBy: fc.constantFrom('eofyReportDate', 'propertyName', 'status', 'updatedAt', 'reportName'),
      descending: fc.boolean(),
      offset: fc.constantFrom(0, 5, 25),
      limit: fc.constantFrom(5, 25, 50),
    });
    const directory = await currentDirectory(t.database.db);
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...scopes), filters, async (scope, filter) => {
        const queried = await listReports(t.database.db, scope, filter);
        const remembered = listFromDirectory(directory, scope, filter);
        expect(remembered.total).toBe(queried.total);
        expect(remembered.rows.map((row) => row.id)).toEqual(queried.rows.map((row) => row.id));
      }),
      { numRuns: 120 },
    );
  });

  it('shows a saved report name and a new report in the next list', async () => {
    const fundId = firm.fundIds[0] as number;
    const before = (await t.call('GET', `/funds/${fundId}/reports?pageSize=200`)).json();
    const target = before.reports[3];
    await t.database.db
      .updateTable('reports')
      .set({ report_name: 'Renamed schedule', version: sql`version + 1`, updated_at: sql`now()` })
      .where('id', '=', target.depreciationReportId)
      .execute();
    const after = (await t.call('GET', `/funds/${fundId}/reports?pageSize=200`)).json();
    expect(after.reports[0]).toMatchObject({
      depreciationReportId: target.depreciationReportId,
      reportName: 'Renamed schedule',
    });
    const property = before.reports[0].propertyId as number;
    await t.database.db
      .insertInto('reports')
      .values({ fund_id: fundId, property_id: property, report_name: 'Brand new schedule' })
      .execute();
    const found = (await t.call('GET', `/funds/${fundId}/reports?searchValue=brand%20new`)).json();
    expect(found.totalRecords).toBe(1);
    expect(found.reports[0].reportName).toBe('Brand new schedule');
    // Names kept in other tables (administration renames them) reach the lines too (migration 019).
    const portfolioId = found.reports[0].portfolioId as number;
    await t.database.db
      .updateTable('portfolios')
      .set({ name: 'Renamed portfolio' })
      .where('id', '=', portfolioId)
      .execute();
    await t.database.db.updateTable('funds').set({ code: 'RENAMED' }).where('id', '=', fundId).execute();
    const renamed = (await t.call('GET', `/funds/${fundId}/reports?searchValue=brand%20new`)).json();
    expect(renamed.reports[0]).toMatchObject({ portfolioName: 'Renamed portfolio', fundCode: 'RENAMED' });
  });
});
