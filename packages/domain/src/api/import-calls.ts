/**
 * The request and answer of the import upload (docs/product/calls.md "POST /depreciationReports/{id}/uploadModelAssets":
 * "uploads the CSV rows (rows and reportId)"; its shapes are "not shown", so designed here, docs/api.md "Import
 * upload"). A row is the staging screen's row (docs/product/import-export.md "Rows"): the import headings of
 * docs/product/entities.md to text. The bounds repeat packages/domain/src/import/limits.ts (the service's tests hold
 * them equal).
 */
import type { ImportHeading } from '../import/headings';
import type { Count, Id } from './wire-limits';

/**
 * One value of a staged row as text (docs/product/states-and-permissions.md "Import flow": values kept as text);
 * MAX_IMPORT_CELL_CHARS.
 * @maxLength 1000
 */
export type ImportCell = string;

/**
 * A client-made UUID naming one upload, so a retried request (a timeout, a lost answer) imports once.
 * @pattern ^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$
 */
export type UploadId = string;

/**
 * A staged row: each import heading to its text, as the staging screen holds it (the import's StagedRow). An
 * absent heading reads as empty, so a client may leave empty cells out.
 */
export interface UploadRow {
  'ATO Code'?: ImportCell;
  Category?: ImportCell;
  'Project Code'?: ImportCell;
  'Asset Description'?: ImportCell;
  'Sub Category'?: ImportCell;
  Location?: ImportCell;
  'Supplier Name'?: ImportCell;
  'Inv#'?: ImportCell;
  'Inv Date'?: ImportCell;
  'Dep Commencement Date'?: ImportCell;
  'Original Cost'?: ImportCell;
  'Written Down Value'?: ImportCell;
  'WDV Date'?: ImportCell;
  'Historical Building Cost'?: ImportCell;
  'Dep Method'?: ImportCell;
  'Dep Rate'?: ImportCell;
  'Demolition date'?: ImportCell;
  'Demolition %'?: ImportCell;
  /** Ours (issue 23 item 9, docs/api.md "Import upload"): the optional columns of every other asset field. */
  'Fund Code'?: ImportCell;
  'Property Code'?: ImportCell;
  'Financial Year End'?: ImportCell;
  'Annual Depreciation Claim'?: ImportCell;
  'Abandonment Label'?: ImportCell;
  'Abandonment Date'?: ImportCell;
  'Disposal Date'?: ImportCell;
  'Termination Value'?: ImportCell;
  'Set Name'?: ImportCell;
  'Second Hand'?: ImportCell;
  'Construction Start Date'?: ImportCell;
  'Construction Completion Date'?: ImportCell;
  'Construction Use'?: ImportCell;
  /** Issue 25 item 4: why a customised rate was set (the asset's rateReason). */
  'Rate Reason'?: ImportCell;
}

/**
 * The staged rows of one file, in file order: MAX_IMPORT_ROWS.
 * @maxItems 100000
 */
export type UploadRows = UploadRow[];

/** Body of POST …/{id}/uploadModelAssets. */
export interface UploadBody {
  uploadId: UploadId;
  rows: UploadRows;
  /** docs/product/calls.md sends the report id too; when given it must be the path's. */
  reportId?: Id;
}

/**
 * Codes of the file the service does not know (by code; at most 100 of each kind): their field is left empty and the
 * rows are flagged by error mode, never matched to a guess.
 */
export interface UnknownImportCodes {
  taxCodes: string[];
  categories: string[];
  methods: string[];
}

export interface UploadAnswer {
  uploadId: UploadId;
  /** Assets added by this upload (blank rows are dropped, as the staging screen drops them). */
  uploadedCount: Count;
  /** Of those, the rows the staging screen counts invalid (docs/product/rules.md "Import"). */
  invalidCount: Count;
  /** Of those, the rows stored with errors of validateAsset: what the register's error mode lists. */
  flaggedCount: Count;
  /** Demolitions made from 'Demolition date' and 'Demolition %'. */
  demolitionCount: Count;
  unknownCodes: UnknownImportCodes;
  /** True when this uploadId was imported before: nothing was added now, the answer is that upload's. */
  alreadyUploaded: boolean;
  /** docs/product/rules.md#messages-and-errors "Upload success" / "Upload with no records". */
  message: string;
}

/** The headings UploadRow declares are exactly the import headings (a type error here when one is missing). */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export const UPLOAD_ROW_HAS_EVERY_HEADING: Same<keyof UploadRow, ImportHeading> = true;

/**
 * An Excel workbook's bytes in base64 (issue 26 item 6d): at most MAX_IMPORT_FILE_BYTES (50 MB) of workbook, so
 * 69,905,068 characters.
 * @maxLength 69905068
 */
export type WorkbookBase64 = string;

/**
 * A file name as the browser gives it.
 * @minLength 1
 * @maxLength 255
 */
export type ImportFileName = string;

/** Body of POST /importWorkbook: a workbook chosen in Import Assets, to be read as the import reads a csv file. */
export interface WorkbookBody {
  fileName: ImportFileName;
  workbook: WorkbookBase64;
}

/**
 * The workbook's sheet of asset rows as csv text (the first sheet whose first row holds the import headings, else
 * the first sheet), which the staging screen then checks as it checks a csv file.
 */
export interface WorkbookAnswer {
  sheetName: string;
  csv: string;
}
