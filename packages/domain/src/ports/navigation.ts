/** Whole-page navigation and the browser's own dialogs (docs/product/shell-and-sign-in.md, docs/product/rules.md#messages-and-errors). */
export interface NavigationPort {
  /** Leaves the application for another page of the site, e.g. `noLogin.html` or `/`. */
  redirect(path: string): void;
  reload(): void;
  /** The browser's OK/Cancel dialog; true on OK. */
  confirm(message: string): boolean;
  /** The page's host name (docs/product/shell-and-sign-in.md: on localhost a pasted token replaces sign-in). */
  hostname(): string;
  /** The query string of the address, with its leading `?` (or empty). */
  search(): string;
}

/** The no-login page of docs/product/shell-and-sign-in.md, docs/product/rules.md#messages-and-errors, served beside the application. */
export const NO_LOGIN_PAGE = '/noLogin.html';
