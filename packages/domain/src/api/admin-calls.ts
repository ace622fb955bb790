/**
 * The administrator's calls (issue 15; docs/product/administration.md): users (activate, deactivate, role), clients,
 * funds and portfolios (create, rename) and the effective-life table load (preview, then confirm). Every call under
 * /admin answers 403 to a user who is not an administrator; `GET /users/me/access` tells the screens which a user
 * is. Declared once here (issue 11) and joined into ApiCalls by calls.ts.
 */
import type { FirmCalls, FirmShortText } from './firm-calls';
import type { IncentiveWindowCalls } from './incentive-window-calls';
import type { CivilDate, Count, Id, SearchText, Text } from './wire-limits';

/** What a user may administer (users.access, migration 017), apart from their report role. */
export type UserAccess = 'user' | 'admin';

/**
 * The hat a user wears (users.role; migration 031 added the third): a surveyor surveys, a checker checks (and may
 * survey), an administrator keeps the firm and its users and is offered as neither (issue 26 item 17).
 */
export type AdminReportRole = 'surveyor' | 'checker' | 'administrator';

export interface UserAccessAnswer {
  userId: Id;
  access: UserAccess;
}

/** One user as the administrator manages them. */
export interface AdminUser {
  userId: Id;
  userUid: Text;
  email: Text;
  firstName: Text;
  lastName: Text;
  role: AdminReportRole;
  access: UserAccess;
  /** False once deactivated: their calls are refused at once and they cannot sign in. */
  active: boolean;
  /** Issue 25: their tax agent registration number (8 digits), printed on the sign-off page; null when not recorded. */
  taxAgentRegistrationNumber: Text | null;
  /** Issue 25: the office they work from (GET /admin/offices); null when none is set. */
  officeId: Id | null;
  /**
   * The built-in sign-in only: true while the user has not chosen their password, so their invitation link is their
   * way in (`POST /admin/users/{userId}/invitation` makes a new one). Always false with the firm's identity provider.
   */
  awaitingPassword: boolean;
}

/** A change to one user; absent fields are kept. */
export interface AdminUserChange {
  active?: boolean;
  role?: AdminReportRole;
  access?: UserAccess;
  /** Issue 25: 8 digits; empty clears it. */
  taxAgentRegistrationNumber?: FirmShortText;
  /** Issue 25: an office's id, or null for none. */
  officeId?: Id | null;
}

/**
 * A person's first or last name as an administrator enters it.
 * @minLength 1
 * @maxLength 100
 */
export type PersonName = string;

/**
 * An e-mail address as entered (its form is the domain's rule, packages/domain/src/firm/user-rules.ts).
 * @minLength 1
 * @maxLength 254
 */
export type EmailAddress = string;

/** A user an administrator adds (issue 26 item 17): unique email (case aside), a known role, an office that exists. */
export interface AdminUserCreate {
  firstName: PersonName;
  lastName: PersonName;
  email: EmailAddress;
  role: AdminReportRole;
  /** An office's id (GET /admin/offices), or null for none. */
  officeId: Id | null;
}

/**
 * How a new user signs in for the first time. With the built-in sign-in, a one-time link (shown to the
 * administrator once, to send themselves: the portal sends no e-mail) where they choose their password; with the
 * firm's identity provider (Entra ID), nothing to send: their first sign-in with that email finds them.
 */
export interface UserInvitation {
  /** The link to hand the new user; null with an external identity provider. */
  link: Text | null;
  /** When the link stops working (ISO instant); null without a link. */
  expiresAt: Text | null;
}

export interface AdminUserCreated {
  user: AdminUser;
  invitation: UserInvitation;
}

export interface AdminUserParams {
  userId: Id;
}

/**
 * A client's, fund's or portfolio's name.
 * @minLength 1
 * @maxLength 200
 */
export type AdminName = string;

/**
 * A fund's code (funds.code, unique).
 * @minLength 1
 * @maxLength 20
 */
export type AdminFundCode = string;

export interface AdminClient {
  clientId: Id;
  clientName: Text;
}

export interface AdminClientSave {
  clientName: AdminName;
}

export interface AdminClientParams {
  clientId: Id;
}

export interface AdminFund {
  fundId: Id;
  fundCode: Text;
  fundName: Text;
  clientId: Id;
}

export interface AdminFundCreate {
  fundCode: AdminFundCode;
  fundName: AdminName;
  clientId: Id;
}

export interface AdminFundRename {
  fundCode?: AdminFundCode;
  fundName: AdminName;
}

export interface AdminPortfolio {
  portfolioId: Id;
  fundId: Id;
  portfolioName: Text;
}

export interface AdminPortfolioCreate {
  fundId: Id;
  portfolioName: AdminName;
}

export interface AdminPortfolioRename {
  portfolioName: AdminName;
}

export interface AdminPortfolioParams {
  portfolioId: Id;
}

/**
 * The text of an effective-life table file (the layout of the Commissioner's Tables A and B, docs/product/
 * administration.md): the whole tables are a few MB; EFFECTIVE_LIFE_BODY_LIMIT bounds the request.
 * @maxLength 8000000
 */
export type EffectiveLifeFileText = string;

/**
 * A file name as the browser or the CLI gives it.
 * @minLength 1
 * @maxLength 255
 */
export type EffectiveLifeFileName = string;

