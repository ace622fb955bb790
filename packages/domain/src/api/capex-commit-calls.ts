/**
 * Issue 27 item 4 (second half): "Commit" a forecast replacement into a depreciation report in progress, as a new
 * asset and the old one's disposal, both shown before they are saved (docs/api.md "Capex forecasts"). Declared
 * apart from ./capex-calls.ts so the forecast's own calls and this one change separately; ApiCalls (./calls.ts)
 * extends CapexCommitCalls.
 */
import type { FinancialYearNumber } from './calculation-calls';
import type { RegisterAsset } from './register-calls';
import type { CivilDate, Id, Text } from './wire-limits';

/** Body of POST /CapexReports/{id}/commit. */
export interface CapexCommit {
  /** The forecast item whose replacement is committed. */
  itemId: Text;
  /** The financial year of the replacement (one of the item's replacements in the forecast). */
  financialYear: FinancialYearNumber;
  /** The depreciation report (of the forecast's property, In Progress) the asset is added to. */
  depreciationReportId: Id;
  /** False: answer what would be saved and save nothing; true: save both in one transaction. */
  save: boolean;
}

/** The register asset the replacement retires, disposed of on 1 July of its year for nil (s40-285 scrapping). */
export interface CapexCommitDisposal {
  assetId: Id;
  description: Text;
  disposalDate: CivilDate;
  /** Dollars, as the register's record has it: 0 (scrapped, nothing received). */
  terminationValue: number;
}

/** Answer of POST /CapexReports/{id}/commit: the same for a preview and a save. */
export interface CapexCommitAnswer {
  saved: boolean;
  depreciationReportId: Id;
  /**
   * The asset as the register's save path makes it (derived rate, verdict `hasErrors`, amounts in dollars). Its
   * `id` is the new asset's once saved, 0 in a preview.
   */
  newAsset: RegisterAsset;
  /** Null when the item replaces no asset of this report. */
  disposal: CapexCommitDisposal | null;
  /** What the surveyor should know before saving (the new asset's problems, an asset not in this report). */
  problems: Text[];
}

/** A depreciation report a replacement may be committed to: the forecast's property's, In Progress. */
export interface CapexCommitTarget {
  depreciationReportId: Id;
  reportName: Text;
  eofyReportDate: CivilDate | null;
  /** Whether the signed-in user may edit it (the reports' one rule): a commit by someone else is refused. */
  mayEdit: boolean;
}

/** Answer of GET /CapexReports/{id}/commitTargets: newest first (the latest EOFY date, then the newest id). */
export interface CapexCommitTargets {
  reports: CapexCommitTarget[];
}

interface CapexCommitParams {
  /** The forecast's id (a report id of kind capex). */
  id: Id;
}

export interface CapexCommitCalls {
  'GET /CapexReports/{id}/commitTargets': { params: CapexCommitParams; response: CapexCommitTargets };
  'POST /CapexReports/{id}/commit': {
    params: CapexCommitParams;
    body: CapexCommit;
    response: CapexCommitAnswer;
  };
}
