import type {
  AdminClient,
  AdminFund,
  AdminFundCreate,
  AdminFundRename,
  AdminPortfolio,
  AdminUser,
  AdminUserChange,
  AdminUserCreate,
  AdminUserCreated,
  EffectiveLifeLoadAnswer,
  EffectiveLifeLoadRecord,
  EffectiveLifeTablePage,
  EffectiveLifeTableQuery,
  EffectiveLifeUpload,
  UserAccessAnswer,
  UserInvitation,
} from '../api/admin-calls';
import type { ApiFailure } from './api-client';

/**
 * The administrator's calls (issue 15; docs/product/administration.md), one to one. A failure answers null and
 * `lastFailure()` says why (issue #10).
 */
export interface AdminPort {
  /** GET /users/me/access: whether the signed-in user administers. */
  access(): Promise<UserAccessAnswer | null>;
  users(): Promise<AdminUser[] | null>;
  changeUser(userId: number, change: AdminUserChange): Promise<AdminUser | null>;
  /** Issue 26 item 17: adds a user, and how they sign in the first time. */
  createUser(user: AdminUserCreate): Promise<AdminUserCreated | null>;
  /** Issue 26 item 17: a new invitation link (the earlier one stops working). */
  reinviteUser(userId: number): Promise<UserInvitation | null>;
  clients(): Promise<AdminClient[] | null>;
  createClient(clientName: string): Promise<AdminClient | null>;
  renameClient(clientId: number, clientName: string): Promise<AdminClient | null>;
  funds(): Promise<AdminFund[] | null>;
  createFund(fund: AdminFundCreate): Promise<AdminFund | null>;
  renameFund(fundId: number, change: AdminFundRename): Promise<AdminFund | null>;
  portfolios(): Promise<AdminPortfolio[] | null>;
  createPortfolio(fundId: number, portfolioName: string): Promise<AdminPortfolio | null>;
  renamePortfolio(portfolioId: number, portfolioName: string): Promise<AdminPortfolio | null>;
  previewEffectiveLife(file: EffectiveLifeUpload): Promise<EffectiveLifeLoadAnswer | null>;
  loadEffectiveLife(file: EffectiveLifeUpload): Promise<EffectiveLifeLoadAnswer | null>;
  /** Issue 26 item 17: the loaded table, a page at a time, and the history of its loads. */
  effectiveLifeTable(query: EffectiveLifeTableQuery): Promise<EffectiveLifeTablePage | null>;
  effectiveLifeLoads(): Promise<EffectiveLifeLoadRecord[] | null>;
  lastFailure(): ApiFailure | null;
}
