import type { CsvReaderPort, CsvReading, CsvReadOptions, CsvRecord, CsvSource } from '@taxdep/domain/ports';

/**
 * A CsvReaderPort for the capex view's tests, which cannot reach papaparse (web-adapters-only-in-composition-root):
 * RFC 4180 quoting (a quoted cell may hold commas, quotes and line breaks), CRLF or LF, every record in one chunk.
 * The adapter's own tests hold papaparse to the same port.
 */
export class TestCsvReader implements CsvReaderPort {
  read(source: CsvSource, options: CsvReadOptions): CsvReading {
    const run = async () => {
      const text = await textOf(source);
      const records = recordsOf(text);
      if (options.onRecords(records) === 'stop') return { kind: 'stopped' as const };
      return { kind: 'done' as const, recordsRead: records.length };
    };
    return { outcome: run(), cancel: () => undefined };
  }
}

async function textOf(source: CsvSource): Promise<string> {
  if (typeof source === 'string') return source;
  const bytes = source instanceof Uint8Array ? source : new Uint8Array(await source.arrayBuffer());
  return new TextDecoder().decode(bytes).replace(/^\uFEFF/, '');
}

function recordsOf(input: string): CsvRecord[] {
  const text = input.replace(/\r\n?/g, '\n').replace(/\n$/, '');
  const records: CsvRecord[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let start = 1;
  for (let i = 0; i <= text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else {
        if (char === '\n') line++;
        cell += char ?? '';
      }
    } else if (char === '"' && cell === '') quoted = true;
    else if (char === ',') {
      cells.push(cell);
      cell = '';
    } else if (char === '\n' || char === undefined) {
      cells.push(cell);
      records.push({ line: start, cells });
      cells = [];
      cell = '';
      line++;
      start = line;
    } else cell += char;
  }
  return records;
}
