import {
  checkImportFile,
  IMPORT_HEADINGS,
  normaliseImportRow,
  type StagedRow,
  spreadsheetSafeText,
  writeImportCsv,
} from '@taxdep/domain/import';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PapaCsvReader } from './papa-csv-reader';

/** Valid staged rows with awkward text: commas, quotes, line feeds, leading formula characters, accents. */
const stagedRow: fc.Arbitrary<StagedRow> = fc
  .record({
    code: fc.stringMatching(/^[A-Z]{3}-\d{4}$/),
    text: fc.string({ unit: 'grapheme', minLength: 1 }).filter((t) => !t.includes('\r') && t.trim() !== ''),
    day: fc.integer({ min: 1, max: 28 }),
    month: fc.integer({ min: 1, max: 12 }),
    year: fc.integer({ min: 1900, max: 2099 }),
    cost: fc.integer({ min: -(10 ** 12), max: 10 ** 12 }),
    rate: fc.stringMatching(/^\d{1,2}(\.\d{1,2})?$/),
  })
  .map((r) =>
    normaliseImportRow({
      'ATO Code': r.code,
      Category: '40',
      'Asset Description': r.text,
      Location: `=${r.text}`,
      'Supplier Name': `"${r.text}", ${r.text}`,
      'Inv Date': `${r.day}/${r.month}/${r.year}`,
      'Original Cost': String(r.cost / 100),
      'Written Down Value': String(-r.cost / 100),
      'WDV Date': `${r.day}/${r.month}/${r.year}`,
      'Dep Method': 'DV',
      'Dep Rate': r.rate,
    }),
  );

describe('export then import through papaparse (docs/product/import-export.md "Export in the import layout")', () => {
  it('property: valid rows stay valid and keep their values, but for the formula guard', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(stagedRow, { minLength: 1, maxLength: 6 }), async (rows) => {
        const bytes = new TextEncoder().encode(writeImportCsv(rows));
        const file = { name: 'export.csv', size: bytes.length, bytes: async () => bytes };
        const result = await checkImportFile(file, new PapaCsvReader());
        if (result.kind !== 'staged') throw new Error(JSON.stringify(result));
        expect(result.invalidCount).toBe(0);
        result.rows.forEach((row, i) => {
          const original = rows[i] as StagedRow;
          const guarded = Object.fromEntries(
            IMPORT_HEADINGS.map((h) => [
              h,
              h.includes('Cost') || h.includes('Value') ? original[h] : spreadsheetSafeText(original[h]),
            ]),
          );
          expect(row.values).toEqual(normaliseImportRow(guarded));
        });
      }),
      { numRuns: 60 },
    );
  });
});
