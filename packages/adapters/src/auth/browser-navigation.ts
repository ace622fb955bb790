import type { NavigationPort } from '@taxdep/domain/ports';

/** The running page's location and dialogs behind the navigation port. */
export class BrowserNavigation implements NavigationPort {
  constructor(private readonly win: Window = window) {}

  redirect(path: string): void {
    this.win.location.assign(path);
  }

  reload(): void {
    this.win.location.reload();
  }

  confirm(message: string): boolean {
    return this.win.confirm(message);
  }

  hostname(): string {
    return this.win.location.hostname;
  }

  search(): string {
    return this.win.location.search;
  }

  here(): string {
    return `${this.win.location.pathname}${this.win.location.search}`;
  }
}
