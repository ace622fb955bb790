import type { AssetYearExplanationAnswer } from '@taxdep/domain';
import type { CalculationsPort } from '@taxdep/domain/ports';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { failureMessage } from '../ui/failure-message';
import type { CalculationFigureColumn } from './columns';

/** What the panel says when its call fails, before the service's reason (ui/failure-message.ts). _Ours_. */
export const EXPLANATION_FAILED = 'The explanation could not be loaded';

/**
 * The figure explanation panel (issue 12, "every figure explains itself"): which figure of which asset the user
 * asked about, and the service's derivation of that asset's figures for the report's current FY. The panel only
 * lays out what the service sends; nothing here computes.
 */
export class ExplanationStore {
  /** The figure asked about; null while the panel is closed. */
  asked: { assetId: number; figure: CalculationFigureColumn; about: string } | null = null;
  answer: AssetYearExplanationAnswer | null = null;
  loading = false;
  /** The failure of the last load, with the service's reason (issue #10); null when it succeeded. */
  failure: string | null = null;
  private loadCount = 0;

  constructor(private readonly port: CalculationsPort) {
    makeAutoObservable<ExplanationStore, 'port' | 'loadCount'>(this, {
      port: false,
      loadCount: false,
      answer: observableRef,
    });
  }

  get isOpen(): boolean {
    return this.asked !== null;
  }

  /** Opens the panel on a figure; the figures follow the register, so each opening asks the service again. */
  async explain(
    reportId: number,
    assetId: number,
    figure: CalculationFigureColumn,
    /** What the table shows of the asset (tax code, description), to say which asset this is. */
    about = '',
    /** The FY to explain; the report's current FY when absent (the Deductions tables ask for later ones). */
    financialYear?: number,
  ): Promise<void> {
    this.asked = { assetId, figure, about };
    this.loadCount += 1;
    const mine = this.loadCount;
    this.loading = true;
    this.failure = null;
    if (this.answer?.assetId !== assetId || this.answer.financialYear !== financialYear) this.answer = null;
    const answer = await this.port.explainAssetYear(reportId, assetId, financialYear);
    const failure = answer ? null : this.port.lastFailure();
    runInAction(() => {
      // A later request, or a close, wins over a slower answer.
      if (mine !== this.loadCount) return;
      this.loading = false;
      this.answer = answer;
      this.failure = answer ? null : failureMessage({ failed: EXPLANATION_FAILED }, failure);
    });
  }

  close(): void {
    this.loadCount += 1;
    this.asked = null;
    this.answer = null;
    this.loading = false;
    this.failure = null;
  }
}
