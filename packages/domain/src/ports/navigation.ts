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
  /** Where the page is: its path and query (`/AssetRegister?depreciationReportId=4`), for coming back to it. */
  here(): string;
}

/** The no-login page of docs/product/shell-and-sign-in.md, docs/product/rules.md#messages-and-errors, served beside the application. */
export const NO_LOGIN_PAGE = '/noLogin.html';

/** The no-login page's parameter naming where "Sign in again" leads (public/noLogin.js reads it). */
export const NO_LOGIN_RETURN_PARAM = 'return';

/**
 * The no-login page, told where the user was (issue 26 item 15): its "Sign in again" returns there, to the same
 * report and tab, instead of to My work. The root needs no parameter.
 */
export function noLoginAddress(here: string): string {
  if (!here.startsWith('/') || here.startsWith('//') || here === '/') return NO_LOGIN_PAGE;
  return `${NO_LOGIN_PAGE}?${NO_LOGIN_RETURN_PARAM}=${encodeURIComponent(here)}`;
}
