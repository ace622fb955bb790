/**
 * Issue 11: "a test fails if a route answers something its declaration does not allow". With this check on
 * (`buildApp({ validateResponses: true })`, which every test app uses), each answer of a route declared from the
 * contract is validated against the call's declaration before it is serialized; a mismatch becomes a 500 whose
 * message names the call and the violation, so the test that made the call fails on it.
 *
 * The check sees the handler's real answer: Fastify's serializer (fast-json-stringify) would silently drop a field
 * the schema does not declare and coerce a wrong type. It uses its own Ajv without coercion, defaults or removal,
 * and judges answers with `additionalProperties: false` as generated: an undeclared field is a violation.
 */
import type { ApiCall } from '@taxdep/domain';
import { Ajv, type ValidateFunction } from 'ajv';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { messageSchema } from '../http/route-kit';
import { callSchemas } from './schemas';

/** The prefix of the 500's message: tests look for it. */
export const CONTRACT_VIOLATION = 'Answer violates the contract';

const ajv = new Ajv({ allErrors: true, strict: false, coerceTypes: false, useDefaults: false });
const validators = new Map<string, ValidateFunction>();
const checked = new WeakSet<FastifyRequest>();

function validatorFor(call: ApiCall, status: number): ValidateFunction | null {
  const key = `${call} ${status}`;
  let validate = validators.get(key);
  if (!validate) {
    const declared = callSchemas(call);
    const success = declared.response.type === 'null' ? 204 : 200;
    const schema =
      status === success
        ? declared.response
        : (declared.errors[status] ?? (status >= 400 ? messageSchema : null));
    if (schema === null) return null;
    validate = ajv.compile(schema);
    validators.set(key, validate);
  }
  return validate;
}

/** The media type of a call's success answer when it is a file (`contentMediaType` in its declaration), else null. */
function fileMediaType(call: ApiCall, status: number): string | null {
  let media = mediaTypes.get(call);
  if (media === undefined) {
    const declared = callSchemas(call).response.contentMediaType;
    media = typeof declared === 'string' ? declared : null;
    mediaTypes.set(call, media);
  }
  return status === 200 ? media : null;
}
const mediaTypes = new Map<ApiCall, string | null>();

/** The `call status` pairs whose answers were checked so far (a test proves the check is wired in). */
export function checkedAnswers(): string[] {
  return [...validators.keys()];
}

/** The violation of `payload` as the answer of the request's route, or null when it keeps to its declaration. */
function violation(request: FastifyRequest, reply: FastifyReply, payload: unknown): string | null {
  const call = request.routeOptions.config.contract;
  if (!call) return null;
  const status = reply.statusCode;
  const media = fileMediaType(call, status);
  if (media !== null) {
    // A file answer (export-calls.ts: CSV, often a stream) is judged by its declared media type, not its bytes.
    const sent = String(reply.getHeader('content-type') ?? '');
    return sent.startsWith(media) ? null : `${call} answered ${status} as '${sent}', not ${media}`;
  }
  const validate = validatorFor(call, status);
  if (!validate) return `${call} declares no answer with status ${status}`;
  if (validate(payload)) return null;
  const problems = (validate.errors ?? [])
    .map((error) => `${error.instancePath || '/'} ${error.message ?? 'is invalid'}${extra(error.params)}`)
    .join('; ');
  return `${call} answered ${status}: ${problems}`;
}

function extra(params: Record<string, unknown>): string {
  return typeof params.additionalProperty === 'string' ? ` (${params.additionalProperty})` : '';
}

function fail(request: FastifyRequest, reply: FastifyReply, problem: string) {
  request.log.error({ problem }, 'answer violates the contract');
  reply.code(500);
  return { message: `${CONTRACT_VIOLATION}: ${problem}.` };
}

/**
 * What reached onSend as the client will read it: nothing for an empty answer, the parsed answer for JSON text a
 * route sent ready-made (the register listing builds its answer as text, src/listing/listing.ts), else the text.
 */
function sentAnswer(reply: FastifyReply, payload: unknown): unknown {
  if (payload === undefined || payload === '') return null;
  const json = String(reply.getHeader('content-type') ?? '').startsWith('application/json');
  return json && typeof payload === 'string' ? JSON.parse(payload) : payload;
}

/** Adds the check to every route of `app` (call before registering the routes). */
export function validateResponses(app: FastifyInstance): void {
  app.addHook('preSerialization', async (request, reply, payload: unknown) => {
    if (checked.has(request)) return payload;
    checked.add(request);
    const problem = violation(request, reply, payload);
    return problem ? fail(request, reply, problem) : payload;
  });
  // Answers Fastify does not serialize (a text answer, an empty 204) reach only onSend.
  app.addHook('onSend', async (request, reply, payload: unknown) => {
    if (checked.has(request)) return payload;
    checked.add(request);
    const problem = violation(request, reply, sentAnswer(reply, payload));
    if (!problem) return payload;
    reply.type('application/json; charset=utf-8');
    return JSON.stringify(fail(request, reply, problem));
  });
}
