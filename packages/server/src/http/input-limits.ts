/**
 * The bounds every route schema uses for its input (issue 10 item 2: bad input answers a 400 naming the field,
 * never a 500 from the database). docs/api.md "Input limits" lists them; src/http/input-guard.ts checks what a
 * schema cannot say (control characters, nesting, JSON types without coercion).
 */
import { MAX_DOLLARS } from '../money';

/** Ids and versions are PostgreSQL `integer` columns: a larger number would fail in the query. */
export const MAX_DB_INTEGER = 2_147_483_647;
/** Free text without a limit of its own in docs/product/rules.md#constants-and-limits; docs/product/rules.md#constants-and-limits's report name (1000) sets the bound. */
export const TEXT_MAX_LENGTH = 1000;
/** Search boxes (checker search, tax-code suggestions, register search). */
export const SEARCH_MAX_LENGTH = 200;
/** Tax codes, category and method codes (the longest stored code is far shorter). */
export const CODE_MAX_LENGTH = 20;

/** A stored row's id. */
export const idSchema = { type: 'integer', minimum: 1, maximum: MAX_DB_INTEGER } as const;
export const nullableIdSchema = { ...idSchema, type: ['integer', 'null'] } as const;
/** An id where absent, null or 0 means "create a new one" (or, for a mapping, "none"). */
export const newOrIdSchema = { type: ['integer', 'null'], minimum: 0, maximum: MAX_DB_INTEGER } as const;

/** Path parameters that are all ids, e.g. `idParams('id', 'demolitionId')`. */
export function idParams<Name extends string>(...names: Name[]) {
  return {
    type: 'object',
    required: names,
    properties: Object.fromEntries(names.map((name) => [name, idSchema])) as Record<Name, typeof idSchema>,
  } as const;
}

export const textSchema = { type: ['string', 'null'], maxLength: TEXT_MAX_LENGTH } as const;
export const codeSchema = { type: 'string', maxLength: CODE_MAX_LENGTH } as const;

/**
 * A civil date `YYYY-MM-DD` (empty reads as none where the call allows it). The shape is checked here; whether
 * the day exists (2020-02-31) is the domain's calendar, checked by the service with a 400 naming the field.
 */
export const civilDateSchema = {
  type: ['string', 'null'],
  maxLength: 10,
  pattern: '^([0-9]{4}-[0-9]{2}-[0-9]{2})?$',
  description: 'YYYY-MM-DD',
} as const;

/**
 * Dollars as a JSON number: strictly within what integer cents hold exactly (src/money.ts MAX_DOLLARS, about
 * $90 trillion: 18 characters at most with sign and cents, inside docs/product/rules.md#constants-and-limits's 20 of a register amount). Decimals,
 * sign and General Info's 16 characters are checked by the services, whose messages say which rule failed.
 */
export const dollarsSchema = {
  type: ['number', 'null'],
  exclusiveMinimum: -MAX_DOLLARS,
  exclusiveMaximum: MAX_DOLLARS,
} as const;

/** A rate in percent as the numeric(9, 4) columns hold it; the services check the four decimals. */
export const percentSchema = { type: ['number', 'null'], minimum: 0, maximum: 10_000 } as const;
