/**
 * Reading CSV text in chunks (docs/product/import-export.md "Reading a file"). The import must not freeze the page on a
 * 100,000-row file, so a reader hands over records a chunk at a time, gives way to the page between chunks, reports
 * its progress and can be cancelled. The domain decides what the records mean (`packages/domain/src/import`); the
 * adapter (papaparse, `packages/adapters/src/csv`) only splits text into records.
 */

/** A file or blob as the reader takes it: a browser `File` fits, and so does a file the CLI read from disk. */
export interface CsvBlob {
  readonly size: number;
  arrayBuffer(): Promise<ArrayBuffer>;
}

/** UTF-8 bytes (a byte order mark is skipped), a blob of them, or text already decoded. */
export type CsvSource = string | Uint8Array | CsvBlob;

/** One record of the file: its cells as text, and the file line (1-based) it starts on. */
export interface CsvRecord {
  readonly line: number;
  readonly cells: readonly string[];
}

export interface CsvReadProgress {
  recordsRead: number;
  /** Bytes of the source read so far, in proportion to the text parsed (exact for ASCII). */
  bytesRead: number;
  totalBytes: number;
}

export interface CsvReadOptions {
  /** Called with each chunk's records, in file order; answering 'stop' ends the reading (outcome `stopped`). */
  onRecords(records: readonly CsvRecord[]): 'stop' | undefined;
  onProgress?(progress: CsvReadProgress): void;
}

export type CsvReadOutcome =
  | { kind: 'done'; recordsRead: number }
  | { kind: 'stopped' }
  | { kind: 'cancelled' }
  /** A quoted value never closed (`unclosed-quote`) or followed by text before the separator (`stray-quote`). */
  | { kind: 'malformed'; problem: 'unclosed-quote' | 'stray-quote'; line: number }
  /** The source could not be read or is not UTF-8. */
  | { kind: 'unreadable'; reason: string };

export interface CsvReading {
  /** Settles once, never rejects. Records already handed over stay valid only if the outcome is `done`. */
  readonly outcome: Promise<CsvReadOutcome>;
  /** Stops at the next chunk; the outcome becomes `cancelled`. */
  cancel(): void;
}

/**
 * Splits comma-separated text into records: RFC 4180 quoting, every value kept as text, line breaks CRLF, LF or CR
 * in any mix (a line break inside a quoted value is read as LF), empty lines kept as records of one empty cell.
 */
export interface CsvReaderPort {
  read(source: CsvSource, options: CsvReadOptions): CsvReading;
}
