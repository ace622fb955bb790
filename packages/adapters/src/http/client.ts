import type {
  ApiClient,
  ApiFailure,
  FieldRefusal,
  LocalStoragePort,
  NavigationPort,
  SessionStoragePort,
} from '@taxdep/domain/ports';
import {
  FAILURE_MESSAGE_MAX_LENGTH,
  FIELD_REFUSALS_MAX,
  noLoginAddress,
  SERVICE_UNAVAILABLE_MESSAGE,
  SESSION_KEYS,
} from '@taxdep/domain/ports';
import axios, { type AxiosInstance, type AxiosRequestConfig, type AxiosResponse } from 'axios';

type Params = Record<string, string | number | boolean | undefined>;

export interface AxiosApiClientOptions {
  /** The versioned API base, e.g. `/api/v1` (docs/product/calls.md: "the depreciation service version 1"). */
  baseUrl: string;
  session: SessionStoragePort;
  local: LocalStoragePort;
  navigation: NavigationPort;
  /** For tests: an axios instance with a fake adapter. */
  http?: AxiosInstance;
}

/** docs/product/rules.md#messages-and-errors, row 403. */
export const SESSION_TIMED_OUT_MESSAGE = 'Your session is timed out.\nRefresh to log in again?';

/**
 * The one axios instance (docs/architecture.md) behind the ApiClient port, with the error policy of docs/product/rules.md#messages-and-errors:
 * every call carries the product bearer and no-cache (docs/product/calls.md); any non-success answer or an answer with no
 * data is a failure and the caller receives null; 401 clears local storage and leaves for the no-login
 * page; 403 asks once (the 'Unauthorized' marker) whether to reload; other failures clear the marker.
 * Each settled call also records why it failed (issue #10), read through lastFailure().
 */
export class AxiosApiClient implements ApiClient {
  private readonly http: AxiosInstance;
  private failure: ApiFailure | null = null;

  constructor(private readonly options: AxiosApiClientOptions) {
    this.http = options.http ?? axios.create();
  }

  get<T>(path: string, params?: Params): Promise<T | null> {
    return this.send<T>({ method: 'GET', url: path, params });
  }

  post<T>(path: string, body?: unknown, params?: Params): Promise<T | null> {
    return this.send<T>({ method: 'POST', url: path, data: body, params });
  }

  put<T>(path: string, body?: unknown): Promise<T | null> {
    return this.send<T>({ method: 'PUT', url: path, data: body });
  }

  delete<T>(path: string): Promise<T | null> {
    return this.send<T>({ method: 'DELETE', url: path });
  }

  async download(path: string, params?: Params): Promise<{ blob: Blob; fileName: string | null } | null> {
    const response = await this.request<Blob>({ method: 'GET', url: path, params, responseType: 'blob' });
    if (!this.settled(response)) return null;
    return { blob: response.data, fileName: fileNameOf(response.headers['content-disposition']) };
  }

  lastFailure(): ApiFailure | null {
    return this.failure;
  }

  private async send<T>(config: AxiosRequestConfig): Promise<T | null> {
    const response = await this.request<T>(config);
    return this.settled(response) ? response.data : null;
  }

  /** A success with data clears the failure; one without data is a failure with nothing to add (docs/product/rules.md#messages-and-errors). */
  private settled<T>(response: AxiosResponse<T> | null): response is AxiosResponse<T> {
    if (!response) return false;
    const ok = hasData(response.data);
    this.failure = ok ? null : { status: response.status, message: null };
    return ok;
  }

  private async request<T>(config: AxiosRequestConfig): Promise<AxiosResponse<T> | null> {
    const token = this.options.session.get(SESSION_KEYS.productToken);
    if (!token) {
      // docs/product/rules.md#messages-and-errors "Missing product token": the user is sent to the no-login page.
      this.failure = { status: null, message: null };
      this.options.navigation.redirect(noLoginAddress(this.options.navigation.here()));
      return null;
    }
    try {
      return await this.http.request<T>({
        ...config,
        url: `${this.options.baseUrl}${config.url ?? ''}`,
        headers: { Authorization: `Bearer ${token}`, 'Cache-Control': 'no-cache' },
      });
    } catch (error) {
      const response = axios.isAxiosError(error) ? error.response : undefined;
      this.failure = failureOf(response?.status ?? null, await blobBodyRead(response?.data));
      this.fail(response?.status);
      return null;
    }
  }

