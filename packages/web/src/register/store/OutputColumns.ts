import type { OutputColumnSetting } from '@taxdep/domain';
import type { AssetRegisterPort } from '@taxdep/domain/ports';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { Notifier } from '../../ui/Notifier';
import { FAILED, OPTIONAL_COLUMNS, type OptionalColumnFlag, OUTPUT_SAVED } from '../columns';
import type { RegisterContext } from './context';

type Flags = Record<OptionalColumnFlag, boolean>;

function allShown(): Flags {
  return Object.fromEntries(OPTIONAL_COLUMNS.map((c) => [c.flag, true])) as Flags;
}

/**
 * Manage Output (docs/product/asset-register.md, docs/product/entities.md "Output column setting", 8): which of the 12 optional columns the table shows. A
 * flag the service does not answer counts as shown.
 */
export class OutputColumns {
  shown: Flags = allShown();
  /** The ticks of the open popup; null when closed. */
  draft: Flags | null = null;
  saving = false;

  constructor(
    private readonly port: AssetRegisterPort,
    private readonly notifier: Notifier,
    private readonly context: RegisterContext,
  ) {
    makeAutoObservable<OutputColumns, 'port' | 'notifier' | 'context'>(this, {
      port: false,
      notifier: false,
      context: false,
      shown: observableRef,
    });
  }

  async load(): Promise<void> {
    const settings = await this.port.getOutputColumns(this.context.reportId);
    runInAction(() => {
      const flags = allShown();
      for (const setting of settings ?? []) {
        if (setting.columnIdentifier in flags)
          flags[setting.columnIdentifier as OptionalColumnFlag] = setting.display;
      }
      this.shown = flags;
    });
  }

  /** docs/product/states-and-permissions.md: the report's readOnly flag disables all editing; the service refuses the save (409) as well. */
  get readOnly(): boolean {
    return this.context.readOnly;
  }

  isShown(flag: OptionalColumnFlag): boolean {
    return this.shown[flag];
  }

  open(): void {
    this.draft = { ...this.shown };
  }

  cancel(): void {
    this.draft = null;
  }

  toggle(flag: OptionalColumnFlag): void {
    if (this.draft && !this.readOnly) this.draft[flag] = !this.draft[flag];
  }

  get allTicked(): boolean {
    return this.draft !== null && OPTIONAL_COLUMNS.every((c) => this.draft?.[c.flag]);
  }

  /** The All option ticks every column, or unticks every column when all are ticked. */
  toggleAll(): void {
    if (!this.draft || this.readOnly) return;
    const value = !this.allTicked;
    for (const column of OPTIONAL_COLUMNS) this.draft[column.flag] = value;
  }

  async save(): Promise<void> {
    const draft = this.draft;
    if (!draft || this.readOnly) return;
    this.saving = true;
    const columns: OutputColumnSetting[] = OPTIONAL_COLUMNS.map((c) => ({
      columnIdentifier: c.flag,
      display: draft[c.flag],
    }));
    const done = await this.port.saveOutputColumns(this.context.reportId, columns);
    runInAction(() => {
      this.saving = false;
      if (!done) {
        this.notifier.failed(FAILED.output, this.port.lastFailure());
        return;
      }
      this.shown = { ...draft };
      this.draft = null;
      this.notifier.success(OUTPUT_SAVED.title, OUTPUT_SAVED.message);
    });
  }
}
