/**
 * GET /depreciationReports/{id}/all (docs/api.md "The whole report"): General Info, the register's counts, the
 * Summary tab's figures and the calls that carry the rest, agreeing with the calls they summarise.
 */
import type { ReportAnswer, SummaryAnswer, WholeReport } from '@taxdep/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { testEngine } from '../test/database';

describe(`the whole report on ${testEngine()}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ demoData: true });
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers what the report, register and summary calls answer, in one', async () => {
    const answer = await t.call('GET', '/depreciationReports/1/all');
    expect(answer.statusCode, answer.body).toBe(200);
    const whole = answer.json<WholeReport>();
    const report = (await t.call('GET', '/depreciationReports/1')).json<ReportAnswer>();
    expect(whole.generalInfo).toEqual(report);
    const summary = (
      await t.call('GET', '/depreciationReports/1/summary?pageNo=1&pageSize=25')
    ).json<SummaryAnswer>();
    expect(whole.summary).toEqual(summary);
    const assets = await t.database.db
      .selectFrom('assets')
      .select(['id', 'has_errors'])
      .where('report_id', '=', 1)
      .execute();
    const demolitions = await t.database.db
      .selectFrom('demolitions')
      .innerJoin('assets', 'assets.id', 'demolitions.asset_id')
      .select('demolitions.id')
      .where('assets.report_id', '=', 1)
      .execute();
    expect(whole.register).toEqual({
      assets: assets.length,
      withErrors: assets.filter((a) => a.has_errors === true).length,
      notYetChecked: assets.filter((a) => a.has_errors === null).length,
      demolitions: demolitions.length,
    });
    expect(whole.register.assets).toBe(320);
    // Every link is a call of this API that answers.
    for (const [name, link] of Object.entries(whole.links)) {
      // The preview answers 202 while its PDF is made (docs/api.md "Report documents").
      const url = name === 'scheduleCsv' ? `${link}?format=xero` : link;
      expect([200, 202], url).toContain((await t.call('GET', url)).statusCode);
    }
    expect(whole.summaryProblem).toBeNull();
  });

  it('answers an empty register with zero counts, and 404 for an unknown report', async () => {
    const answer = await t.call('GET', '/depreciationReports/5/all');
    expect(answer.statusCode, answer.body).toBe(200);
    const whole = answer.json<WholeReport>();
    expect(whole.register).toEqual({ assets: 0, withErrors: 0, notYetChecked: 0, demolitions: 0 });
    expect(whole.generalInfo.depreciationReportId).toBe(5);
    // No EOFY date yet: no figures, and the answer says why.
    expect(whole.summary).toBeNull();
    expect(whole.summaryProblem).toMatch(/no EOFY report date/);
    const missing = await t.call('GET', '/depreciationReports/999999/all');
    expect(missing.statusCode).toBe(404);
  });
});
