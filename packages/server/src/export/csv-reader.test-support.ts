/**
 * A CSV reader for the export tests (the service does not depend on papaparse, the adapters' reader): RFC 4180
 * records from UTF-8 bytes (a byte order mark skipped), handed to the domain's import check (`checkImportFile`,
 * `@taxdep/domain/import`) through its reader port, so an exported file is read back exactly as the import reads a
 * file. Strict on purpose: a stray or unclosed quote is reported, never guessed around.
 */
import type { CsvReaderPort, CsvReadOutcome, CsvRecord, CsvSource } from '@taxdep/domain/ports';

/** The records of `text`: fields split at commas, records at CRLF, LF or CR outside quotes; quotes undone. */
export function parseCsv(
  text: string,
): { records: CsvRecord[] } | { malformed: 'unclosed-quote' | 'stray-quote'; line: number } {
  const records: CsvRecord[] = [];
  let cells: string[] = [];
  let cell = '';
  let line = 1;
  let recordLine = 1;
  let i = 0;
  const endRecord = () => {
    cells.push(cell);
    records.push({ line: recordLine, cells });
    cells = [];
    cell = '';
  };
  while (i < text.length) {
    const char = text[i] as string;
    if (char === '"' && cell === '') {
      let j = i + 1;
      let value = '';
      for (;;) {
        if (j >= text.length) return { malformed: 'unclosed-quote', line: recordLine };
        if (text[j] === '"') {
          if (text[j + 1] === '"') {
            value += '"';
            j += 2;
            continue;
          }
          break;
        }
        if (text[j] === '\n') line += 1;
        value += text[j];
        j += 1;
      }
      i = j + 1;
      const next = text[i];
      if (next !== undefined && next !== ',' && next !== '\r' && next !== '\n') {
        return { malformed: 'stray-quote', line: recordLine };
      }
      cell = value;
      continue;
    }
    if (char === ',') {
      cells.push(cell);
      cell = '';
      i += 1;
    } else if (char === '\r' || char === '\n') {
      endRecord();
      i += char === '\r' && text[i + 1] === '\n' ? 2 : 1;
      line += 1;
      recordLine = line;
    } else {
      cell += char;
      i += 1;
    }
  }
  if (cell !== '' || cells.length > 0) endRecord();
  return { records };
}

function textOf(source: CsvSource): Promise<string> | string {
  if (typeof source === 'string') return source;
  const decode = (bytes: Uint8Array) => new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  if (source instanceof Uint8Array) return decode(source);
  return source.arrayBuffer().then((buffer) => decode(new Uint8Array(buffer)));
}

/** The reader port over `parseCsv`: every record in one chunk. */
export const testCsvReader: CsvReaderPort = {
  read(source, options) {
    const outcome = (async (): Promise<CsvReadOutcome> => {
      let text: string;
      try {
        text = await textOf(source);
      } catch (error) {
        return { kind: 'unreadable', reason: String(error) };
      }
      const parsed = parseCsv(text);
      if ('malformed' in parsed) return { kind: 'malformed', problem: parsed.malformed, line: parsed.line };
      if (options.onRecords(parsed.records) === 'stop') return { kind: 'stopped' };
      return { kind: 'done', recordsRead: parsed.records.length };
    })();
    return { outcome, cancel: () => {} };
  },
};
