import type { SignedInUser } from '@taxdep/domain';
import type {
  Identity,
  IdentityPort,
  KeyValueStore,
  NavigationPort,
  ProductTokenPort,
  RedirectOutcome,
  SessionInfoPort,
  TokenRenewalPort,
} from '@taxdep/domain/ports';
import { NO_LOGIN_PAGE, SESSION_KEYS } from '@taxdep/domain/ports';
import { describe, expect, it } from 'vitest';
import { reportTabLabel } from '../routes/report-tabs';
import {
  KEPT_SESSION_PREFIX,
  POLICY_NOT_RECORDED,
  ShellStore,
  SIGN_IN_SEARCH_KEY,
  STATE_ERROR_REDIRECT_MS,
} from './ShellStore';

const NOW = 1_750_000_000_000;

const SAM: SignedInUser = {
  userId: 7,
  userUid: 'SAM.SURVEYOR',
  firstName: 'Sam',
  lastName: 'Surveyor',
  email: 'sam.surveyor@demo.taxdep',
  office: 'Sydney',
  role: 'surveyor',
  policyAcceptedDate: '2026-07-01',
  policyDate: '2026-07-01',
  policyAcceptanceNeeded: false,
};

class MemoryStore implements KeyValueStore {
  constructor(readonly entries = new Map<string, string>()) {}
  get = (key: string) => this.entries.get(key) ?? null;
  set = (key: string, value: string) => void this.entries.set(key, value);
  remove = (key: string) => void this.entries.delete(key);
  /** Like the browser adapter: kept prefixes survive. */
  clear = () => {
    for (const key of [...this.entries.keys()])
      if (!key.startsWith(KEPT_SESSION_PREFIX)) this.entries.delete(key);
  };
}

function setup(options: {
  search?: string;
  host?: string;
  outcome?: RedirectOutcome;
  identity?: Identity | null;
  exchange?: string | null;
  authorized?: boolean;
  /** GET /users/me's answer (default: Sam, policy accepted). */
  me?: SignedInUser | null;
  acceptedToken?: string | null;
}) {
  const session = new MemoryStore();
  const local = new MemoryStore();
  const redirects: string[] = [];
  const signIns: { force?: boolean; returnSearch?: string }[] = [];
  const exchanges: [string, string | null][] = [];
  const later: { ms: number; task: () => void }[] = [];
  const renewals: (string | null)[] = [];
  const navigation: NavigationPort = {
    redirect: (path) => void redirects.push(path),
    reload: () => {},
    confirm: () => true,
    hostname: () => options.host ?? '127.0.0.1',
    search: () => options.search ?? '',
    here: () => `/${options.search ?? ''}`,
  };
  const current =
    options.identity === undefined
      ? { idToken: 'id', expiresAt: NOW / 1000 + 600, username: 'sam' }
      : options.identity;
  const identity: IdentityPort = {
    completeRedirect: async () => options.outcome ?? { kind: 'ok', returnSearch: null },
    currentIdentity: async () => current,
    renewIdentity: async () => current,
    signIn: async (o) => void signIns.push(o ?? {}),
    signOut: async () => {},
  };
  const tokens: ProductTokenPort = {
    exchange: async (idToken, appId) => {
      exchanges.push([idToken, appId]);
      return options.exchange === undefined ? 'product' : options.exchange;
    },
    authorize: async (_app, token) => (options.authorized ?? true) && token !== 'bad',
    acceptPolicy: async () => null,
    signOut: async () => {},
  };
  const events: string[] = [];
  tokens.acceptPolicy = async (userId) => {
    events.push(`accept ${userId}`);
    return options.acceptedToken === undefined ? 'renewed' : options.acceptedToken;
  };
  tokens.signOut = async () => void events.push(`token signed out ${session.get(SESSION_KEYS.productToken)}`);
  identity.signOut = async () => void events.push('identity signed out');
  const renewal: TokenRenewalPort = {
    start: (id) => void renewals.push(id),
    stop: () => void events.push('renewal stopped'),
  };
  const sessionInfo: SessionInfoPort = {
    me: async () => (options.me === undefined ? SAM : options.me),
    reportHeading: async (id) => {
      events.push(`heading ${id}`);
      return {
        propertyName: `Property of ${id}`,
        reportName: '30 June 2025',
        streetAddress: '1 George Street',
        suburb: 'Sydney',
        eofyReportDate: '2025-06-30',
      };
    },
    cloudToken: async () => null,
  };
  const store = new ShellStore({
    session,
    local,
    navigation,
    identity,
    tokens,
    renewal,
    sessionInfo,
    clock: { now: () => NOW, after: (ms, task) => void later.push({ ms, task }) },
  });
  return { store, session, local, redirects, signIns, exchanges, later, renewals, events };
}

