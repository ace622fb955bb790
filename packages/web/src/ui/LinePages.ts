import type { AssetLinesPaging, AssetLinesTotals } from '@taxdep/domain';
import { type PageSize, pageSizeFromSession } from '@taxdep/domain/paging';
import { PAGE_SIZE_SESSION_KEY, type SessionStoragePort } from '@taxdep/domain/ports';
import { makeAutoObservable } from 'mobx';

/**
 * The page of asset lines a Deductions view or the Summary shows (docs/api.md "Paging the asset lines"): the page,
 * the session's page size (shared with the register and Calculations, docs/product/rules.md#constants-and-limits)
 * and the totals of the last answer. The totals of the tables cover the whole register on every page.
 */
export class LinePages {
  page = 1;
  pageSize: PageSize;
  totalRecords = 0;
  totalPages = 0;

  constructor(private readonly session: SessionStoragePort | null) {
    this.pageSize = this.sessionPageSize();
    makeAutoObservable<LinePages, 'session'>(this, { session: false });
  }

  /** From page 1 at the session's page size: another report or view, or a new visit (the figures may differ). */
  restart(): void {
    this.page = 1;
    // Another tab may have changed the session's page size meanwhile; without a session, the last choice stays.
    if (this.session) this.pageSize = this.sessionPageSize();
  }

  get paging(): AssetLinesPaging {
    return { pageNo: this.page, pageSize: this.pageSize };
  }

  /** Moves to `page`; false when there is no such page or it is the current one (nothing to load). */
  goTo(page: number): boolean {
    if (page < 1 || (this.totalPages > 0 && page > this.totalPages) || page === this.page) return false;
    this.page = page;
    return true;
  }

  /** A new page size is remembered for the session and starts from page 1. */
  setPageSize(size: PageSize): void {
    this.pageSize = size;
    this.session?.set(PAGE_SIZE_SESSION_KEY, String(size));
    this.page = 1;
  }

  /** The totals of an answer; none after a failure. */
  took(answer: AssetLinesTotals | null): void {
    this.totalRecords = answer?.totalRecords ?? 0;
    this.totalPages = answer?.totalPages ?? 0;
  }

  private sessionPageSize(): PageSize {
    return pageSizeFromSession(this.session?.get(PAGE_SIZE_SESSION_KEY) ?? null);
  }
}
