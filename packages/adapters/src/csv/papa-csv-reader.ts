/**
 * The CSV reader port on papaparse (docs/product/import-export.md "Reading a file"). The text is parsed a chunk at a
 * time on the calling thread, with a pause after each chunk so the page stays responsive on a 100,000-row file.
 * papaparse's own `worker: true` is not used: it builds its worker from its own source text at run time, which
 * bundlers break (mholt/PapaParse#1122: malformed results under Vite 8 production builds, the portal's bundler;
 * #1145: a TypeError inside the worker under Vite/esbuild, never reported to the page). The portal runs this reader
 * in a module worker of its own instead (worker-import-checker.ts), with the validation.
 */
import type {
  CsvReaderPort,
  CsvReading,
  CsvReadOptions,
  CsvReadOutcome,
  CsvRecord,
  CsvSource,
} from '@taxdep/domain/ports';
import Papa from 'papaparse';

export interface PapaCsvReaderOptions {
  /** Characters parsed between two pauses; 512 Ki keeps each step of the page to a few tens of milliseconds. */
  chunkSize?: number;
  /**
   * true (default): a turn of the event loop after each chunk, so a page reading on its own thread stays responsive.
   * A worker, which nothing else waits for, parses straight through (worker-import-checker.ts).
   */
  pauseBetweenChunks?: boolean;
}

const DEFAULT_CHUNK_SIZE = 512 * 1024;

/**
 * Papa.parse on a string with `chunk` and no worker, which papaparse supports (its StringStreamer) but whose typings
 * (@types/papaparse 5.5) offer only with `worker: true` or for files.
 */
type ChunkedStringConfig = Papa.ParseConfig<string[]> & {
  chunkSize: number;
  chunk(results: Papa.ParseResult<string[]>, parser: Papa.Parser): void;
};
const parseChunked = Papa.parse as unknown as (text: string, config: ChunkedStringConfig) => void;

/** Gives the event loop a turn: setImmediate where there is one (Node), else a zero timeout (browsers). */
function nextTurn(callback: () => void): void {
  const immediate = (globalThis as { setImmediate?: (callback: () => void) => void }).setImmediate;
  if (immediate) immediate(callback);
  else setTimeout(callback, 0);
}

async function textOf(source: CsvSource): Promise<{ text: string; totalBytes: number }> {
  if (typeof source === 'string') return { text: source.replace(/^\uFEFF/, ''), totalBytes: source.length };
  const bytes = source instanceof Uint8Array ? source : new Uint8Array(await source.arrayBuffer());
  // fatal: bytes that are not UTF-8 are refused rather than read as replacement characters; the BOM is dropped.
  return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), totalBytes: bytes.length };
}

/** Line feeds inside a record's cells: each moves the next record one line further down. */
function lineFeedsIn(cells: readonly string[]): number {
  let count = 0;
  for (const cell of cells) {
    if (cell.indexOf('\n') < 0) continue;
    for (let i = cell.indexOf('\n'); i >= 0; i = cell.indexOf('\n', i + 1)) count += 1;
  }
  return count;
}

export class PapaCsvReader implements CsvReaderPort {
  private readonly chunkSize: number;
  private readonly pauseBetweenChunks: boolean;

  constructor(options: PapaCsvReaderOptions = {}) {
    this.chunkSize = options.chunkSize ?? DEFAULT_CHUNK_SIZE;
    this.pauseBetweenChunks = options.pauseBetweenChunks ?? true;
  }

  read(source: CsvSource, options: CsvReadOptions): CsvReading {
    const state = { cancelled: false, abort: () => {} };
    const outcome = this.parse(source, options, state);
    return {
      outcome,
      cancel: () => {
        state.cancelled = true;
        state.abort();
      },
    };
  }

  private async parse(
    source: CsvSource,
    options: CsvReadOptions,
    state: { cancelled: boolean; abort: () => void },
  ): Promise<CsvReadOutcome> {
    let input: { text: string; totalBytes: number };
    try {
      input = await textOf(source);
    } catch (error) {
      const reason = error instanceof TypeError ? 'it is not UTF-8 text' : String(error);
      return { kind: 'unreadable', reason };
    }
    if (state.cancelled) return { kind: 'cancelled' };
    // CRLF, LF and CR in any mix end a line (docs/product/import-export.md); papaparse takes one kind per file.
    const text = input.text.replace(/\r\n?/g, '\n');
    return new Promise<CsvReadOutcome>((resolve) => {
      let settled = false;
      let nextLine = 1;
      let recordsRead = 0;
      const settle = (result: CsvReadOutcome, parser?: Papa.Parser) => {
        if (settled) return;
        settled = true;
        parser?.abort();
        resolve(result);
      };
      const config: ChunkedStringConfig = {
        delimiter: ',',
        newline: '\n',
        quoteChar: '"',
        header: false,
        skipEmptyLines: false,
        chunkSize: this.chunkSize,
        chunk: (results, parser) => {
          state.abort = () => settle({ kind: 'cancelled' }, parser);
          if (state.cancelled) return settle({ kind: 'cancelled' }, parser);
          const records: CsvRecord[] = results.data.map((cells) => {
            const record = { line: nextLine, cells };
            nextLine += 1 + lineFeedsIn(cells);
            return record;
          });
          const quoteError = results.errors.find((error) => error.type === 'Quotes');
          if (quoteError) {
            const line = records[quoteError.row ?? 0]?.line ?? nextLine;
            const problem = quoteError.code === 'InvalidQuotes' ? 'stray-quote' : 'unclosed-quote';
            return settle({ kind: 'malformed', problem, line }, parser);
          }
          recordsRead += records.length;
          if (options.onRecords(records) === 'stop') return settle({ kind: 'stopped' }, parser);
          const fraction = text.length === 0 ? 1 : Math.min(1, results.meta.cursor / text.length);
          options.onProgress?.({
            recordsRead,
            bytesRead: Math.round(fraction * input.totalBytes),
            totalBytes: input.totalBytes,
          });
          if (!this.pauseBetweenChunks) return;
          parser.pause();
          nextTurn(() => {
            if (state.cancelled) settle({ kind: 'cancelled' }, parser);
            else parser.resume();
          });
        },
        complete: () => settle({ kind: 'done', recordsRead }),
      };
      parseChunked(text, config);
    });
  }
}
