import type {
  AdminClient,
  AdminFund,
  AdminPortfolio,
  AdminReportRole,
  AdminUser,
  AdminUserChange,
  EffectiveLifeLoadAnswer,
  UserAccess,
} from '@taxdep/domain';
import { registrationNumberError, USER_ROLE_LABELS } from '@taxdep/domain/firm';
import type { AdminPort } from '@taxdep/domain/ports';
import { makeAutoObservable, runInAction } from 'mobx';
import { failureMessage } from '../ui/failure-message';
import { adminWrite } from './admin-write';
import { EffectiveLifeTableStore } from './EffectiveLifeTableStore';
import { InvitationStore } from './InvitationStore';
import { NewUserStore } from './NewUserStore';

/** The load call's limit (the service's EFFECTIVE_LIFE_BODY_LIMIT), checked before a larger file is read. */
export const MAX_EFFECTIVE_LIFE_FILE_BYTES = 8 * 1024 * 1024;

/**
 * The Administration page (issue 15; docs/product/administration.md): users (activate, deactivate, report role,
 * administrator), clients, funds and portfolios (create, rename), and the effective-life load: choose a file, see
 * what it adds and changes, confirm. Every change answers the service's row, which replaces the shown one.
 */
export class AdminStore {
  access: UserAccess | null = null;
  /** The signed-in administrator, who may not deactivate themself or give up administration (the service's 409). */
  selfId: number | null = null;
  users: AdminUser[] = [];
  clients: AdminClient[] = [];
  funds: AdminFund[] = [];
  portfolios: AdminPortfolio[] = [];
  failure: string | null = null;
  notice: string | null = null;
  busy = false;
  /** The chosen effective-life file and its preview; `loaded` once confirmed. */
  file: { fileName: string; text: string } | null = null;
  preview: EffectiveLifeLoadAnswer | null = null;
  loaded: EffectiveLifeLoadAnswer | null = null;
  /** Issue 25: registration numbers as typed, by user id, until saved (kept after a refusal). */
  registrationDrafts: Record<number, string> = {};
  /** Issue 25: why a typed registration number was not saved, by user id (shown beside its field). */
  registrationErrors: Record<number, string> = {};
  /** Issue 26 item 17: the registration numbers saved since the page opened, by user id ("Saved" beside them). */
  registrationSaved: Record<number, boolean> = {};

  /** Issue 26 item 17: the Add a user dialog; a user it adds joins the list. */
  readonly newUser: NewUserStore;
  /** Issue 26 item 17: the table as loaded and the history of its loads. */
  readonly lifeTable: EffectiveLifeTableStore;
  /** A fresh sign-in link for a user who has not chosen their password yet. */
  readonly invitation: InvitationStore;

  constructor(private readonly port: AdminPort) {
    this.newUser = new NewUserStore(port, (user) => this.addUser(user));
    this.lifeTable = new EffectiveLifeTableStore(port);
    this.invitation = new InvitationStore(port);
    makeAutoObservable<AdminStore, 'port'>(this, {
      port: false,
      newUser: false,
      lifeTable: false,
      invitation: false,
    });
  }

  get isAdministrator(): boolean {
    return this.access === 'admin';
  }

  /** Asks once whether the signed-in user administers (the portal shows the link only then). */
  async checkAccess(): Promise<void> {
    if (this.access !== null) return;
    const answer = await this.port.access();
    runInAction(() => {
      this.access = answer?.access ?? null;
      this.selfId = answer?.userId ?? null;
    });
  }

  async start(): Promise<void> {
    await this.checkAccess();
    if (!this.isAdministrator) return;
    const [users, clients, funds, portfolios] = await Promise.all([
      this.port.users(),
      this.port.clients(),
      this.port.funds(),
      this.port.portfolios(),
    ]);
    runInAction(() => {
      if (!users || !clients || !funds || !portfolios) {
        this.failure = failureMessage(
          { failed: 'The administration lists could not be loaded' },
          this.port.lastFailure(),
        );
        return;
      }
      this.users = users;
      void this.lifeTable.start();
      this.clients = clients;
      this.funds = funds;
      this.portfolios = portfolios;
    });
  }

