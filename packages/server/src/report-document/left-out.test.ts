/**
 * Issue 23 item 9 in the PDF: the summary's totals reconcile with the register. The summary table's note says how
 * many of the register's assets its totals cover, and the executive summary says which are left out, in the
 * Summary tab's words.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { insertAsset, insertHandmadeRegister } from '../test/calculation-fixtures';
import { testEngine } from '../test/database';
import { createReport } from '../test/register-fixtures';
import { pdfText, renderToBuffer } from './pdf.test-support';

describe(`the PDF's summary says what its totals leave out, on ${testEngine()}`, () => {
  let t: TestApp;
  let text = '';

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    const reportId = await createReport(db, { eofyReportDate: '2025-06-30' });
    await insertHandmadeRegister(db, reportId);
    // Entered in a later FY than the report's: in the register, without figures this year (rule 1).
    await insertAsset(db, reportId, {
      code: 'A0004',
      category: '40',
      method: 'DV',
      description: 'Dishwasher, next year',
      cost: 120_000n,
      rate: '20',
      start: '2025-08-01',
      entry: '2026-06-30',
    });
    text = pdfText((await renderToBuffer(db, reportId)).bytes).replace(/\s+/g, ' ');
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it('counts the register under the summary table, and names what is left out in the executive summary', () => {
    expect(text).toContain(
      "The totals cover 4 of the register's 5 assets (the executive summary says which are left out).",
    );
    expect(text).toContain(
      "The totals cover 4 of the register's 5 assets. Left out: 1 asset without figures (values missing or refused by the law: see Error mode).",
    );
  });
});
