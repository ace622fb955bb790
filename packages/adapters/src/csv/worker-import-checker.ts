/**
 * The import check in a worker (docs/product/import-export.md "Reading a file"): the page hands over the chosen file
 * and only receives the progress and the staged rows, a chunk at a time (a few milliseconds each), while the worker
 * decodes, parses and validates; so a 100,000-row file never holds the page (issue 13: under 3 s, no block over
 * 200 ms, `pnpm bench:import-parse`). One worker per file, ended at the outcome or on cancel. Where there is no
 * Worker (tests, the CLI), the same check runs on the calling thread.
 */
import {
  type CheckedImportRow,
  type ImportFileCheck,
  type ImportFileChecker,
  type ImportFileChecking,
  type ImportFileCheckOptions,
  type ImportFileSource,
  importFileProblems,
  inThreadImportFileChecker,
} from '@taxdep/domain/import';
import { type ImportCheckMessage, type ImportCheckRequest, unpackRows } from './import-check-protocol';
import { PapaCsvReader } from './papa-csv-reader';

/** What the checker needs of a worker: a browser Worker fits, and so does a test's stand-in. */
export interface ImportCheckWorker {
  onmessage: ((event: { data: ImportCheckMessage }) => void) | null;
  onerror: ((event: { message: string; preventDefault?(): void }) => void) | null;
  postMessage(message: ImportCheckRequest, transfer?: ArrayBuffer[]): void;
  terminate(): void;
}

/**
 * The browser's Worker, typed here rather than by the DOM library: the CLI, which reads this folder's PapaCsvReader,
 * is typed for Node. Declared, not defined: `Worker` below is the global, written as Vite's worker bundling needs.
 */
declare const Worker:
  | (new (
      url: URL,
      options: { type: 'module'; name: string },
    ) => ImportCheckWorker)
  | undefined;

function browserWorker(): ImportCheckWorker {
  if (typeof Worker === 'undefined') throw new Error('no Worker here');
  return new Worker(new URL('./import-check.worker.ts', import.meta.url), {
    type: 'module',
    name: 'import-check',
  });
}

export class WorkerImportFileChecker implements ImportFileChecker {
  /** `newWorker` null: no worker here, the check runs on the calling thread. */
  constructor(
    private readonly newWorker: (() => ImportCheckWorker) | null = typeof Worker === 'undefined'
      ? null
      : browserWorker,
  ) {}

  start(file: ImportFileSource, options: ImportFileCheckOptions = {}): ImportFileChecking {
    if (!this.newWorker) return inThreadImportFileChecker(new PapaCsvReader()).start(file, options);
    const worker = this.newWorker();
    const rows: CheckedImportRow[] = [];
    let settle: (outcome: ImportFileCheck) => void = () => {};
    const outcome = new Promise<ImportFileCheck>((resolve) => {
      settle = (result) => {
        settle = () => {};
        worker.onmessage = null;
        worker.onerror = null;
        worker.terminate();
        resolve(result);
      };
    });
    worker.onmessage = ({ data }) => {
      if (data.kind === 'progress') options.onProgress?.(data.progress);
      else if (data.kind === 'rows') {
        if (options.onRows) {
          const chunk: CheckedImportRow[] = [];
          unpackRows(data.rows, chunk);
          options.onRows(chunk);
        } else unpackRows(data.rows, rows);
      } else settle(data.outcome.kind === 'staged' ? { ...data.outcome, rows } : data.outcome);
    };
    // A worker that fails to load or throws: the file is refused with the reason, never left reading.
    worker.onerror = (event) => {
      event.preventDefault?.();
      settle({
        kind: 'refused',
        problem: importFileProblems.unreadable(event.message || 'the reading failed'),
      });
    };
    void this.post(worker, file, options).catch((error: unknown) =>
      settle({ kind: 'refused', problem: importFileProblems.unreadable(String(error)) }),
    );
    return { outcome, cancel: () => settle({ kind: 'cancelled' }) };
  }

  private async post(worker: ImportCheckWorker, file: ImportFileSource, options: ImportFileCheckOptions) {
    const request = {
      name: file.name,
      size: file.size,
      keep: options.keep ?? 'all',
      ...(options.law ? { law: options.law } : {}),
    } as const;
    // A File is cloned without its bytes, which the worker reads itself; anything else sends its bytes, moved.
    if (typeof Blob !== 'undefined' && file instanceof Blob) worker.postMessage({ ...request, file });
    else {
      const bytes = await file.arrayBuffer();
      worker.postMessage({ ...request, file: bytes }, [bytes]);
    }
  }
}
