/**
 * The register exports over HTTP (issue 13; docs/api.md "Exports"): headers and file names, the byte order mark
 * and CRLF, spreadsheet-safe cells with negative amounts in brackets, the Manage Output columns, the template, the
 * main portal's download and its fund check, refusals, and the batches being read as the file is sent.
 */

import type { AssetTable, Database } from '@taxdep/db/schema';
import { checkImportFile, IMPORT_HEADINGS } from '@taxdep/domain/import';
import type { Insertable, Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { referenceId, taxCodeId } from '../test/calculation-fixtures';
import { testEngine } from '../test/database';
import { createReport, STATUS, setReportStatus } from '../test/register-fixtures';
import { parseCsv, testCsvReader } from './csv-reader.test-support';
import { importableExport } from './service';

/** docs/api.md "File names": the property (its name, the fixture has no address), the report date, then the file. */
const DATED_NAME =
  /^attachment; filename="Property [^"]+ - 30 June 2025 - asset register( \(import format\))?\.csv"; filename\*=UTF-8''Property%20[^;]+\.csv$/;

async function insertRow(db: Kysely<Database>, row: Insertable<AssetTable>): Promise<number> {
  return (await db.insertInto('assets').values(row).returning('id').executeTakeFirstOrThrow()).id;
}

/** The records of an answer's text (its BOM dropped), as arrays of cells. */
function records(text: string): string[][] {
  const parsed = parseCsv(text.replace(/^\uFEFF/, ''));
  if ('malformed' in parsed) throw new Error(`malformed CSV: ${parsed.malformed} at ${parsed.line}`);
  return parsed.records.map((record) => [...record.cells]);
}

