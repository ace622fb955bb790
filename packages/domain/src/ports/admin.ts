import type {
  AdminClient,
  AdminFund,
  AdminFundCreate,
  AdminFundRename,
  AdminPortfolio,
  AdminUser,
  AdminUserChange,
  EffectiveLifeLoadAnswer,
  EffectiveLifeUpload,
  UserAccessAnswer,
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
  lastFailure(): ApiFailure | null;
}
