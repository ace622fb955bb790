import type { CheckerSearchResult } from '@taxdep/domain';
import type { ReportsPort } from '@taxdep/domain/ports';
import { checkerIdOf, checkerNameOf, resolveChecker, shouldSearchCheckers } from '@taxdep/domain/report';
import { makeAutoObservable, runInAction } from 'mobx';

export interface ChosenChecker {
  qsChecker: string;
  qsCheckerId: number;
}

/**
 * The checker type-ahead (docs/product/rules.md): suggestions from 3 characters, fewer clears the list, and a name
 * that was not chosen from the list is cleared when the field is left.
 */
export class CheckerLookup {
  /** What the user is typing; null while the field shows the chosen checker. */
  draft: string | null = null;
  suggestions: CheckerSearchResult[] = [];
  private seq = 0;
  private searching: Promise<void> = Promise.resolve();

  constructor(private readonly reports: ReportsPort) {
    makeAutoObservable<CheckerLookup, 'reports' | 'seq' | 'searching'>(this, {
      reports: false,
      seq: false,
      searching: false,
    });
  }

  text(chosenName: string | null): string {
    return this.draft ?? chosenName ?? '';
  }

  input(text: string): Promise<void> {
    this.draft = text;
    const seq = ++this.seq;
    if (!shouldSearchCheckers(text)) {
      this.suggestions = [];
      this.searching = Promise.resolve();
      return this.searching;
    }
    this.searching = this.reports
      .searchCheckers(text.trim())
      .catch(() => null)
      .then((found) =>
        runInAction(() => {
          // A later keystroke owns the list; an older answer must not overwrite it.
          if (seq === this.seq) this.suggestions = found ?? [];
        }),
      );
    return this.searching;
  }

  /** Resolves once the search for the latest text has answered (a fast typist may leave before it does). */
  settled(): Promise<void> {
    return this.searching;
  }

  /** Picks a suggestion by its key (see `keyOf`); null when it is not in the list. */
  choose(key: string): ChosenChecker | null {
    const found = this.suggestions.find((s) => keyOf(s) === key);
    if (!found) return null;
    this.reset();
    return { qsChecker: checkerNameOf(found), qsCheckerId: checkerIdOf(found) };
  }

  /**
   * Leaving the field: unchanged text keeps the checker; text equal to a suggested name chooses it;
   * anything else clears the checker ('clear').
   */
  commit(chosenName: string | null): ChosenChecker | 'keep' | 'clear' {
    const draft = this.draft;
    if (draft === null || (chosenName !== null && draft === chosenName)) {
      this.reset();
      return 'keep';
    }
    const resolved = resolveChecker(draft, this.suggestions);
    this.reset();
    if (resolved.qsChecker === null || resolved.qsCheckerId === null) return 'clear';
    return { qsChecker: resolved.qsChecker, qsCheckerId: resolved.qsCheckerId };
  }

  dismiss(): void {
    this.seq++;
    this.suggestions = [];
  }

  reset(): void {
    this.draft = null;
    this.dismiss();
  }
}

export function keyOf(result: CheckerSearchResult): string {
  return String(checkerIdOf(result));
}
