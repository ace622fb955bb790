import type { CheckerSearchResult } from '@taxdep/domain';
import type { ReportsPort } from '@taxdep/domain/ports';
import { checkerIdOf, checkerNameOf, resolveChecker, shouldSearchCheckers } from '@taxdep/domain/report';
import { makeAutoObservable, runInAction } from 'mobx';

export interface ChosenChecker {
  qsChecker: string;
  qsCheckerId: number;
}

/**
 * The checker type-ahead (docs/product/rules.md): suggestions from 3 characters, fewer clears the list. A name that
 * is not one of the suggestions is refused when the field is left (docs/product/general-info.md "Required fields",
 * issue 16 item 1): the typed text stays in the field, the report keeps its checker, and `refused` says so.
 */
export class CheckerLookup {
  /** What the user is typing; null while the field shows the chosen checker. */
  draft: string | null = null;
  suggestions: CheckerSearchResult[] = [];
  /** The text last refused on leaving the field (not a listed name); null once it is changed or a name is chosen. */
  refused: string | null = null;
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

  /** `surveyorId` is left out of the suggestions: the checker is never the surveyor (issue 24). */
  input(text: string, surveyorId: number | null = null): Promise<void> {
    this.draft = text;
    this.refused = null;
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
          if (seq === this.seq) {
            this.suggestions = (found ?? []).filter((s) => checkerIdOf(s) !== surveyorId);
          }
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
   * Leaving the field: unchanged text keeps the checker; text equal to a suggested name chooses it; anything
   * else (an empty field too) is 'refused': the text stays for the user to correct and nothing changes.
   */
  commit(chosenName: string | null): ChosenChecker | 'keep' | 'refused' {
    const draft = this.draft;
    if (draft === null || (chosenName !== null && draft === chosenName)) {
      this.reset();
      return 'keep';
    }
    const resolved = resolveChecker(draft, this.suggestions);
    if (resolved.qsChecker === null || resolved.qsCheckerId === null) {
      this.dismiss();
      // An empty field over an empty checker is no change to refuse.
      if (draft.trim() === '' && chosenName === null) this.reset();
      else this.refused = draft;
      return this.refused === null ? 'keep' : 'refused';
    }
    this.reset();
    return { qsChecker: resolved.qsChecker, qsCheckerId: resolved.qsCheckerId };
  }

  dismiss(): void {
    this.seq++;
    this.suggestions = [];
  }

  reset(): void {
    this.draft = null;
    this.refused = null;
    this.dismiss();
  }
}

export function keyOf(result: CheckerSearchResult): string {
  return String(checkerIdOf(result));
}
