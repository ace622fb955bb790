/**
 * Issue 26 items 2 and 6: the rates the service would derive for rows staged by the import and the paste from Excel,
 * asked for before anything is saved (docs/api.md "Staged rates"). A staged row without a 'Dep Rate' is no longer
 * invalid when the service derives one, an unknown tax code is named per row at staging, and the staging tables
 * show the rate each row will get and its rate mode (docs/product/import-export.md "The rate a row will get").
 */
import type { CivilDate, CodeText, Count, Percent } from './wire-limits';

/** What a row's tax-office rate depends on (as POST /depreciationRate asks it), category and method by code. */
export interface StagedRateQuestion {
  assetCode: CodeText;
  depreciationCategory: CodeText | null;
  depreciationMethod: CodeText | null;
  invoiceDate: CivilDate | null;
  depreciationCommencementDate: CivilDate | null;
  /** Category 43 (issue 23): when construction began and the asset's use; null = the tax code's own. */
  constructionStartDate: CivilDate | null;
  constructionUse: CodeText | null;
}

export interface StagedRatesBody {
  /**
   * The distinct questions of a staging (a client sends each once, in parts of at most 2,000).
   * @maxItems 2000
   */
  questions: StagedRateQuestion[];
}

/** The exact rate as a fraction, so a file's `13.3333` and `13.33` both read as the tax office's 2/15. */
export interface ExactRate {
  numerator: Count;
  denominator: Count;
}

/** One question's answer, in the order asked. */
export interface StagedRate {
  /** Whether the tax code is in the firm's table: an unknown one is saved empty and flagged. */
  knownTaxCode: boolean;
  /** The rate a save derives (percent, as the register stores it); null when none can be derived. */
  depreciationRate: Percent | null;
  exactRate: ExactRate | null;
  /** Years of the life in force at the asset's date; null for Division 43 or when there is no rate. */
  effectiveLife: number | null;
  /** Why no rate can be derived (null when there is one). */
  reason: string | null;
}

export interface StagedRatesAnswer {
  rates: StagedRate[];
}
