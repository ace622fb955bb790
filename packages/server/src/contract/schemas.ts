/**
 * The generated contract (calls.schema.json, from packages/domain/src/api/calls.ts by scripts/generate-contract.mjs)
 * turned into the schemas of one route. Every `$ref` is inlined: the input guard (src/http/input-guard.ts) and the
 * bad-input fuzz test read a route's schema as plain properties, and @fastify/swagger shows inline schemas as they
 * are. A nullable `anyOf [X, null]` becomes `type: [X, 'null']`, the form the hand-written schemas had and the
 * guard judges best.
 */
import { readFileSync } from 'node:fs';
import type { ApiCall } from '@taxdep/domain';

export type JsonSchema = { [keyword: string]: unknown };

interface GeneratedContract {
  definitions: Record<string, JsonSchema>;
}

const contract = JSON.parse(
  readFileSync(new URL('./calls.schema.json', import.meta.url), 'utf8'),
) as GeneratedContract;

/** The declared parts of one call, inlined. Request parts ignore unknown fields; answers may hold no others. */
export interface CallSchemas {
  params?: JsonSchema;
  querystring?: JsonSchema;
  body?: JsonSchema;
  /** The success answer; `{ type: 'null' }` means 204 No Content. */
  response: JsonSchema;
  /** Answers of particular error statuses (the others are `{ message }`). */
  errors: Record<number, JsonSchema>;
}

const calls = (contract.definitions.ApiCalls?.properties ?? {}) as Record<string, JsonSchema>;

/** Every call of the contract. */
export function declaredCalls(): ApiCall[] {
  return Object.keys(calls) as ApiCall[];
}

export function callSchemas(call: ApiCall): CallSchemas {
  const declared = calls[call]?.properties as Record<string, JsonSchema> | undefined;
  if (!declared?.response) {
    throw new Error(`${call} is not in calls.schema.json: run \`pnpm contract:generate\`.`);
  }
  const request = (part: JsonSchema | undefined) =>
    part === undefined ? undefined : (openObjects(inline(part)) as JsonSchema);
  const errors = (inline(declared.errors ?? { properties: {} }).properties ?? {}) as Record<
    string,
    JsonSchema
  >;
  return {
    ...optional('params', request(declared.params)),
    ...optional('querystring', request(declared.query)),
    ...optional('body', request(declared.body)),
    response: inline(declared.response),
    errors: Object.fromEntries(Object.entries(errors).map(([status, schema]) => [Number(status), schema])),
  };
}

function optional<Key extends string>(key: Key, value: JsonSchema | undefined) {
  return (value === undefined ? {} : { [key]: value }) as Partial<Record<Key, JsonSchema>>;
}

/** Replaces every `$ref` by its definition (the `$ref`'s own keywords, e.g. a field's description, kept). */
function inline(schema: JsonSchema): JsonSchema {
  const out: JsonSchema = {};
  let base: JsonSchema = {};
  for (const [keyword, value] of Object.entries(schema)) {
    if (keyword === '$ref' && typeof value === 'string') {
      base = inline(definitionOf(value));
    } else {
      out[keyword] = inlineValue(value);
    }
  }
  return nullableAsType({ ...base, ...out });
}

function inlineValue(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(inlineValue);
  if (value !== null && typeof value === 'object') return inline(value as JsonSchema);
  return value;
}

function definitionOf(ref: string): JsonSchema {
  const name = decodeURIComponent(ref.replace('#/definitions/', ''));
  const found = contract.definitions[name];
  if (!found) throw new Error(`calls.schema.json: no definition ${name}`);
  return found;
}

/** `anyOf: [X, { type: 'null' }]` with X of one type → X with `type: [X.type, 'null']`. */
function nullableAsType(schema: JsonSchema): JsonSchema {
  const branches = schema.anyOf as JsonSchema[] | undefined;
  if (branches?.length !== 2) return schema;
  const nullIndex = branches.findIndex((b) => b.type === 'null' && Object.keys(b).length === 1);
  const other = nullIndex === -1 ? undefined : branches[1 - nullIndex];
  if (!other || typeof other.type !== 'string') return schema;
  const { anyOf: _anyOf, ...rest } = schema;
  const nullable: JsonSchema = { ...other, ...rest, type: [other.type, 'null'] };
  if (Array.isArray(other.enum)) nullable.enum = [...other.enum, null];
  return nullable;
}

/**
 * Request parts ignore unknown fields (docs/api.md "Input limits"): the generated `additionalProperties: false` is
 * dropped, because Fastify's Ajv (`removeAdditional`) would otherwise delete fields while it tries the branches of
 * an `anyOf`, and the label save's body is one.
 */
function openObjects(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(openObjects);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([keyword, v]) => !(keyword === 'additionalProperties' && v === false))
      .map(([keyword, v]) => [keyword, openObjects(v)]),
  );
}
