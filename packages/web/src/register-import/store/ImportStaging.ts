import type { UploadRow } from '@taxdep/domain';
import {
  askStagedRates,
  type CheckedImportRow,
  type ImportFileChecker,
  type ImportFileChecking,
  type ImportFileProblem,
  importFileProblems,
  invalidRowsMessage,
  isWorkbookFileName,
  MAX_IMPORT_FILE_BYTES,
  NON_CSV_FILE_TITLE,
  NON_IMPORT_FILE_MESSAGE,
  rejudgeStagedRows,
  type StagedRates,
  stagedRateQuestions,
} from '@taxdep/domain/import';
import { DEFAULT_PAGE_SIZE, type PageSize, totalPages } from '@taxdep/domain/paging';
import type { CsvReadProgress, RegisterImportPort } from '@taxdep/domain/ports';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { base64Of } from '../../ui/base64';
import { failureMessage } from '../../ui/failure-message';
import { randomUploadId } from '../../ui/upload-id';
import type { TransferContext } from './context';
import { withDefaults } from './staging-inputs';
import { uploadSummary } from './upload-summary';

/** The file the user chose: a browser `File` fits. */
export interface ChosenFile {
  readonly name: string;
  readonly size: number;
  arrayBuffer(): Promise<ArrayBuffer>;
}

/** The reading under way (docs/product/import-export.md "Reading a file": progress in records and bytes). */
export interface ImportReading {
  fileName: string;
  recordsRead: number;
  bytesRead: number;
  totalBytes: number;
}

/** A file read and staged: every row (the staging screen keeps all), the counts, and the upload's one id. */
export interface StagedFile {
  /** The report the file was chosen for: the rows go to it, whichever report the tab shows later. */
  reportId: number;
  fileName: string;
  rows: readonly CheckedImportRow[];
  rowCount: number;
  invalidCount: number;
  warningRowCount: number;
  notes: readonly string[];
  /** Made once per staging: a retry after a failure sends the same id, and the service imports once. */
  uploadId: string;
  /**
   * Issue 26: the rates the service derives for the rows, once asked (POST /stagedRates); null while asking or
   * when the call failed (the rows are then judged without them, as `taxdep check-import` judges them).
   */
  rates: StagedRates | null;
}

/** Said when the rates could not be asked: the rows are judged as the file has them. */
export const RATES_UNKNOWN =
  'The rates the service would derive could not be worked out, so rows without a Dep Rate are counted as missing ' +
  'it and unknown tax codes are not named here; the upload still derives the rates.';

/** The title of the dialog of a file refused for any reason but its name (which has the spec's own title). */
export const FILE_REFUSED_TITLE = 'The file cannot be imported';
/** Said under every refusal: a refused file is never partly staged or imported. */
export const NOTHING_CHANGED = 'Nothing was imported; the asset register is unchanged.';

/** An upload row with its empty cells left out (import-calls.ts: an absent heading reads as empty): a smaller body. */
function uploadRowOf(row: CheckedImportRow): UploadRow {
  const cells: UploadRow = {};
  for (const [heading, value] of Object.entries(row.values) as [keyof UploadRow, string][])
    if (value !== '') cells[heading] = value;
  return cells;
}

/**
 * Import Assets (docs/product/asset-register.md "Import and export"; docs/product/import-export.md): has the chosen
 * csv file checked by the ImportFileChecker (in a worker in the portal) with its progress (cancellable), staged with
 * the domain's rules, pages the staging screen (docs/product/rules.md#constants-and-limits: 50 a page), and uploads every row on
 * Confirm to Import. A refused file, a cancelled reading or a failed upload changes nothing on the register.
 */
export class ImportStaging {
  reading: ImportReading | null = null;
  staged: StagedFile | null = null;
  page = 1;
  pageSize: PageSize = DEFAULT_PAGE_SIZE;
  /** Lists only the invalid rows, so a long file's few problems are found without paging through it all. */
  onlyInvalid = false;
  uploading = false;
  /** Why the last Confirm to Import failed, shown on the staging screen (issue #10); null otherwise. */
  uploadFailure: string | null = null;
  /** Issue 26: the staged rows' rates are being asked for; Confirm to Import waits for them. */
  ratesPending = false;
  /** Issue 26: why the rates are unknown (RATES_UNKNOWN), or null. */
  ratesFailure: string | null = null;
  private checking: ImportFileChecking | null = null;
  /** Counts the files chosen and the cancels: a workbook's answer for an earlier choice is dropped. */
  private choices = 0;

