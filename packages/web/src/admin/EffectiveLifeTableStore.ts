import type { EffectiveLifeLoadRecord, EffectiveLifeTablePage } from '@taxdep/domain';
import type { AdminPort } from '@taxdep/domain/ports';
import { makeAutoObservable, runInAction } from 'mobx';
import { failureMessage } from '../ui/failure-message';

/** Waits this long after the last keystroke before searching, so typing a word asks once. */
export const SEARCH_PAUSE_MS = 300;

/**
 * The effective-life table as loaded and the history of its loads (issue 26 item 17; docs/product/administration.md
 * "The table as loaded"): searched and paged by the service, read again after a load.
 */
export class EffectiveLifeTableStore {
  searchValue = '';
  page: EffectiveLifeTablePage | null = null;
  /** What the page shown was searched for (the field may hold newer text whose answer is still coming). */
  pageSearch = '';
  loads: EffectiveLifeLoadRecord[] = [];
  failure: string | null = null;
  loading = false;
  private timer: ReturnType<typeof setTimeout> | null = null;
  /** Only the latest request's answer is shown (an earlier search may answer after a later one). */
  private asked = 0;

  constructor(private readonly port: AdminPort) {
    makeAutoObservable<EffectiveLifeTableStore, 'port' | 'timer' | 'asked'>(this, {
      port: false,
      timer: false,
      asked: false,
    });
  }

  async start(): Promise<void> {
    await Promise.all([this.show(1), this.readLoads()]);
  }

  /** A load happened: the table and the history change. */
  async reload(): Promise<void> {
    await Promise.all([this.show(this.page?.pageNo ?? 1), this.readLoads()]);
  }

  search(text: string): void {
    this.searchValue = text;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.show(1), SEARCH_PAUSE_MS);
  }

  async show(pageNo: number): Promise<void> {
    const asked = ++this.asked;
    this.loading = true;
    const searchValue = this.searchValue.trim();
    const page = await this.port.effectiveLifeTable({
      ...(searchValue === '' ? {} : { searchValue }),
      pageNo,
    });
    runInAction(() => {
      if (asked !== this.asked) return;
      this.loading = false;
      if (page) {
        this.page = page;
        this.pageSearch = searchValue;
        this.failure = null;
      } else {
        this.failure = failureMessage({ failed: 'The table could not be read' }, this.port.lastFailure());
      }
    });
  }

  private async readLoads(): Promise<void> {
    const loads = await this.port.effectiveLifeLoads();
    runInAction(() => {
      if (loads) this.loads = loads;
      else this.failure = failureMessage({ failed: 'The loads could not be read' }, this.port.lastFailure());
    });
  }
}
