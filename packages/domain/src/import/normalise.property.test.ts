import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { IMPORT_HEADINGS, type RawImportRow } from './headings';
import { normaliseImportRow, normaliseImportValue, stageImportRows } from './normalise';
import { stagedRowProblems } from './validation';

/** Texts near the rules' edges as well as any text: dates, amounts, rates, spaces, brackets, formulas. */
const cellText = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary' }),
  fc.stringMatching(/^ ?\d{1,2}\/\d{1,2}\/\d{2,4} ?$/),
  fc.stringMatching(/^\(?-?\$?-?\d{0,3}(,\d{3}){0,3}(\.\d{0,3})?\)?$/),
  fc.stringMatching(/^\d{0,3}(\.\d{0,2})?%?$/),
  fc.constantFrom(
    '',
    ' ',
    '=SUM(A1)',
    '-',
    '(',
    '$',
    '%',
    '1.234,56',
    '2020-03-05',
    '31/02/2020',
    '\t',
    '\r',
  ),
);

const rawRow: fc.Arbitrary<RawImportRow> = fc.dictionary(
  fc.oneof(fc.constantFrom(...IMPORT_HEADINGS), fc.string()),
  fc.option(cellText, { nil: undefined }),
);

describe('normalising, for any input (docs/product/rules.md "Import")', () => {
  it('property: never throws, and gives every heading a text', () => {
    fc.assert(
      fc.property(rawRow, (row) => {
        const staged = normaliseImportRow(row);
        expect(Object.keys(staged)).toEqual([...IMPORT_HEADINGS]);
        for (const value of Object.values(staged)) expect(typeof value).toBe('string');
        expect(() => stagedRowProblems(staged)).not.toThrow();
      }),
      { numRuns: 300 },
    );
  });

  it('property: is idempotent (a staged row normalises to itself)', () => {
    fc.assert(
      fc.property(rawRow, (row) => {
        const staged = normaliseImportRow(row);
        expect(normaliseImportRow(staged)).toEqual(staged);
      }),
      { numRuns: 300 },
    );
  });

  it('property: each value normalises to itself the second time', () => {
    fc.assert(
      fc.property(fc.constantFrom(...IMPORT_HEADINGS), cellText, (heading, text) => {
        const once = normaliseImportValue(heading, text);
        expect(normaliseImportValue(heading, once)).toBe(once);
      }),
      { numRuns: 2000 },
    );
  });

  it('property: staging drops exactly the blank rows and keeps the order', () => {
    fc.assert(
      fc.property(fc.array(rawRow, { maxLength: 8 }), (rows) => {
        const kept = rows.filter((row) => Object.values(row).some((v) => (v ?? '').trim() !== ''));
        expect(stageImportRows(rows)).toEqual(kept.map(normaliseImportRow));
      }),
    );
  });
});
