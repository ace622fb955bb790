/**
 * Issue 26 items 2, 6b and 6c: the rate each staged row will get (POST /stagedRates), a register's rate modes kept
 * by an export and an import (an ATO `13.3333` stays ATO, not Customize), and an imported row's empty fund and
 * property codes given Add Asset's defaults, the report's own.
 */
import { randomUUID } from 'node:crypto';
import { checkImportFile } from '@taxdep/domain/import';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testCsvReader } from '../export/csv-reader.test-support';
import { createTestApp, type TestApp } from '../test/app';
import { testEngine } from '../test/database';
import { createReport } from '../test/register-fixtures';
import { taxCode, validAsset } from '../test/register-helpers';

describe(`staged rates and rate modes through an export and an import, on ${testEngine()}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const question = (assetCode: string) => ({
    assetCode,
    depreciationCategory: '40',
    depreciationMethod: 'DV',
    invoiceDate: '2021-03-05',
    depreciationCommencementDate: null,
    constructionStartDate: null,
    constructionUse: null,
  });

  it('answers each staged question with the rate a save derives, its exact fraction, or an unknown code', async () => {
    const answer = await t.call('POST', '/stagedRates', {
      questions: [question('a0045'), question('A0015'), question('ZZ999')],
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().rates).toEqual([
      {
        knownTaxCode: true,
        depreciationRate: 25,
        exactRate: { numerator: 1, denominator: 4 },
        effectiveLife: 8,
        reason: null,
      },
      {
        knownTaxCode: true,
        depreciationRate: 13.33,
        exactRate: { numerator: 2, denominator: 15 },
        effectiveLife: 15,
        reason: null,
      },
      expect.objectContaining({ knownTaxCode: false, depreciationRate: null, exactRate: null }),
    ]);
  });

  it('keeps ATO and Customize modes through an export and an import, the rates as they were', async () => {
    const db = t.database.db;
    const from = await createReport(db);
    const into = await createReport(db);
    const code = await taxCode(db, 'A0015');
    const save = async (more: Record<string, unknown>) => {
      const saved = await t.call('POST', '/depreciationReports/modelAssets', {
        ...validAsset(from, code),
        invoiceDate: '2021-03-05',
        ...more,
      });
      expect(saved.statusCode, saved.body).toBe(200);
      return saved.json().id as number;
    };
    const ato = await save({ description: 'Bowling green, ATO' });
    // The demo register stores the tax office's rate to four decimals (seed/demo-assets.ts), as older saves did.
    await db.updateTable('assets').set({ depreciation_rate: '13.3333' }).where('id', '=', ato).execute();
    await save({ description: 'Bowling green, own rate', sourceTaxRate: 15, rateReason: 'Inspected' });
    const exported = await t.call('GET', `/depreciationReports/${from}/exportImportableModelAssets`);
    const bytes = new Uint8Array(exported.rawPayload);
    const check = await checkImportFile(
      { name: 'export.csv', size: bytes.length, bytes: async () => bytes },
      testCsvReader,
    );
    if (check.kind !== 'staged') throw new Error(JSON.stringify(check));
    const uploaded = await t.call('POST', `/depreciationReports/${into}/uploadModelAssets`, {
      uploadId: randomUUID(),
      rows: check.rows.map((row) => row.values),
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const rates = (reportId: number) =>
      db
        .selectFrom('assets')
        .select(['description', 'depreciation_rate', 'source_tax_rate'])
        .where('report_id', '=', reportId)
        .orderBy('id')
        .execute();
    expect(await rates(into)).toEqual(await rates(from));
    expect(await rates(into)).toEqual([
      { description: 'Bowling green, ATO', depreciation_rate: '13.3333', source_tax_rate: null },
      { description: 'Bowling green, own rate', depreciation_rate: '13.3300', source_tax_rate: '15.0000' },
    ]);
  });

  it("gives an imported row without a rate the derived one, and without fund or property code the report's", async () => {
    const db = t.database.db;
    const reportId = await createReport(db);
    const report = await db
      .selectFrom('reports as r')
      .innerJoin('funds as f', 'f.id', 'r.fund_id')
      .select(['f.code', 'r.property_id'])
      .where('r.id', '=', reportId)
      .executeTakeFirstOrThrow();
    await db
      .updateTable('properties')
      .set({ property_code: 'HT99' })
      .where('id', '=', report.property_id)
      .execute();
    const uploaded = await t.call('POST', `/depreciationReports/${reportId}/uploadModelAssets`, {
      uploadId: randomUUID(),
      rows: [
        {
          'ATO Code': 'A0045',
          Category: '40',
          'Asset Description': 'Carpet, bedroom 1',
          'Inv Date': '05/03/2021',
          'Original Cost': '4200',
          'Dep Method': 'DV',
        },
        {
          'ATO Code': 'A0045',
          Category: '40',
          'Asset Description': 'Carpet, bedroom 2',
          'Inv Date': '05/03/2021',
          'Original Cost': '3900',
          'Dep Method': 'DV',
          'Fund Code': 'OWN',
          'Property Code': 'P2',
        },
      ],
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    // A derived rate completes the row, as the staging screen judged it: none is counted invalid.
    expect(uploaded.json()).toMatchObject({ uploadedCount: 2, invalidCount: 0, flaggedCount: 0 });
    const rows = await db
      .selectFrom('assets')
      .select(['fund_code', 'property_code', 'depreciation_rate', 'source_tax_rate'])
      .where('report_id', '=', reportId)
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { fund_code: report.code, property_code: 'HT99', depreciation_rate: '25.0000', source_tax_rate: null },
      { fund_code: 'OWN', property_code: 'P2', depreciation_rate: '25.0000', source_tax_rate: null },
    ]);
  });
});
