import type { ReportOwners } from '@taxdep/domain';
import type { OwnersPort } from '@taxdep/domain/ports';
import { formatShare, MAX_OWNERS, validateOwnerShares, WHOLE_SHARE } from '@taxdep/domain/tax';
import { makeAutoObservable, runInAction } from 'mobx';
import { failureMessage } from '../../ui/failure-message';

/** One owner as the form edits it: the share as typed (a percentage with up to two decimals). */
export interface OwnerDraft {
  /** A key for React that survives renames and reorders. */
  key: number;
  ownerId: number | null;
  name: string;
  shareText: string;
}

/** A percentage typed as "50", "33.33" or "12.5" in hundredths of a percent; null when it is not one. */
export function parseShare(text: string): number | null {
  const m = /^\s*(\d{1,3})(?:\.(\d{1,2}))?\s*%?\s*$/.exec(text);
  if (!m) return null;
  const hundredths = Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
  return hundredths > WHOLE_SHARE ? null : hundredths;
}

const shareText = (share: number) => formatShare(share).replace(/%$/, '');

/**
 * General Info's Owners section (issue 23 item 7; docs/product/general-info.md "Owners"): the owners and their
 * percentage interests, edited as a list and saved whole when they add up to exactly 100%. The running total says
 * when they do not; a read-only report shows them and changes nothing.
 */
export class OwnersStore {
  owners: OwnerDraft[] = [];
  readOnly = true;
  loaded = false;
  saving = false;
  /** The outcome of the last save, for the status line. */
  message: { type: 'success' | 'error'; text: string } | null = null;
  private reportId: number | null = null;
  private nextKey = 1;
  private saved = '';

  constructor(private readonly port: OwnersPort) {
    makeAutoObservable(this, {}, { autoBind: true });
  }

  async load(reportId: number): Promise<void> {
    this.reportId = reportId;
    const answer = await this.port.getOwners(reportId);
    runInAction(() => {
      if (answer) this.accept(answer);
      else
        this.message = {
          type: 'error',
          text: failureMessage({ failed: 'The owners could not be loaded' }, this.port.lastFailure()),
        };
      this.loaded = true;
    });
  }

  private accept(answer: ReportOwners): void {
    this.readOnly = answer.readOnly;
    this.owners = answer.owners.map((o) => ({
      key: this.nextKey++,
      ownerId: o.ownerId,
      name: o.name,
      shareText: shareText(o.share),
    }));
    this.saved = this.fingerprint;
  }

  /** The shares as read, null for one that is not a percentage. */
  get shares(): (number | null)[] {
    return this.owners.map((o) => parseShare(o.shareText));
  }

  /** The running total in hundredths of a percent (shares not yet readable count as nil). */
  get total(): number {
    return this.shares.reduce<number>((sum, s) => sum + (s ?? 0), 0);
  }

  get totalText(): string {
    return formatShare(this.total);
  }

  /** Every problem of the list as it stands, the domain's words (packages/domain/src/tax/owners). */
  get problems(): string[] {
    const unreadable = this.shares.flatMap((s, i) =>
      s === null ? [`Owner ${i + 1}: enter the share as a percentage, e.g. 50 or 33.33.`] : [],
    );
    const issues = validateOwnerShares(
      this.owners.map((o, i) => ({ name: o.name, share: this.shares[i] ?? 0 })),
    ).filter((i) => !(i.field === 'share' && this.shares[i.index ?? -1] === null));
    return [
      ...unreadable,
      ...issues.map((i) => (i.index === null ? i.message : `Owner ${i.index + 1}: ${i.message}`)),
    ];
  }

  get canAdd(): boolean {
    return !this.readOnly && this.owners.length < MAX_OWNERS;
  }

  get dirty(): boolean {
    return this.fingerprint !== this.saved;
  }

  get canSave(): boolean {
    return !this.readOnly && !this.saving && this.dirty && this.problems.length === 0;
  }

  private get fingerprint(): string {
    return JSON.stringify(this.owners.map((o) => [o.ownerId, o.name.trim(), parseShare(o.shareText)]));
  }

  add(): void {
    if (!this.canAdd) return;
    // A new owner is offered what is left of 100%, so two clicks and a name make a valid list.
    const left = Math.max(0, WHOLE_SHARE - this.total);
    this.owners.push({
      key: this.nextKey++,
      ownerId: null,
      name: '',
      shareText: left > 0 ? shareText(left) : '',
    });
    this.message = null;
  }

  rename(key: number, name: string): void {
    const o = this.find(key);
    if (o) o.name = name;
    this.message = null;
  }

  setShare(key: number, text: string): void {
    const o = this.find(key);
    if (o) o.shareText = text;
    this.message = null;
  }

  remove(key: number): void {
    if (this.readOnly) return;
    this.owners = this.owners.filter((o) => o.key !== key);
    this.message = null;
  }

  async save(): Promise<void> {
    if (!this.canSave || this.reportId === null) return;
    this.saving = true;
    const body = {
      owners: this.owners.map((o, i) => ({
        ...(o.ownerId === null ? {} : { ownerId: o.ownerId }),
        name: o.name.trim(),
        share: this.shares[i] as number,
      })),
    };
    const answer = await this.port.saveOwners(this.reportId, body);
    runInAction(() => {
      this.saving = false;
      if (answer) {
        this.accept(answer);
        this.message = { type: 'success', text: 'Owners saved.' };
      } else {
        this.message = {
          type: 'error',
          text: failureMessage(
            { failed: 'The owners were not saved', advice: 'Your changes are kept; try again.' },
            this.port.lastFailure(),
          ),
        };
      }
    });
  }

  private find(key: number): OwnerDraft | undefined {
    return this.readOnly ? undefined : this.owners.find((o) => o.key === key);
  }
}
