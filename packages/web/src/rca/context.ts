import type { RcaReport } from '@taxdep/domain';

/**
 * What the RCA view's tab stores need of the view (RcaStore): the assessment open, whether it may change, and what
 * to tell it after a save. Its own file so the stores and the view that holds them do not import each other.
 */
export interface RcaContext {
  readonly report: RcaReport | null;
  readonly rcaReportId: number | null;
  readonly readOnly: boolean;
  /** A save answered: the version and the verdict on the inputs the service now holds. */
  applySaved(saved: RcaReport): void;
  /** Something the assessment is worked from was saved: its figures are read again. */
  assessmentChanged(): void;
  /** Reads the assessment again and shows its inputs as stored (after someone else's save, a 409). */
  reloadInputs(): Promise<void>;
}
