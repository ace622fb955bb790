import type { ScheduleExportFormat } from '../api/export-calls';
import type { ApiFailure } from './api-client';

/**
 * The files of the Asset Register's Export Assets menu (spec 2.3: standard and import format; docs/api.md "Exports"):
 * the register in its standard layout, in the import layout (to edit and import again), the import template, and
 * the schedule in an accountant's import layout (HandiTax, Class Super, Xero).
 */
export type RegisterExportKind =
  | { kind: 'standard' }
  | { kind: 'importable' }
  | { kind: 'template' }
  | { kind: 'schedule'; format: ScheduleExportFormat; ownerId?: number; financialYear?: number }
  /** Issue 25 item 6: the whole schedule as an Excel workbook (GET …/exportWorkbook); with ownerId, that owner's. */
  | { kind: 'workbook'; ownerId?: number };

/** A downloaded file: its bytes and the name the service gave it in Content-Disposition (spec 7). */
export interface ExportedFile {
  blob: Blob;
  fileName: string;
}

/**
 * Downloads an export of a report's register (GET …/exportModelAssets, …/exportImportableModelAssets,
 * …/downloadstaticfile, …/exportSchedule?format=). docs/product/rules.md#messages-and-errors: a failure answers
 * null, `lastFailure()` says why (issue #10).
 */
export interface RegisterExportPort {
  download(reportId: number, what: RegisterExportKind): Promise<ExportedFile | null>;
  lastFailure(): ApiFailure | null;
}

/** Hands a file to the user (in the browser, the download bar), under its own name. */
export interface FileSaverPort {
  save(file: ExportedFile): void;
}
