/**
 * s40-95(2) after a load (migration 017): a register row saved, or imported, takes the effective life in force at
 * its own invoice date, so a revised life changes new acquisitions and leaves earlier ones as they were.
 */
import type { RegisterAsset } from '@taxdep/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { testEngine } from '../test/database';
import { createReport } from '../test/register-fixtures';
import { taxCode, validAsset } from '../test/register-helpers';

describe(`the rate in force at the asset's date on ${testEngine()}`, () => {
  let t: TestApp;
  let reportId: number;
  let code: Awaited<ReturnType<typeof taxCode>>;
  beforeAll(async () => {
    t = await createTestApp();
    reportId = await createReport(t.database.db);
    // Additive manufacturing printers: 3 years from 2016-07-01 (seed); a load revises it to 5 from 2026-07-01.
    const row = await t.database.db
      .selectFrom('tax_codes')
      .select('code')
      .where('asset', '=', 'Additive manufacturing printers (including 3D printers)')
      .executeTakeFirstOrThrow();
    code = await taxCode(t.database.db, row.code);
    expect(code.effective_life_years).toBe('3.00');
    await t.database.db
      .insertInto('effective_lives')
      .values({ tax_code_id: code.id, effective_life_years: '5', date_of_application: '2026-07-01' })
      .execute();
  });
  afterAll(async () => {
    await t.close();
  });

  const saveAt = async (invoiceDate: string) => {
    const answer = await t.call('POST', '/depreciationReports/modelAssets', {
      ...validAsset(reportId, code),
      depreciationMethod: { id: 1, code: 'PC' },
      invoiceDate,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json() as RegisterAsset;
  };

  it('saves a row acquired before the revision at the old life, and one acquired from it at the new', async () => {
    expect((await saveAt('2026-06-30')).depreciationRate).toBe(33.33);
    expect((await saveAt('2026-07-01')).depreciationRate).toBe(20);
  });

  it('imports rows at the life in force at each row date', async () => {
    const upload = await t.call('POST', `/depreciationReports/${reportId}/uploadModelAssets`, {
      uploadId: '0b6b3c1e-2f4d-4a5b-8c7d-9e0f1a2b3c4d',
      rows: ['30/06/2026', '01/07/2026'].map((date) => ({
        'ATO Code': code.code,
        Category: '40',
        'Asset Description': `Printer ${date}`,
        'Inv Date': date,
        'Original Cost': '1000',
        'Dep Method': 'PC',
      })),
    });
    expect(upload.statusCode, upload.body).toBe(200);
    const rates = await t.database.db
      .selectFrom('assets')
      .select(['description', 'depreciation_rate'])
      .where('report_id', '=', reportId)
      .where('description', 'like', 'Printer %')
      .orderBy('description')
      .execute();
    expect(rates.map((r) => [r.description, Number(r.depreciation_rate)])).toEqual([
      ['Printer 01/07/2026', 20],
      ['Printer 30/06/2026', 33.33],
    ]);
  });
});
