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
}

/**
 * A version 4 UUID for an upload (docs/api.md "Import upload": a client-made id, so a retried request imports once).
 * crypto.getRandomValues, unlike crypto.randomUUID, is there outside secure contexts too (a portal on plain http
 * inside the firm's network).
 */
export function randomUploadId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] as number) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] as number) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
