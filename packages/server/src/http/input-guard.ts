/**
 * What the route schemas cannot say, checked once for every call of the API scope (issue 10 item 2: bad input
 * answers a 400 naming the field, never a 500). Runs as `preValidation`: after the body is parsed, before Ajv
 * and before any handler.
 *
 * - Text (values and property names) holds no C0 control character but tab, LF and CR, and is well-formed
 *   Unicode: PostgreSQL refuses NUL in text, and a lone surrogate would be stored as U+FFFD.
 * - Nothing is nested deeper than MAX_NESTING_DEPTH, whether the route reads that part or not.
 * - Numbers are finite (JSON.parse reads `1e999` as Infinity).
 * - A JSON body has the types its schema declares. Fastify's Ajv coerces types (`coerceTypes: 'array'`), which
 *   the path and query need (they are text), but in a body it would store `true` as "true" or read `[5]` as 5.
 *
 * Unknown fields: ignored on every route, never stored (Fastify's Ajv has `removeAdditional: true`, which only
 * drops them where a schema says `additionalProperties: false`; no handler reads a field it does not declare).
 * They are still part of the request, so the checks above apply to them too.
 */
import type { FastifyRequest } from 'fastify';
import { badRequest } from './http-error';

/** The portal's deepest body (an asset with its demolitions) is 4 levels deep. */
export const MAX_NESTING_DEPTH = 12;

export async function inputGuard(request: FastifyRequest): Promise<void> {
  const schema = (request.routeOptions.schema ?? {}) as Record<string, Schema | undefined>;
  const problem =
    wellFormedProblem(request.params, () => 'params', 1) ??
    wellFormedProblem(request.query, () => 'querystring', 1) ??
    wellFormedProblem(request.body, () => 'body', 1) ??
    infiniteTextProblem(request.params, schema.params, 'params') ??
    infiniteTextProblem(request.query, schema.querystring, 'querystring') ??
    bodyTypeProblem(request.body, schema.body);
  if (problem) throw badRequest(`Invalid request: ${problem}.`);
}

/**
 * Where a value sits, made only when a message names it: an upload of 100,000 rows has two million keys, and
 * building each one's path text up front cost the upload about a second per 10,000 rows (docs/api.md "Import
 * upload").
 */
type PathOf = () => string;

function wellFormedProblem(value: unknown, path: PathOf, depth: number): string | null {
  if (typeof value === 'string') return textProblem(value, path);
  if (typeof value === 'number') return Number.isFinite(value) ? null : `${path()} must be a finite number`;
  if (value === null || typeof value !== 'object') return null;
  if (depth > MAX_NESTING_DEPTH)
    return `${path()} must not be nested more than ${MAX_NESTING_DEPTH} levels deep`;
  for (const [key, item] of Object.entries(value)) {
    const keyProblem = textProblem(key, () => `${path()} property name ${JSON.stringify(shown(key))}`);
    if (keyProblem) return keyProblem;
    const problem = wellFormedProblem(item, () => `${path()}/${shown(key)}`, depth + 1);
    if (problem) return problem;
  }
  return null;
}

function textProblem(text: string, path: PathOf): string | null {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) {
      return `${path()} must not contain the control character U+${code.toString(16).toUpperCase().padStart(4, '0')}`;
    }
  }
  return LONE_SURROGATE.test(text) ? `${path()} must be well-formed Unicode text` : null;
}

/** With the `u` flag a surrogate pair is one code point, so this matches only an unpaired half. */
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;

/** A property name as a message may repeat it: printable and short. */
function shown(key: string): string {
  const printable = [...key]
    .map((c) => (c.charCodeAt(0) < 0x20 || /[\uD800-\uDFFF]/u.test(c) ? '?' : c))
    .join('');
  return printable.length > 60 ? `${printable.slice(0, 60)}…` : printable;
}

interface Schema {
  type?: string | readonly string[];
  properties?: Readonly<Record<string, Schema>>;
  required?: readonly string[];
  items?: Schema;
  oneOf?: readonly Schema[];
  anyOf?: readonly Schema[];
}

/**
 * Ajv coerces the text "Infinity" (or 400 digits) of a path or query number to Infinity and then skips minimum
 * and maximum, which only judge finite numbers: `/depreciationReports/Infinity` reached the database.
 */
function infiniteTextProblem(values: unknown, schema: Schema | undefined, part: string): string | null {
  if (values === null || typeof values !== 'object' || !schema?.properties) return null;
  for (const [key, property] of Object.entries(schema.properties)) {
    const types = [property.type ?? []].flat();
    if (!types.includes('number') && !types.includes('integer')) continue;
    for (const text of [(values as Record<string, unknown>)[key]].flat()) {
      if (typeof text === 'string' && Math.abs(Number(text)) === Number.POSITIVE_INFINITY) {
        return `${part}/${key} must be a finite number`;
      }
    }
  }
  return null;
}

interface TypeProblem {
  path: string;
  types: readonly string[];
}

/** The first value of the body whose JSON type its schema does not declare (Ajv then checks everything else). */
function bodyTypeProblem(body: unknown, schema: Schema | undefined): string | null {
  const problem = typeProblem(body, schema, 'body');
  return problem && `${problem.path} must be ${problem.types.join(',')}`;
}

function typeProblem(value: unknown, schema: Schema | undefined, path: string): TypeProblem | null {
  if (value === undefined || schema === undefined) return null;
  const branches = schema.oneOf ?? schema.anyOf;
  if (branches) {
    // Judged against the branches the value is shaped for (type and required fields), so a field of one branch
    // cannot slip through because another branch does not declare it.
    const shaped = branches.filter((branch) => isShapedFor(value, branch));
    const problems = (shaped.length > 0 ? shaped : branches).map((branch) =>
      typeProblem(value, branch, path),
    );
    if (problems.includes(null)) return null;
    // The branch that matched deepest names the field the caller most likely meant.
    return problems.reduce((a, b) => (depthOf(b) > depthOf(a) ? b : a), null);
  }
  const types = schema.type === undefined ? null : [schema.type].flat();
  if (types && !types.some((type) => hasJsonType(value, type))) return { path, types };
  if (Array.isArray(value)) {
    if (!schema.items) return null;
    for (const [index, item] of value.entries()) {
      const problem = typeProblem(item, schema.items, `${path}/${index}`);
      if (problem) return problem;
    }
  } else if (isObject(value) && schema.properties) {
    for (const [key, property] of Object.entries(schema.properties)) {
      const problem = typeProblem(value[key], property, `${path}/${key}`);
      if (problem) return problem;
    }
  }
  return null;
}

function isShapedFor(value: unknown, branch: Schema): boolean {
  if (branch.type !== undefined && ![branch.type].flat().some((type) => hasJsonType(value, type)))
    return false;
  const present = (name: string) => (value as Record<string, unknown>)[name] !== undefined;
  return !isObject(value) || (branch.required ?? []).every(present);
}

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function depthOf(problem: TypeProblem | null): number {
  return problem === null ? -1 : problem.path.split('/').length;
}

function hasJsonType(value: unknown, type: string): boolean {
  switch (type) {
    case 'null':
      return value === null;
    case 'array':
      return Array.isArray(value);
    case 'object':
      return isObject(value);
    case 'integer':
      return typeof value === 'number';
    default:
      return typeof value === type;
  }
}
