import type { SignedInUser } from '@taxdep/domain';
import { reportTitle } from '@taxdep/domain/format';
import type {
  IdentityPort,
  LocalStoragePort,
  NavigationPort,
  ProductTokenPort,
  ReportHeading,
  SessionInfoPort,
  SessionStoragePort,
  TokenRenewalPort,
} from '@taxdep/domain/ports';
import { noLoginAddress, SESSION_KEYS } from '@taxdep/domain/ports';
import { action, makeObservable, observable, observableRef, runInAction } from 'mobx';
import { type Selection, searchOf, searchWithParameter, selectSubApplication } from './sub-applications';

/**
 * Session-storage keys with this prefix survive the clear on load (bindings.ts passes it to the store), like
 * the identity library's own cache: they carry what must outlive the sign-in redirect.
 */
export const KEPT_SESSION_PREFIX = 'taxdep.keep.';
/** The query the last sign-in started from: picks the sign-in authority when the answer comes back. */
export const SIGN_IN_SEARCH_KEY = `${KEPT_SESSION_PREFIX}signInSearch`;

/** docs/product/shell-and-sign-in.md, docs/product/rules.md#messages-and-errors: the sign-in state error returns to the root after 3 seconds. */
export const STATE_ERROR_REDIRECT_MS = 3000;
export const REDIRECTING_MESSAGE = 'Redirecting for sign in...';

export type ShellState =
  /** Signing in, exchanging or checking: a loader. */
  | 'starting'
  /** docs/product/shell-and-sign-in.md: the sign-in answer could not be matched: the message, then the root. */
  | 'redirecting'
  /** docs/product/shell-and-sign-in.md: on localhost, a pasted product token replaces sign-in. */
  | 'pasted-token'
  /** Left for sign-in, sign-out or the no-login page. */
  | 'leaving'
  /** Issue 15: the usage policy, until the user accepts it (docs/product/shell-and-sign-in.md "Usage policy"). */
  | 'policy'
  /** The sub-application is shown. */
  | 'ready';

export interface ShellClock {
  now(): number;
  after(ms: number, task: () => void): void;
}

const browserClock: ShellClock = { now: () => Date.now(), after: (ms, task) => void setTimeout(task, ms) };

export interface ShellPorts {
  session: SessionStoragePort;
  local: LocalStoragePort;
  navigation: NavigationPort;
  identity: IdentityPort;
  tokens: ProductTokenPort;
  renewal: TokenRenewalPort;
  /** Who is signed in and the heading of an opened report (issue 15). */
  sessionInfo: SessionInfoPort;
  clock?: ShellClock;
}

export const POLICY_NOT_RECORDED = 'Your acceptance could not be recorded. Try again.';

/** The entry shell (docs/product/shell-and-sign-in.md, docs/product/states-and-permissions.md "Session", 8): which sub-application, sign-in, product token. */
export class ShellStore {
  state: ShellState = 'starting';
  selection: Selection = selectSubApplication('');
  pasteError: string | null = null;
  /** Who is signed in (GET /users/me), for the header and the policy check; null until known. */
  user: SignedInUser | null = null;
  /**
   * The opened report's property, date and report name, for the header and the page title (issue 15); the report
   * view passes it on again after each save (issue 26 item 16).
   */
  heading: ReportHeading | null = null;
  policyError: string | null = null;
  busy = false;
  private readonly clock: ShellClock;
  private started = false;
  /** On localhost the token was pasted: signing out returns to the paste screen, there is no identity to end. */
  private pasted = false;

  constructor(private readonly ports: ShellPorts) {
    this.clock = ports.clock ?? browserClock;
    makeObservable(this, {
      state: observable,
      selection: observableRef,
      pasteError: observable,
      user: observableRef,
      heading: observableRef,
      policyError: observable,
      busy: observable,
      start: action,
      submitPastedToken: action,
    });
  }

