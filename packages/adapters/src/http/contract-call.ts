/**
 * A call of the API typed by the contract (issue 11, packages/domain/src/api/calls.ts): the path parameters, query
 * and body a call is given, and the answer it resolves to, are the ones the service validates and answers, so a
 * body the service does not take (issue 16 item 3's `depreciationCategory` against `depreciationCategoryId`) fails
 * to compile instead of answering 422 at run time.
 */
import type { ApiCall, CallRequest, CallResponse } from '@taxdep/domain';
import type { ApiClient } from '@taxdep/domain/ports';

type Query = Record<string, string | number | boolean | undefined>;

/** A call whose declaration asks for nothing is made without a request argument. */
type RequestArgument<K extends ApiCall> = keyof CallRequest<K> extends never ? [] : [CallRequest<K>];

/** Makes `call` (e.g. 'POST /depreciationRate') through the ApiClient; null on failure, as the port says. */
export function callApi<K extends ApiCall>(
  api: ApiClient,
  call: K,
  ...[request]: RequestArgument<K>
): Promise<CallResponse<K> | null> {
  const [method, template = ''] = call.split(' ');
  const parts = (request ?? {}) as { params?: Record<string, unknown>; query?: Query; body?: unknown };
  const path = template.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(String(parts.params?.[name])),
  );
  switch (method) {
    case 'GET':
      return api.get<CallResponse<K>>(path, parts.query);
    case 'POST':
      return api.post<CallResponse<K>>(path, parts.body, parts.query);
    case 'PUT':
      return api.put<CallResponse<K>>(withQuery(path, parts.query), parts.body);
    default:
      return api.delete<CallResponse<K>>(withQuery(path, parts.query));
  }
}

function withQuery(path: string, query: Query | undefined): string {
  // Typed as pairs: Node's URLSearchParams (the CLI's types) takes no string[][].
  const entries = Object.entries(query ?? {}).flatMap(([name, value]): [string, string][] =>
    value === undefined ? [] : [[name, String(value)]],
  );
  return entries.length === 0 ? path : `${path}?${new URLSearchParams(entries).toString()}`;
}