describe('ShellStore (docs/product/shell-and-sign-in.md, docs/product/states-and-permissions.md, docs/product/rules.md#messages-and-errors)', () => {
  it('opens the report view: parameter stored, product token exchanged with the id, renewal started', async () => {
    const t = setup({ search: '?depreciationReportId=12' });
    t.session.set('stale', 'x');
    await t.store.start();
    expect(t.store.state).toBe('ready');
    expect(t.store.selection.app.kind).toBe('farr');
    expect(t.session.get('stale')).toBeNull();
    expect(t.session.get('depreciationReportId')).toBe('12');
    expect(t.local.get('depreciationReportId')).toBe('12');
    expect(t.session.get(SESSION_KEYS.productToken)).toBe('product');
    expect(t.exchanges).toEqual([['id', '12']]);
    expect(t.renewals).toEqual(['12']);
  });

  it('keeps esg and rca ids in session storage only', async () => {
    const t = setup({ search: '?esgId=4' });
    await t.store.start();
    expect(t.session.get('esgId')).toBe('4');
    expect(t.local.get('esgId')).toBeNull();
    expect(t.store.selection.app.kind).toBe('esg');
  });

  it('signs in when there is no identity, remembering where it started', async () => {
    const t = setup({ search: '?capexId=9', identity: null });
    await t.store.start();
    expect(t.signIns).toEqual([{ force: false, returnSearch: '?capexId=9' }]);
    expect(t.session.get(SIGN_IN_SEARCH_KEY)).toBe('?capexId=9');
    expect(t.store.state).toBe('leaving');
  });

  it('takes the parameter back from the sign-in answer and puts it in the address', async () => {
    const t = setup({ outcome: { kind: 'ok', returnSearch: '?depreciationReportId=3' } });
    await t.store.start();
    expect(t.store.selection.id).toBe('3');
    expect(t.store.missingParameterSearch('')).toBe('?depreciationReportId=3');
    expect(t.store.missingParameterSearch('?depreciationReportId=3')).toBeNull();
    expect(t.store.missingParameterSearch('?tab=x')).toBe('?tab=x&depreciationReportId=3');
  });

  it('clears storage and forces sign-in when the identity has expired', async () => {
    const t = setup({
      search: '?rcaId=2',
      identity: { idToken: 'old', expiresAt: NOW / 1000 - 1, username: 'sam' },
    });
    t.local.set('capexId', '1');
    await t.store.start();
    expect(t.local.entries.size).toBe(0);
    expect(t.signIns).toEqual([{ force: true, returnSearch: '?rcaId=2' }]);
    expect(t.exchanges).toHaveLength(0);
  });

  it('shows the redirect message on a sign-in state error and returns to the root after 3 s', async () => {
    const t = setup({ outcome: { kind: 'state-error' } });
    await t.store.start();
    expect(t.store.state).toBe('redirecting');
    expect(t.redirects).toEqual([]);
    expect(t.later.map((l) => l.ms)).toEqual([STATE_ERROR_REDIRECT_MS]);
    t.later[0]!.task();
    expect(t.redirects).toEqual(['/']);
  });

  it('sends the user to the no-login page when sign-in failed, the exchange failed, or authorize refused', async () => {
    for (const options of [
      { outcome: { kind: 'failed', message: 'access_denied' } as RedirectOutcome },
      { exchange: null },
      { authorized: false },
    ]) {
      const t = setup(options);
      await t.store.start();
      expect(t.redirects).toEqual([NO_LOGIN_PAGE]);
      expect(t.session.get(SESSION_KEYS.productToken)).toBeNull();
    }
    // Issue 26 item 15: opened on a report, the page's "Sign in again" comes back to it.
    const report = setup({ search: '?depreciationReportId=4', exchange: null });
    await report.store.start();
    expect(report.redirects).toEqual([`${NO_LOGIN_PAGE}?return=%2F%3FdepreciationReportId%3D4`]);
  });

  it('on localhost asks for a pasted token, checks it with the service, then opens the view', async () => {
    const t = setup({ host: 'localhost', search: '?depreciationReportId=5' });
    await t.store.start();
    expect(t.store.state).toBe('pasted-token');
    expect(t.exchanges).toHaveLength(0);
    await t.store.submitPastedToken('  ');
    expect(t.store.pasteError).toMatch(/Paste/);
    await t.store.submitPastedToken('bad');
    expect(t.store.pasteError).toMatch(/did not accept/);
    await t.store.submitPastedToken(' good-token\n');
    expect(t.store.pasteError).toBeNull();
    expect(t.store.state).toBe('ready');
    expect(t.session.get(SESSION_KEYS.productToken)).toBe('good-token');
  });

  it('starts once per page load', async () => {
    const t = setup({ search: '?depreciationReportId=1' });
    await Promise.all([t.store.start(), t.store.start()]);
    expect(t.exchanges).toHaveLength(1);
  });

  it('shows who is signed in, and names the report by its property and date in the title (issues 15, 26)', async () => {
    const t = setup({ search: '?depreciationReportId=12' });
    await t.store.start();
    expect(t.store.user?.firstName).toBe('Sam');
    expect(t.store.heading?.propertyName).toBe('Property of 12');
    expect(t.store.title).toBe('Property of 12, 30 June 2025 — Depreciation report — taxdep');
    // Issue 16: a title per tab and report.
    expect(t.store.titleOf(reportTabLabel('/AssetRegister'))).toBe(
      'Property of 12, 30 June 2025 — Asset Register — taxdep',
    );
    expect(t.store.titleOf(reportTabLabel('/'))).toBe('Property of 12, 30 June 2025 — General Info — taxdep');
    expect(t.store.titleOf(reportTabLabel('/Deductions/'))).toBe(
      'Property of 12, 30 June 2025 — Deductions — taxdep',
    );
    // Issue 26 item 16: a saved EOFY date names the report anew, without a reload.
    t.store.setHeading({
      ...(t.store.heading as NonNullable<typeof t.store.heading>),
      eofyReportDate: '2026-06-30',
      reportName: '30 June 2026',
    });
    expect(t.store.title).toBe('Property of 12, 30 June 2026 — Depreciation report — taxdep');
    const portal = setup({});
    await portal.store.start();
    expect(portal.store.title).toBe('My work — taxdep');
    expect(portal.store.heading).toBeNull();
  });

  it('holds a user who must accept the policy on it, then goes on with the renewed token', async () => {
    const t = setup({ me: { ...SAM, policyAcceptedDate: null, policyAcceptanceNeeded: true } });
    await t.store.start();
    expect(t.store.state).toBe('policy');
    await t.store.acceptPolicy();
    expect(t.events).toContain('accept 7');
    expect(t.session.get(SESSION_KEYS.productToken)).toBe('renewed');
    expect(t.store.state).toBe('ready');
    expect(t.store.user?.policyAcceptanceNeeded).toBe(false);
  });

  it('asks for the report heading only after the policy is accepted: the service refuses it before', async () => {
    const t = setup({
      search: '?depreciationReportId=12',
      me: { ...SAM, policyAcceptedDate: null, policyAcceptanceNeeded: true },
    });
    await t.store.start();
    expect(t.events).not.toContain('heading 12');
    await t.store.acceptPolicy();
    expect(t.events).toContain('heading 12');
    expect(t.store.heading?.propertyName).toBe('Property of 12');
  });

  it('keeps the policy on screen with a message when the acceptance is not recorded', async () => {
    const t = setup({ me: { ...SAM, policyAcceptanceNeeded: true }, acceptedToken: null });
    await t.store.start();
    await t.store.acceptPolicy();
    expect(t.store.state).toBe('policy');
    expect(t.store.policyError).toBe(POLICY_NOT_RECORDED);
    expect(t.session.get(SESSION_KEYS.productToken)).toBe('product');
  });

  it('signs out: the token is ended at the service, forgotten, then the identity session ends', async () => {
    const t = setup({ search: '?depreciationReportId=12' });
    await t.store.start();
    await t.store.signOut();
    expect(t.events).toEqual([
      'heading 12',
      'renewal stopped',
      'token signed out product',
      'identity signed out',
    ]);
    expect(t.session.get(SESSION_KEYS.productToken)).toBeNull();
    expect(t.local.get('depreciationReportId')).toBeNull();
    expect(t.store.user).toBeNull();
    expect(t.store.state).toBe('leaving');
  });

  it('signs a pasted token out back to the paste screen, with no identity to end', async () => {
    const t = setup({ host: 'localhost' });
    await t.store.start();
    await t.store.submitPastedToken('good-token');
    await t.store.signOut();
    expect(t.events).toEqual(['renewal stopped', 'token signed out good-token']);
    expect(t.store.state).toBe('pasted-token');
  });
});