export interface EffectiveLifeUpload {
  fileName: EffectiveLifeFileName;
  text: EffectiveLifeFileText;
}

export interface WireDatedLife {
  effectiveLifeYears: Text;
  /** Null: a life from before dated determinations. */
  dateOfApplication: Text | null;
}

export interface WireAddedTaxCode {
  code: Text;
  line: Count;
  table: 'A' | 'B';
  industry: Text;
  subIndustry: Text;
  assetGroup: Text;
  asset: Text;
  source: Text;
  lives: WireDatedLife[];
}

export interface WireAddedLife {
  codes: Text[];
  line: Count;
  assetGroup: Text;
  asset: Text;
  dateOfApplication: Text | null;
  previousLifeYears: Text | null;
  effectiveLifeYears: Text;
  source: Text;
}

export interface WireLifeConflict {
  codes: Text[];
  line: Count;
  asset: Text;
  dateOfApplication: Text | null;
  storedLifeYears: Text;
  fileLifeYears: Text;
}

export interface WireFileProblem {
  line: Count;
  message: Text;
}

/** What a load adds and changes (the preview), or added and changed (the confirmed load). */
export interface EffectiveLifeLoadAnswer {
  fileName: Text;
  added: WireAddedTaxCode[];
  changed: WireAddedLife[];
  unchanged: Count;
  conflicts: WireLifeConflict[];
  problems: WireFileProblem[];
  /** Whether Confirm may load it: no problems, no conflicts, something to add. */
  loadable: boolean;
  /** The stored load (confirm only); null in a preview. */
  loadId: Id | null;
}

/** A page of the loaded effective-life table (GET /admin/effective-life/codes). */
export interface EffectiveLifeTableQuery {
  /** Matches the code, industry, heading (asset group), description or ruling, case aside. */
  searchValue?: SearchText;
  /** @default 1 */
  pageNo?: Id;
  /**
   * @asType integer
   * @minimum 1
   * @maximum 200
   * @default 25
   */
  pageSize?: number;
}

/** One life of a tax code of Tables A and B as loaded: a code with a revised life shows once per life. */
export interface EffectiveLifeTableRow {
  code: Text;
  table: 'A' | 'B';
  industry: Text;
  subIndustry: Text;
  assetGroup: Text;
  asset: Text;
  effectiveLifeYears: Text;
  /** The determination's date of application; null for a life from before dated determinations. */
  dateOfApplication: CivilDate | null;
  /** The ruling the row cites (TR 2022/1…), null when its source names none. */
  ruling: Text | null;
  source: Text;
}

export interface EffectiveLifeTablePage {
  rows: EffectiveLifeTableRow[];
  totalRecords: Count;
  totalPages: Count;
  pageNo: Count;
  pageSize: Count;
}

/** One load of the table, newest first (GET /admin/effective-life/loads). */
export interface EffectiveLifeLoadRecord {
  loadId: Id;
  fileName: Text;
  /** ISO instant. */
  loadedAt: Text;
  /** Who loaded it: a user's name, or null for the command line and the release's own table. */
  loadedBy: Text | null;
  /** The file's rows; codes and dated lives it added. */
  rowsRead: Count;
  codesAdded: Count;
  livesAdded: Count;
  /** The rulings its rows cite, newest first. */
  rulings: Text[];
  /** The release's own table, seeded at the first start. */
  seeded: boolean;
}

/** The administrator's calls, with the incentive table's (incentive-window-calls.ts) and the firm's (firm-calls.ts). */
export interface AdminCalls extends IncentiveWindowCalls, FirmCalls {
  'GET /users/me/access': { response: UserAccessAnswer };
  'GET /admin/users': { response: AdminUser[] };
  'PUT /admin/users/{userId}': { params: AdminUserParams; body: AdminUserChange; response: AdminUser };
  'POST /admin/users': { body: AdminUserCreate; response: AdminUserCreated };
  'POST /admin/users/{userId}/invitation': { params: AdminUserParams; response: UserInvitation };
  'GET /admin/clients': { response: AdminClient[] };
  'POST /admin/clients': { body: AdminClientSave; response: AdminClient };
  'PUT /admin/clients/{clientId}': {
    params: AdminClientParams;
    body: AdminClientSave;
    response: AdminClient;
  };
  'GET /admin/funds': { response: AdminFund[] };
  'POST /admin/funds': { body: AdminFundCreate; response: AdminFund };
  'PUT /admin/funds/{fundId}': { params: { fundId: Id }; body: AdminFundRename; response: AdminFund };
  'GET /admin/portfolios': { response: AdminPortfolio[] };
  'POST /admin/portfolios': { body: AdminPortfolioCreate; response: AdminPortfolio };
  'PUT /admin/portfolios/{portfolioId}': {
    params: AdminPortfolioParams;
    body: AdminPortfolioRename;
    response: AdminPortfolio;
  };
  'POST /admin/effective-life/preview': { body: EffectiveLifeUpload; response: EffectiveLifeLoadAnswer };
  'POST /admin/effective-life/load': { body: EffectiveLifeUpload; response: EffectiveLifeLoadAnswer };
  'GET /admin/effective-life/codes': { query: EffectiveLifeTableQuery; response: EffectiveLifeTablePage };
  'GET /admin/effective-life/loads': { response: EffectiveLifeLoadRecord[] };
}