  /** The report view read or saved its report: the header and title follow (issue 26 item 16). */
  readonly setHeading = (heading: ReportHeading): void => {
    runInAction(() => {
      this.heading = heading;
    });
  };

  /** The opened report by its property and date (issue 26 item 14), `Report N` until its heading is known. */
  get reportTitle(): string {
    const reportId = Number(this.selection.id ?? 0);
    return this.heading ? reportTitle({ reportId, ...this.heading }) : `Report ${this.selection.id ?? ''}`;
  }

  async start(): Promise<void> {
    // Once per page load, even when React runs effects twice (StrictMode).
    if (this.started) return;
    this.started = true;
    const { session, navigation, identity, tokens } = this.ports;
    const addressSearch = navigation.search();
    // docs/product/states-and-permissions.md: on load, session storage is cleared (the identity cache and kept keys survive).
    session.clear();
    if (navigation.hostname() === 'localhost') {
      this.choose(selectSubApplication(addressSearch));
      this.pasted = true;
      this.state = 'pasted-token';
      return;
    }
    const outcome = await identity.completeRedirect();
    if (outcome.kind === 'state-error') return this.redirectAfterStateError();
    if (outcome.kind === 'failed') return this.leaveForNoLogin();
    let selection = selectSubApplication(addressSearch);
    if (!selection.app.parameter) {
      // Back from sign-in at the root: the parameter comes back from where the sign-in started.
      selection = selectSubApplication(outcome.returnSearch ?? session.get(SIGN_IN_SEARCH_KEY) ?? '');
    }
    this.choose(selection);

    let current = await identity.currentIdentity();
    if (!current) return this.signIn(false);
    if (current.expiresAt * 1000 <= this.clock.now()) {
      // docs/product/states-and-permissions.md: an expired identity clears storage and forces sign-in.
      this.ports.local.clear();
      session.clear();
      return this.signIn(true);
    }
    current = (await identity.renewIdentity()) ?? current;
    const token = await tokens.exchange(current.idToken, selection.id);
    // docs/product/rules.md#messages-and-errors: without a product token the user goes to the no-login page.
    if (!token) return this.leaveForNoLogin();
    if (!(await tokens.authorize(selection.app.authorizedApp, token))) return this.leaveForNoLogin();
    session.set(SESSION_KEYS.productToken, token);
    session.remove(SIGN_IN_SEARCH_KEY);
    this.ports.renewal.start(selection.id);
    await this.enter();
  }

  /** docs/product/shell-and-sign-in.md on localhost: the pasted product token is checked with the service before use. */
  async submitPastedToken(text: string): Promise<void> {
    const token = text.trim();
    if (!token) {
      this.pasteError = 'Paste a product token first.';
      return;
    }
    this.pasteError = null;
    const accepted = await this.ports.tokens.authorize(this.selection.app.authorizedApp, token);
    runInAction(() => {
      if (!accepted) {
        this.pasteError = 'The service did not accept this token. It may have expired: create a new one.';
        return;
      }
      this.ports.session.set(SESSION_KEYS.productToken, token);
    });
    if (accepted) await this.enter();
  }

  /**
   * With a product token stored: who is signed in, then the usage policy if they must accept it (issue 15), else
   * the sub-application. A failed look-up does not hold the user up: the calls' own error policy applies.
   */
  private async enter(): Promise<void> {
    const user = await this.ports.sessionInfo.me();
    runInAction(() => {
      this.user = user;
      this.state = user?.policyAcceptanceNeeded ? 'policy' : 'ready';
    });
    if (this.state === 'ready') await this.loadHeading();
  }

  /** The opened report's heading, once the service answers report calls (after the policy, issue 15). */
  private async loadHeading(): Promise<void> {
    const { app } = this.selection;
    if (app.kind !== 'farr' || !this.selection.id) return;
    const heading = await this.ports.sessionInfo.reportHeading(Number(this.selection.id));
    runInAction(() => {
      this.heading = heading;
    });
  }

