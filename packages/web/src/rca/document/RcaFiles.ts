import type { FileSaverPort, RcaPort } from '@taxdep/domain/ports';
import { makeAutoObservable, runInAction } from 'mobx';
import { failureMessage } from '../../ui/failure-message';

export type RcaFileKind = 'csv' | 'workbook';

/**
 * The Document tab's downloads (issue 28 item 5), in their order: the button's text, what the file holds (its
 * accessible description), and the words of a failed download.
 */
export const RCA_FILES: readonly { kind: RcaFileKind; label: string; holds: string; failed: string }[] = [
  {
    kind: 'csv',
    label: 'Build-up CSV',
    holds: 'Each building’s build-up line by line, with its formula and amount in dollars and cents.',
    failed: 'The build-up CSV could not be downloaded',
  },
  {
    kind: 'workbook',
    label: 'Excel workbook',
    holds: 'The build-up, the library rates used and the averaging illustration, one sheet each.',
    failed: 'The Excel workbook could not be downloaded',
  },
];

/**
 * Downloads an assessment's files through the RCA port and saves each under the service's file name with the
 * FileSaverPort, as the capex forecast's are. One at a time; a failure says which file and the service's reason,
 * and the next download that works clears it.
 */
export class RcaFiles {
  /** The file being fetched, null when none is. */
  downloading: RcaFileKind | null = null;
  failure: string | null = null;

  constructor(
    private readonly port: RcaPort,
    private readonly saver: FileSaverPort,
  ) {
    makeAutoObservable<RcaFiles, 'port' | 'saver'>(this, { port: false, saver: false });
  }

  async download(rcaReportId: number, kind: RcaFileKind): Promise<void> {
    if (this.downloading !== null) return;
    this.downloading = kind;
    const file =
      kind === 'workbook'
        ? await this.port.exportWorkbook(rcaReportId)
        : await this.port.exportCsv(rcaReportId);
    const failure = file ? null : this.port.lastFailure();
    runInAction(() => {
      this.downloading = null;
      const failed = RCA_FILES.find((f) => f.kind === kind)?.failed ?? 'The file could not be downloaded';
      this.failure = file ? null : failureMessage({ failed }, failure);
    });
    if (file) this.saver.save(file);
  }
}
