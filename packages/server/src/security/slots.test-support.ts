/**
 * The slots of the fuzz test of issue 10 item 2 (a path parameter, a query field or a body field, found in the
 * route's declared schema) and the request with one slot's value replaced; the valid examples they start from are
 * requests.test-support.ts'.
 */
import type { LightMyRequestResponse } from 'fastify';
import type { RouteEntry } from '../http/route-table';
import type { TestApp } from '../test/app';
import { LongText, RawJson, type Schema, type UrlValue } from './bad-values.test-support';
import type { Example } from './requests.test-support';

/** Where one bad value goes: a path parameter, a query field or a body field (path from the body's root). */
export type Slot =
  | { part: 'params' | 'querystring'; name: string; schema: Schema | undefined }
  | { part: 'body'; path: (string | number)[]; schema: Schema | undefined };

export function slotName(slot: Slot): string {
  return slot.part === 'body' ? ['body', ...slot.path].join('/') : `${slot.part}/${slot.name}`;
}

/** A query field and a body field nobody declared: unknown fields are ignored, but must still be well formed. */
export const UNKNOWN_FIELD = 'notDeclared';

export function slotsOf(route: RouteEntry, example: Example): Slot[] {
  const schema = (route.schema ?? {}) as Record<string, Schema | undefined>;
  const named = (part: 'params' | 'querystring', names: string[]) =>
    names.map((name) => ({ part, name, schema: schema[part]?.properties?.[name] }));
  const slots: Slot[] = [
    ...named('params', Object.keys(example.params)),
    ...named('querystring', [...Object.keys(schema.querystring?.properties ?? {}), UNKNOWN_FIELD]),
  ];
  if (example.body !== undefined) {
    slots.push(...bodySlots(schema.body, example.body, []), {
      part: 'body',
      path: [UNKNOWN_FIELD],
      schema: undefined,
    });
  }
  return slots;
}

function bodySlots(schema: Schema | undefined, example: unknown, path: (string | number)[]): Slot[] {
  const slots: Slot[] = [{ part: 'body', path, schema }];
  // A oneOf body (labels, a selection) is walked along the branch the example takes.
  const node = (schema?.oneOf ?? schema?.anyOf)?.find((branch) => takes(branch, example)) ?? schema;
  if (Array.isArray(example) && node?.items && example.length > 0) {
    slots.push(...bodySlots(node.items, example[0], [...path, 0]));
  } else if (example !== null && typeof example === 'object' && node?.properties) {
    for (const [key, property] of Object.entries(node.properties)) {
      slots.push(...bodySlots(property, (example as Record<string, unknown>)[key], [...path, key]));
    }
  }
  return slots;
}

function takes(branch: Schema, example: unknown): boolean {
  if (Array.isArray(example)) return branch.type === 'array';
  const present = (name: string) => (example as Record<string, unknown>)[name] !== undefined;
  return branch.type !== 'array' && (branch.required ?? []).every(present);
}

const RAW = '__raw_json_here__';

/** Sends the example with `value` in `slot`, as SAM.SURVEYOR. */
export async function send(
  t: TestApp,
  authorization: string,
  route: RouteEntry,
  example: Example,
  slot: Slot | null,
  value: unknown,
): Promise<LightMyRequestResponse> {
  const params: Record<string, UrlValue> = encodeAll(example.params);
  const query: Record<string, UrlValue> = encodeAll(example.query);
  let body = example.body === undefined ? undefined : structuredClone(example.body);
  if (slot?.part === 'params') params[slot.name] = value as UrlValue;
  if (slot?.part === 'querystring') query[slot.name] = value as UrlValue;
  if (slot?.part === 'body') body = withValue(body, slot.path, value instanceof RawJson ? RAW : value);
  const path = route.url.replace(/:(\w+)/g, (_, name: string) => urlText(params[name] ?? ''));
  const search = Object.entries(query)
    .flatMap(([name, v]) =>
      (Array.isArray(v) ? v : [urlText(v as string | LongText)]).map((x) => `${name}=${x}`),
    )
    .join('&');
  const bodyText = body === undefined ? undefined : jsonText(body, value);
  return t.app.inject({
    method: route.method,
    url: search === '' ? path : `${path}?${search}`,
    headers: { authorization, ...(bodyText === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(bodyText === undefined ? {} : { payload: bodyText }),
  });
}

function encodeAll(values: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(values).map(([k, v]) => [k, encodeURIComponent(v)]));
}

function urlText(value: string | LongText | readonly string[]): string {
  return value instanceof LongText ? value.text : String(value);
}

function jsonText(body: unknown, value: unknown): string {
  const text = JSON.stringify(body, (_key, v) => (v instanceof LongText ? v.text : v));
  return value instanceof RawJson ? text.replace(`"${RAW}"`, value.text) : text;
}

function withValue(body: unknown, path: (string | number)[], value: unknown): unknown {
  if (path.length === 0) return value;
  let node = body as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  node[path[path.length - 1] as string | number] = value;
  return body;
}
