import type { KeyValueStore, NavigationPort } from '@taxdep/domain/ports';
import type { AxiosAdapter, AxiosResponse, InternalAxiosRequestConfig } from 'axios';

/** In-memory storage port for tests. */
export class MemoryStore implements KeyValueStore {
  readonly entries = new Map<string, string>();
  get(key: string): string | null {
    return this.entries.get(key) ?? null;
  }
  set(key: string, value: string): void {
    this.entries.set(key, value);
  }
  remove(key: string): void {
    this.entries.delete(key);
  }
  clear(): void {
    this.entries.clear();
  }
}

/** Records navigation; `confirmAnswer` is what the user clicks. */
export class FakeNavigation implements NavigationPort {
  readonly redirects: string[] = [];
  readonly confirms: string[] = [];
  reloads = 0;
  constructor(
    public confirmAnswer = true,
    public host = '127.0.0.1',
  ) {}
  redirect(path: string): void {
    this.redirects.push(path);
  }
  reload(): void {
    this.reloads += 1;
  }
  confirm(message: string): boolean {
    this.confirms.push(message);
    return this.confirmAnswer;
  }
  hostname(): string {
    return this.host;
  }
  search(): string {
    return '';
  }
  here(): string {
    return this.at;
  }
  /** Where the page is (`here()`); the root unless a test moves it. */
  at = '/';
}

/** An axios adapter answering from a function, recording every request (no network). */
export function fakeAdapter(
  answer: (config: InternalAxiosRequestConfig) => {
    status: number;
    data?: unknown;
    headers?: Record<string, string>;
  },
): AxiosAdapter & { requests: InternalAxiosRequestConfig[] } {
  const requests: InternalAxiosRequestConfig[] = [];
  const adapter = async (config: InternalAxiosRequestConfig): Promise<AxiosResponse> => {
    requests.push(config);
    const { status, data = '', headers = {} } = answer(config);
    const response: AxiosResponse = { status, statusText: String(status), data, headers, config };
    const validate = config.validateStatus ?? ((s: number) => s >= 200 && s < 300);
    if (!validate(status)) {
      const { AxiosError } = await import('axios');
      throw new AxiosError(`status ${status}`, 'ERR_BAD_RESPONSE', config, null, response);
    }
    return response;
  };
  return Object.assign(adapter, { requests });
}

/** An unsigned JWT-shaped token with the given payload (the browser never verifies product tokens). */
export function tokenWith(payload: Record<string, unknown>): string {
  const encode = (value: unknown) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${encode({ alg: 'HS256' })}.${encode(payload)}.signature`;
}
