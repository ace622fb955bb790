/**
 * The taxpayer on the report (issue 23 item 1; migration 022): read and saved with General Info, merged like every
 * other field, refused when unknown, named in the history, and a change of it voids the register's stored verdicts
 * so error mode judges them again (the rules of docs/tax-rules.md read it).
 */
import type { ReportAnswer, ReportHistory, WholeReport } from '@taxdep/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { testEngine } from '../test/database';
import { createReport } from '../test/register-fixtures';
import { taxCode, validAsset } from '../test/register-helpers';

describe(`the report's taxpayer on ${testEngine()}`, () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const read = async (id: number) => (await t.call('GET', `/depreciationReports/${id}`)).json<ReportAnswer>();
  const put = (body: object) => t.call('PUT', '/depreciationReport', body);
  const newReport = () => createReport(t.database.db, { eofyReportDate: '2025-06-30' });

  it('a report that predates the taxpayer reads "not set" (null) for every fact', async () => {
    const report = await read(await newReport());
    expect(report.taxpayer).toEqual({
      entityType: null,
      propertyUse: null,
      turnoverBand: null,
      premisesCondition: null,
    });
    expect(report.propertyInfo.exchangeDate).toBeNull();
    expect(report.propertyInfo.settlementDate).toBeNull();
  });

  it('saves the taxpayer and its contract and settlement dates, and answers them on every read', async () => {
    const id = await newReport();
    const report = await read(id);
    const saved = await put({
      ...report,
      taxpayer: {
        entityType: 'individual',
        propertyUse: 'residentialRental',
        turnoverBand: null,
        premisesCondition: 'previouslyUsed',
      },
      propertyInfo: { ...report.propertyInfo, exchangeDate: '2018-03-02', settlementDate: '2018-04-13' },
    });
    expect(saved.statusCode).toBe(200);
    const expected = {
      entityType: 'individual',
      propertyUse: 'residentialRental',
      turnoverBand: null,
      premisesCondition: 'previouslyUsed',
    };
    expect(saved.json<ReportAnswer>().taxpayer).toEqual(expected);
    const again = await read(id);
    expect(again.taxpayer).toEqual(expected);
    expect(again.propertyInfo).toMatchObject({ exchangeDate: '2018-03-02', settlementDate: '2018-04-13' });
    // The whole report for integrations carries it too.
    const whole = (await t.call('GET', `/depreciationReports/${id}/all`)).json<WholeReport>();
    expect(whole.generalInfo.taxpayer).toEqual(expected);
    // A body without the block (a client that predates it) changes nothing of it; null clears a fact.
    const { taxpayer: _, ...withoutTaxpayer } = again;
    expect((await put(withoutTaxpayer)).json<ReportAnswer>().taxpayer).toEqual(expected);
    const cleared = await put({ ...(await read(id)), taxpayer: { entityType: null } });
    expect(cleared.json<ReportAnswer>().taxpayer).toEqual({ ...expected, entityType: null });
  });

  it('merges concurrent edits: two people answering different facts from one version keep both', async () => {
    const id = await newReport();
    const base = await read(id);
    const first = await put({ ...base, taxpayer: { ...base.taxpayer, entityType: 'company' } });
    expect(first.statusCode).toBe(200);
    // The second client read the same version and changed only the turnover band.
    const second = await put({ ...base, taxpayer: { ...base.taxpayer, turnoverBand: 'from10mTo50m' } });
    expect(second.json<ReportAnswer>().taxpayer).toMatchObject({
      entityType: 'company',
      turnoverBand: 'from10mTo50m',
    });
    // On the same fact the later save wins.
    const third = await put({ ...base, taxpayer: { ...base.taxpayer, entityType: 'trust' } });
    expect(third.json<ReportAnswer>().taxpayer.entityType).toBe('trust');
  });

  it('refuses a value the law module does not know with a 400, and changes nothing', async () => {
    const id = await newReport();
    const report = await read(id);
    const cases: [object, RegExp][] = [
      [{ entityType: 'soleTrader' }, /taxpayer\/entityType must be equal to one of the allowed values/],
      [{ propertyUse: 'holidayHome' }, /taxpayer\/propertyUse/],
      [{ turnoverBand: 'under1m' }, /taxpayer\/turnoverBand/],
      [{ premisesCondition: 'used' }, /taxpayer\/premisesCondition/],
      [{ entityType: 3 }, /taxpayer\/entityType/],
    ];
    for (const [taxpayer, message] of cases) {
      const answer = await put({ ...report, taxpayer });
      expect(answer.statusCode, JSON.stringify(taxpayer)).toBe(400);
      expect(answer.json().message).toMatch(message);
    }
    expect((await read(id)).version).toBe(report.version);
    expect((await read(id)).taxpayer.entityType).toBeNull();
  });

  it('the history names each fact and its answer in the screen’s words', async () => {
    const id = await newReport();
    const report = await read(id);
    await put({
      ...report,
      taxpayer: { ...report.taxpayer, entityType: 'smsf', turnoverBand: 'under2m' },
      propertyInfo: { ...report.propertyInfo, exchangeDate: '2019-11-20' },
    });
    const history = (await t.call('GET', `/depreciationReports/${id}/history`)).json<ReportHistory>();
    const changes = history.entries.find((e) => e.kind === 'generalInfo')?.changes ?? [];
    expect(changes).toEqual(
      expect.arrayContaining([
        { field: 'Entity type', from: null, to: 'Self-managed superannuation fund' },
        { field: 'Aggregated turnover', from: null, to: 'Under $2 million' },
        // A date in the register's format, as the screen shows it (issue 26 item 13), not as stored.
        { field: 'Contract (exchange) date', from: null, to: '20 Nov 2019' },
      ]),
    );
  });

  it('a change of the taxpayer voids the register’s verdicts, and error mode judges them again', async () => {
    const id = await newReport();
    const code = await taxCode(t.database.db, 'A0004');
    const saved = await t.call('POST', '/depreciationReports/modelAssets', validAsset(id, code));
    expect(saved.statusCode).toBe(200);
    const verdicts = () =>
      t.database.db
        .selectFrom('assets')
        .select('has_errors')
        .where('report_id', '=', id)
        .execute()
        .then((rows) => rows.map((r) => r.has_errors));
    expect(await verdicts()).toEqual([false]);
    // A field the rules do not read keeps the verdict.
    const report = await read(id);
    await put({ ...report, reportingInfo: { ...report.reportingInfo, qsReference: 'TD-1' } });
    expect(await verdicts()).toEqual([false]);
    // Each fact of the taxpayer, the contract and the settlement date among them, voids it.
    const changes: object[] = [
      { taxpayer: { propertyUse: 'business' } },
      { taxpayer: { entityType: 'company' } },
      { taxpayer: { turnoverBand: 'under2m' } },
      { taxpayer: { premisesCondition: 'new' } },
      { propertyInfo: { exchangeDate: '2016-01-04' } },
      { propertyInfo: { settlementDate: '2016-02-04' } },
    ];
    for (const change of changes) {
      const current = await read(id);
      const answer = await put({ ...current, ...change, version: current.version });
      expect(answer.statusCode).toBe(200);
      expect(await verdicts(), JSON.stringify(change)).toEqual([null]);
      const listed = await t.call('POST', `/depreciationReports/${id}/modelAssets/all`, { alerts: true });
      expect(listed.statusCode).toBe(200);
      // Judged again (the answer itself is the rules' of docs/tax-rules.md, not this test's).
      expect((await verdicts())[0]).toEqual(expect.any(Boolean));
    }
  });
});
