/**
 * Issue 23 (docs/tax-rules.md "Incentives"): an asset the law refuses its incentive gets no figures, never a silent
 * extra deduction, and the Calculations tab's explanation says why, naming the window and its section.
 */
import { randomUUID } from 'node:crypto';
import type { RegisterPage } from '@taxdep/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stagedRow } from '../import/staged-row.test-support';
import { createTestApp, type TestApp } from '../test/app';
import { insertAsset } from '../test/calculation-fixtures';
import { createReport } from '../test/register-fixtures';

describe('an incentive the law refuses (issue 23)', () => {
  let t: TestApp;
  let reportId = 0;
  const ids: Record<string, number> = {};
  const explain = (assetId: number) =>
    t.call('GET', `/depreciationReports/${reportId}/calculations/${assetId}/explanation`);

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    reportId = await createReport(db);
    await db
      .updateTable('reports')
      // Bought in 2016: s40-27 (contracts after 9 May 2017) leaves its plant deductible.
      .set({
        property_use: 'residentialRental',
        taxpayer_entity_type: 'individual',
        exchange_date: '2016-01-10',
      })
      .where('id', '=', reportId)
      .execute();
    const common = { code: 'A0004', method: 'DV', rate: '20', start: '2024-09-01', entry: '2025-06-30' };
    ids.writeOff = await insertAsset(db, reportId, {
      ...common,
      category: 'IA',
      description: 'Dishwasher written off',
      cost: 90_000n,
    });
    ids.plain = await insertAsset(db, reportId, {
      ...common,
      category: '40',
      description: 'Dishwasher',
      cost: 90_000n,
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it('an instant write-off for a rental owner has no figures, and the explanation names the window', async () => {
    const refused = await explain(ids.writeOff!);
    expect(refused.statusCode).toBe(404);
    const message = refused.json().message as string;
    expect(message).toContain(`Asset ${ids.writeOff} has no figures`);
    expect(message).toContain('Instant asset write-off (IA)');
    expect(message).toContain('$20,000 instant asset write-off');
    expect(message).toContain('only for a business');
    expect((await explain(ids.plain!)).statusCode).toBe(200);
  });

  it('an uploaded IA row of a rental owner is stored with an error, L over $1,000 too, as the staging judged it', async () => {
    const upload = await t.call('POST', `/depreciationReports/${reportId}/uploadModelAssets`, {
      uploadId: randomUUID(),
      rows: [
        stagedRow({ 'Asset Description': 'Uploaded write-off', Category: 'IA', 'Inv Date': '15/09/2024' }),
        stagedRow({ 'Asset Description': 'Uploaded pooled', Category: 'L', 'Original Cost': '1500' }),
        stagedRow({ 'Asset Description': 'Uploaded plain', 'Inv Date': '15/09/2024' }),
      ],
    });
    expect(upload.statusCode, upload.body).toBe(200);
    const page = (
      await t.call('POST', `/depreciationReports/${reportId}/modelAssets/all`, { pageNo: 1, pageSize: 50 })
    ).json() as RegisterPage;
    const verdict = (description: string) =>
      page.modelAssets.find((a) => a.description === description)?.hasErrors;
    expect(verdict('Uploaded write-off')).toBe(true);
    expect(verdict('Uploaded pooled')).toBe(true);
    expect(verdict('Uploaded plain')).toBe(false);
  });
});