  /** Issue 15: records the acceptance (PUT /users/policyaccepted) and goes on with the renewed token. */
  async acceptPolicy(): Promise<void> {
    const user = this.user;
    if (!user || this.busy) return;
    this.setBusy(true);
    const token = await this.ports.tokens.acceptPolicy(user.userId);
    runInAction(() => {
      this.busy = false;
      if (!token) {
        this.policyError = POLICY_NOT_RECORDED;
        return;
      }
      this.ports.session.set(SESSION_KEYS.productToken, token);
      this.policyError = null;
      this.user = { ...user, policyAcceptanceNeeded: false };
      this.state = 'ready';
    });
    if (this.state === 'ready') await this.loadHeading();
  }

  /**
   * Issue 15: ends the product token (DELETE /depreciationReports/token), forgets it, and ends the identity
   * session at the identity provider, which brings the browser back to the root to sign in again. A pasted
   * token has no identity behind it: the paste screen comes back.
   */
  async signOut(): Promise<void> {
    if (this.busy) return;
    this.setBusy(true);
    this.ports.renewal.stop();
    await this.ports.tokens.signOut();
    this.ports.session.remove(SESSION_KEYS.productToken);
    runInAction(() => {
      this.busy = false;
      this.user = null;
      this.heading = null;
    });
    if (this.pasted) {
      this.setState('pasted-token');
      return;
    }
    this.ports.local.clear();
    this.setState('leaving');
    await this.ports.identity.signOut();
  }

  /** The page title (issue 15): the report's property first, then what it is, then the product. */
  get title(): string {
    return this.titleOf(null);
  }

  /**
   * The page title with the report view's open tab (issue 16: "a title per tab and report"): the property and the
   * date first (issue 26 item 14), so a surveyor tells browser tabs of several reports apart, then the tab, then the
   * product.
   */
  titleOf(tab: string | null): string {
    const { app } = this.selection;
    if (app.kind === 'portal') return 'My work — taxdep';
    if (app.kind !== 'farr') return `${app.title} ${this.selection.id ?? ''} — taxdep`;
    return `${this.reportTitle} — ${tab ?? 'Depreciation report'} — taxdep`;
  }

  private setBusy(busy: boolean): void {
    runInAction(() => {
      this.busy = busy;
    });
  }

  /** docs/product/shell-and-sign-in.md: the search to put in the address when the parameter was lost, or null. */
  missingParameterSearch(currentSearch: string): string | null {
    return searchWithParameter(currentSearch, this.selection);
  }

  /** docs/product/shell-and-sign-in.md: each parameter goes to session storage, report and capex ids to local storage too. */
  private choose(selection: Selection): void {
    runInAction(() => {
      this.selection = selection;
    });
    const { parameter } = selection.app;
    if (!parameter || !selection.id) return;
    this.ports.session.set(parameter, selection.id);
    if (selection.app.keptInLocalStorage) this.ports.local.set(parameter, selection.id);
  }

  private async signIn(force: boolean): Promise<void> {
    const returnSearch = searchOf(this.selection);
    this.ports.session.set(SIGN_IN_SEARCH_KEY, returnSearch);
    this.setState('leaving');
    await this.ports.identity.signIn({ force, returnSearch });
  }

  private redirectAfterStateError(): void {
    this.setState('redirecting');
    this.clock.after(STATE_ERROR_REDIRECT_MS, () => this.ports.navigation.redirect('/'));
  }

  /** The no-login page, whose "Sign in again" comes back to this address (issue 26 item 15). */
  private leaveForNoLogin(): void {
    this.leave(noLoginAddress(this.ports.navigation.here()));
  }

  private leave(path: string): void {
    this.setState('leaving');
    this.ports.navigation.redirect(path);
  }

  private setState(state: ShellState): void {
    runInAction(() => {
      this.state = state;
    });
  }
}
