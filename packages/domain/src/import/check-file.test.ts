import { describe, expect, it } from 'vitest';
import type { CsvReaderPort, CsvReadOptions, CsvReadOutcome } from '../ports/csv-reader';
import { checkImportFile, startImportFileCheck } from './check-file';
import { encodeUtf8, fakeCsvReader, fileOfBytes, textFile } from './csv-reader.test-support';
import { IMPORT_HEADINGS } from './headings';
import { MAX_IMPORT_FILE_BYTES, MAX_IMPORT_ROWS } from './limits';

const HEADER = IMPORT_HEADINGS.join(',');
/** A valid row in heading order; `changes` replaces values by heading. */
function line(changes: Record<string, string> = {}): string {
  const values: Record<string, string> = {
    'ATO Code': 'ATO-0105',
    Category: '40',
    'Asset Description': 'Air conditioning unit',
    'Inv Date': '01/09/2024',
    'Original Cost': '"$12,000.00"',
    'Dep Method': 'DV',
    'Dep Rate': '13.33%',
    ...changes,
  };
  return IMPORT_HEADINGS.map((h) => values[h] ?? '').join(',');
}
/** A reader handing over `rows` ready-made records after the header, 1,000 a chunk (no text to split). */
function recordsReader(rows: number): CsvReaderPort & { handed: number } {
  const cells = line({ 'Original Cost': '12000' }).split(',');
  const reader = {
    handed: 0,
    read(_: unknown, options: CsvReadOptions) {
      const outcome = (async (): Promise<CsvReadOutcome> => {
        if (options.onRecords([{ line: 1, cells: [...IMPORT_HEADINGS] }])) return { kind: 'stopped' };
        for (let at = 0; at < rows; at += 1000) {
          const count = Math.min(1000, rows - at);
          reader.handed += count;
          const records = Array.from({ length: count }, (_, i) => ({ line: at + i + 2, cells }));
          if (options.onRecords(records) === 'stop') return { kind: 'stopped' };
        }
        return { kind: 'done', recordsRead: rows + 1 };
      })();
      return { outcome, cancel: () => {} };
    },
  };
  return reader;
}
const check = (text: string, name = 'register.csv') => checkImportFile(textFile(name, text), fakeCsvReader());
const refusal = async (text: string, name?: string) => {
  const result = await check(text, name);
  if (result.kind !== 'refused') throw new Error(`expected a refusal, got ${result.kind}`);
  return result.problem;
};

