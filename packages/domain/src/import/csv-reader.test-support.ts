/**
 * A CSV reader for the domain's tests, which cannot reach papaparse (dependency rule domain-only-date-fns): RFC 4180
 * quoting, CRLF/LF/CR, records handed over in chunks of `chunkRecords`. The adapter's own tests hold papaparse to
 * the same port (packages/adapters/src/csv).
 */
import type { CsvReaderPort, CsvReadOutcome, CsvRecord, CsvSource } from '../ports/csv-reader';

/** UTF-8 to text, enough for tests (the inputs are checked by inspectImportBytes first). */
function decodeUtf8(bytes: Uint8Array): string {
  let text = '';
  let i = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0;
  while (i < bytes.length) {
    const lead = bytes[i] as number;
    const need = lead < 0x80 ? 0 : lead < 0xe0 ? 1 : lead < 0xf0 ? 2 : 3;
    let code = need === 0 ? lead : lead & (0x3f >> need);
    for (let k = 1; k <= need; k += 1) code = (code << 6) | ((bytes[i + k] as number) & 0x3f);
    text += String.fromCodePoint(code);
    i += need + 1;
  }
  return text;
}

type Split = { records: CsvRecord[] } | { malformed: 'unclosed-quote' | 'stray-quote'; line: number };

export function splitCsv(input: string): Split {
  const text = input.replace(/\r\n?/g, '\n');
  const records: CsvRecord[] = [];
  let cells: string[] = [];
  let cell = '';
  let line = 1;
  let start = 1;
  let i = 0;
  while (i <= text.length) {
    const char = text[i];
    if (cell === '' && char === '"') {
      const close = (() => {
        let j = i + 1;
        while (j < text.length) {
          if (text[j] === '"' && text[j + 1] === '"') j += 2;
          else if (text[j] === '"') return j;
          else j += 1;
        }
        return -1;
      })();
      if (close < 0) return { malformed: 'unclosed-quote', line: start };
      cell = text.slice(i + 1, close).replaceAll('""', '"');
      line += (cell.match(/\n/g) ?? []).length;
      i = close + 1;
      if (i < text.length && text[i] !== ',' && text[i] !== '\n')
        return { malformed: 'stray-quote', line: start };
      continue;
    }
    if (char === ',' || char === '\n' || char === undefined) {
      cells.push(cell);
      cell = '';
      if (char !== ',') {
        if (!(char === undefined && cells.length === 1 && cells[0] === '' && text.endsWith('\n'))) {
          records.push({ line: start, cells });
        }
        cells = [];
        line += 1;
        start = line;
      }
    } else {
      cell += char;
    }
    i += 1;
  }
  return { records };
}

export function fakeCsvReader(chunkRecords = 2): CsvReaderPort & { chunksHanded: number } {
  const reader = {
    chunksHanded: 0,
    read(source: CsvSource, options: Parameters<CsvReaderPort['read']>[1]) {
      let cancelled = false;
      const outcome = (async (): Promise<CsvReadOutcome> => {
        const text =
          typeof source === 'string'
            ? source
            : decodeUtf8(source instanceof Uint8Array ? source : new Uint8Array(await source.arrayBuffer()));
        const split = splitCsv(text);
        if ('malformed' in split) return { kind: 'malformed', problem: split.malformed, line: split.line };
        for (let at = 0; at < split.records.length; at += chunkRecords) {
          await Promise.resolve();
          if (cancelled) return { kind: 'cancelled' };
          reader.chunksHanded += 1;
          if (options.onRecords(split.records.slice(at, at + chunkRecords)) === 'stop')
            return { kind: 'stopped' };
        }
        return { kind: 'done', recordsRead: split.records.length };
      })();
      return { outcome, cancel: () => (cancelled = true) };
    },
  };
  return reader;
}

/** Text as UTF-8 bytes, by hand: the domain has no TextEncoder type. */
export function encodeUtf8(text: string): Uint8Array {
  const bytes: number[] = [];
  for (const char of text) {
    const code = char.codePointAt(0) as number;
    if (code < 0x80) bytes.push(code);
    else if (code < 0x800) bytes.push(0xc0 | (code >> 6), 0x80 | (code & 0x3f));
    else if (code < 0x10000)
      bytes.push(0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f));
    else
      bytes.push(
        0xf0 | (code >> 18),
        0x80 | ((code >> 12) & 0x3f),
        0x80 | ((code >> 6) & 0x3f),
        0x80 | (code & 0x3f),
      );
  }
  return Uint8Array.from(bytes);
}

export function textFile(name: string, text: string) {
  return fileOfBytes(name, encodeUtf8(text));
}

export function fileOfBytes(name: string, bytes: Uint8Array) {
  return { name, size: bytes.length, bytes: async () => bytes };
}