  async setActive(user: AdminUser, active: boolean): Promise<void> {
    await this.changeUser(user, { active }, active ? 'activated' : 'deactivated');
  }

  async setRole(user: AdminUser, role: AdminReportRole): Promise<void> {
    const label = USER_ROLE_LABELS[role].toLowerCase();
    await this.changeUser(user, { role }, `now ${role === 'administrator' ? 'an' : 'a'} ${label}`);
  }

  async setAccess(user: AdminUser, access: UserAccess): Promise<void> {
    await this.changeUser(
      user,
      { access },
      access === 'admin' ? 'now an administrator' : 'no longer an administrator',
    );
  }

  /** Issue 25: the registration number field of a user as shown: what was typed, else what is stored. */
  registrationOf(user: AdminUser): string {
    return this.registrationDrafts[user.userId] ?? user.taxAgentRegistrationNumber ?? '';
  }

  typeRegistration(user: AdminUser, text: string): void {
    this.registrationDrafts = { ...this.registrationDrafts, [user.userId]: text };
    this.registrationSaved = { ...this.registrationSaved, [user.userId]: false };
    if (this.registrationErrors[user.userId]) {
      const { [user.userId]: _, ...rest } = this.registrationErrors;
      this.registrationErrors = rest;
    }
  }

  /**
   * Issue 25: saves a typed registration number (8 digits; empty clears it). One that is not 8 digits is marked
   * beside its field and not sent; what was typed stays until it is saved.
   */
  async saveRegistration(user: AdminUser): Promise<void> {
    const typed = this.registrationDrafts[user.userId];
    if (typed === undefined || typed.trim() === (user.taxAgentRegistrationNumber ?? '')) {
      this.dropRegistrationDraft(user.userId);
      return;
    }
    const refused = registrationNumberError(typed);
    if (refused) {
      this.registrationErrors = { ...this.registrationErrors, [user.userId]: `Not saved: ${refused}` };
      return;
    }
    const saved = await this.changeUser(
      user,
      { taxAgentRegistrationNumber: typed },
      typed.trim() === '' ? 'without a registration number' : `registered as ${typed.trim()}`,
    );
    runInAction(() => {
      if (saved) {
        this.dropRegistrationDraft(user.userId);
        this.registrationSaved = { ...this.registrationSaved, [user.userId]: true };
      } else {
        this.registrationErrors = { ...this.registrationErrors, [user.userId]: this.failure ?? 'Not saved.' };
      }
    });
  }

  setOffice(user: AdminUser, officeId: number | null, officeName: string | null): Promise<boolean> {
    return this.changeUser(
      user,
      { officeId },
      officeName ? `now in the ${officeName} office` : 'in no office',
    );
  }

  private dropRegistrationDraft(userId: number): void {
    const { [userId]: _, ...rest } = this.registrationDrafts;
    this.registrationDrafts = rest;
  }

  private async changeUser(user: AdminUser, change: AdminUserChange, what: string): Promise<boolean> {
    const changed = await this.write(
      () => this.port.changeUser(user.userId, change),
      `${user.firstName} ${user.lastName} could not be changed`,
    );
    if (!changed) return false;
    runInAction(() => {
      this.users = this.users.map((u) => (u.userId === changed.userId ? changed : u));
      this.notice = `${changed.firstName} ${changed.lastName} is ${what}.`;
    });
    return true;
  }

  async createClient(name: string): Promise<boolean> {
    const client = await this.write(() => this.port.createClient(name), 'The client could not be created');
    if (client) runInAction(() => this.clients.push(client));
    return client !== null;
  }

