/**
 * Issue 25 item 2: the "Property and instructions" page of the report PDF prints every fact of General Info's
 * "Dates and instructions" ("Not recorded" where there is none, so a draft shows what is missing), and its basis
 * says from when the schedule starts and why (docs/report-document.md "Basis of this report").
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase, testEngine } from '../test/database';
import { createPooledDvReport, insertGeneratedRegister } from '../test/register-fixtures';
import { pdfText, renderToBuffer } from './pdf.test-support';

describe(`the report PDF's facts and basis page on ${testEngine()}`, () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase();
  }, 60_000);
  afterAll(async () => {
    await database?.close();
  });

  /** The page that holds the instructions, as one line of text (pdftotext may break a long value over lines). */
  const basisPageOf = async (reportId: number) => {
    await insertGeneratedRegister(database.db, reportId, 3, 25, { smallBusiness: false });
    const { bytes } = await renderToBuffer(database.db, reportId);
    const page = pdfText(bytes)
      .split('\f')
      .find((text) => text.includes('Property and instructions'));
    return (page ?? '').replace(/\s+/g, ' ');
  };

  it('prints each fact and starts the schedule at the latest of settlement, rent and completion', async () => {
    const reportId = await createPooledDvReport(database.db, { report_name: '30 June 2025' });
    await database.db
      .updateTable('reports')
      .set({
        instructed_person: 'Morgan Lee',
        instructed_company: 'Harbourview Property Group',
        instruction_ref: 'HPOF-2025-014',
        instruction_date: '2025-07-07',
        inspection_date: '2025-07-22',
        exchange_date: '2018-03-02',
        settlement_date: '2018-05-14',
        construction_commencement_date: '1997-09-01',
        construction_completion_date: '2000-02-28',
        first_available_for_rent_date: '2018-06-01',
      })
      .where('id', '=', reportId)
      .execute();
    const page = await basisPageOf(reportId);
    expect(page).toContain('Instructed by Morgan Lee, Harbourview Property Group');
    expect(page).toContain('Instruction reference HPOF-2025-014');
    expect(page).toContain('Date of instruction 07 July 2025');
    expect(page).toContain('Date of inspection 22 July 2025');
    expect(page).toContain('Exchange of contracts 02 March 2018');
    expect(page).toContain('Settlement 14 May 2018');
    expect(page).toContain('Construction commenced 01 September 1997');
    expect(page).toContain('Construction completed 28 February 2000');
    expect(page).toContain('First available for rent 01 June 2018');
    expect(page).toContain(
      'Start of the schedule: 01 June 2018, the date the property was first available for rent (settlement 14 May 2018; construction completed 28 February 2000)',
    );
  }, 60_000);

  it('says "Not recorded" for each missing fact, and that the start is not stated', async () => {
    const reportId = await createPooledDvReport(database.db, { report_name: '30 June 2025' });
    const page = await basisPageOf(reportId);
    for (const label of [
      'Instructed by',
      'Date of inspection',
      'Settlement',
      'Construction commenced',
      'First available for rent',
    ]) {
      expect(page).toContain(`${label} Not recorded`);
    }
    expect(page).toContain('Start of the schedule: not stated');
  }, 60_000);
});