  constructor(
    private readonly port: RegisterImportPort,
    private readonly checker: ImportFileChecker,
    private readonly context: TransferContext,
    private readonly newUploadId: () => string = randomUploadId,
  ) {
    makeAutoObservable<
      ImportStaging,
      'port' | 'checker' | 'context' | 'newUploadId' | 'checking' | 'choices'
    >(this, {
      choices: false,
      port: false,
      checker: false,
      context: false,
      newUploadId: false,
      checking: false,
      // A 100,000-row file: the rows are replaced whole, never observed one by one.
      staged: observableRef,
    });
  }

  /** docs/product/asset-register.md "Header": Import Assets is hidden when the report is read-only. */
  get available(): boolean {
    return !this.context.readOnly;
  }

  /** The rows the screen lists: all of them, or only the invalid ones. */
  get shownRows(): readonly CheckedImportRow[] {
    const rows = this.staged?.rows ?? [];
    return this.onlyInvalid ? rows.filter((row) => row.problems.length > 0) : rows;
  }

  get pages(): number {
    return totalPages(this.shownRows.length, this.pageSize);
  }

  get pageRows(): readonly CheckedImportRow[] {
    const start = (this.page - 1) * this.pageSize;
    return this.shownRows.slice(start, start + this.pageSize);
  }

  setOnlyInvalid(only: boolean): void {
    this.onlyInvalid = only;
    this.page = 1;
  }

  /** docs/product/rules.md "Import": the count of invalid rows, word for word; null when every row is valid. */
  get invalidMessage(): string | null {
    return invalidRowsMessage(this.staged?.invalidCount ?? 0);
  }

  /** Reads and stages a file; a reading under way is cancelled first. Resolves when the reading has settled. */
  async chooseFile(file: ChosenFile): Promise<void> {
    if (!this.available) return;
    this.cancelReading();
    this.uploadFailure = null;
    const choice = ++this.choices;
    let checked: ChosenFile = file;
    if (isWorkbookFileName(file.name)) {
      const csv = await this.readWorkbook(file, choice);
      if (csv === null) return;
      checked = csv;
    }
    // The File itself goes to the checker: a worker reads its bytes, so the page never copies them.
    const checking = this.checker.start(checked, {
      onProgress: (progress) => this.progressed(checking, progress),
      ...(this.context.importLaw ? { law: this.context.importLaw } : {}),
    });
    this.checking = checking;
    this.reading = { fileName: file.name, recordsRead: 0, bytesRead: 0, totalBytes: file.size };
    const outcome = await checking.outcome;
    runInAction(() => {
      if (this.checking !== checking) return;
      this.checking = null;
      this.reading = null;
      if (outcome.kind === 'refused') this.refuse(outcome.problem);
      if (outcome.kind !== 'staged') return;
      this.staged = {
        reportId: this.context.reportId,
        fileName: file.name,
        rows: withDefaults(outcome.rows, this.context.newAssetDefaults),
        rowCount: outcome.rowCount,
        invalidCount: outcome.invalidCount,
        warningRowCount: outcome.warningRowCount,
        notes: outcome.notes,
        uploadId: this.newUploadId(),
        rates: null,
      };
      this.page = 1;
      this.onlyInvalid = false;
    });
    if (outcome.kind === 'staged' && this.staged) await this.deriveRates(this.staged);
  }

  /**
   * Issue 26 items 2 and 6a: asks the service the rate each distinct row would get, then judges every row again
   * with it, so a row without a Dep Rate that will get one is not flagged and an unknown tax code is named on its
   * row before anything is saved.
   */
  private async deriveRates(staged: StagedFile): Promise<void> {
    this.ratesPending = true;
    this.ratesFailure = null;
    const questions = stagedRateQuestions(staged.rows.map((row) => row.values));
    const rates = await askStagedRates((part) => this.port.stagedRates(part), questions);
    runInAction(() => {
      if (this.staged !== staged) return;
      this.ratesPending = false;
      if (rates === null) {
        this.ratesFailure = RATES_UNKNOWN;
        return;
      }
      const judged = rejudgeStagedRows(staged.rows, rates, this.context.importLaw);
      this.staged = { ...staged, rows: judged.rows, invalidCount: judged.invalidCount, rates };
    });
  }

