import type { CsvReadOptions, CsvRecord, CsvSource } from '@taxdep/domain/ports';
import { describe, expect, it } from 'vitest';
import { PapaCsvReader } from './papa-csv-reader';

async function readAll(source: CsvSource, reader = new PapaCsvReader(), extra: Partial<CsvReadOptions> = {}) {
  const records: CsvRecord[] = [];
  const outcome = await reader.read(source, {
    onRecords: (chunk) => {
      records.push(...chunk);
      return undefined;
    },
    ...extra,
  }).outcome;
  return { outcome, records };
}

const encode = (text: string) => new TextEncoder().encode(text);

describe('PapaCsvReader (docs/product/import-export.md "Reading a file")', () => {
  it('splits records, keeps every value as text, and numbers the lines', async () => {
    const { outcome, records } = await readAll(
      'a,b\r\n007,"1,000.00"\n"two\r\nlines",x\r\n\n"say ""hi""",=1+1',
    );
    expect(outcome).toEqual({ kind: 'done', recordsRead: 5 });
    expect(records).toEqual([
      { line: 1, cells: ['a', 'b'] },
      { line: 2, cells: ['007', '1,000.00'] },
      { line: 3, cells: ['two\nlines', 'x'] },
      { line: 5, cells: [''] },
      { line: 6, cells: ['say "hi"', '=1+1'] },
    ]);
  });

  it('takes CR, LF and CRLF line ends mixed in one file', async () => {
    const { records } = await readAll('h\r1\n2\r\n3');
    expect(records.map((r) => [r.line, r.cells[0]])).toEqual([
      [1, 'h'],
      [2, '1'],
      [3, '2'],
      [4, '3'],
    ]);
  });

  it('reads UTF-8 bytes and blobs, dropping the byte order mark', async () => {
    const bytes = Uint8Array.from([0xef, 0xbb, 0xbf, ...encode('Location\nCafé')]);
    expect((await readAll(bytes)).records.map((r) => r.cells[0])).toEqual(['Location', 'Café']);
    expect((await readAll(new Blob([bytes]))).records[1]?.cells).toEqual(['Café']);
  });

  it('refuses bytes that are not UTF-8', async () => {
    const { outcome } = await readAll(Uint8Array.from([0x41, 0x0a, 0x43, 0xe9]));
    expect(outcome).toEqual({ kind: 'unreadable', reason: 'it is not UTF-8 text' });
  });

  it('reports broken quotes with the line of the record', async () => {
    expect((await readAll('h,i\n1,2\n3,"open\n4,5\n')).outcome).toEqual({
      kind: 'malformed',
      problem: 'unclosed-quote',
      line: 3,
    });
    expect((await readAll('h,i\n"x\ny",2\n"a"b,3\n')).outcome).toEqual({
      kind: 'malformed',
      problem: 'stray-quote',
      line: 4,
    });
  });

  it('hands over chunks, reports progress up to the whole file, and gives way between chunks', async () => {
    const text = `h\n${Array.from({ length: 2000 }, (_, i) => `row ${i}`).join('\n')}`;
    const bytes = encode(text);
    const progress: number[] = [];
    let turnsTaken = 0;
    let chunks = 0;
    const ticker = setInterval(() => (turnsTaken += 1), 0);
    const reader = new PapaCsvReader({ chunkSize: 1000 });
    const outcome = await reader.read(bytes, {
      onRecords: () => {
        chunks += 1;
        return undefined;
      },
      onProgress: (p) => progress.push(p.bytesRead),
    }).outcome;
    clearInterval(ticker);
    expect(outcome).toEqual({ kind: 'done', recordsRead: 2001 });
    expect(chunks).toBeGreaterThan(10);
    expect(progress.at(-1)).toBe(bytes.length);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(turnsTaken).toBeGreaterThan(0);
  });

  it('stops when told to, and can be cancelled', async () => {
    const text = Array.from({ length: 5000 }, (_, i) => `r${i}`).join('\n');
    const reader = new PapaCsvReader({ chunkSize: 500 });
    let handed = 0;
    const stopped = await reader.read(text, {
      onRecords: (chunk) => {
        handed += chunk.length;
        return 'stop';
      },
    }).outcome;
    expect(stopped).toEqual({ kind: 'stopped' });
    expect(handed).toBeLessThan(5000);

    const reading = reader.read(text, { onRecords: () => undefined });
    reading.cancel();
    expect(await reading.outcome).toEqual({ kind: 'cancelled' });
    let received = 0;
    const late = reader.read(text, {
      onRecords: (chunk) => {
        received += chunk.length;
        if (received > 1000) late.cancel();
        return undefined;
      },
    });
    expect(await late.outcome).toEqual({ kind: 'cancelled' });
    expect(received).toBeLessThan(5000);
  });
});