  /** Issue 26 item 17: each rename answers null once saved, else why not (shown beside its field). */
  async renameClient(clientId: number, name: string): Promise<string | null> {
    const client = await this.write(
      () => this.port.renameClient(clientId, name),
      'The client could not be renamed',
    );
    if (client)
      runInAction(() => (this.clients = this.clients.map((c) => (c.clientId === clientId ? client : c))));
    return this.refusalOf(client);
  }

  async createFund(fundCode: string, fundName: string, clientId: number): Promise<boolean> {
    const fund = await this.write(
      () => this.port.createFund({ fundCode, fundName, clientId }),
      'The fund could not be created',
    );
    if (fund) runInAction(() => this.funds.push(fund));
    return fund !== null;
  }

  async renameFund(fundId: number, fundName: string): Promise<string | null> {
    const fund = await this.write(
      () => this.port.renameFund(fundId, { fundName }),
      'The fund could not be renamed',
    );
    if (fund) runInAction(() => (this.funds = this.funds.map((f) => (f.fundId === fundId ? fund : f))));
    return this.refusalOf(fund);
  }

  async createPortfolio(fundId: number, name: string): Promise<boolean> {
    const portfolio = await this.write(
      () => this.port.createPortfolio(fundId, name),
      'The portfolio could not be created',
    );
    if (portfolio) runInAction(() => this.portfolios.push(portfolio));
    return portfolio !== null;
  }

  async renamePortfolio(portfolioId: number, name: string): Promise<string | null> {
    const portfolio = await this.write(
      () => this.port.renamePortfolio(portfolioId, name),
      'The portfolio could not be renamed',
    );
    if (portfolio) {
      runInAction(
        () => (this.portfolios = this.portfolios.map((p) => (p.portfolioId === portfolioId ? portfolio : p))),
      );
    }
    return this.refusalOf(portfolio);
  }

  private refusalOf(saved: unknown): string | null {
    return saved ? null : (this.failure ?? 'Not saved.');
  }

  /** Issue 26 item 17: a user the Add a user dialog created joins the list, in its place by name. */
  addUser(user: AdminUser): void {
    this.users = [...this.users, user].sort(
      (a, b) =>
        a.lastName.localeCompare(b.lastName, 'en') ||
        a.firstName.localeCompare(b.firstName, 'en') ||
        a.userId - b.userId,
    );
    this.notice = `${user.firstName} ${user.lastName} is added.`;
  }

  /** A file chosen: previews what it adds and changes (nothing is stored yet). */
  async chooseFile(fileName: string, size: number, readText: () => Promise<string>): Promise<void> {
    this.preview = null;
    this.loaded = null;
    this.file = null;
    if (size > MAX_EFFECTIVE_LIFE_FILE_BYTES) {
      this.failure = `${fileName} is larger than ${MAX_EFFECTIVE_LIFE_FILE_BYTES / (1024 * 1024)} MB: not an effective-life table.`;
      return;
    }
    const file = { fileName, text: await readText() };
    const preview = await this.write(
      () => this.port.previewEffectiveLife(file),
      `${fileName} could not be read`,
    );
    runInAction(() => {
      this.file = preview ? file : null;
      this.preview = preview;
    });
  }

  /** Confirm: loads the previewed file (the service plans it again against the table as it is now). */
  async confirmLoad(): Promise<void> {
    const file = this.file;
    if (!file || !this.preview?.loadable) return;
    const loaded = await this.write(
      () => this.port.loadEffectiveLife(file),
      `${file.fileName} could not be loaded`,
    );
    if (!loaded) return;
    runInAction(() => {
      this.loaded = loaded;
      this.preview = null;
      this.file = null;
      this.notice = `${loaded.fileName} loaded: ${loaded.added.length} new tax code(s), ${loaded.changed.length} changed life(s).`;
    });
    await this.lifeTable.reload();
  }

  cancelLoad(): void {
    this.file = null;
    this.preview = null;
  }

  private write<T>(call: () => Promise<T | null>, failed: string): Promise<T | null> {
    return adminWrite(this, this.port, call, failed);
  }
}
