/**
 * Issue 13, the upload lands: every row as a row save would store it (rates derived, PC claims, the entry FY, the
 * verdict), demolitions from the file, invalid rows flagged for error mode, unknown codes left empty, and the
 * listing and the Calculations call see the rows at once (the projection and the figures cache follow the insert).
 */
import { randomUUID } from 'node:crypto';
import type { RegisterAsset, RegisterPage, UploadAnswer, UploadRow } from '@taxdep/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { testEngine } from '../test/database';
import { createReport } from '../test/register-fixtures';
import { taxCode, validAsset } from '../test/register-helpers';
import { stagedRow } from './staged-row.test-support';

describe(`the import upload lands on ${testEngine()}`, () => {
  let t: TestApp;
  const call: TestApp['call'] = (method, url, payload) => t.call(method, url, payload);
  const upload = (reportId: number, rows: UploadRow[], uploadId: string = randomUUID()) =>
    call('POST', `/depreciationReports/${reportId}/uploadModelAssets`, { uploadId, rows });
  const listing = async (reportId: number, query = ''): Promise<RegisterPage> =>
    (await call('GET', `/depreciationReports/${reportId}/modelAssets?pageSize=200${query}`)).json();

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('stores each row as a row save stores the same asset, with its derived rate and entry FY', async () => {
    const reportId = await createReport(t.database.db);
    const response = await upload(reportId, [stagedRow()]);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      uploadedCount: 1,
      invalidCount: 0,
      flaggedCount: 0,
      alreadyUploaded: false,
      message: '1 Records have been successfully uploaded.',
    });
    const code = await taxCode(t.database.db, 'A0001');
    // Issue 26 item 6b: the row's empty fund code takes Add Asset's default, the report's fund's code.
    const fund = await t.database.db
      .selectFrom('reports as r')
      .innerJoin('funds as f', 'f.id', 'r.fund_id')
      .select('f.code')
      .where('r.id', '=', reportId)
      .executeTakeFirstOrThrow();
    const saved = await call('POST', '/depreciationReports/modelAssets', {
      ...validAsset(reportId, code),
      fundCode: fund.code,
      propertyCode: null,
      description: 'Television, guest room',
      location: 'Level 3',
      supplier: 'Brightline',
      invoiceNumber: 'INV-7',
      depreciationRate: 40,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const rows = await t.database.db
      .selectFrom('assets')
      .selectAll()
      .where('report_id', '=', reportId)
      .orderBy('id')
      .execute();
    expect(rows).toHaveLength(2);
    const stored = ({ id, created_at, updated_at, written_by, ...row }: (typeof rows)[number]) => row;
    expect(stored(rows[0]!)).toEqual(stored(rows[1]!));
    expect(rows[0]).toMatchObject({ depreciation_rate: '40.0000', financial_year_end_date: '2021-06-30' });
  });

  it('derives the PC claim and makes the demolition with the figures a demolition save gives', async () => {
    const reportId = await createReport(t.database.db);
    const building = stagedRow({
      'ATO Code': 'c0001',
      Category: '43',
      'Asset Description': 'Office building',
      'Inv Date': '',
      'Dep Commencement Date': '1/7/2019',
      'Original Cost': '$1,000,000',
      'Historical Building Cost': '1,000,000.00',
      'Dep Method': 'PC',
      'Dep Rate': '2.5%',
      'Demolition date': '30/06/2022',
      'Demolition %': '25',
    });
    const answer: UploadAnswer = (await upload(reportId, [building])).json();
    expect(answer).toMatchObject({ uploadedCount: 1, demolitionCount: 1, flaggedCount: 0 });
    const [asset] = (await listing(reportId)).modelAssets as [RegisterAsset];
    expect(asset).toMatchObject({
      assetCode: { assetCode: 'C0001' },
      depreciationCategory: { code: '43' },
      depreciationMethod: { code: 'PC' },
      depreciationCommencementDate: '2019-07-01',
      financialYearEndDate: '2020-06-30',
      originalCost: 1_000_000,
      historicalBuildingCost: 1_000_000,
      depreciationRate: 2.5,
      sourceTaxRate: null,
      annualDepreciationClaim: 25_000,
      hasErrors: false,
    });
    // 1,000,000 × (1 − 25%) = 750,000; × 2.5% = 18,750 (as demolitions.test.ts's demolition save gives).
    expect(asset.assetDemolitions).toMatchObject([
      {
        demoDate: '2022-06-30',
        rate: 25,
        adjustedHistoricalCost: 750_000,
        adjustedAnnualDepreciation: 18_750,
      },
    ]);
    const verdicts = await t.database.db
      .selectFrom('assets')
      .select(['has_errors', 'asset_errors'])
      .where('report_id', '=', reportId)
      .execute();
    expect(verdicts).toEqual([{ has_errors: false, asset_errors: [] }]);
  });

  it('keeps a file rate that differs from the tax-office rate as the customised rate', async () => {
    const reportId = await createReport(t.database.db);
    await upload(reportId, [
      stagedRow({ 'Dep Rate': '35', 'Rate Reason': 'Self-assessed effective life (s40-105)' }),
      stagedRow({ 'ATO Code': '', 'Dep Rate': '12.5' }),
      stagedRow({ 'Dep Rate': '35' }),
    ]);
    const [custom, uncoded, unexplained] = (await listing(reportId)).modelAssets as RegisterAsset[];
    expect(custom).toMatchObject({
      depreciationRate: 40,
      sourceTaxRate: 35,
      rateReason: 'Self-assessed effective life (s40-105)',
      hasErrors: false,
    });
    // Issue 25 item 4: a customised rate without its reason lands flagged.
    expect(unexplained).toMatchObject({ sourceTaxRate: 35, rateReason: null, hasErrors: true });
    // Nothing to derive from: the file's rate stays, as a row save keeps a sent rate it cannot derive.
    expect(uncoded).toMatchObject({
      assetCode: null,
      depreciationRate: 12.5,
      sourceTaxRate: null,
      hasErrors: true,
    });
  });

  it('lands invalid rows flagged, so error mode lists them', async () => {
    const reportId = await createReport(t.database.db);
    const rows = [
      stagedRow(),
      stagedRow({ Category: '', 'Asset Description': '' }),
      stagedRow({ 'Inv Date': '2020-07-15', 'Demolition date': '30/06/2022' }),
      stagedRow({ 'Dep Method': 'PC' }),
    ];
    const answer: UploadAnswer = (await upload(reportId, rows)).json();
    // The staging screen's count (rows 2 and 3) and error mode's (row 4 also lacks PC's historical cost).
    expect(answer).toMatchObject({ uploadedCount: 4, invalidCount: 2, flaggedCount: 3, demolitionCount: 1 });
    const errors = await listing(reportId, '&alerts=true');
    expect(errors.totalRecords).toBe(3);
    const [missing, undated, primeCost] = errors.modelAssets as RegisterAsset[];
    expect(missing).toMatchObject({ depreciationCategory: null, description: null });
    expect(undated).toMatchObject({ invoiceDate: null, financialYearEndDate: null });
    expect(undated!.assetDemolitions).toMatchObject([{ demoDate: '2022-06-30', rate: null }]);
    expect(primeCost).toMatchObject({ depreciationMethod: { code: 'PC' }, historicalBuildingCost: null });
  });

  it('leaves unknown codes empty and names them, never a guess', async () => {
    const reportId = await createReport(t.database.db);
    const rows = [
      stagedRow({ 'ATO Code': 'ZZ9999' }),
      stagedRow({ Category: '41' }),
      stagedRow({ 'Dep Method': 'dv' }),
      stagedRow({ 'ATO Code': 'a0001' }),
    ];
    const answer: UploadAnswer = (await upload(reportId, rows)).json();
    expect(answer.unknownCodes).toEqual({ taxCodes: ['ZZ9999'], categories: ['41'], methods: ['dv'] });
    expect(answer.flaggedCount).toBe(3);
    const assets = (await listing(reportId)).modelAssets;
    expect(assets.map((a) => [a.assetCode?.assetCode ?? null, a.depreciationCategory, a.hasErrors])).toEqual([
      [null, { id: 1, code: '40' }, true],
      ['A0001', null, true],
      ['A0001', { id: 1, code: '40' }, true],
      ['A0001', { id: 1, code: '40' }, false],
    ]);
    expect(assets[2]).toMatchObject({ depreciationMethod: null, depreciationRate: 40 });
  });

  it('drops blank rows and answers the spec’s message for an upload of none', async () => {
    const reportId = await createReport(t.database.db);
    const onlyUndeclared = { Fund: 'HPOF' } as UploadRow;
    const answer: UploadAnswer = (
      await upload(reportId, [{ 'ATO Code': '  ', Location: '' }, {}, onlyUndeclared])
    ).json();
    expect(answer).toMatchObject({ uploadedCount: 0, message: 'No Records have been uploaded.' });
    expect((await listing(reportId)).totalRecords).toBe(0);
  });

  it('is seen at once by the register listing and the Calculations call', async () => {
    const reportId = await createReport(t.database.db);
    await upload(reportId, [stagedRow()]);
    // Both hold the register now (the projection and the figures cache); the next upload must reach them.
    expect((await listing(reportId)).totalRecords).toBe(1);
    const before = (await call('GET', `/depreciationReports/${reportId}/calculations`)).json();
    expect(before.totalRecords).toBe(1);
    const rows = Array.from({ length: 30 }, (_, i) => stagedRow({ 'Asset Description': `Fan ${i}` }));
    expect((await upload(reportId, rows)).json().uploadedCount).toBe(30);
    const after = await listing(reportId, '&sortBy=id');
    expect(after.totalRecords).toBe(31);
    expect(after.modelAssets.at(-1)).toMatchObject({ description: 'Fan 29' });
    const figures = (await call('GET', `/depreciationReports/${reportId}/calculations`)).json();
    expect(figures.totalRecords).toBe(31);
  });
});