describe(`the register exports on ${testEngine()}`, () => {
  let t: TestApp;
  let reportId: number;
  let formulaId: number;
  const get = (path: string) => t.call('GET', path);

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    reportId = await createReport(db);
    const common = {
      report_id: reportId,
      tax_code_id: await taxCodeId(db, 'A0004'),
      category_id: await referenceId(db, 'depreciation_categories', '40'),
      method_id: await referenceId(db, 'depreciation_methods', 'DV'),
      financial_year_end_date: '2025-06-30',
    };
    formulaId = await insertRow(db, {
      ...common,
      description: '=HYPERLINK("http://evil","click")',
      location: '-2+3',
      supplier: '@SUM(A1)',
      fund_code: '+61 fund',
      invoice_number: 'INV, "quoted"',
      invoice_date: '2024-03-05',
      original_cost: -123_456n,
      written_down_value: 1_000_000n,
      written_down_value_date: '2024-06-30',
      depreciation_rate: '20.0000',
      source_tax_rate: '12.5',
      rate_reason: '=Self-assessed life of 16 years (s40-105)',
      disposal_date: '2025-04-14',
      termination_value: 1_866_899n,
    });
    const plain = await insertRow(db, { ...common, description: 'Café fan', original_cost: 50_00n });
    await db
      .insertInto('demolitions')
      .values([
        { asset_id: plain, demo_date: '2024-06-30', rate: '25' },
        { asset_id: plain, demo_date: '2022-06-30', rate: '10.5' },
      ])
      .execute();
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers a CSV attachment: type, a name after the property and report date, byte order mark, CRLF line ends', async () => {
    const answer = await get(`/depreciationReports/${reportId}/exportModelAssets`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers['content-disposition']).toMatch(DATED_NAME);
    expect(answer.headers['content-disposition']).toContain(' - asset register.csv"');
    expect(answer.headers['cache-control']).toBe('no-cache');
    const bytes = answer.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString('utf8');
    expect(text.endsWith('\r\n')).toBe(true);
    // Every line break outside a quoted value is CRLF.
    expect(text.replace(/"[^"]*"/g, '').match(/(?<!\r)\n/g)).toBeNull();
    expect(text).toContain('Café fan');
  });

  it('writes formulas as text and a negative amount in brackets, unaltered', async () => {
    const [header, row] = records((await get(`/depreciationReports/${reportId}/exportModelAssets`)).body);
    const cell = (heading: string) => row?.[header?.indexOf(heading) ?? -1];
    expect(cell('Asset ID')).toBe(String(formulaId));
    expect(cell('Asset Description')).toBe(`'=HYPERLINK("http://evil","click")`);
    expect(cell('Location')).toBe("'-2+3");
    expect(cell('Supplier')).toBe("'@SUM(A1)");
    expect(cell('Fund Code')).toBe("'+61 fund");
    expect(cell('Inv#')).toBe('INV, "quoted"');
    expect(cell('Original Cost')).toBe('(1,234.56)');
    expect(cell('Written Down Value')).toBe('10,000.00');
    expect(cell('Invoice Date')).toBe('05/03/2024');
    expect(cell('Rate Mode')).toBe('Customize');
    expect(cell('Depreciation Rate')).toBe('12.5');
    // Issue 25 item 4: the reason beside it, spreadsheet-safe like every text.
    expect(cell('Rate Reason')).toBe("'=Self-assessed life of 16 years (s40-105)");
    // Issue 26 item 4: the disposal, as the grid shows it.
    expect(cell('Disposal Date')).toBe('14/04/2025');
    expect(cell('Termination Value')).toBe('18,668.99');
    expect(cell('Demolition')).toBe('No');
  });

  it('leaves out the columns Manage Output hides, in the screen’s order', async () => {
    const path = `/depreciationReports/${reportId}/exportModelAssets`;
    const before = records((await get(path)).body)[0];
    expect(before?.slice(0, 4)).toEqual(['Asset ID', 'Tax Code', 'Category', 'Fund Code']);
    const save = await t.call('POST', '/depreciation-reports/model-asset-display-flags', {
      depreciationReportId: reportId,
      columns: [
        { columnIdentifier: 'fundCodeFlag', display: false },
        { columnIdentifier: 'downValueFlag', display: false },
      ],
    });
    expect(save.statusCode).toBe(200);
    const after = records((await get(path)).body);
    expect(after[0]).toEqual(before?.filter((h) => h !== 'Fund Code' && h !== 'Written Down Value'));
    expect(after.every((row) => row.length === after[0]?.length)).toBe(true);
  });

  it('writes the import layout: the spec’s headings, the first demolition by date', async () => {
    const answer = await get(`/depreciationReports/${reportId}/exportImportableModelAssets`);
    expect(answer.headers['content-disposition']).toMatch(DATED_NAME);
    const [header, , plain] = records(answer.body);
    expect(header).toEqual([...IMPORT_HEADINGS]);
    // The spec's last two headings: the first demolition by date.
    const demolition = IMPORT_HEADINGS.indexOf('Demolition date');
    expect(plain?.slice(demolition, demolition + 2)).toEqual(['30/06/2022', '10.5']);
  });

  it('serves the template: the headings and one example row the import stages as valid', async () => {
    const answer = await get(`/depreciationReports/${reportId}/downloadstaticfile`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-disposition']).toBe(
      `attachment; filename="asset register import template.csv"; filename*=UTF-8''asset%20register%20import%20template.csv`,
    );
    const bytes = new Uint8Array(answer.rawPayload);
    const check = await checkImportFile(
      { name: 'template.csv', size: bytes.length, bytes: async () => bytes },
      testCsvReader,
    );
    expect(check.kind).toBe('staged');
    if (check.kind !== 'staged') return;
    expect(check.rows).toHaveLength(1);
    expect(check.rows[0]?.problems).toEqual([]);
    expect(check.rows[0]?.warnings).toEqual([]);
    const code = check.rows[0]?.values['ATO Code'] ?? '';
    await expect(taxCodeId(t.database.db, code)).resolves.toBeGreaterThan(0);
  });

  it('exports a read-only (Completed) report', async () => {
    const completed = await createReport(t.database.db, { statusId: STATUS.completed });
    await insertRow(t.database.db, { report_id: completed, description: 'Kept' });
    for (const path of ['exportModelAssets', 'exportImportableModelAssets', 'downloadstaticfile']) {
      const answer = await get(`/depreciationReports/${completed}/${path}`);
      expect(answer.statusCode, path).toBe(200);
    }
    await setReportStatus(t.database.db, completed, STATUS.inProgress);
  });

  it('is documented as a text/csv answer in the OpenAPI document', async () => {
    const document = (await t.app.inject({ url: '/api/docs/json' })).json();
    const operation = document.paths['/api/v1/depreciationReports/{id}/exportSchedule'].get;
    expect(Object.keys(operation.responses['200'].content)).toEqual(['text/csv']);
    expect(operation.parameters.map((p: { name: string }) => p.name).sort()).toEqual([
      'financialYear',
      'format',
      'id',
      'ownerId',
    ]);
  });

  it('answers 404 with a message for an unknown report, and 400 for a bad id', async () => {
    for (const path of [
      'exportModelAssets',
      'exportImportableModelAssets',
      'downloadstaticfile',
      'exportSchedule?format=xero',
    ]) {
      const answer = await get(`/depreciationReports/2147483647/${path}`);
      expect(answer.statusCode, path).toBe(404);
      expect(answer.json().message).toBe('Report 2147483647 does not exist.');
    }
    expect((await get('/depreciationReports/0/exportModelAssets')).statusCode).toBe(400);
  });

  it('downloads the register from the main portal for the report’s own fund only', async () => {
    const { fund_id: fundId } = await t.database.db
      .selectFrom('reports')
      .select('fund_id')
      .where('id', '=', reportId)
      .executeTakeFirstOrThrow();
    const own = await get(`/fund/${fundId}/depreciationReports/${reportId}/downloadAssetRegister`);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-disposition']).toMatch(DATED_NAME);
    expect(own.body).toBe((await get(`/depreciationReports/${reportId}/exportModelAssets`)).body);
    const other = await get(`/fund/${fundId + 1000}/depreciationReports/${reportId}/downloadAssetRegister`);
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe(`Report ${reportId} is not a report of fund ${fundId + 1000}.`);
  });

  it('keeps a text holding the batch text’s separators exactly (the batch is read again as rows)', async () => {
    const db = t.database.db;
    const odd = await createReport(db);
    await insertRow(db, { report_id: odd, description: 'before' });
    const id = await insertRow(db, { report_id: odd, description: 'a\u001fb\u001ec', location: '\u001e' });
    const [header, , row] = records((await get(`/depreciationReports/${odd}/exportModelAssets`)).body);
    expect(row?.[header?.indexOf('Asset ID') ?? -1]).toBe(String(id));
    expect(row?.[header?.indexOf('Asset Description') ?? -1]).toBe('a\u001fb\u001ec');
    expect(row?.[header?.indexOf('Location') ?? -1]).toBe('\u001e');
  });

  it('reads the register a batch at a time, as the file is consumed', async () => {
    const db = t.database.db;
    const batched = await createReport(db);
    for (let i = 0; i < 5; i += 1) await insertRow(db, { report_id: batched, description: `Row ${i}` });
    const file = await importableExport(db, batched, 2);
    const chunks: string[] = [];
    for await (const chunk of file.lines) {
      chunks.push(chunk);
      // Added after the first batch was read: a reader that had read everything up front would miss it.
      if (chunks.length === 2) await insertRow(db, { report_id: batched, description: 'Late row' });
    }
    // The header, then batches of 2, 2 and 2 (the late row with the fifth); the empty fourth read ends the file.
    expect(chunks.slice(1).map((chunk) => chunk.split('\r\n').length - 1)).toEqual([2, 2, 2]);
    expect(chunks.join('')).toContain('Late row');
  });
});