describe('checkImportFile (docs/product/import-export.md)', () => {
  it('stages rows with their lines, problems and warnings', async () => {
    const text = [HEADER, line(), '', line({ 'ATO Code': '' }), line({ 'Inv Date': '2024-09-01' }), ''].join(
      '\r\n',
    );
    const result = await check(text);
    expect(result.kind).toBe('staged');
    if (result.kind !== 'staged') return;
    expect(result.rows.map((row) => row.line)).toEqual([2, 4, 5]);
    expect(result.rows[0]?.values).toMatchObject({
      'Inv Date': '01/09/2024',
      'Original Cost': '12000',
      'Dep Rate': '13.33',
    });
    expect(result.invalidCount).toBe(2);
    expect(result.rowCount).toBe(3);
    expect(result.rows[1]?.problems.map((p) => p.message)).toEqual(['ATO Code is missing.']);
    expect(result.rows[2]?.warnings[0]?.message).toContain("Inv Date '2024-09-01' is written year first");
    expect(result.warningRowCount).toBe(1);
  });

  it("keeps only the rows with problems or warnings when asked to (keep: 'flagged')", async () => {
    const text = [HEADER, line(), line({ 'ATO Code': '' }), line(), line({ Category: 'Plant' })].join('\n');
    const result = await checkImportFile(textFile('r.csv', text), fakeCsvReader(), { keep: 'flagged' });
    expect(result).toMatchObject({ kind: 'staged', rowCount: 4, invalidCount: 1, warningRowCount: 1 });
    expect(result.kind === 'staged' && result.rows.map((row) => row.line)).toEqual([3, 5]);
  });

  it('hands the kept rows over chunk by chunk when asked to (onRows), keeping none in the outcome', async () => {
    const chunks: number[][] = [];
    const result = await checkImportFile(textFile('r.csv', 'unused'), recordsReader(2500), {
      onRows: (rows) => chunks.push(rows.map((row) => row.line)),
    });
    expect(result).toMatchObject({ kind: 'staged', rowCount: 2500, rows: [] });
    expect(chunks.map((lines) => lines.length)).toEqual([1000, 1000, 500]);
    expect(chunks.flat()).toEqual(Array.from({ length: 2500 }, (_, i) => i + 2));
  });

  it('counts lines of quoted values that span lines', async () => {
    const result = await check([HEADER, line({ 'Asset Description': '"two\nlines"' }), line()].join('\n'));
    expect(result.kind === 'staged' && result.rows.map((row) => row.line)).toEqual([2, 4]);
  });

  it('refuses by name, size and bytes before reading any record', async () => {
    const reader = fakeCsvReader();
    expect((await checkImportFile(textFile('register.xlsx', HEADER), reader)).kind).toBe('refused');
    const huge = {
      name: 'big.csv',
      size: MAX_IMPORT_FILE_BYTES + 1,
      bytes: () => Promise.reject(new Error('read')),
    };
    expect(await checkImportFile(huge, reader)).toMatchObject({ problem: { code: 'too-large' } });
    expect(
      await checkImportFile(fileOfBytes('x.csv', Uint8Array.from([0xff, 0xfe, 0x41, 0])), reader),
    ).toMatchObject({
      problem: { code: 'utf16' },
    });
    expect(reader.chunksHanded).toBe(0);
  });

  it('answers a failed read with its reason', async () => {
    const broken = { name: 'x.csv', size: 10, bytes: () => Promise.reject(new Error('permission denied')) };
    expect(await checkImportFile(broken, fakeCsvReader())).toMatchObject({
      problem: { code: 'unreadable', message: 'The file cannot be read: permission denied' },
    });
  });

  it('refuses a header without rows, and a file of blank lines', async () => {
    expect((await refusal(`${HEADER}\r\n\r\n,,,\r\n`)).code).toBe('no-rows');
    expect((await refusal('\n,,\n')).code).toBe('empty');
  });

  it('refuses broken quotes with their line', async () => {
    const plain = (changes: Record<string, string> = {}) => line({ 'Original Cost': '12000', ...changes });
    expect(
      await refusal([HEADER, plain(), plain({ 'Asset Description': '"open' }), plain()].join('\n')),
    ).toMatchObject({
      code: 'unclosed-quote',
      line: 3,
    });
    expect(await refusal([HEADER, line({ 'Asset Description': '"a"b' })].join('\n'))).toMatchObject({
      code: 'stray-quote',
      line: 2,
    });
  });

  it('refuses a row whose values shift past the headings, not one that stops short', async () => {
    const shifted = line({ 'Original Cost': '12,000.00' });
    expect(await refusal([HEADER, line(), shifted].join('\n'))).toMatchObject({
      code: 'too-many-values',
      line: 3,
    });
    expect((await refusal([HEADER, `${line()},`].join('\n'))).message).toBe(
      'Line 2 has 33 values but the header row has 32 headings. A value containing a comma (such as 1,000.00) must be in double quotes.',
    );
    const short = await check([HEADER, 'ATO-1,40,,Fan,,,,,01/01/2020,,100'].join('\n'));
    expect(short.kind === 'staged' && short.rows[0]?.problems.map((p) => p.heading)).toEqual([
      'Dep Rate',
      'Dep Method',
    ]);
  });

  it('refuses a value over the cell limit, naming its column', async () => {
    const problem = await refusal([HEADER, line({ 'Asset Description': 'x'.repeat(1001) })].join('\n'));
    expect(problem.message).toBe(
      "Line 2, column 'Asset Description': a value of 1,001 characters; values are limited to 1,000 characters.",
    );
  });

  it('refuses headings and separators, never staging a row', async () => {
    expect((await refusal([IMPORT_HEADINGS.join(';'), line()].join('\n'))).code).toBe('separator');
    expect((await refusal([HEADER.replace('Dep Rate', 'Dep Rat'), line()].join('\n'))).message).toContain(
      "did you mean 'Dep Rate'?",
    );
  });

  it('refuses more rows than the limit as soon as it sees one too many', async () => {
    const reader = recordsReader(MAX_IMPORT_ROWS + 5000);
    const result = await checkImportFile(textFile('big.csv', 'x'), reader);
    expect(result).toMatchObject({ kind: 'refused', problem: { code: 'too-many-rows' } });
    expect(reader.handed).toBe(MAX_IMPORT_ROWS + 1000);
  }, 30_000);

  it('accepts exactly the row limit', async () => {
    const result = await checkImportFile(textFile('big.csv', 'x'), recordsReader(MAX_IMPORT_ROWS));
    expect(result.kind === 'staged' && result.rows.length).toBe(MAX_IMPORT_ROWS);
  }, 30_000);

  it('keeps accents of UTF-8 text and passes a byte order mark', async () => {
    const bytes = Uint8Array.from([
      0xef,
      0xbb,
      0xbf,
      ...encodeUtf8([HEADER, line({ Location: 'Café Zürich' })].join('\n')),
    ]);
    const result = await checkImportFile(fileOfBytes('r.csv', bytes), fakeCsvReader());
    expect(result.kind === 'staged' && result.rows[0]?.values.Location).toBe('Café Zürich');
  });

  it('can be cancelled', async () => {
    const checking = startImportFileCheck(
      textFile('r.csv', [HEADER, line(), line(), line()].join('\n')),
      fakeCsvReader(1),
    );
    checking.cancel();
    expect(await checking.outcome).toEqual({ kind: 'cancelled' });
  });
});
