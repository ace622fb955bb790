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
} from '@taxdep/domain';
import type { AdminPort, ApiClient, ApiFailure } from '@taxdep/domain/ports';
import { callApi } from './contract-call';

/** AdminPort over the ApiClient port: the administrator's calls of admin-calls.ts, one to one (issue 15). */
export class HttpAdminPort implements AdminPort {
  constructor(private readonly api: ApiClient) {}

  access(): Promise<UserAccessAnswer | null> {
    return callApi(this.api, 'GET /users/me/access');
  }

  users(): Promise<AdminUser[] | null> {
    return callApi(this.api, 'GET /admin/users');
  }

  changeUser(userId: number, change: AdminUserChange): Promise<AdminUser | null> {
    return callApi(this.api, 'PUT /admin/users/{userId}', { params: { userId }, body: change });
  }

  createUser(user: AdminUserCreate): Promise<AdminUserCreated | null> {
    return callApi(this.api, 'POST /admin/users', { body: user });
  }

  reinviteUser(userId: number): Promise<UserInvitation | null> {
    return callApi(this.api, 'POST /admin/users/{userId}/invitation', { params: { userId } });
  }

  clients(): Promise<AdminClient[] | null> {
    return callApi(this.api, 'GET /admin/clients');
  }

  createClient(clientName: string): Promise<AdminClient | null> {
    return callApi(this.api, 'POST /admin/clients', { body: { clientName } });
  }

  renameClient(clientId: number, clientName: string): Promise<AdminClient | null> {
    return callApi(this.api, 'PUT /admin/clients/{clientId}', { params: { clientId }, body: { clientName } });
  }

  funds(): Promise<AdminFund[] | null> {
    return callApi(this.api, 'GET /admin/funds');
  }

  createFund(fund: AdminFundCreate): Promise<AdminFund | null> {
    return callApi(this.api, 'POST /admin/funds', { body: fund });
  }

  renameFund(fundId: number, change: AdminFundRename): Promise<AdminFund | null> {
    return callApi(this.api, 'PUT /admin/funds/{fundId}', { params: { fundId }, body: change });
  }

  portfolios(): Promise<AdminPortfolio[] | null> {
    return callApi(this.api, 'GET /admin/portfolios');
  }

  createPortfolio(fundId: number, portfolioName: string): Promise<AdminPortfolio | null> {
    return callApi(this.api, 'POST /admin/portfolios', { body: { fundId, portfolioName } });
  }

  renamePortfolio(portfolioId: number, portfolioName: string): Promise<AdminPortfolio | null> {
    return callApi(this.api, 'PUT /admin/portfolios/{portfolioId}', {
      params: { portfolioId },
      body: { portfolioName },
    });
  }

  previewEffectiveLife(file: EffectiveLifeUpload): Promise<EffectiveLifeLoadAnswer | null> {
    return callApi(this.api, 'POST /admin/effective-life/preview', { body: file });
  }

  loadEffectiveLife(file: EffectiveLifeUpload): Promise<EffectiveLifeLoadAnswer | null> {
    return callApi(this.api, 'POST /admin/effective-life/load', { body: file });
  }

  effectiveLifeTable(query: EffectiveLifeTableQuery): Promise<EffectiveLifeTablePage | null> {
    return callApi(this.api, 'GET /admin/effective-life/codes', { query });
  }

  effectiveLifeLoads(): Promise<EffectiveLifeLoadRecord[] | null> {
    return callApi(this.api, 'GET /admin/effective-life/loads');
  }

  lastFailure(): ApiFailure | null {
    return this.api.lastFailure();
  }
}
