import type {
  IncentiveTableLoad,
  IncentiveTableLoadAnswer,
  IncentiveTableUpload,
  IncentiveWindowTable,
} from '@taxdep/domain';
import type { ApiClient, ApiFailure, IncentiveWindowsPort } from '@taxdep/domain/ports';
import { callApi } from './contract-call';

/**
 * IncentiveWindowsPort over the ApiClient port (issue 23 item 2): the calls of incentive-window-calls.ts, one to
 * one. The portal binds it over its axios client; `taxdep load-incentive-windows` over a Node client.
 */
export class HttpIncentiveWindowsPort implements IncentiveWindowsPort {
  constructor(private readonly api: ApiClient) {}

  table(): Promise<IncentiveWindowTable | null> {
    return callApi(this.api, 'GET /incentiveWindows');
  }

  loads(): Promise<IncentiveTableLoad[] | null> {
    return callApi(this.api, 'GET /admin/incentive-windows/loads');
  }

  preview(file: IncentiveTableUpload): Promise<IncentiveTableLoadAnswer | null> {
    return callApi(this.api, 'POST /admin/incentive-windows/preview', { body: file });
  }

  load(file: IncentiveTableUpload): Promise<IncentiveTableLoadAnswer | null> {
    return callApi(this.api, 'POST /admin/incentive-windows/load', { body: file });
  }

  lastFailure(): ApiFailure | null {
    return this.api.lastFailure();
  }
}
