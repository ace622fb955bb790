/**
 * Issue 23: the cover of the report PDF names who claims and how (entity type, property use, contract and
 * settlement dates), and says "Not set" for a fact General Info has not answered, so a reader sees what the
 * schedule's rules were applied to.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase, testEngine } from '../test/database';
import { testPng } from '../test/png';
import { createPooledDvReport, insertGeneratedRegister, STATUS } from '../test/register-fixtures';
import { pdfImages, pdfInfo, pdfText, renderToBuffer } from './pdf.test-support';

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

/**
 * Issue 25 item 1: the firm on the document. The cover carries the logo, the firm's name, ABN and TPB number, the
 * surveyor's office address and contact, the date of issue and the addressee; every page's head names the firm
 * and its foot gives the ABN and TPB number; the sign-off page lists each signatory with their registration
 * number, office and date, and prints the firm's disclaimer and notes.
 */
describe(`the report PDF carries the firm on ${testEngine()}`, () => {
  let database: TestDatabase;
  let reportId: number;

  beforeAll(async () => {
    database = await createTestDatabase();
    const db = database.db;
    await db
      .updateTable('firm')
      .set({
        name: 'Meridian Quantity Surveyors Pty Ltd',
        abn: '51824753556',
        tpb_registration_number: '26104835',
        // Transparent: the PNG pdfkit finishes only after inflating its pixels asynchronously.
        logo: testPng(240, 80, true),
        logo_content_type: 'image/png',
        logo_width: 240,
        logo_height: 80,
        disclaimer: 'Our own disclaimer: this schedule is not tax advice.',
        notes: 'Our first note.\n\nOur second note.',
      })
      .execute();
    const office = await db
      .insertInto('offices')
      .values({
        name: 'Brisbane',
        street_address: 'Level 8, 145 Eagle Street',
        suburb: 'Brisbane City',
        state: 'QLD',
        postcode: '4000',
        phone: '07 3000 2870',
        email: 'brisbane@meridianqs.example',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const person = (uid: string, role: 'surveyor' | 'checker', number: string) =>
      db
        .insertInto('users')
        .values({
          uid: uid.toUpperCase(),
          email: `${uid.toLowerCase()}@test.taxdep`,
          first_name: uid.split('.')[0] as string,
          last_name: uid.split('.')[1] as string,
          role,
          office_id: office.id,
          tax_agent_registration_number: number,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
    const surveyor = await person('Robin.Quay', 'surveyor', '25407931');
    const checker = await person('Kim.Check', 'checker', '24873305');
    reportId = await createPooledDvReport(db, { report_name: '30 June 2025', reference: 'TD-25-0450' });
    await db
      .updateTable('reports')
      .set({
        surveyor_id: surveyor.id,
        checker_id: checker.id,
        instructed_person: 'Priya Nair',
        instructed_company: 'Southern Cross Asset Management',
        updated_at: new Date('2025-09-03T02:00:00Z'),
      })
      .where('id', '=', reportId)
      .execute();
    await insertGeneratedRegister(db, reportId, 3, 23, { smallBusiness: false });
  }, 60_000);
  afterAll(async () => {
    await database?.close();
  });

  const flat = (text: string) => text.replace(/\s+/g, ' ');

  it('puts the firm, the surveyor’s office, the addressee and "Draft of" on a draft’s cover', async () => {
    const { bytes } = await renderToBuffer(database.db, reportId);
    const pages = pdfText(bytes)
      .split('\f')
      .filter((p) => p.trim() !== '');
    const cover = flat(pages[0] as string);
    expect(cover).toContain('PREPARED FOR');
    expect(cover).toContain('Priya Nair');
    expect(cover).toContain('Southern Cross Asset Management');
    expect(cover).toContain('Meridian Quantity Surveyors Pty Ltd');
    expect(cover).toContain('ABN 51 824 753 556 · TPB registration 26104835');
    expect(cover).toContain('Brisbane office: Level 8, 145 Eagle Street, Brisbane City, QLD 4000');
    expect(cover).toContain('07 3000 2870 · brisbane@meridianqs.example');
    expect(cover).toContain('NOT YET ISSUED');
    expect(cover).toContain('Draft of 03 September 2025');
    // The logo is the cover's one image, with its transparency as a soft mask; the file is whole, and the same
    // when made again.
    expect(pdfImages(bytes).filter((image) => image.page === 1)).toEqual([
      { page: 1, width: 240, height: 80, type: 'image' },
      { page: 1, width: 240, height: 80, type: 'smask' },
    ]);
    expect((await renderToBuffer(database.db, reportId)).bytes.equals(bytes)).toBe(true);
    for (const page of pages) {
      const lines = page.split('\n').filter((l) => l.trim() !== '');
      expect(lines[0]).toContain('Meridian Quantity Surveyors Pty Ltd');
      expect(flat(lines.at(-1) as string)).toContain('ABN 51 824 753 556 · TPB registration 26104835');
    }
    const last = flat(pages.at(-1) as string);
    expect(last).toContain('Our own disclaimer: this schedule is not tax advice.');
    expect(last).toContain('Tax agent registration number 25407931');
    expect(last).toContain('Tax agent registration number 24873305');
    expect(last).toContain('Brisbane office, Level 8, 145 Eagle Street, Brisbane City QLD 4000');
    expect(last).toContain('Signed off: not yet');
    const notes = flat(pages.at(-2) as string);
    expect(notes).toContain('Our first note. Our second note.');
  }, 60_000);

  it('dates a Completed report’s cover and sign-off by the checker’s sign-off and the surveyor’s submission', async () => {
    const qaReview = await database.db
      .selectFrom('report_statuses')
      .select('id')
      .where('status', '=', 'QA Review')
      .executeTakeFirstOrThrow();
    const report = await database.db
      .selectFrom('reports')
      .select(['surveyor_id'])
      .where('id', '=', reportId)
      .executeTakeFirstOrThrow();
    await database.db
      .insertInto('report_workflow_steps')
      .values({
        report_id: reportId,
        from_status_id: STATUS.inProgress,
        to_status_id: qaReview.id,
        user_id: report.surveyor_id as number,
        stepped_at: new Date('2025-09-01T23:30:00Z'),
      })
      .execute();
    await database.db
      .updateTable('reports')
      .set({
        status_id: STATUS.completed,
        report_status_id: STATUS.completed,
        updated_at: new Date('2025-09-03T02:00:00Z'),
      })
      .where('id', '=', reportId)
      .execute();
    const { bytes } = await renderToBuffer(database.db, reportId);
    const pages = pdfText(bytes)
      .split('\f')
      .filter((p) => p.trim() !== '');
    const cover = flat(pages[0] as string);
    expect(cover).toContain('DATE OF ISSUE');
    expect(cover).toContain('03 September 2025');
    expect(cover).not.toContain('Draft of');
    const last = flat(pages.at(-1) as string);
    // 23:30 UTC on 1 September is 2 September in Sydney, where the firm signs.
    expect(last).toContain('Submitted for checking 02 September 2025');
    expect(last).toContain('Signed off 03 September 2025');
    expect(last).toContain('Issued by Meridian Quantity Surveyors Pty Ltd · ABN 51 824 753 556');
  }, 60_000);

  it('keeps the notes and sign-off on their one page each, even with the longest texts of wide letters', async () => {
    const paragraphs = (count: number, characters: number) =>
      Array.from({ length: count }, () => 'WWWW MMMM '.repeat(characters / count / 10).trim()).join('\n\n');
    await database.db
      .updateTable('firm')
      .set({ notes: paragraphs(12, 3960), disclaimer: paragraphs(8, 1960) })
      .execute();
    const { bytes, result } = await renderToBuffer(database.db, reportId);
    expect(Number(pdfInfo(bytes).Pages)).toBe(result.pages);
    const pages = pdfText(bytes).split('\f');
    expect(pages[result.pages - 1]).toContain('Signed off');
    expect(pages[result.pages - 2]).toContain('Legislation and rulings cited');
  }, 60_000);
});
