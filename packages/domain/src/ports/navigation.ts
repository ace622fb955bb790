/** Whole-page navigation and the browser's own dialogs (spec 2.1, 8). */
export interface NavigationPort {
  /** Leaves the application for another page of the site, e.g. `noLogin.html` or `/`. */
  redirect(path: string): void;
  reload(): void;
  /** The browser's OK/Cancel dialog; true on OK. */
  confirm(message: string): boolean;
  /** The page's host name (spec 2.1: on localhost a pasted token replaces sign-in). */
  hostname(): string;
  /** The query string of the address, with its leading `?` (or empty). */
  search(): string;
}

/** The no-login page of spec 2.1 and 8, served beside the application. */
export const NO_LOGIN_PAGE = '/noLogin.html';
