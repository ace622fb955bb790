import type { AuthorizedApp, ProductTokenPort, SessionStoragePort } from '@taxdep/domain/ports';
import { SESSION_KEYS } from '@taxdep/domain/ports';
import type { AxiosInstance } from 'axios';
import axios from 'axios';

export interface ProductTokenClientOptions {
  /** The versioned API base, e.g. `/api/v1`. */
  apiBase: string;
  /** The version-less base holding `/authorize` (docs/architecture.md "The API"), e.g. `/api`. */
  authorizeBase: string;
  session: SessionStoragePort;
  /** For tests: an axios instance with a fake adapter. */
  http?: AxiosInstance;
}

/**
 * The product-token calls of docs/product/calls.md "Shell and main portal". They run before there is a product token, so
 * they bypass the ApiClient's error policy (a refused exchange must not bounce through the 401 handling);
 * every failure answers null or false.
 */
export class ProductTokenClient implements ProductTokenPort {
  private readonly http: AxiosInstance;

  constructor(private readonly options: ProductTokenClientOptions) {
    this.http = options.http ?? axios.create();
  }

  async exchange(idToken: string, appId: string | null): Promise<string | null> {
    try {
      const response = await this.http.post<{ token?: unknown }>(
        `${this.options.apiBase}/auth/token`,
        appId ? { idToken, appId } : { idToken },
      );
      return typeof response.data?.token === 'string' ? response.data.token : null;
    } catch {
      return null;
    }
  }

  async authorize(app: AuthorizedApp, productToken: string): Promise<boolean> {
    try {
      // docs/product/calls.md: the authorize call carries no no-cache header.
      const response = await this.http.get<{ authorized?: unknown }>(
        `${this.options.authorizeBase}/authorize`,
        {
          params: { app },
          headers: { Authorization: `Bearer ${productToken}` },
        },
      );
      return response.data?.authorized === true;
    } catch {
      return false;
    }
  }

  async acceptPolicy(userId: number): Promise<string | null> {
    try {
      const response = await this.http.put<{ token?: unknown }>(
        `${this.options.apiBase}/users/policyaccepted`,
        undefined,
        { params: { userId }, headers: this.bearerHeaders() },
      );
      return typeof response.data?.token === 'string' ? response.data.token : null;
    } catch {
      return null;
    }
  }

  async signOut(): Promise<void> {
    try {
      await this.http.delete(`${this.options.apiBase}/depreciationReports/token`, {
        headers: this.bearerHeaders(),
      });
    } catch {
      // Signing out is best effort: the product token is stateless and simply dropped by the shell.
    }
  }

  private bearerHeaders(): Record<string, string> {
    const token = this.options.session.get(SESSION_KEYS.productToken);
    return { 'Cache-Control': 'no-cache', ...(token ? { Authorization: `Bearer ${token}` } : {}) };
  }
}
