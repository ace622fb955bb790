import type {
  StagedRate,
  StagedRateQuestion,
  UploadAnswer,
  UploadBody,
  WorkbookAnswer,
  WorkbookBody,
} from '@taxdep/domain';
import { inThreadImportFileChecker } from '@taxdep/domain/import';
import type {
  ApiFailure,
  CsvReaderPort,
  CsvReading,
  CsvReadOptions,
  CsvReadOutcome,
  CsvRecord,
  CsvSource,
  ExportedFile,
  FileSaverPort,
  RegisterExportKind,
  RegisterExportPort,
  RegisterImportPort,
} from '@taxdep/domain/ports';
import type { Container } from 'inversify';
import { REGISTER_TRANSFER_TYPES } from '../identifiers';
import type { TransferContext } from '../store/context';
import { ImportStaging } from '../store/ImportStaging';
import { RegisterExport } from '../store/RegisterExport';

/** The import file headings in file order (docs/product/entities.md), the header row of the tests' files. */
export const HEADER =
  'ATO Code,Category,Project Code,Asset Description,Sub Category,Location,Supplier Name,Inv#,Inv Date,' +
  'Dep Commencement Date,Original Cost,Written Down Value,WDV Date,Historical Building Cost,Dep Method,Dep Rate,' +
  'Demolition date,Demolition %';

/** A valid row, or one without its description (invalid: 'Asset Description is missing.'). */
export function csvRow(n: number, valid = true): string {
  const description = valid ? `Oven ${n}` : '';
  return `1234,40,P1,${description},,Kitchen,Acme,INV-${n},5/3/2020,,"$1,000.50",,,,DV,20%,,`;
}

/** A csv file as the picker gives it (a browser File). */
export function csvFile(name: string, lines: readonly string[]): File {
  return new File([lines.join('\r\n')], name, { type: 'text/csv' });
}

/** Splits one line into cells: plain cells and double-quoted ones (enough for the tests' files). */
function cellsOf(line: string): string[] {
  const cells: string[] = [];
  const pattern = /("([^"]*)"|[^,]*)(,|$)/g;
  for (let match = pattern.exec(line); match; match = pattern.exec(line)) {
    cells.push(match[2] ?? match[1] ?? '');
    if (match[3] === '') break;
  }
  return cells;
}

/**
 * A CsvReaderPort for the web's tests, which cannot reach papaparse (web-adapters-only-in-composition-root): records of
 * plain or quoted cells, `chunkRecords` a chunk with a turn of the event loop between chunks, progress and cancel.
 * `holdAfterFirstChunk` stops after the first chunk until `release()`, so a test sees the reading under way.
 */
export class FakeCsvReader implements CsvReaderPort {
  private release_: (() => void) | null = null;
  constructor(private readonly options: { chunkRecords?: number; holdAfterFirstChunk?: boolean } = {}) {}

  release(): void {
    this.release_?.();
  }

  read(source: CsvSource, options: CsvReadOptions): CsvReading {
    let cancelled = false;
    const run = async (): Promise<CsvReadOutcome> => {
      const bytes = typeof source === 'string' ? new TextEncoder().encode(source) : (source as Uint8Array);
      const text = new TextDecoder().decode(bytes).replace(/^\uFEFF/, '');
      const lines = text.split(/\r\n|\n|\r/);
      const records: CsvRecord[] = lines.map((line, index) => ({ line: index + 1, cells: cellsOf(line) }));
      const size = this.options.chunkRecords ?? 1000;
      for (let start = 0; start < records.length; start += size) {
        await new Promise((resolve) => setTimeout(resolve, 0));
        if (start > 0 && this.options.holdAfterFirstChunk && !cancelled) {
          await new Promise<void>((resolve) => {
            this.release_ = resolve;
          });
        }
        if (cancelled) return { kind: 'cancelled' };
        const chunk = records.slice(start, start + size);
        if (options.onRecords(chunk) === 'stop') return { kind: 'stopped' };
        const read = Math.min(records.length, start + size);
        options.onProgress?.({
          recordsRead: read,
          bytesRead: Math.round((bytes.length * read) / records.length),
          totalBytes: bytes.length,
        });
      }
      return { kind: 'done', recordsRead: records.length };
    };
    return {
      outcome: run(),
      cancel: () => {
        cancelled = true;
        this.release();
      },
    };
  }
}

/** The upload call: records each body, answers the count of rows sent, or fails with `failure` (issue #10). */
export class FakeImportPort implements RegisterImportPort {
  readonly uploads: { reportId: number; body: UploadBody }[] = [];
  failure: ApiFailure | null = null;
  /** Set to answer this count whatever was sent (the service dropped rows). */
  uploadedCount: number | null = null;
  private last: ApiFailure | null = null;

