/**
 * The ApiClient port (packages/domain/src/ports/api-client.ts) over Node's HTTP(S), for a command that drives the
 * running portal through its API as the browser does (dependency rule `cli-not-server-sources`): the product
 * bearer on every call, the portal's own certificate trusted besides the usual authorities (the embedded default
 * is self-signed), null on any failure with the reason in `lastFailure()`.
 */
import type { ApiClient, ApiFailure } from '@taxdep/domain/ports';
import { SERVICE_UNAVAILABLE_MESSAGE } from '@taxdep/domain/ports';
import { type JsonAnswer, requestJson } from '../http/json-request';

type Params = Record<string, string | number | boolean | undefined>;

export class NodeApiClient implements ApiClient {
  private failure: ApiFailure | null = null;

  constructor(
    /** The API base, e.g. `https://127.0.0.1:8443/api/v1`. */
    private readonly baseUrl: string,
    private readonly token: string,
    private readonly certificate: string | null,
  ) {}

  get<T>(path: string, params?: Params): Promise<T | null> {
    return this.send<T>('GET', path, undefined, params);
  }

  post<T>(path: string, body?: unknown, params?: Params): Promise<T | null> {
    return this.send<T>('POST', path, body, params);
  }

  put<T>(path: string, body?: unknown): Promise<T | null> {
    return this.send<T>('PUT', path, body);
  }

  delete<T>(path: string): Promise<T | null> {
    return this.send<T>('DELETE', path);
  }

  async download(): Promise<null> {
    this.failure = { status: null, message: 'Downloads are not made from the command line.' };
    return null;
  }

  lastFailure(): ApiFailure | null {
    return this.failure;
  }

  private async send<T>(method: string, path: string, body?: unknown, params?: Params): Promise<T | null> {
    const url = new URL(`${this.baseUrl}${path}`);
    for (const [name, value] of Object.entries(params ?? {})) {
      if (value !== undefined) url.searchParams.set(name, String(value));
    }
    try {
      const answer = await this.exchange(method, url, body);
      const ok = answer.status >= 200 && answer.status < 300 && answer.body !== null;
      const message = (answer.body as { message?: unknown } | null)?.message;
      this.failure = ok
        ? null
        : { status: answer.status, message: typeof message === 'string' ? message : null };
      return ok ? (answer.body as T) : null;
    } catch {
      this.failure = { status: null, message: SERVICE_UNAVAILABLE_MESSAGE };
      return null;
    }
  }

  private exchange(method: string, url: URL, body: unknown): Promise<JsonAnswer> {
    return requestJson({
      method,
      url,
      body,
      headers: { authorization: `Bearer ${this.token}`, accept: 'application/json' },
      certificate: this.certificate,
      timeoutMs: 30_000,
      notJson: () => null,
      timedOut: () => new Error('The portal did not answer in time.'),
    });
  }
}