  /**
   * Issue 26 item 6d: an Excel workbook is read by the service as the csv text of its sheet of assets (POST
   * /importWorkbook), which is then checked as any csv file; the size limit is the csv file's. Null when refused
   * (said) or when another file was chosen meanwhile.
   */
  private async readWorkbook(file: ChosenFile, choice: number): Promise<ChosenFile | null> {
    if (file.size > MAX_IMPORT_FILE_BYTES) {
      this.refuse(importFileProblems.tooLarge(file.size));
      return null;
    }
    this.reading = { fileName: file.name, recordsRead: 0, bytesRead: 0, totalBytes: file.size };
    const workbook = base64Of(await file.arrayBuffer());
    const answer = await this.port.readWorkbook({ fileName: file.name, workbook });
    const failure = answer ? null : this.port.lastFailure();
    if (choice !== this.choices || this.reading?.fileName !== file.name) return null;
    if (!answer) {
      runInAction(() => {
        this.reading = null;
      });
      this.context.notifier.show({
        title: FILE_REFUSED_TITLE,
        messages: [failure?.message ?? 'The workbook could not be read.', NOTHING_CHANGED],
      });
      return null;
    }
    return new File([answer.csv], file.name.replace(/\.xlsx$/i, '.csv'), { type: 'text/csv' });
  }

  /** Stops the reading at its next chunk; nothing is staged. */
  cancelReading(): void {
    this.choices += 1;
    const checking = this.checking;
    this.checking = null;
    this.reading = null;
    checking?.cancel();
  }

  setPage(page: number): void {
    this.page = Math.min(Math.max(1, page), Math.max(1, this.pages));
  }

  /** Changing the page size goes to page 1, as the register's does (docs/product/asset-register.md "Footer"). */
  setPageSize(size: PageSize): void {
    this.pageSize = size;
    this.page = 1;
  }

  /**
   * Confirm to Import: every staged row in one call, with the staging's uploadId. On success the staging screen closes,
   * the register reloads and says how many rows it took (docs/product/rules.md#messages-and-errors "Upload success",
   * "Upload with no records"); on failure the screen stays, rows and all, with the service's reason.
   */
  async confirm(): Promise<void> {
    const staged = this.staged;
    if (!staged || this.uploading || this.ratesPending) return;
    this.uploading = true;
    this.uploadFailure = null;
    const answer = await this.port.uploadRows(staged.reportId, {
      uploadId: staged.uploadId,
      rows: staged.rows.map(uploadRowOf),
    });
    // Read at once, before awaiting anything else (ApiClient.lastFailure).
    const failure = answer ? null : this.port.lastFailure();
    runInAction(() => {
      this.uploading = false;
      if (answer) this.staged = null;
      else
        this.uploadFailure = failureMessage(
          {
            failed: 'The rows could not be imported',
            advice: 'Nothing was lost: Confirm to Import again to retry, or Cancel.',
          },
          failure,
        );
    });
    if (!answer) return;
    const message = uploadSummary(answer);
    if (answer.uploadedCount > 0) this.context.notifier.success('Success', message);
    else this.context.notifier.error(message);
    await this.context.reload();
  }

  /** Leaving the tab: a reading stops and a staging is dropped (an upload under way still finishes). */
  leave(): void {
    this.cancelReading();
    this.cancel();
  }

  /** Cancel or Back to Asset Register: the staged rows are dropped, nothing is imported. */
  cancel(): void {
    if (this.uploading) return;
    this.staged = null;
    this.uploadFailure = null;
    this.ratesPending = false;
    this.ratesFailure = null;
  }

  private progressed(checking: ImportFileChecking, progress: CsvReadProgress): void {
    if (this.checking !== checking || !this.reading) return;
    this.reading = { ...this.reading, ...progress };
  }

  private refuse(problem: ImportFileProblem): void {
    // docs/product/rules.md#messages-and-errors "Non-csv file": the spec's own title and words.
    if (problem.code === 'not-csv')
      this.context.notifier.show({ title: NON_CSV_FILE_TITLE, messages: [NON_IMPORT_FILE_MESSAGE] });
    else
      this.context.notifier.show({ title: FILE_REFUSED_TITLE, messages: [problem.message, NOTHING_CHANGED] });
  }
}
