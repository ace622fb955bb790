import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { splitCsv } from './csv-reader.test-support';
import {
  csvField,
  importAmountCell,
  importedText,
  importRowCells,
  spreadsheetSafeText,
  writeImportCsv,
} from './export-csv';
import { IMPORT_HEADINGS, type StagedRow } from './headings';
import { normaliseImportRow } from './normalise';
import { isStagedRowValid, stagedRowProblems } from './validation';

const validRow: fc.Arbitrary<StagedRow> = fc
  .record({
    code: fc.string({ minLength: 1 }),
    category: fc.constantFrom('40', 'AD', '43', 'L', 'IA', 'R'),
    description: fc.string({ minLength: 1 }),
    text: fc.string(),
    date: fc.date({ min: new Date('1900-01-01'), max: new Date('2099-12-31'), noInvalidDate: true }),
    cost: fc.integer({ min: -(10 ** 12), max: 10 ** 12 }),
    wdv: fc.option(fc.integer({ min: -(10 ** 12), max: 10 ** 12 })),
    rate: fc.stringMatching(/^\d{1,2}(\.\d{1,2})?$/),
    method: fc.constantFrom('DV', 'PC'),
    demolished: fc.boolean(),
  })
  .map((r) => {
    const date = `${r.date.getUTCDate()}/${r.date.getUTCMonth() + 1}/${r.date.getUTCFullYear()}`;
    const dollars = (cents: number) =>
      `${cents < 0 ? '-' : ''}${Math.trunc(Math.abs(cents) / 100)}.${Math.abs(cents) % 100}`;
    return normaliseImportRow({
      'ATO Code': r.code,
      Category: r.category,
      'Asset Description': r.description,
      Location: r.text,
      'Supplier Name': `=${r.text}`,
      'Inv#': `-${r.text}`,
      'Inv Date': date,
      'Original Cost': dollars(r.cost),
      'Written Down Value': r.wdv === null ? '' : dollars(r.wdv),
      'WDV Date': r.wdv === null ? '' : date,
      'Dep Method': r.method,
      'Dep Rate': `${r.rate}%`,
      'Demolition date': r.demolished ? date : '',
      'Demolition %': r.demolished ? r.rate : '',
    });
  })
  .filter(isStagedRowValid);

describe('cells written for spreadsheets (docs/product/import-export.md "Export in the import layout")', () => {
  it('neutralises formulas but not amounts', () => {
    for (const text of ['=1+1', '+61 2 9999', '-x', '@SUM(A1)', '\tcmd', '\rcmd']) {
      expect(spreadsheetSafeText(text)).toBe(`'${text}`);
    }
    expect(spreadsheetSafeText('Air con')).toBe('Air con');
    expect(importAmountCell('-1000')).toBe('(1,000.00)');
    expect(importAmountCell('1234.5')).toBe('1,234.50');
    expect(importAmountCell('')).toBe('');
  });

  it('the import takes off exactly the guard the export added (importedText)', () => {
    expect(importedText("'=SUM(A1)")).toBe('=SUM(A1)');
    expect(importedText("'-5 kW")).toBe('-5 kW');
    expect(spreadsheetSafeText("'=x")).toBe("''=x");
    expect(importedText("''=x")).toBe("'=x");
    // Nothing the export would have guarded: written by hand, kept as written.
    for (const text of ["'Hello", "'", "' =x", '=x', "O'Brien"]) expect(importedText(text)).toBe(text);
  });

  it('property: a trimmed text guarded by the export and taken back by the import is itself', () => {
    const formulaLike = fc
      .array(fc.constantFrom('=', '+', '-', '@', "'", '\t', ' ', 'a', 'é', '"', ','), { maxLength: 8 })
      .map((chars) => chars.join('').trim());
    fc.assert(
      fc.property(
        fc.oneof(
          formulaLike,
          fc.string().map((text) => text.trim()),
        ),
        (text) => {
          expect(importedText(spreadsheetSafeText(text))).toBe(text);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('quotes what RFC 4180 needs quoted', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('1,000.00')).toBe('"1,000.00"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField(' edge')).toBe('" edge"');
  });

  it('writes the header row first, CRLF line ends', () => {
    const text = writeImportCsv([]);
    expect(text).toBe(`${IMPORT_HEADINGS.join(',')}\r\n`);
  });

  it('property: no written cell starts a formula', () => {
    fc.assert(
      fc.property(validRow, (row) => {
        for (const cell of importRowCells(row)) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
      }),
    );
  });

  it('property: a valid row stays valid, with the same values, once written as CSV and read again', () => {
    fc.assert(
      fc.property(fc.array(validRow, { minLength: 1, maxLength: 5 }), (rows) => {
        const split = splitCsv(writeImportCsv(rows));
        if (!('records' in split)) throw new Error('written CSV did not split');
        const [header, ...records] = split.records;
        expect(header?.cells).toEqual([...IMPORT_HEADINGS]);
        records.forEach((record, i) => {
          const read = normaliseImportRow(
            Object.fromEntries(IMPORT_HEADINGS.map((heading, column) => [heading, record.cells[column]])),
          );
          expect(stagedRowProblems(read)).toEqual([]);
          const original = rows[i] as StagedRow;
          // Text that would start a formula keeps the guard quote; everything else reads back unchanged.
          const expected = normaliseImportRow(
            Object.fromEntries(IMPORT_HEADINGS.map((h) => [h, spreadsheetSafeText(original[h])])),
          );
          expect(read).toEqual({ ...expected, ...amountsOf(original) });
        });
      }),
    );
  });
});

const amountsOf = (row: StagedRow) => ({
  'Original Cost': row['Original Cost'],
  'Written Down Value': row['Written Down Value'],
  'Historical Building Cost': row['Historical Building Cost'],
});
