import type { OwnerQuery, ReportOwner } from '@taxdep/domain';
import type { OwnersPort } from '@taxdep/domain/ports';
import { formatShare } from '@taxdep/domain/tax';
import { makeAutoObservable, runInAction } from 'mobx';

/**
 * Whose figures the Calculations, Deductions and Summary tabs, the schedule export and the PDF show (issue 23 item 7;
 * docs/product/calculations-deductions-summary-report.md "Owners"): the whole report, or one owner's interests. One
 * choice per report, kept while the user moves between tabs; the owners are read again each time a tab opens, so a
 * change on General Info shows at once. A report without several owners offers no choice.
 */
export class FiguresOwnerStore {
  reportId: number | null = null;
  owners: ReportOwner[] = [];
  /** The owner whose figures are shown; null for the whole report. */
  ownerId: number | null = null;
  private loadCount = 0;

  constructor(private readonly port: OwnersPort) {
    makeAutoObservable<FiguresOwnerStore, 'port' | 'loadCount'>(this, { port: false, loadCount: false });
  }

  /** The owners of `reportId`; another report starts from the whole. */
  async open(reportId: number): Promise<void> {
    if (this.reportId !== reportId) {
      this.reportId = reportId;
      this.owners = [];
      this.ownerId = null;
    }
    this.loadCount += 1;
    const mine = this.loadCount;
    const answer = await this.port.getOwners(reportId);
    runInAction(() => {
      if (mine !== this.loadCount || this.reportId !== reportId) return;
      // A failed read keeps the owners known: the figures calls say themselves when something is wrong.
      if (!answer) return;
      this.owners = answer.owners;
      if (!this.owners.some((o) => o.ownerId === this.ownerId)) this.ownerId = null;
    });
  }

  /** Whether the report has owners to choose between (one owner at 100% sees the whole's figures). */
  get offersChoice(): boolean {
    return this.owners.length > 1;
  }

  select(ownerId: number | null): void {
    this.ownerId = ownerId !== null && this.owners.some((o) => o.ownerId === ownerId) ? ownerId : null;
  }

  get owner(): ReportOwner | null {
    return this.owners.find((o) => o.ownerId === this.ownerId) ?? null;
  }

  /** What a figures call adds to its query: `ownerId` when an owner is chosen. */
  get query(): OwnerQuery {
    return this.ownerId === null ? {} : { ownerId: this.ownerId };
  }

  /** "Jamie Citizen — 60.00%", the owner's name and share as the selector and headings show them. */
  static label(owner: ReportOwner): string {
    return `${owner.name} — ${formatShare(owner.share)}`;
  }
}
