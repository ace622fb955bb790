import type { StagedRowLaw } from '@taxdep/domain/import';
import type { Notifier } from '../../ui/Notifier';

/**
 * What Import Assets and Export Assets read from the Asset Register tab (RegisterStore implements it): the report,
 * whether it takes writes, the tab's alerts and dialogs, and the list to reload after an import.
 */
export interface TransferContext {
  readonly reportId: number;
  /** docs/product/states-and-permissions.md#roles-and-permissions: import is disabled when the report is read-only. */
  readonly readOnly: boolean;
  readonly notifier: Pick<Notifier, 'show' | 'success' | 'error' | 'failed'>;
  reload(): Promise<void>;
  /**
   * Issue 23: the report's law the staged rows are judged by, as the register judges its rows (register-context.ts:
   * taxpayer, incentives' windows, the low value pool flag); absent, only the import's own rules.
   */
  readonly importLaw?: StagedRowLaw;
  /**
   * Issue 25 item 6: the report's EOFY report date (`YYYY-06-30`): the Export menu offers the schedules of its FY and
   * of the two before it (docs/api.md "Exports", "Which FY"); absent or null, the service's default, the current FY.
   */
  readonly eofyReportDate?: string | null;
  /**
   * Issue 26 item 6b: Add Asset's defaults (the report's fund and property codes), given to a staged row whose
   * cells are empty, as the service gives them on upload.
   */
  readonly newAssetDefaults?: { fundCode: string | null; propertyCode: string | null };
}
