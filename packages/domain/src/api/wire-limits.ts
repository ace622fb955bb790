/**
 * The bounds of the wire contract (issue 10 item 2, docs/api.md "Input limits"), written as JSDoc tags on named
 * aliases so the domain stays plain TypeScript: scripts/generate-contract.mjs turns them into the JSON Schemas the
 * service validates with (issue 11: one declaration). Each alias is its base type to TypeScript, so a value of the
 * screens needs no conversion. The numbers repeat packages/server/src/http/input-limits.ts, which the service's
 * contract test holds them to.
 */

/**
 * A stored row's id: a PostgreSQL `integer`, so a larger number would fail in the query.
 * @asType integer
 * @minimum 1
 * @maximum 2147483647
 */
export type Id = number;

/**
 * An id where 0 means "create a new one" (or, for a mapping, "none").
 * @asType integer
 * @minimum 0
 * @maximum 2147483647
 */
export type NewOrId = number;

/**
 * The stored version a copy was read at (reports.version, an `integer`).
 * @asType integer
 * @minimum 1
 * @maximum 2147483647
 */
export type Version = number;

/**
 * A count the service computes (assets, pages, rows).
 * @asType integer
 * @minimum 0
 */
export type Count = number;

/**
 * Free text: docs/product/rules.md#constants-and-limits's report name (1000 characters) bounds every text field without a limit of its own.
 * @maxLength 1000
 */
export type Text = string;

/**
 * What a search box sends (checker search, tax-code suggestions, register search).
 * @maxLength 200
 */
export type SearchText = string;

/**
 * A tax code, category code or method code (the longest stored code is far shorter).
 * @maxLength 20
 */
export type CodeText = string;

/**
 * A civil date `YYYY-MM-DD` (empty reads as none where a call allows it). Whether the day exists (2020-02-31) is
 * the domain's calendar, checked by the service with a 400 naming the field.
 * @maxLength 10
 * @pattern ^([0-9]{4}-[0-9]{2}-[0-9]{2})?$
 */
export type CivilDate = string;

/**
 * Dollars as a JSON number, strictly within what integer cents hold exactly (Number.MAX_SAFE_INTEGER / 100).
 * Decimals, sign and General Info's 16 formatted characters are the services' checks, whose messages say which
 * rule failed.
 * @exclusiveMinimum -90071992547409.91
 * @exclusiveMaximum 90071992547409.91
 */
export type Dollars = number;

/**
 * A rate in percent as the numeric(9, 4) columns hold it; the services check the four decimals.
 * @minimum 0
 * @maximum 10000
 */
export type Percent = number;

/**
 * A demolition's rate: percent of the historical building cost removed, more than 0 and at most 100.
 * @exclusiveMinimum 0
 * @maximum 100
 */
export type DemolitionPercent = number;
