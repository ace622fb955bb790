/**
 * The import check's worker (docs/product/import-export.md "Reading a file"): one request, then its messages; the
 * page ends it when the outcome has come or the reading is cancelled. A module worker of our own, bundled by Vite
 * from `new Worker(new URL(...))` in worker-import-checker.ts, not papaparse's `worker: true` (see papa-csv-reader.ts).
 */
import { type ImportCheckMessage, type ImportCheckRequest, runImportCheck } from './import-check-protocol';

/** The worker's global scope, as much of it as is used (the package is typed for the DOM, not for workers). */
const scope = globalThis as unknown as {
  onmessage: ((event: MessageEvent<ImportCheckRequest>) => void) | null;
  postMessage(message: ImportCheckMessage): void;
};

scope.onmessage = (event) => {
  scope.onmessage = null;
  runImportCheck(event.data, (message) => scope.postMessage(message));
};
