/**
 * A route of the API declared by its call in the contract (issue 11): the path, the request and answer types of
 * the handler and the schemas Fastify validates with and documents at /api/docs all come from `ApiCalls[K]`
 * (packages/domain/src/api/calls.ts), so the service cannot accept or answer a shape the web does not send or read.
 */
import type { ApiCall, ApiCalls, CallResponse, ReportKind } from '@taxdep/domain';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  HTTPMethods,
  RouteGenericInterface,
} from 'fastify';
import { messageSchema, security } from '../http/route-kit';
import { callSchemas, type JsonSchema } from './schemas';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The call of the contract this route serves (src/contract/response-check.ts reads it). */
    contract?: ApiCall;
  }
}

type Part<K extends ApiCall, Name extends string> = ApiCalls[K] extends { [P in Name]: infer T }
  ? T
  : unknown;

/** The handler's request types, from the call's declaration. */
export interface CallGeneric<K extends ApiCall> extends RouteGenericInterface {
  Params: Part<K, 'params'>;
  Querystring: Part<K, 'query'>;
  Body: Part<K, 'body'>;
}

export interface RouteDoc {
  tags: string[];
  summary: string;
  description?: string;
  /** Error answers besides 400 and 401, by status, with what they mean (the body is `{ message }`). */
  refusals?: Record<number, string>;
  /** Callable without a product token (docs/api.md "Conventions"). */
  public?: boolean;
  /** Path before the call's own, when the plugin's prefix does not carry it (the sign-in calls). */
  prefix?: string;
  /**
   * Callable before the user has accepted the current usage policy: only the calls the policy screen needs
   * (docs/security.md "Usage policy"; src/auth/require-user.ts refuses every other call with 403).
   */
  beforePolicy?: boolean;
  /**
   * The path parameter naming the report this call writes (issue 24, http/route-kit.ts `writesReport`): the
   * report's edit permission is then decided before the body is read (src/workflow/edit-before-body.ts).
   */
  writesReport?: string;
  /** Issue 27: the kinds of report the call serves, when not only the depreciation report (kernel/report-kind.ts). */
  reportKinds?: readonly ReportKind[];
}

/** docs/security.md "Usage policy": the 403 every guarded call but the policy screen's answers without acceptance. */
export const POLICY_REFUSAL = 'The signed-in user has not accepted the current usage policy';

export type CallHandler<K extends ApiCall> = (
  request: FastifyRequest<CallGeneric<K>>,
  reply: FastifyReply,
) => Promise<CallResponse<K> | FastifyReply>;

/** Registers the route of `call` (e.g. 'PUT /depreciationReport') on `app` with its declared schemas. */
export function declareRoute<K extends ApiCall>(
  app: FastifyInstance,
  call: K,
  doc: RouteDoc,
  handler: CallHandler<K>,
): void {
  const [method, path] = call.split(' ') as [HTTPMethods, string];
  const declared = callSchemas(call);
  const success = declared.response.type === 'null' ? 204 : 200;
  const refusals: Record<number, JsonSchema> = { 400: { description: 'Bad input', ...messageSchema } };
  if (!doc.public) refusals[401] = { description: 'Missing or invalid product token', ...messageSchema };
  const documented: Record<number, string> = { ...doc.refusals };
  if (!doc.public && !doc.beforePolicy) {
    documented[403] = documented[403] ? `${documented[403]}; or: ${POLICY_REFUSAL}` : POLICY_REFUSAL;
  }
  for (const [status, description] of Object.entries(documented)) {
    refusals[Number(status)] = { description, ...(declared.errors[Number(status)] ?? messageSchema) };
  }
  // A file answer (`contentMediaType`, e.g. the CSV exports of export-calls.ts) is documented under its media type,
  // not as JSON; Fastify serializes nothing for it (the handler sends text or a stream with its Content-Type).
  const media = declared.response.contentMediaType;
  const answer =
    typeof media === 'string'
      ? { description: `A ${media} file`, content: { [media]: { schema: { type: 'string' } } } }
      : declared.response;
  app.route<CallGeneric<K>>({
    method,
    url: `${doc.prefix ?? ''}${path.replace(/\{(\w+)\}/g, ':$1')}`,
    config: {
      contract: call,
      ...(doc.public ? { public: true } : {}),
      ...(doc.beforePolicy ? { beforePolicy: true } : {}),
      ...(doc.writesReport ? { writesReport: doc.writesReport } : {}),
      ...(doc.reportKinds ? { reportKinds: doc.reportKinds } : {}),
    },
    schema: {
      tags: doc.tags,
      summary: doc.summary,
      ...(doc.description ? { description: doc.description } : {}),
      ...(doc.public ? {} : { security }),
      ...(declared.params ? { params: declared.params } : {}),
      ...(declared.querystring ? { querystring: declared.querystring } : {}),
      ...(declared.body ? { body: declared.body } : {}),
      response: { [success]: answer, ...refusals },
    },
    handler,
  });
}
