/**
 * Bodies and answers of the calls that have no entity of their own (issue 11: declared once, here; the service's
 * schemas are generated from them and the ports use them unchanged). Bounds are the aliases of ./wire-limits.
 */
import type { CodeRef, Demolition, DemolitionWrite, OutputColumnIdentifier } from './asset';
import type { CivilDate, CodeText, Count, DemolitionPercent, Id, NewOrId, Text } from './wire-limits';

/** A category or method as the register row holds it; the service reads the code, or the id when the code is empty. */
export interface CodeRefInput extends CodeRef {
  id: NewOrId;
  code: CodeText;
}

/**
 * Body of POST /depreciationRate (docs/product/calls.md): the tax code text, the dates, category and method as the row holds
 * them (id and code). Issue 16 item 3: the service once expected `depreciationCategoryId`/`Code` while the web
 * sent this shape, so every method change answered 422; one declaration for both makes that a compile error.
 */
export interface DepreciationRateRequest {
  assetCode: CodeText;
  /** The acquisition date of s40-95. */
  invoiceDate: CivilDate | null;
  /** Used when there is no invoice date. */
  depreciationCommencementDate: CivilDate | null;
  /** 40, AD, 43, L, IA or R. */
  depreciationCategory: CodeRefInput | null;
  /** DV or PC. */
  depreciationMethod: CodeRefInput | null;
  /** Category 43 (issue 23, docs/tax-rules.md "Division 43"): when construction began; absent = the invoice date. */
  constructionStartDate?: CivilDate | null;
  /** Category 43: the asset's use (one of Tables 43-140/43-145's six); absent or null = the tax code's type. */
  constructionUse?: CodeText | null;
}

export interface DepreciationRateAnswer {
  /** Percent. */
  depreciationRate: number;
  /** Years; null when the tax code has none (Division 43). */
  effectiveLife: number | null;
}

/** Body of POST /depreciationReports/modelAssets/demolitionDates; without `id` (or 0) it creates the demolition. */
export interface DemolitionSave {
  id?: NewOrId | null;
  modelAsset: { id: Id; depreciationReportId: Id };
  /** A 30 June from the drop-down; null when empty. */
  demoDate: CivilDate | null;
  /** Percent, more than 0 and at most 100; null when empty. */
  rate: DemolitionPercent | null;
}

/** Answer of DELETE …/assetDemolitions/{demolitionId}: the asset's remaining demolitions with their figures. */
export interface DemolitionDeleted extends DemolitionWrite {
  id: Id;
  deleted: boolean;
  modelAssetId: Id;
}

/** Answer of POST …/demolitionDates: the saved demolition, and every demolition of its asset. */
export interface DemolitionSaved extends Demolition, DemolitionWrite {}

/** Body of POST /depreciationReports/modelAssets/model-abandonment-label; label id 0 unlinks (docs/product/states-and-permissions.md). */
export interface LabelMappingRequest {
  modelAssetId: Id;
  abandonmentLabelId: NewOrId;
  /** Informative; the stored tax code is compared. */
  assetCode?: CodeText | null;
}

/** The answer text of a label mapping. */
export type LabelMappingAnswer = 'Successfully Mapped' | 'Label Unmapped';

/** A label as the Manage Abandonment Label dialog saves it; absent, null or 0 `id` creates. */
export interface AbandonmentLabelInput {
  id?: NewOrId | null;
  /** Non-empty, unique, at most 100 characters (docs/product/rules.md#constants-and-limits: the domain's rule answers 422; this only bounds it). */
  label: Text;
  depreciationReportId?: Id | null;
  /** Extension: lease expiry or strip-out date. */
  abandonmentDate?: CivilDate | null;
}

/** @maxItems 500 */
export type AbandonmentLabelInputs = AbandonmentLabelInput[];

/** POST body: one label, a list, or `{ depreciationReportId, abandonmentLabel: [...] }` (saving none needs this). */
export type AbandonmentLabelSaveBody =
  | AbandonmentLabelInput
  | AbandonmentLabelInputs
  | { depreciationReportId: Id; abandonmentLabel: AbandonmentLabelInputs };

/** The 422 of a label save: the docs/product/rules.md#messages-and-errors messages, and per label (index in the dialog) what is wrong. */
export interface LabelSaveRefusal {
  message: string;
  errors: {
    /** Position in the dialog (stored labels first, then new ones). */
    index: number;
    id: number | null;
    problem: 'blank' | 'duplicate' | 'tooLong';
    message: string;
  }[];
}

export interface LabelDeleted {
  id: Id;
  deleted: boolean;
  unlinkedAssets: Count;
}

/** Answer of the Manage Output calls: each flag by name, and the same as a `columns` list. */
export type OutputColumnFlags = { depreciationReportId: Id; columns: OutputColumnSettings } & Record<
  OutputColumnIdentifier,
  boolean
>;

/** @maxItems 12 */
export type OutputColumnSettings = { columnIdentifier: OutputColumnIdentifier; display: boolean }[];

/** Body of POST /depreciation-reports/model-asset-display-flags: columns not sent keep their flag. */
export interface OutputColumnsSave {
  depreciationReportId: Id;
  columns: OutputColumnSettings;
}

export interface CopyRegisterRequest {
  sourceReportId: Id;
}

export interface CopyRegisterAnswer {
  copiedAssets: Count;
  copiedDemolitions: Count;
  createdLabels: Count;
}
