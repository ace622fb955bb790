import type { CapexExportTable } from '@taxdep/domain';
import type { CapexPort, FileSaverPort } from '@taxdep/domain/ports';
import { makeAutoObservable, runInAction } from 'mobx';
import { failureMessage } from '../../ui/failure-message';

/** One of the forecast's files: a table's CSV, or the workbook of all three. */
export type CapexFileKind = CapexExportTable | 'workbook';

/**
 * The Document tab's downloads (issue 27 item 5; docs/product/capex-document.md "CSV and Excel"), in their order:
 * the button's text, what the file holds (its accessible description), and the words of a failed download.
 */
export const CAPEX_FILES: readonly { kind: CapexFileKind; label: string; holds: string; failed: string }[] = [
  {
    kind: 'matrix',
    label: 'Matrix CSV',
    holds: 'The building elements by financial year, with the totals, capital and repairs rows.',
    failed: 'The matrix CSV could not be downloaded',
  },
  {
    kind: 'items',
    label: 'Items CSV',
    holds: 'Every item as entered, with its replacement years, forecast cost and why any is left out.',
    failed: 'The items CSV could not be downloaded',
  },
  {
    kind: 'replacements',
    label: 'Replacements CSV',
    holds: 'One row per replacement, with its base and escalated cost.',
    failed: 'The replacements CSV could not be downloaded',
  },
  {
    kind: 'workbook',
    label: 'Excel workbook',
    holds: 'The matrix, the items and the replacements, one sheet each.',
    failed: 'The Excel workbook could not be downloaded',
  },
];

/**
 * Downloads a forecast's files through the capex port and saves each under the service's file name with the
 * FileSaverPort, as the register's exports are. One at a time; a failure says which file and the service's reason,
 * and the next download that works clears it.
 */
export class CapexFiles {
  /** The file being fetched, null when none is. */
  downloading: CapexFileKind | null = null;
  failure: string | null = null;

  constructor(
    private readonly port: CapexPort,
    private readonly saver: FileSaverPort,
  ) {
    makeAutoObservable<CapexFiles, 'port' | 'saver'>(this, { port: false, saver: false });
  }

  async download(capexReportId: number, kind: CapexFileKind): Promise<void> {
    if (this.downloading !== null) return;
    this.downloading = kind;
    const file =
      kind === 'workbook'
        ? await this.port.exportWorkbook(capexReportId)
        : await this.port.exportCsv(capexReportId, kind);
    const failure = file ? null : this.port.lastFailure();
    runInAction(() => {
      this.downloading = null;
      const failed = CAPEX_FILES.find((f) => f.kind === kind)?.failed ?? 'The file could not be downloaded';
      this.failure = file ? null : failureMessage({ failed }, failure);
    });
    if (file) this.saver.save(file);
  }
}