  /** When set, the answer waits for it: a test sees the screen while the call is out. */
  gate: Promise<void> | null = null;
  /**
   * Issue 26: the rate of a tax code (upper-cased) the service derives; a code of `unknownCodes` is not in its
   * table; any other is known without a derivable rate (the file's own rate stands).
   */
  rates = new Map<string, StagedRate>();
  unknownCodes = new Set<string>();
  /** Set to make POST /stagedRates fail. */
  ratesFail = false;
  readonly rateQuestions: StagedRateQuestion[][] = [];

  /** Issue 26 item 6d: the csv a workbook reads as (null: the call fails with `failure`). */
  workbookCsv: string | null = null;
  readonly workbooks: WorkbookBody[] = [];

  async readWorkbook(body: WorkbookBody): Promise<WorkbookAnswer | null> {
    this.workbooks.push(body);
    this.last = this.failure;
    return this.workbookCsv === null ? null : { sheetName: 'Register', csv: this.workbookCsv };
  }

  async stagedRates(questions: readonly StagedRateQuestion[]): Promise<StagedRate[] | null> {
    this.rateQuestions.push([...questions]);
    if (this.ratesFail) return null;
    return questions.map(
      (question) =>
        this.rates.get(question.assetCode) ?? {
          knownTaxCode: !this.unknownCodes.has(question.assetCode),
          depreciationRate: null,
          exactRate: null,
          effectiveLife: null,
          reason: 'no effective life in force at the acquisition date (assetCode)',
        },
    );
  }

  async uploadRows(reportId: number, body: UploadBody): Promise<UploadAnswer | null> {
    this.uploads.push({ reportId, body });
    await this.gate;
    this.last = this.failure;
    if (this.failure) return null;
    const uploadedCount = this.uploadedCount ?? body.rows.length;
    return {
      uploadId: body.uploadId,
      uploadedCount,
      invalidCount: 0,
      flaggedCount: 0,
      demolitionCount: 0,
      unknownCodes: { taxCodes: [], categories: [], methods: [] },
      alreadyUploaded: false,
      message: `${uploadedCount} Records have been successfully uploaded.`,
    };
  }

  lastFailure(): ApiFailure | null {
    return this.last;
  }
}

/** The export calls: records each download, answers a small csv named after it, or fails with `failure`. */
export class FakeExportPort implements RegisterExportPort {
  readonly downloads: { reportId: number; what: RegisterExportKind }[] = [];
  failure: ApiFailure | null = null;
  private last: ApiFailure | null = null;

  async download(reportId: number, what: RegisterExportKind): Promise<ExportedFile | null> {
    this.downloads.push({ reportId, what });
    this.last = this.failure;
    if (this.failure) return null;
    const name = what.kind === 'schedule' ? `schedule-${what.format}` : what.kind;
    return { blob: new Blob([`${HEADER}\r\n`], { type: 'text/csv' }), fileName: `${name}-${reportId}.csv` };
  }

  lastFailure(): ApiFailure | null {
    return this.last;
  }
}

export class FakeFileSaver implements FileSaverPort {
  readonly saved: ExportedFile[] = [];
  save(file: ExportedFile): void {
    this.saved.push(file);
  }
}

export interface FakeTransfers {
  reader: FakeCsvReader;
  importPort: FakeImportPort;
  exportPort: FakeExportPort;
  saver: FakeFileSaver;
}

/** Binds Import and Export Assets over fakes, as register/bindings.ts binds them over the adapters. */
export function bindFakeTransfers(
  container: Container,
  context: TransferContext,
  fakes: Partial<FakeTransfers> = {},
): FakeTransfers {
  const all: FakeTransfers = {
    reader: fakes.reader ?? new FakeCsvReader(),
    importPort: fakes.importPort ?? new FakeImportPort(),
    exportPort: fakes.exportPort ?? new FakeExportPort(),
    saver: fakes.saver ?? new FakeFileSaver(),
  };
  let ids = 0;
  const nextId = () => {
    ids += 1;
    return `00000000-0000-4000-8000-${String(ids).padStart(12, '0')}`;
  };
  container
    .bind(REGISTER_TRANSFER_TYPES.ImportStaging)
    .toConstantValue(
      new ImportStaging(all.importPort, inThreadImportFileChecker(all.reader), context, nextId),
    );
  container
    .bind(REGISTER_TRANSFER_TYPES.RegisterExport)
    .toConstantValue(new RegisterExport(all.exportPort, all.saver, context));
  return all;
}
