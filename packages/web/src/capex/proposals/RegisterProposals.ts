import type { CapexItemWire } from '@taxdep/domain';
import { type BuildingElementId, uniqueMessages } from '@taxdep/domain/capex';
import type { CapexPort } from '@taxdep/domain/ports';
import { makeAutoObservable, runInAction } from 'mobx';
import { failureMessage } from '../../ui/failure-message';
import type { CapexContext } from '../context';
import { ItemRow } from '../items/ItemRow';

/** One proposal staged: the register's asset as an item, whether to add it, and the domain's verdict. */
export interface StagedProposal {
  row: ItemRow;
  selected: boolean;
}

/**
 * Start from the register (issue 27 item 2): the items GET …/registerItems proposes from the property's latest
 * depreciation report (description, cost, year installed, life, tax code, the asset it replaces) staged in a
 * table; the user picks which to add and each one's element, sees what the forecast would leave out, and saves
 * the chosen ones (PUT …/items). Nothing is saved until then.
 */
export class RegisterProposals {
  open = false;
  loading = false;
  saving = false;
  failure: string | null = null;
  staged: StagedProposal[] = [];

  constructor(
    private readonly port: CapexPort,
    private readonly context: CapexContext,
  ) {
    makeAutoObservable<RegisterProposals, 'port' | 'context'>(this, { port: false, context: false });
  }

  /** Whether the property has a depreciation report to start from. */
  get available(): boolean {
    return this.context.depreciationReportId !== null && !this.context.readOnly;
  }

  get chosen(): StagedProposal[] {
    return this.staged.filter((s) => s.selected);
  }

  /** Each staged row's errors, judged as the grid judges a row. */
  errorsOf(proposal: StagedProposal): string[] {
    return uniqueMessages(proposal.row.errorsAt(this.context.baseYear));
  }

  async start(): Promise<void> {
    const capexReportId = this.context.capexReportId;
    if (capexReportId === null || !this.available) return;
    this.open = true;
    this.loading = true;
    this.failure = null;
    this.staged = [];
    const answer = await this.port.registerItems(capexReportId);
    const failure = answer ? null : this.port.lastFailure();
    runInAction(() => {
      this.loading = false;
      if (!answer) {
        this.failure = failureMessage({ failed: 'The register could not be read' }, failure);
        return;
      }
      this.staged = answer.items.map((item) => ({ row: ItemRow.fromWire(item), selected: true }));
    });
  }

  toggle(proposal: StagedProposal): void {
    proposal.selected = !proposal.selected;
  }

  selectAll(selected: boolean): void {
    for (const proposal of this.staged) proposal.selected = selected;
  }

  setElement(proposal: StagedProposal, element: BuildingElementId): void {
    proposal.row.set('element', element);
  }

  close(): void {
    this.open = false;
    this.staged = [];
    this.failure = null;
  }

  /** Saves the chosen proposals as new items; they join the grid as stored. */
  async save(): Promise<void> {
    const capexReportId = this.context.capexReportId;
    const chosen = this.chosen;
    if (capexReportId === null || chosen.length === 0 || this.saving) return;
    this.saving = true;
    this.failure = null;
    // A proposal has no id of its own yet: each is sent as a new item.
    const answer = await this.port.saveItems(
      capexReportId,
      chosen.map((proposal) => ({ ...proposal.row.fields })),
    );
    const failure = answer ? null : this.port.lastFailure();
    runInAction(() => {
      this.saving = false;
      if (!answer) {
        this.failure = failureMessage(
          { failed: 'The items could not be added', advice: 'Nothing was added.' },
          failure,
        );
        return;
      }
      this.context.addSavedItems(answer.items as CapexItemWire[]);
      this.close();
    });
  }
}
