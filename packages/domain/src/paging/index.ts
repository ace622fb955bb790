/** The pager model (docs/product/asset-register.md "Footer", 5 "Paging", 9). */

export { type GroupOnPage, type LineWindow, lineCount, pageOfGroupedLines } from './grouped-lines';
export {
  canJump,
  clampPage,
  DEFAULT_PAGE_SIZE,
  isJumpBoxShown,
  isPagerShown,
  isPageSize,
  JUMP_BOX_MIN_RECORDS,
  MAX_PAGE_ITEMS,
  PAGE_SIZE_OPTIONS,
  PAGES_UP_FRONT,
  type PageItem,
  type PageSize,
  pageAfterDelete,
  pageAfterDeleteAll,
  pageItems,
  pageSizeFromSession,
  parseJumpPage,
  totalPages,
} from './pager';
