import { checkImportFile, IMPORT_HEADINGS } from '@taxdep/domain/import';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PapaCsvReader } from './papa-csv-reader';

/** CSV-like text: the headings, commas, quotes, line ends, amounts, dates, formulas and odd characters. */
const csvish = fc
  .array(
    fc.oneof(
      fc.constantFrom(
        ...IMPORT_HEADINGS,
        ',',
        '"',
        '""',
        '\n',
        '\r\n',
        '\r',
        ';',
        '\t',
        ' ',
        '=1+1',
        '(1,000)',
        '$-5',
      ),
      fc.constantFrom(
        '05/03/2020',
        '31/02/2020',
        '2020-03-05',
        '1.234,56',
        'DV',
        'PC',
        '40',
        'Café',
        '\u0000',
      ),
      fc.string({ maxLength: 6 }),
    ),
    { maxLength: 120 },
  )
  .map((parts) => parts.join(''));

const checkBytes = (bytes: Uint8Array) =>
  checkImportFile(
    { name: 'fuzz.csv', size: bytes.length, bytes: async () => bytes },
    new PapaCsvReader({ chunkSize: 64 }),
  );

describe('checking any file (docs/product/import-export.md "Files refused")', () => {
  it('property: any bytes get a refusal with a message or staged rows, never a throw', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.uint8Array({ maxLength: 400 }),
          csvish.map((t) => new TextEncoder().encode(t)),
        ),
        async (bytes) => {
          const result = await checkBytes(bytes);
          if (result.kind === 'refused') {
            expect(result.problem.message.length).toBeGreaterThan(10);
          } else {
            expect(result.kind).toBe('staged');
            if (result.kind !== 'staged') return;
            const lines = result.rows.map((row) => row.line);
            expect(lines).toEqual([...lines].sort((a, b) => a - b));
            expect(result.invalidCount).toBe(result.rows.filter((row) => row.problems.length > 0).length);
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('property: a file of the headings and any rows is staged or refused for a row, never for its header', async () => {
    await fc.assert(
      fc.asyncProperty(csvish, async (rows) => {
        const bytes = new TextEncoder().encode(`${IMPORT_HEADINGS.join(',')}\n${rows}`);
        const result = await checkBytes(bytes);
        if (result.kind === 'refused')
          expect(['headings', 'separator', 'empty']).not.toContain(result.problem.code);
      }),
      { numRuns: 300 },
    );
  });
});
