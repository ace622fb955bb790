import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { testEngine } from '../test/database';
import { createReport } from '../test/register-fixtures';
import { taxCode, validAsset } from '../test/register-helpers';

/**
 * docs/tax-rules.md rule 1: an entry FY after the report's current FY is a validation error, so the stored verdict
 * follows the report's EOFY report date: moving that date judges the register's entry-FY rows again (migration
 * 011), and error mode lists exactly the rows wrong under the new date.
 */
describe(`entry-FY verdicts follow the EOFY report date on ${testEngine()}`, () => {
  let t: TestApp;
  let reportId: number;
  let laterEntryId: number;
  let plainId: number;

  const errorModeIds = async () => {
    const page = await t.call('POST', `/depreciationReports/${reportId}/modelAssets/all`, { alerts: true });
    expect(page.statusCode).toBe(200);
    return (page.json().modelAssets as { id: number }[]).map((a) => a.id);
  };

  beforeAll(async () => {
    t = await createTestApp();
    reportId = await createReport(t.database.db, { masterId: 'MP-EFY', eofyReportDate: '2025-06-30' });
    const code = await taxCode(t.database.db, 'A0004');
    const save = (body: object) => t.call('POST', '/depreciationReports/modelAssets', body);
    const laterEntry = await save({ ...validAsset(reportId, code), financialYearEndDate: '2026-06-30' });
    expect(laterEntry.json().hasErrors).toBe(true);
    laterEntryId = laterEntry.json().id;
    plainId = (await save(validAsset(reportId, code))).json().id;
  });
  afterAll(async () => {
    await t.close();
  });

  it('an entry FY after the current FY is listed in error mode; others are not', async () => {
    expect(await errorModeIds()).toEqual([laterEntryId]);
    expect(plainId).toBeGreaterThan(0);
  });

  it('moving the EOFY report date to that FY clears the error, moving it back restores it', async () => {
    const setEofy = (date: string) =>
      t.database.db
        .updateTable('reports')
        .set({ eofy_report_date: date })
        .where('id', '=', reportId)
        .execute();
    await setEofy('2026-06-30');
    expect(await errorModeIds()).toEqual([]);
    await setEofy('2025-06-30');
    expect(await errorModeIds()).toEqual([laterEntryId]);
  });
});
