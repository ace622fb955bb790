import type { CapexItemWire, CapexReportHeader } from '@taxdep/domain';

/**
 * What the capex view's tab stores need of the view (CapexStore): the forecast open, whether it may change, and
 * what to tell it after a save. Its own file so the stores and the view that holds them do not import each other.
 */
export interface CapexContext {
  readonly report: CapexReportHeader | null;
  readonly capexReportId: number | null;
  readonly readOnly: boolean;
  /** The saved settings' base year, which items are judged against; null before the forecast is read. */
  readonly baseYear: number | null;
  /** The property's latest depreciation report, which items may start from; null: none. */
  readonly depreciationReportId: number | null;
  /** A header save answered: the version and settings the service now holds. */
  applyHeader(saved: CapexReportHeader): void;
  /** Items added from the register or a file, as the service stored them. */
  addSavedItems(items: readonly CapexItemWire[]): void;
  /** Something the forecast is worked from was saved: its figures are read again. */
  forecastChanged(): void;
}
