/**
 * Issue 23: the cover of the report PDF names who claims and how (entity type, property use, contract and
 * settlement dates), and says "Not set" for a fact General Info has not answered, so a reader sees what the
 * schedule's rules were applied to.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase, testEngine } from '../test/database';
import { createPooledDvReport, insertGeneratedRegister } from '../test/register-fixtures';
import { pdfText, renderToBuffer } from './pdf.test-support';

describe(`the report PDF's cover names the taxpayer on ${testEngine()}`, () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase();
  }, 60_000);
  afterAll(async () => {
    await database?.close();
  });

  const coverOf = async (reportId: number) => {
    await insertGeneratedRegister(database.db, reportId, 3, 23, { smallBusiness: false });
    const { bytes } = await renderToBuffer(database.db, reportId);
    // The cover is the first page; pdftotext may break a long value over lines.
    return (pdfText(bytes).split('\f')[0] ?? '').replace(/\s+/g, ' ');
  };

  it('gives each fact in the screens’ words', async () => {
    const reportId = await createPooledDvReport(database.db, { report_name: '30 June 2025' });
    await database.db
      .updateTable('reports')
      .set({
        taxpayer_entity_type: 'individual',
        property_use: 'residentialRental',
        exchange_date: '2018-03-02',
        settlement_date: '2018-04-13',
      })
      .where('id', '=', reportId)
      .execute();
    const cover = await coverOf(reportId);
    expect(cover).toContain('Entity type Individual');
    expect(cover).toContain('Property use Residential premises held to earn rent (not a business)');
    expect(cover).toContain('Contract (exchange) date 02 March 2018');
    expect(cover).toContain('Settlement date 13 April 2018');
  }, 60_000);

  it('says "Not set" where General Info has no answer', async () => {
    const reportId = await createPooledDvReport(database.db, { report_name: '30 June 2025' });
    const cover = await coverOf(reportId);
    expect(cover).toContain('Entity type Not set');
    expect(cover).toContain('Property use Not set');
    expect(cover).toContain('Contract (exchange) date Not set');
    expect(cover).toContain('Settlement date Not set');
  }, 60_000);
});
