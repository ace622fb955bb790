import type { Asset, PasteBody, Report } from '@taxdep/domain';
import { askStagedRates, type StagedRowLaw } from '@taxdep/domain/import';
import {
  type CodeText,
  type PasteAnchor,
  type PasteColumn,
  type PasteStaging,
  type PasteTarget,
  stagePaste,
} from '@taxdep/domain/paste';
import type { RegisterPastePort } from '@taxdep/domain/ports';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { Notifier } from '../../ui/Notifier';
import { randomUploadId } from '../../ui/upload-id';
import { ASSET_GRID_COLUMNS, ASSET_VIEW, type OptionalColumnFlag, type RegisterView } from '../columns';

/** What the paste reads of the Asset Register tab (RegisterStore implements it). */
export interface PasteContext {
  readonly report: Report | null;
  readonly reportId: number;
  readonly readOnly: boolean;
  readonly view: RegisterView;
  /** The rows on screen, a draft of Add Asset (id 0) included. */
  readonly rows: readonly { readonly asset: Asset }[];
  readonly output: { isShown(flag: OptionalColumnFlag): boolean };
  /** Issue 26 item 1: the user's choice and order of the columns; absent, the spec's order. */
  readonly layout?: {
    columns(
      shownByOutput: (flag: OptionalColumnFlag) => boolean,
    ): readonly (typeof ASSET_GRID_COLUMNS)[number][];
  };
  /** The categories and methods with the descriptions the grid shows (a block copied from the grid pastes back). */
  readonly lookups: { readonly categories: readonly CodeText[]; readonly methods: readonly CodeText[] };
  readonly notifier: Pick<Notifier, 'show' | 'success' | 'failed'>;
  reload(): Promise<void>;
  /** Issue 23: the report's law a pasted row is judged by, as Import Assets judges a staged row. */
  readonly importLaw?: StagedRowLaw | undefined;
}

/** Where a block was pasted: the cell's `data-asset-id` (an id, or `new`) and `data-column-key`. */
export interface PastedAt {
  assetId: string;
  columnKey: string;
}

/** A staging the dialog shows, with the report it was made for and the id its one write carries. */
export type StagedPaste = Extract<PasteStaging, { outcome: 'staged' }> & {
  reportId: number;
  pasteId: string;
};

export const PASTE_TITLE = 'Paste from Excel';
export const PASTE_REFUSED_TITLE = 'The block cannot be pasted';
export const PASTE_READ_ONLY_MESSAGE =
  'This asset register is read-only: nothing can be pasted into it. Nothing was changed.';
export const PASTE_SAVED_TITLE = 'Paste Success';
export const PASTE_FAILED = {
  failed: 'The paste could not be saved',
  advice: 'Nothing was changed; paste the block again to retry.',
} as const;

export const PASTE_RATES_UNKNOWN =
  'The rates the service would derive could not be worked out: lines without a Depreciation Rate are listed as ' +
  'missing it; the save still derives the rates.';

/** The clipboard text is a block (several cells), not one value for the cell's own editor. */
export const isBlockText = (text: string) => /[\t\r\n]/.test(text.replace(/\r?\n$/, ''));

/**
 * Paste from Excel into the register grid (docs/product/asset-register.md "Paste from Excel"): stages a block with
 * the domain's rules (@taxdep/domain/paste: the CSV import's normalising and validation), shows what will change,
 * and on confirm writes it in one call (docs/api.md "Paste from Excel"). Nothing is written before the confirm;
 * a cancel or a refusal leaves the register as it was.
 */
export class RegisterPaste {
  staged: StagedPaste | null = null;
  saving = false;
  /** Issue 26 item 2: the rates the block's rows will get are being asked for; Save waits for them. */
  ratesPending = false;
  /** Issue 26: the rates could not be asked (the lines are judged without them); null otherwise. */
  ratesFailure: string | null = null;
  private ratesReady: Promise<void> = Promise.resolve();

  constructor(
    private readonly port: RegisterPastePort,
    private readonly context: PasteContext,
    private readonly newPasteId: () => string = randomUploadId,
  ) {
    makeAutoObservable<RegisterPaste, 'port' | 'context' | 'newPasteId' | 'ratesReady'>(this, {
      staged: observableRef,
      port: false,
      context: false,
      newPasteId: false,
      ratesReady: false,
    });
  }