  private fail(status: number | undefined): void {
    const { session, local, navigation } = this.options;
    if (status === 401) {
      local.clear();
      // Issue 26 item 15: "Sign in again" on that page comes back here.
      navigation.redirect(noLoginAddress(navigation.here()));
      return;
    }
    if (status === 403) {
      if (session.get(SESSION_KEYS.unauthorized)) return;
      session.set(SESSION_KEYS.unauthorized, 'true');
      if (navigation.confirm(SESSION_TIMED_OUT_MESSAGE)) navigation.reload();
      return;
    }
    session.remove(SESSION_KEYS.unauthorized);
  }
}

/**
 * The reason of a failed call (issue #10). Only a refusal's own `{ message }` is passed on, as plain text of a
 * bounded length; a fault answers a generic text, whatever the body says, so no internals reach the screen.
 */
export function failureOf(status: number | null, body: unknown): ApiFailure {
  if (status === 401 || status === 403) return { status, message: null };
  if (status === null || status >= 500) return { status, message: SERVICE_UNAVAILABLE_MESSAGE };
  const said =
    typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string'
      ? body.message.replace(/\s+/g, ' ').trim()
      : '';
  const fields = fieldRefusalsOf(body);
  const failure: ApiFailure = { status, message: said ? boundedText(said) : null };
  return fields.length > 0 ? { ...failure, fieldErrors: fields } : failure;
}

/** Text of a refusal, cut by code points (a cut never splits a character) to FAILURE_MESSAGE_MAX_LENGTH. */
function boundedText(said: string): string {
  const characters = Array.from(said);
  if (characters.length <= FAILURE_MESSAGE_MAX_LENGTH) return said;
  return `${characters
    .slice(0, FAILURE_MESSAGE_MAX_LENGTH - 1)
    .join('')
    .trimEnd()}…`;
}

/**
 * Issue 27: the fields a refusal names (`errors: [{ field, message }]`, CapexSettingsRefusal), as plain bounded
 * text; entries of any other shape (a label refusal's `index`) are left out.
 */
function fieldRefusalsOf(body: unknown): FieldRefusal[] {
  if (typeof body !== 'object' || body === null || !('errors' in body) || !Array.isArray(body.errors))
    return [];
  const fields: FieldRefusal[] = [];
  for (const entry of body.errors as unknown[]) {
    if (fields.length >= FIELD_REFUSALS_MAX) break;
    if (typeof entry !== 'object' || entry === null) continue;
    const { field, message } = entry as { field?: unknown; message?: unknown };
    if (typeof field !== 'string' || typeof message !== 'string' || field.length > 100) continue;
    const text = message.replace(/\s+/g, ' ').trim();
    if (text) fields.push({ field, message: boundedText(text) });
  }
  return fields;
}

/** A refusal's body of at most this size is read when it came as a blob; a larger one is no `{ message }`. */
const REFUSAL_BLOB_MAX_BYTES = 64 * 1024;

/**
 * A download's refusal arrives as a Blob (responseType 'blob'), its JSON `{ message }` inside: read it, so the export
 * menu shows the service's reason as every other call does (issue #10). Anything else is passed on as it came.
 */
async function blobBodyRead(data: unknown): Promise<unknown> {
  if (typeof Blob === 'undefined' || !(data instanceof Blob) || data.size > REFUSAL_BLOB_MAX_BYTES)
    return data;
  try {
    return JSON.parse(await data.text()) as unknown;
  } catch {
    return null;
  }
}

/** docs/product/rules.md#messages-and-errors: "a response with no data is a failure". */
function hasData(data: unknown): boolean {
  if (data === null || data === undefined || data === '') return false;
  if (typeof Blob !== 'undefined' && data instanceof Blob) return data.size > 0;
  return true;
}

/** The file name of a content-disposition header (`filename*=` preferred over `filename=`). */
export function fileNameOf(header: unknown): string | null {
  if (typeof header !== 'string') return null;
  const extended = /filename\*\s*=\s*(?:UTF-8'')?([^;]+)/i.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim().replace(/^"|"$/g, ''));
    } catch {
      // Fall through to the plain form.
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/i.exec(header);
  const name = plain?.[2] ?? plain?.[1];
  return name ? name.trim() : null;
}
