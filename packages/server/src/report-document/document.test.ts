/**
 * Issue 14: the report PDF's pages (count, running head and "Page X of Y", table headers repeated on every page of
 * a table), its determinism (two renders of the same stored data are byte-identical, the trailer's /ID included),
 * the sign-off, the progress and the file name.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase, testEngine } from '../test/database';
import {
  createPooledDvReport,
  createReport,
  insertGeneratedRegister,
  STATUS,
} from '../test/register-fixtures';
import { DRAFT_TEXT } from './draft-mark';
import { reportDocumentFileName } from './index';
import { pagePicture, pdfInfo, pdfText, type Rendered, renderToBuffer, structure } from './pdf.test-support';

describe(`The report PDF on ${testEngine()}`, () => {
  let database: TestDatabase;
  let reportId: number;
  let first: Rendered;
  let pages: string[];

  beforeAll(async () => {
    database = await createTestDatabase();
    const db = database.db;
    reportId = await createPooledDvReport(db, { report_name: '30 June 2025', reference: 'TD-99' });
    await insertGeneratedRegister(db, reportId, 400, 1207);
    first = await renderToBuffer(db, reportId);
    // pdftotext separates pages by form feeds; the last one ends the last page.
    pages = pdfText(first.bytes).split('\f').slice(0, -1);
  }, 180_000);
  afterAll(async () => {
    await database?.close();
  });

  it('has the page count it reports, each page with the report name and "Page X of Y"', () => {
    expect(Number(pdfInfo(first.bytes).Pages)).toBe(first.result.pages);
    expect(pages).toHaveLength(first.result.pages);
    expect(first.result.bytes).toBe(first.bytes.length);
    pages.forEach((text, k) => {
      expect(text).toContain(`Page ${k + 1} of ${first.result.pages}`);
      expect(text).toContain('Tax depreciation schedule · Property');
    });
  });

  it('repeats the title and column headers on every page of a table that runs over several', () => {
    const continued = pages.filter((text) =>
      text.includes('Division 40 depreciating assets — Table B: by asset group (continued)'),
    );
    expect(continued.length).toBeGreaterThan(0);
    for (const text of continued) {
      // A page that holds only the legends at the table's end (the customised rates' list, issue 25 item 4) heads
      // no column, so it repeats the title alone.
      const legendsOnly = !/^\s*\d+\s+[A-Z]\d{4}\s/m.test(text) && text.includes('† Asset ');
      if (legendsOnly) {
        expect(text).not.toContain('30 Jun 2025 (current)');
        continue;
      }
      expect(text).toMatch(/ID\s+Tax code\s+Description\s+Start date\s+Cost\s+Life\s+Method, rate/);
      expect(text).toContain('30 Jun 2025 (current)');
    }
    // The contents list gives each section's first page.
    const contents = pages[1] ?? '';
    const start = Number(
      /Division 40 depreciating assets — Table B: by asset group\s+(\d+)/.exec(contents)?.[1],
    );
    expect(pages[start - 1]).toContain('Division 40 depreciating assets — Table B: by asset group');
    expect(pages[start - 1]).not.toContain('(continued)');
    expect(pages[start]).toContain('Table B: by asset group (continued)');
  });

  it('is byte-identical when written again from the same stored data, and dated by what is stored', async () => {
    const again = await renderToBuffer(database.db, reportId);
    expect(again.bytes.equals(first.bytes)).toBe(true);
    const trailer = first.bytes.subarray(first.bytes.length - 400).toString('latin1');
    expect(trailer).toMatch(/\/ID \[<[0-9a-f]{32}> <[0-9a-f]{32}>\]/);
    const stored = await database.db
      .selectFrom('reports')
      .select('updated_at')
      .where('id', '=', reportId)
      .executeTakeFirstOrThrow();
    const info = pdfInfo(first.bytes);
    expect(info.CreationDate).toBe(stored.updated_at.toISOString().replace(/\.\d+Z$/, 'Z'));
    expect(info.ModDate).toBe(info.CreationDate);
  });

  it('is handed over a page at a time, with progress over the asset lines', () => {
    expect(first.chunks).toBeGreaterThan(first.result.pages / 2);
    const last = first.progress.at(-1);
    expect(last?.total).toBeGreaterThan(100);
    expect(last?.done).toBe(last?.total);
    for (let k = 1; k < first.progress.length; k += 1) {
      expect(first.progress[k]?.done).toBeGreaterThanOrEqual(first.progress[k - 1]?.done ?? 0);
    }
  });

  it('writes a long document’s first pages as a file of their own: the same pages, byte-identical again', async () => {
    // Asked from 0 bytes, so this 400-asset document counts as long (the service asks above 1 MiB).
    const withFirst = await renderToBuffer(database.db, reportId, 0);
    expect(withFirst.bytes.equals(first.bytes)).toBe(true);
    const file = withFirst.firstPages as Buffer;
    const count = withFirst.result.firstPages?.pages ?? 0;
    expect(withFirst.result.firstPages?.bytes).toBe(file.length);
    // The front matter and summaries, through the first page of the first asset schedule.
    const contents = pages[1] ?? '';
    const schedule = Number(
      /Division 40 depreciating assets — Table B: by asset group\s+(\d+)/.exec(contents)?.[1],
    );
    expect(count).toBe(schedule);
    const info = pdfInfo(file);
    expect(Number(info.Pages)).toBe(count);
    expect(info.Title).toMatch(new RegExp(`\\(pages 1 to ${count} of ${first.result.pages}\\)$`));
    expect(pdfText(file)).toBe(pdfText(first.bytes, count));
    for (const page of [1, 3, count])
      expect(pagePicture(file, page).equals(pagePicture(first.bytes, page))).toBe(true);
    const again = await renderToBuffer(database.db, reportId, 0);
    expect(again.firstPages?.equals(file)).toBe(true);
    expect((await renderToBuffer(database.db, reportId, first.bytes.length)).firstPages).toBeNull();
  });

  it('says "DRAFT — not for lodgement" on every page until the report is Completed, and on none after', async () => {
    // Every page, the cover and the tables included: pdftotext finds the words (the mark carries them whole).
    pages.forEach((text, k) => {
      expect(text, `page ${k + 1}`).toContain(DRAFT_TEXT);
    });
    const completed = await createReport(database.db, { statusId: STATUS.completed });
    const text = pdfText((await renderToBuffer(database.db, completed)).bytes);
    expect(text).not.toContain('DRAFT');
  });

  it('is a tagged PDF in Australian English: headings, paragraphs, figures and tables in reading order', () => {
    expect(pdfInfo(first.bytes).Tagged).toBe('yes');
    const catalog = first.bytes.toString('latin1');
    expect(catalog).toContain('/Lang (en-AU)');
    expect(catalog).toContain('/DisplayDocTitle true');
    const tree = structure(first.bytes);
    const kinds = new Set(tree.map((e) => e.type));
    for (const kind of ['Document', 'H1', 'H2', 'P', 'Figure', 'Table', 'TR', 'TH', 'TD'])
      expect(kinds).toContain(kind);
    // The cover's band first (issue 25 item 7): the report type, the property as the first heading, the report's
    // name and year, the date of issue; then the columns under it.
    expect(tree.slice(0, 5).map((e) => [e.type, e.text])).toEqual([
      ['Document', ''],
      ['P', 'TAX DEPRECIATION SCHEDULE'],
      ['H1', expect.stringMatching(/^Property \d/)],
      ['P', '30 June 2025Financial year ending 30 June 2025'],
      ['P', expect.stringMatching(/^NOT YET ISSUEDDraft of \d{1,2} \w+ \d{4}$/)],
    ]);
    // In reading order: the sections' headings as the contents list gives them.
    const headings = tree.filter((e) => e.type === 'H1').map((e) => e.text);
    const order = [
      'Contents',
      'Executive summary',
      'Summary tax flow, 40 years',
      'Division 40 depreciating assets — Table B: by asset group',
      'Division 40 depreciating assets — Table A: by industry',
      'Instant asset write-off',
      'Notes and assumptions',
    ].map((h) => headings.indexOf(h));
    expect(order.every((k) => k >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    // A table's header row is TH; an asset line is a row of its own (one TD per row in a table of asset lines)
    // (an asset line's TD reads its ID, then its tax code: "17A0043…"): as many as the text prints, every one tagged.
    // Only valid assets have lines (issue 26 item 5), about half of this deliberately messy register; still tables
    // of many pages.
    const rows = tree.filter((e) => e.type === 'TD' && /^\d+[A-Z]\d{4}/.test(e.text));
    const printedLines = pages
      .join('\n')
      .split('\n')
      .filter((l) => /^\s*\d+\s+[A-Z]\d{4}\s/.test(l)).length;
    expect(rows.length).toBe(printedLines);
    expect(rows.length).toBeGreaterThan(100);
    expect(tree.filter((e) => e.type === 'TR').length).toBeGreaterThan(rows.length);
  });

  it('prints the checker’s sign-off date only when the report is Completed', async () => {
    const signOff = pages.at(-1) ?? '';
    expect(signOff).toContain('Not yet signed off: the report’s status is In Progress.');
    const completed = await createReport(database.db, { statusId: STATUS.completed });
    const at = new Date('2025-08-20T03:00:00Z');
    await database.db.updateTable('reports').set({ updated_at: at }).where('id', '=', completed).execute();
    const text = pdfText((await renderToBuffer(database.db, completed)).bytes);
    expect(text).toContain('Signed off by the checker on 20 August 2025.');
  });
});

describe('reportDocumentFileName', () => {
  it('names the PDF after the property, the report date and the reference (docs/api.md "File names")', () => {
    const facts = { property: '12 Harbour St Sydney', reportDate: '2025-06-30', reference: 'QS-2025-0142' };
    expect(reportDocumentFileName(facts)).toBe('12 Harbour St Sydney - 30 June 2025 - QS-2025-0142.pdf');
    expect(reportDocumentFileName(facts, 'owner Ann Lee')).toBe(
      '12 Harbour St Sydney - 30 June 2025 - QS-2025-0142 - owner Ann Lee.pdf',
    );
    expect(reportDocumentFileName({ property: null, reportDate: null, reference: null })).toBe('report.pdf');
  });
});
