import type { PreviousRegisterEntry } from '@taxdep/domain';
import type { AssetRegisterPort } from '@taxdep/domain/ports';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { Notifier } from '../../ui/Notifier';
import { FAILED } from '../columns';
import type { RegisterContext } from './context';

export const COPY_SUCCESS_TITLE = 'Success';
export function copySuccessMessage(copied: number): string {
  return `${copied} ${copied === 1 ? 'asset has' : 'assets have'} been copied from the previous asset register.`;
}

/**
 * Copy Over Previous Asset Register (docs/product/asset-register.md, docs/product/states-and-permissions.md): the earlier registers of the same property (the current report
 * excluded by the service), one chosen with a radio, Use Selected copies its assets into this register.
 */
export class CopyRegister {
  isOpen = false;
  loading = false;
  entries: PreviousRegisterEntry[] = [];
  selectedId: number | null = null;
  copying = false;

  constructor(
    private readonly port: AssetRegisterPort,
    private readonly notifier: Notifier,
    private readonly context: RegisterContext,
  ) {
    makeAutoObservable<CopyRegister, 'port' | 'notifier' | 'context'>(this, {
      port: false,
      notifier: false,
      context: false,
      entries: observableRef,
    });
  }

  async open(): Promise<void> {
    if (this.context.readOnly) return;
    this.isOpen = true;
    this.loading = true;
    this.selectedId = null;
    const entries = await this.port.getPreviousRegisters(this.context.reportId);
    runInAction(() => {
      this.loading = false;
      this.entries = (entries ?? []).filter((entry) => entry.id !== this.context.reportId);
    });
  }

  cancel(): void {
    this.isOpen = false;
  }

  select(id: number): void {
    this.selectedId = id;
  }

  async useSelected(): Promise<void> {
    const sourceReportId = this.selectedId;
    if (sourceReportId === null || this.copying) return;
    this.copying = true;
    const answer = await this.port.copyRegister(this.context.reportId, sourceReportId);
    runInAction(() => {
      this.copying = false;
      if (answer === null) {
        this.notifier.failed(FAILED.copy, this.port.lastFailure());
        return;
      }
      this.isOpen = false;
    });
    if (answer === null) return;
    // The copy may have created labels: the Abandonment view and Manage Label must offer them.
    await Promise.all([this.context.reload(), this.context.reloadLabels()]);
    this.notifier.success(COPY_SUCCESS_TITLE, copySuccessMessage(answer.copiedAssets));
  }
}
