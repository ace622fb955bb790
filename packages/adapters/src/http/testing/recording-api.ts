import type { ApiClient, ApiFailure } from '@taxdep/domain/ports';

type Params = Record<string, string | number | boolean | undefined> | undefined;

export interface RecordedCall {
  method: 'get' | 'post' | 'put' | 'delete';
  path: string;
  body?: unknown;
  params?: Params;
}

/**
 * An ApiClient for the area ports' tests: records every call and answers from a table keyed `'<method> <path>'`
 * (a missing key answers null, the docs/product/rules.md#messages-and-errors failure). A key of `refusals` answers null with that failure as
 * lastFailure(); every other call leaves lastFailure() null.
 */
export function recordingApi(
  answers: Record<string, unknown> = {},
  refusals: Record<string, ApiFailure> = {},
): {
  api: ApiClient;
  calls: RecordedCall[];
} {
  const calls: RecordedCall[] = [];
  let failure: ApiFailure | null = null;
  const answer = <T>(method: RecordedCall['method'], path: string): T | null => {
    const key = `${method} ${path}`;
    failure = refusals[key] ?? null;
    return (key in answers && !failure ? answers[key] : null) as T | null;
  };
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
    lastFailure: () => failure,
  };
  return { api, calls };
}