  /**
   * The grid's columns as shown, in the user's order (issue 26 item 1), Manage Output's hidden ones left out: a
   * paste lies over what the user sees.
   */
  get columns(): PasteColumn[] {
    const { output, layout } = this.context;
    const shown = (flag: OptionalColumnFlag) => output.isShown(flag);
    const columns =
      layout?.columns(shown) ??
      ASSET_GRID_COLUMNS.filter((column) => !('flag' in column) || shown(column.flag));
    return columns.map((column) => ({ key: column.key, label: column.label }));
  }

  /**
   * A block pasted at a cell: staged and shown, or refused with the reason. Answers false when the paste is not
   * the register's to take (another view, one value for the cell's own editor), so the browser pastes as usual.
   */
  paste(text: string, at: PastedAt): boolean {
    const { context } = this;
    if (context.view !== ASSET_VIEW || !isBlockText(text) || this.saving) return false;
    if (context.readOnly) {
      context.notifier.show({ title: PASTE_REFUSED_TITLE, messages: [PASTE_READ_ONLY_MESSAGE] });
      return true;
    }
    const stored = context.rows.map((row) => row.asset).filter((asset) => asset.id > 0);
    const row = at.assetId === 'new' ? 'new' : stored.findIndex((asset) => String(asset.id) === at.assetId);
    const anchor: PasteAnchor = { row: row === -1 ? 'new' : row, column: at.columnKey };
    const target: PasteTarget = {
      columns: this.columns,
      rows: stored,
      newAssetCells: this.newAssetCells(),
      codes: { categories: context.lookups.categories, methods: context.lookups.methods },
      ...(context.importLaw ? { law: context.importLaw } : {}),
    };
    const staging = stagePaste(text, target, anchor);
    if (staging.outcome === 'refused') {
      context.notifier.show({ title: PASTE_REFUSED_TITLE, messages: [staging.message] });
      return true;
    }
    const staged: StagedPaste = { ...staging, reportId: context.reportId, pasteId: this.newPasteId() };
    this.staged = staged;
    this.ratesReady = this.judgeWithRates(staged, text, target, anchor);
    return true;
  }

  /**
   * Issue 26 item 2: the block staged again with the rates the service derives for its rows, so only the lines
   * that are really wrong are listed (a row without a rate that will get one is fine) and each line shows its rate.
   */
  private async judgeWithRates(staged: StagedPaste, text: string, target: PasteTarget, anchor: PasteAnchor) {
    this.ratesFailure = null;
    if (staged.rateQuestions.length === 0) return;
    this.ratesPending = true;
    const rates = await askStagedRates((part) => this.port.stagedRates(part), staged.rateQuestions);
    runInAction(() => {
      if (this.staged !== staged) return;
      this.ratesPending = false;
      const again = rates === null ? null : stagePaste(text, { ...target, rates }, anchor);
      if (again?.outcome === 'staged')
        this.staged = { ...again, reportId: staged.reportId, pasteId: staged.pasteId };
      else this.ratesFailure = PASTE_RATES_UNKNOWN;
    });
  }

  /** Add Asset's defaults (docs/product/asset-register.md "Subheader"): the report's fund and property codes. */
  private newAssetCells() {
    const instructions = this.context.report?.instructions;
    const cells: Record<string, string> = {};
    if (instructions?.fundCode) cells.fundCode = instructions.fundCode;
    if (instructions?.propertyCode) cells.propertyCode = instructions.propertyCode;
    return cells;
  }

  /** Resolves once the rates asked for the staged block have come back (the dialog then shows them). */
  whenRated(): Promise<void> {
    return this.ratesReady;
  }

  get writeCount(): number {
    return (this.staged?.changes.length ?? 0) + (this.staged?.additions.length ?? 0);
  }

  cancel(): void {
    if (this.saving) return;
    this.staged = null;
    this.ratesPending = false;
  }

  /** The one write; on success the register reloads and says what was saved, on failure it says why. */
  async confirm(): Promise<void> {
    await this.ratesReady;
    const staged = this.staged;
    if (!staged || this.saving) return;
    if (this.writeCount === 0) {
      this.staged = null;
      return;
    }
    this.saving = true;
    const body: PasteBody = {
      pasteId: staged.pasteId,
      changes: staged.changes.map(({ assetId, base, values }) => ({ assetId, base, values })),
      additions: staged.additions.map((addition) => addition.values),
    };
    const answer = await this.port.pasteRows(staged.reportId, body);
    const failure = answer ? null : this.port.lastFailure();
    runInAction(() => {
      this.saving = false;
      this.staged = null;
    });
    if (answer) this.context.notifier.success(PASTE_SAVED_TITLE, answer.message);
    else this.context.notifier.failed(PASTE_FAILED, failure);
    // Either way the grid shows the register as stored now (a refusal names a change made meanwhile).
    await this.context.reload();
  }
}
