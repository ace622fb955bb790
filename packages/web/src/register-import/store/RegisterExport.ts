import type { FileSaverPort, RegisterExportKind, RegisterExportPort } from '@taxdep/domain/ports';
import { makeAutoObservable, runInAction } from 'mobx';
import type { TransferContext } from './context';

/** One entry of the Export Assets menu: what it downloads and its words. */
export interface ExportChoice {
  id: string;
  label: string;
  what: RegisterExportKind;
}

export interface ExportGroup {
  label: string;
  choices: readonly ExportChoice[];
}

/**
 * The Export Assets menu (spec 2.3: "Export Assets with two options: standard and import format"; docs/api.md
 * "Exports"): the register in both layouts, the accountants' schedule layouts of the current FY
 * (docs/product/import-export.md "Accountants' layouts") and the import template.
 */
export const EXPORT_GROUPS: readonly ExportGroup[] = [
  {
    label: 'Asset register',
    choices: [
      { id: 'standard', label: 'Standard', what: { kind: 'standard' } },
      { id: 'importable', label: 'Import format', what: { kind: 'importable' } },
    ],
  },
  {
    label: 'Schedule for accountants',
    choices: [
      { id: 'handitax', label: 'HandiTax', what: { kind: 'schedule', format: 'handitax' } },
      { id: 'classsuper', label: 'Class Super', what: { kind: 'schedule', format: 'classsuper' } },
      { id: 'xero', label: 'Xero', what: { kind: 'schedule', format: 'xero' } },
    ],
  },
  {
    label: 'Import',
    choices: [{ id: 'template', label: 'Import template', what: { kind: 'template' } }],
  },
];

/**
 * Export Assets: downloads the chosen file and hands it to the browser under the name the service gave it (spec 7:
 * "file name from the content-disposition header"). A failure shows the reason (issue #10); one download at a time.
 */
export class RegisterExport {
  /** The choice being downloaded, or null. */
  downloading: ExportChoice | null = null;

  constructor(
    private readonly port: RegisterExportPort,
    private readonly saver: FileSaverPort,
    private readonly context: TransferContext,
  ) {
    makeAutoObservable<RegisterExport, 'port' | 'saver' | 'context'>(this, {
      port: false,
      saver: false,
      context: false,
    });
  }

  async download(choice: ExportChoice): Promise<void> {
    if (this.downloading) return;
    this.downloading = choice;
    const file = await this.port.download(this.context.reportId, choice.what);
    const failure = file ? null : this.port.lastFailure();
    runInAction(() => {
      this.downloading = null;
    });
    if (file) this.saver.save(file);
    else
      this.context.notifier.failed({ failed: `The ${choice.label} export could not be downloaded` }, failure);
  }
}
