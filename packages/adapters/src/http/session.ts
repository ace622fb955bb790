import type { CloudToken, SignedInUser } from '@taxdep/domain';
import { reportTitleFactsOf } from '@taxdep/domain/format';
import type { ApiClient, ReportHeading, SessionInfoPort, SessionStoragePort } from '@taxdep/domain/ports';
import { callApi } from './contract-call';

/** Where the cloud token is kept in session storage (spec 4). */
export const CLOUD_TOKEN_SESSION_KEY = 'cloudToken';
/** Spec 9: a cloud token is kept 3,100,000 ms (about 51 minutes) at most. */
export const CLOUD_TOKEN_KEEP_MS = 3_100_000;
/** Asked again this long before it ends, so a call never carries one that runs out on the way. */
const CLOUD_TOKEN_MARGIN_MS = 60_000;

/**
 * SessionInfoPort over the ApiClient (issue 15; docs/api.md "Session"): who is signed in, the heading of an
 * opened report and the cloud token. A failure answers null, as every port of docs/product/rules.md#messages-and-errors.
 */
export class HttpSessionInfoPort implements SessionInfoPort {
  constructor(
    private readonly api: ApiClient,
    private readonly session: SessionStoragePort,
    private readonly nowMs: () => number = Date.now,
  ) {}

  me(): Promise<SignedInUser | null> {
    return callApi(this.api, 'GET /users/me');
  }

  async reportHeading(reportId: number): Promise<ReportHeading | null> {
    const report = await callApi(this.api, 'GET /depreciationReports/{id}', { params: { id: reportId } });
    if (!report) return null;
    const { reportId: _id, ...heading } = reportTitleFactsOf(reportId, report);
    return heading;
  }

  async cloudToken(): Promise<CloudToken | null> {
    const kept = this.keptCloudToken();
    if (kept) return kept;
    const fresh = await callApi(this.api, 'GET /cloudToken');
    if (!fresh) return null;
    const keepUntil = Math.min(this.nowMs() + CLOUD_TOKEN_KEEP_MS, Date.parse(fresh.expiresOn));
    this.session.set(CLOUD_TOKEN_SESSION_KEY, JSON.stringify({ ...fresh, keepUntil }));
    return fresh;
  }

  private keptCloudToken(): CloudToken | null {
    const text = this.session.get(CLOUD_TOKEN_SESSION_KEY);
    if (!text) return null;
    try {
      const { keepUntil, ...token } = JSON.parse(text) as CloudToken & { keepUntil: number };
      if (this.nowMs() < keepUntil - CLOUD_TOKEN_MARGIN_MS) return token;
    } catch {
      // Unreadable: asked again below.
    }
    this.session.remove(CLOUD_TOKEN_SESSION_KEY);
    return null;
  }
}
