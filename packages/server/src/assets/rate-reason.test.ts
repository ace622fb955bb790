/**
 * Issue 25 item 4, "customised rates are marked with the reason" (docs/product/asset-register.md "Rate modes",
 * docs/product/rules.md "Asset row"): a rate set in place of the tax office's is saved, imported and answered with
 * its reason; without one the row is flagged and the report cannot go to QA Review, the asset named.
 */
import { randomUUID } from 'node:crypto';
import { RATE_REASON_MESSAGE } from '@taxdep/domain/assets';
import { stagedRowOf } from '@taxdep/domain/import';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { testEngine } from '../test/database';
import { createReport } from '../test/register-fixtures';
import { taxCode, validAsset } from '../test/register-helpers';
import { addUser } from '../workflow/people.test-support';

const REASON = 'Self-assessed effective life of 16 years (s40-105), inspection 22/07/2025';

describe(`a customised rate's reason, on ${testEngine()}`, () => {
  let t: TestApp;
  let reportId: number;
  let code: Awaited<ReturnType<typeof taxCode>>;

  const save = (body: Record<string, unknown>) => t.call('POST', '/depreciationReports/modelAssets', body);

  beforeAll(async () => {
    t = await createTestApp();
    reportId = await createReport(t.database.db);
    code = await taxCode(t.database.db, 'A0004');
  });
  afterAll(async () => {
    await t.close();
  });

  it('flags a customised rate without its reason, and clears the flag once it has one', async () => {
    const bare = await save({
      ...validAsset(reportId, code),
      description: 'Lift motor',
      sourceTaxRate: 12.5,
    });
    expect(bare.statusCode, bare.body).toBe(200);
    expect(bare.json()).toMatchObject({ sourceTaxRate: 12.5, rateReason: null, hasErrors: true });
    const stored = await t.database.db
      .selectFrom('assets')
      .select('asset_errors')
      .where('id', '=', bare.json().id)
      .executeTakeFirstOrThrow();
    expect(stored.asset_errors).toEqual([{ field: 'rateReason', message: RATE_REASON_MESSAGE }]);

    const explained = await save({ ...bare.json(), rateReason: REASON });
    expect(explained.statusCode, explained.body).toBe(200);
    expect(explained.json()).toMatchObject({ sourceTaxRate: 12.5, rateReason: REASON, hasErrors: false });
    // The history names the change.
    const changes = await t.database.db
      .selectFrom('asset_changes')
      .select('fields')
      .where('asset_id', '=', bare.json().id)
      .where('action', '=', 'changed')
      .execute();
    expect(JSON.stringify(changes)).toContain('rate_reason');
    await t.call('DELETE', `/depreciationReports/modelAssets/all/${reportId}`);
  });

  it('refuses a reason longer than the 1000 characters of every text', async () => {
    const long = await save({
      ...validAsset(reportId, code),
      sourceTaxRate: 12.5,
      rateReason: 'x'.repeat(1001),
    });
    expect(long.statusCode).toBe(400);
  });

  it('imports the reason from its column and flags an imported customised rate without one', async () => {
    const values = (description: string) => [
      code.code,
      '40',
      '',
      description,
      '',
      '',
      '',
      '',
      '15/07/2020',
      '',
      '1000.00',
      '',
      '',
      '',
      'DV',
      '12.5',
    ];
    const row = (description: string, reason: string) => ({
      ...stagedRowOf((i) => values(description)[i] ?? ''),
      'Rate Reason': reason,
    });
    const uploaded = await t.call('POST', `/depreciationReports/${reportId}/uploadModelAssets`, {
      uploadId: randomUUID(),
      rows: [row('Explained', REASON), row('Unexplained', '')],
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    expect(uploaded.json()).toMatchObject({ uploadedCount: 2, invalidCount: 0, flaggedCount: 1 });
    const rows = await t.database.db
      .selectFrom('assets')
      .select(['description', 'source_tax_rate', 'rate_reason', 'has_errors'])
      .where('report_id', '=', reportId)
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { description: 'Explained', source_tax_rate: '12.5000', rate_reason: REASON, has_errors: false },
      { description: 'Unexplained', source_tax_rate: '12.5000', rate_reason: null, has_errors: true },
    ]);
    await t.call('DELETE', `/depreciationReports/modelAssets/all/${reportId}`);
  });

  it('keeps the report from QA Review while a customised rate has no reason, naming the asset', async () => {
    const checker = await addUser(t, 'CASEY.CHECK', 'checker');
    const method = await t.database.db
      .selectFrom('depreciation_methods')
      .select('id')
      .where('code', '=', 'DV')
      .executeTakeFirstOrThrow();
    const info = await t.call('PUT', '/depreciationReport', {
      depreciationReportId: reportId,
      instructions: {
        reliantParty: 'Harbour Pty Ltd',
        depreciationMethodId: method.id,
        lowValuePoolFlag: false,
        instructedCompany: 'Harbour Pty Ltd',
        instructionDate: '2025-07-20',
        inspectionDate: '2025-07-22',
      },
      propertyInfo: { firstAvailableForRentDate: '2019-02-01' },
      reportingInfo: { qsCheckerId: checker.id, assessmentDate: '2025-08-01', reportName: '30 June 2025' },
    });
    expect(info.statusCode, info.body).toBe(200);
    const asset = await save({
      ...validAsset(reportId, code),
      description: 'Lift motor',
      sourceTaxRate: 12.5,
    });
    const id = asset.json().id as number;
    const submit = () => t.call('POST', `/depreciationReport/2?depreciationId=${reportId}`, {});
    const refused = await submit();
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().blocking).toEqual([
      { kind: 'asset', assetId: id, message: `Asset ${id} (Lift motor): ${RATE_REASON_MESSAGE}` },
    ]);
    expect((await save({ ...asset.json(), rateReason: REASON })).statusCode).toBe(200);
    const submitted = await submit();
    expect(submitted.statusCode, submitted.body).toBe(200);
  });
});
