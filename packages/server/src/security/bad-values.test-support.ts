/**
 * Bad values for the fuzz test of issue 10 item 2 (src/security/bad-input.test.ts), derived from a field's JSON
 * schema so that each one is refused by that field alone: a value the schema allows (0 where 0 means "new",
 * null where null clears) is never generated.
 */
import fc from 'fast-check';
import { MAX_NESTING_DEPTH } from '../http/input-guard';
import { civilDateSchema } from '../http/input-limits';

export interface Schema {
  type?: string | readonly string[];
  properties?: Readonly<Record<string, Schema>>;
  items?: Schema;
  oneOf?: readonly Schema[];
  anyOf?: readonly Schema[];
  required?: readonly string[];
  enum?: readonly unknown[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  maxLength?: number;
  pattern?: string;
}

/** Over-long text: far beyond every declared maxLength. */
export const LONG_LENGTH = 100_001;

/** JSON text JSON.stringify cannot write (`1e999`, deep nesting), spliced into the body as it is sent. */
export class RawJson {
  constructor(readonly text: string) {}
  [fc.toStringMethod](): string {
    return this.text.length > 40 ? `RawJson(${this.text.slice(0, 20)}…${this.text.length} chars)` : this.text;
  }
}

/** A long run of one character, built only when the request is (so a failing case prints short). */
export class LongText {
  constructor(
    readonly char: string,
    readonly length: number,
  ) {}
  get text(): string {
    return this.char.repeat(this.length);
  }
  [fc.toStringMethod](): string {
    return `'${this.char}'×${this.length}`;
  }
}

const C0_CONTROLS = ['\u0000', '\u0001', '\u0008', '\u000b', '\u000c', '\u001b', '\u001f'];
const withControl = fc
  .tuple(fc.string({ maxLength: 6 }), fc.constantFrom(...C0_CONTROLS), fc.string({ maxLength: 6 }))
  .map(([before, control, after]) => `${before}${control}${after}`);

const deepText = (depth: number, kind: 'array' | 'object') =>
  kind === 'array'
    ? `${'['.repeat(depth)}${']'.repeat(depth)}`
    : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

/** Refused wherever they stand in a body, whatever the field (src/http/input-guard.ts). */
const anywhereInBody: fc.Arbitrary<unknown> = fc.oneof(
  withControl,
  fc.constantFrom('\uD800', 'a\uDFFFb'),
  fc.constantFrom(new RawJson('1e999'), new RawJson('-1e999')),
  fc
    .tuple(
      fc.integer({ min: MAX_NESTING_DEPTH + 1, max: 20_000 }),
      fc.constantFrom('array', 'object' as const),
    )
    .map(([depth, kind]) => new RawJson(deepText(depth, kind))),
  withControl.map((text) => ({ note: text })),
  withControl.map((text) => [text]),
);

const NOT_OF_TYPE: Record<string, readonly unknown[]> = {
  string: ['NaN', 'Infinity', '-Infinity', '1', 'true', 'abc'],
  number: [0, 1, -1, 1e308, -1e308, 1.5],
  boolean: [true, false],
  null: [null],
  object: [{}, { id: 1 }],
  array: [[], [1], ['x']],
};

function typesOf(schema: Schema): string[] {
  const branches = schema.oneOf ?? schema.anyOf;
  if (branches) return branches.flatMap(typesOf);
  const types = schema.type === undefined ? [] : [schema.type].flat();
  return types.includes('integer') ? [...types, 'number'] : types;
}

/** Values whose JSON type the field does not take (Ajv would coerce some; the guard refuses them). */
function wrongTypes(schema: Schema): unknown[] {
  const types = typesOf(schema);
  if (types.length === 0) return [];
  return Object.entries(NOT_OF_TYPE).flatMap(([type, values]) => (types.includes(type) ? [] : values));
}

const BAD_DATES = ['2020-02-31', '2021-02-29', '0000-01-01', '2021-13-01', '31/12/2020', '2020-1-1'];

/** Values of the right JSON type outside the field's range, length, pattern or enum. */
function outOfRange(schema: Schema): unknown[] {
  if (schema.oneOf ?? schema.anyOf) return [];
  const types = typesOf(schema);
  const values: unknown[] = [];
  if (types.includes('number')) {
    const integer = types.includes('integer');
    if (schema.maximum !== undefined) values.push(schema.maximum + (integer ? 1 : 0.5), 2 ** 53, 1e308);
    if (schema.exclusiveMaximum !== undefined) values.push(schema.exclusiveMaximum, 1e308);
    if (schema.minimum !== undefined) values.push(schema.minimum - 1, -1e308);
    if (schema.exclusiveMinimum !== undefined) values.push(schema.exclusiveMinimum, -1e308);
    if (schema.enum) values.push(Math.max(...(schema.enum as number[])) + 1);
    // No amount or rate holds nine decimals; no id is fractional.
    values.push(integer ? 1.5 : 0.123456789);
  }
  if (types.includes('string')) {
    if (schema.maxLength !== undefined) values.push(new LongText('x', schema.maxLength + 1));
    values.push(new LongText('x', LONG_LENGTH));
    if (schema.enum) values.push('not-one-of-them');
    if (schema.pattern === civilDateSchema.pattern) values.push(...BAD_DATES);
  }
  if (types.includes('object') && (schema.required?.length ?? 0) > 0) values.push({});
  if (types.includes('array') && schema.items) values.push(...wrongTypes(schema.items).map((item) => [item]));
  return values;
}

/** A bad value for a body field of this schema (none declared: only what is refused anywhere). */
export function badBodyValue(schema: Schema | undefined): fc.Arbitrary<unknown> {
  const specific = schema ? [...wrongTypes(schema), ...outOfRange(schema)] : [];
  return specific.length === 0 ? anywhereInBody : fc.oneof(anywhereInBody, fc.constantFrom(...specific));
}

/** A bad value for a body field nobody declared: only what is refused anywhere. */
export const badUnknownBodyValue = anywhereInBody;

/**
 * Path and query values are text: each candidate is given as it stands in the URL (percent-encoded), or as a list
 * (the key repeated). Every field declared in a path or query takes numbers, booleans, enums or short text.
 */
export type UrlValue = string | readonly string[] | LongText;

const enc = encodeURIComponent;
const controlInUrl = withControl.map((text) => enc(text));

/** A query field nobody declared is ignored, but its text must still be well formed. */
export const badUnknownUrlValue: fc.Arbitrary<UrlValue> = controlInUrl;

export function badUrlValue(
  schema: Schema | undefined,
  part: 'params' | 'querystring',
): fc.Arbitrary<UrlValue> {
  const types = schema ? typesOf(schema) : [];
  const values: UrlValue[] = [new LongText('9', LONG_LENGTH)];
  if (types.includes('number')) {
    values.push('9007199254740992', '1e308', '-1e308', 'Infinity', '-Infinity', 'NaN', '1.5', 'abc', 'true');
    if (schema?.maximum !== undefined) values.push(String(schema.maximum + 1));
    if (schema?.minimum !== undefined) values.push(String(schema.minimum - 1), '-1');
    if (schema?.enum) values.push(String(Math.max(...(schema.enum as number[])) + 1));
  }
  if (types.includes('boolean')) values.push('maybe', 'NaN', '2');
  if (types.includes('string')) {
    if (schema?.maxLength !== undefined) values.push(new LongText('x', schema.maxLength + 1));
    if (schema?.enum) values.push('not-one-of-them');
  }
  // A repeated key makes a list, which no declared query field takes.
  if (part === 'querystring') values.push(['a', 'b']);
  return fc.oneof(controlInUrl, fc.constantFrom(...values));
}
