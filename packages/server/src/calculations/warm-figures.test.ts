/**
 * Issue 12: opening a report (GET /depreciationReports/{id}) computes its figures in the background, after its
 * listing, so the Calculations, Deductions and Summary tabs of a large register find them made (api-scope.ts).
 */
import type { CalculationsPage } from '@taxdep/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isProjectionHeld } from '../listing/projection/projection-sync';
import { createTestApp, type TestApp } from '../test/app';
import { testEngine } from '../test/database';
import { createReport, insertGeneratedRegister } from '../test/register-fixtures';
import { areFiguresHeld } from './figures-cache';

describe(`reading a report computes its figures on ${testEngine()}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('holds the figures after GET /depreciationReports/{id}, the listing loaded first', async () => {
    const reportId = await createReport(t.database.db);
    await insertGeneratedRegister(t.database.db, reportId, 150, 31);
    expect(areFiguresHeld(t.database.db, reportId)).toBe(false);

    expect((await t.call('GET', `/depreciationReports/${reportId}`)).statusCode).toBe(200);
    await expect.poll(() => areFiguresHeld(t.database.db, reportId), { timeout: 20_000 }).toBe(true);
    expect(isProjectionHeld(t.database.db, reportId)).toBe(true);
    const page = (
      await t.call('GET', `/depreciationReports/${reportId}/calculations`)
    ).json() as CalculationsPage;
    expect(page.totalRecords).toBeGreaterThan(50);
  });

  it('leaves a report without an EOFY report date alone: its tabs say why when asked', async () => {
    const reportId = await createReport(t.database.db);
    await t.database.db
      .updateTable('reports')
      .set({ eofy_report_date: null })
      .where('id', '=', reportId)
      .execute();
    expect((await t.call('GET', `/depreciationReports/${reportId}`)).statusCode).toBe(200);
    await expect.poll(() => isProjectionHeld(t.database.db, reportId)).toBe(true);
    expect(areFiguresHeld(t.database.db, reportId)).toBe(false);
    expect((await t.call('GET', `/depreciationReports/${reportId}/summary`)).statusCode).toBe(409);
  });
});
