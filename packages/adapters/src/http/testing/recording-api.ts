import type { ApiClient } from '@taxdep/domain/ports';

type Params = Record<string, string | number | boolean | undefined> | undefined;

export interface RecordedCall {
  method: 'get' | 'post' | 'put' | 'delete';
  path: string;
  body?: unknown;
  params?: Params;
}

/**
 * An ApiClient for the area ports' tests: records every call and answers from a table keyed `'<method> <path>'`
 * (a missing key answers null, the spec 8 failure).
 */
export function recordingApi(answers: Record<string, unknown> = {}): {
  api: ApiClient;
  calls: RecordedCall[];
} {
  const calls: RecordedCall[] = [];
  const answer = <T>(method: RecordedCall['method'], path: string): T | null =>
    (`${method} ${path}` in answers ? answers[`${method} ${path}`] : null) as T | null;
  const api: ApiClient = {
    async get<T>(path: string, params?: Params) {
      calls.push({ method: 'get', path, params });
      return answer<T>('get', path);
    },
    async post<T>(path: string, body?: unknown, params?: Params) {
      calls.push({ method: 'post', path, body, params });
      return answer<T>('post', path);
    },
    async put<T>(path: string, body?: unknown) {
      calls.push({ method: 'put', path, body });
      return answer<T>('put', path);
    },
    async delete<T>(path: string) {
      calls.push({ method: 'delete', path });
      return answer<T>('delete', path);
    },
    async download() {
      return null;
    },
  };
  return { api, calls };
}
