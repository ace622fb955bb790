import type { IncentiveTableLoad, IncentiveTableLoadAnswer, IncentiveWindowTable } from '@taxdep/domain';
import type { FileSaverPort, IncentiveWindowsPort } from '@taxdep/domain/ports';
import { writeIncentiveTableFile } from '@taxdep/domain/tax';
import { makeAutoObservable, runInAction } from 'mobx';
import { failureMessage } from '../ui/failure-message';
import { adminWrite } from './admin-write';

/** The load call's text limit (IncentiveTableText, 1,000,000 characters): a larger file is refused before reading. */
export const MAX_INCENTIVE_TABLE_FILE_BYTES = 1_000_000;

/**
 * The Incentive windows section of the Administration page (issue 23 item 2; docs/product/administration.md
 * "Incentive windows"): the table in force with its version and who loaded it, its download as the file an
 * administrator edits, and the load of a file: choose it, see what it adds, changes and removes and every problem
 * by row and column (nothing stored), confirm. A bad file changes nothing: the table in force stays on screen.
 */
export class IncentiveWindowsStore {
  table: IncentiveWindowTable | null = null;
  loads: IncentiveTableLoad[] = [];
  failure: string | null = null;
  notice: string | null = null;
  busy = false;
  /** The chosen file and its preview; cleared by Confirm or Cancel. */
  file: { fileName: string; text: string } | null = null;
  preview: IncentiveTableLoadAnswer | null = null;

  constructor(
    private readonly port: IncentiveWindowsPort,
    private readonly saver: FileSaverPort | null = null,
    /** The session's windows (IncentiveWindowsInForce), read again once a load is confirmed. */
    private readonly inForce: { refresh(): Promise<void> } | null = null,
  ) {
    makeAutoObservable<IncentiveWindowsStore, 'port' | 'saver' | 'inForce'>(this, {
      port: false,
      saver: false,
      inForce: false,
    });
  }

  async start(): Promise<void> {
    const [table, loads] = await Promise.all([this.port.table(), this.port.loads()]);
    runInAction(() => {
      if (!table || !loads) {
        this.failure = failureMessage(
          { failed: "The incentives' windows could not be read" },
          this.port.lastFailure(),
        );
        return;
      }
      this.table = table;
      this.loads = loads;
    });
  }

  /** The file name a download of the table in force takes. */
  get downloadName(): string {
    return `incentive-windows-v${this.table?.version ?? 0}.csv`;
  }

  /** Download as CSV: the table in force, in the layout a load reads, to edit and load again. */
  download(): void {
    if (!this.table || !this.saver) return;
    const text = writeIncentiveTableFile(this.table.windows);
    this.saver.save({ blob: new Blob([text], { type: 'text/csv' }), fileName: this.downloadName });
  }

  /** A file chosen: previews what it would do (nothing is stored yet). */
  async chooseFile(fileName: string, size: number, readText: () => Promise<string>): Promise<void> {
    this.preview = null;
    this.file = null;
    this.notice = null;
    this.failure = null;
    if (size > MAX_INCENTIVE_TABLE_FILE_BYTES) {
      this.failure = `${fileName} is larger than 1 MB: not an incentive table.`;
      return;
    }
    const file = { fileName, text: await readText() };
    const preview = await this.write(() => this.port.preview(file), `${fileName} could not be read`);
    runInAction(() => {
      this.file = preview ? file : null;
      this.preview = preview;
    });
  }

  /** Confirm: loads the previewed file (the service compares it again with the table in force now). */
  async confirm(): Promise<void> {
    const file = this.file;
    if (!file || !this.preview?.loadable) return;
    const loaded = await this.write(() => this.port.load(file), `${file.fileName} could not be loaded`);
    if (!loaded) return;
    const [table, loads] = await Promise.all([this.port.table(), this.port.loads(), this.inForce?.refresh()]);
    runInAction(() => {
      this.preview = null;
      this.file = null;
      if (table) this.table = table;
      if (loads) this.loads = loads;
      this.notice =
        `${loaded.fileName} loaded as version ${loaded.version}: ${loaded.added.length} added, ` +
        `${loaded.changed.length} changed, ${loaded.removed.length} removed. It is in force now; ` +
        'IA and AD rows are judged again.';
    });
  }

  cancel(): void {
    this.file = null;
    this.preview = null;
  }

  private write<T>(call: () => Promise<T | null>, failed: string): Promise<T | null> {
    return adminWrite(this, this.port, call, failed);
  }
}
