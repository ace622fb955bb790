/**
 * The request and answer of a paste from Excel into the register grid (issue 16; designed in docs/api.md "Paste from
 * Excel"; docs/product/asset-register.md "Paste from Excel"): the changes to assets on screen and the assets added,
 * in one write. Values are texts in the CSV import's staged forms (packages/domain/src/paste/paste-fields.ts); the
 * service reads them with the import's rules again.
 */
import type { PasteField } from '../paste/paste-fields';
import type { UnknownImportCodes, UploadId } from './import-calls';
import type { Count, Id } from './wire-limits';

/**
 * One pasted value as staged (dates DD/MM/YYYY, amounts plain decimals, rates without %); MAX_IMPORT_CELL_CHARS.
 * @maxLength 1000
 */
export type PasteCell = string;

/** A row's pasteable fields (the grid's column keys); an absent field is not part of the paste. */
export interface PasteValues {
  assetCode?: PasteCell;
  depreciationCategory?: PasteCell;
  fundCode?: PasteCell;
  propertyCode?: PasteCell;
  projectCode?: PasteCell;
  description?: PasteCell;
  subCategory?: PasteCell;
  location?: PasteCell;
  supplier?: PasteCell;
  invoiceNumber?: PasteCell;
  invoiceDate?: PasteCell;
  depreciationCommencementDate?: PasteCell;
  financialYearEndDate?: PasteCell;
  originalCost?: PasteCell;
  writtenDownValue?: PasteCell;
  writtenDownValueDate?: PasteCell;
  depreciationMethod?: PasteCell;
  depreciationRate?: PasteCell;
  historicalBuildingCost?: PasteCell;
  /** Issue 26 item 4: the disposal, read and judged as the import reads and judges it. */
  disposalDate?: PasteCell;
  terminationValue?: PasteCell;
  /** Issue 25: why a customised rate differs from the tax office's. */
  rateReason?: PasteCell;
  /** Issue 23: the set (s40-80(2)), second-hand `Yes`/`No` (s40-27), construction dates and use (Division 43). */
  setName?: PasteCell;
  secondHand?: PasteCell;
  constructionStartDate?: PasteCell;
  constructionCompletionDate?: PasteCell;
  constructionUse?: PasteCell;
}

/** The changed fields of one asset, with the asset as the paste read it. */
export interface PasteChange {
  assetId: Id;
  /**
   * The asset's pasteable values as the grid held them when the paste was staged (assetPasteCells): when the
   * stored asset differs in any of them, someone changed it since and the paste is refused (409).
   */
  base: PasteValues;
  values: PasteValues;
}

/**
 * MAX_PASTE_ROWS (packages/domain/src/paste/stage-paste.ts), changes and additions together.
 * @maxItems 10000
 */
export type PasteChanges = PasteChange[];

/** @maxItems 10000 */
export type PasteAdditions = PasteValues[];

/** Body of POST /depreciationReports/{id}/pasteModelAssets. */
export interface PasteBody {
  /** A client-made UUID per paste: a retried request writes once. */
  pasteId: UploadId;
  changes: PasteChanges;
  additions: PasteAdditions;
}

export interface PasteAnswer {
  pasteId: UploadId;
  changedCount: Count;
  addedCount: Count;
  /** Of the assets written, those stored with errors of validateAsset: what the register's error mode lists. */
  flaggedCount: Count;
  /** Codes the service does not know: their field is left empty, as the import leaves it. */
  unknownCodes: UnknownImportCodes;
  /** True when this pasteId was written before: nothing was written now, the answer is that paste's. */
  alreadyPasted: boolean;
  message: string;
}

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
/** The fields PasteValues declares are exactly the pasteable fields (a type error here when one is missing). */
export const PASTE_VALUES_HAS_EVERY_FIELD: Same<keyof PasteValues, PasteField> = true;
