/**
 * The administrator's calls (issue 15; docs/product/administration.md): users (activate, deactivate, role), clients,
 * funds and portfolios (create, rename) and the effective-life table load (preview, then confirm). Every call under
 * /admin answers 403 to a user who is not an administrator; `GET /users/me/access` tells the screens which a user
 * is. Declared once here (issue 11) and joined into ApiCalls by calls.ts.
 */
import type { FirmCalls, FirmShortText } from './firm-calls';
import type { IncentiveWindowCalls } from './incentive-window-calls';
import type { Count, Id, Text } from './wire-limits';

/** What a user may administer (users.access, migration 017), apart from their report role. */
export type UserAccess = 'user' | 'admin';

/** The hat a user wears on reports (users.role). */
export type AdminReportRole = 'surveyor' | 'checker';

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

/** The administrator's calls, with the incentive table's (incentive-window-calls.ts) and the firm's (firm-calls.ts). */
export interface AdminCalls extends IncentiveWindowCalls, FirmCalls {
  'GET /users/me/access': { response: UserAccessAnswer };
  'GET /admin/users': { response: AdminUser[] };
  'PUT /admin/users/{userId}': { params: AdminUserParams; body: AdminUserChange; response: AdminUser };
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
}
