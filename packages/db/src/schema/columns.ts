import type { ColumnType } from 'kysely';

/**
 * The column types of the migrations (packages/db/src/migrations). Representation (connect.ts sets the same
 * parsers on both engines): bigint (money in cents) → JS bigint; date → 'YYYY-MM-DD' string; numeric → exact
 * decimal string; timestamptz → Date; integer ids → number. schema-drift.test.ts holds these files to the
 * migrated database.
 */

/** A civil date, `YYYY-MM-DD`. */
export type CivilDate = string;
/** An exact decimal as PostgreSQL prints it, e.g. '12.5000'. Written as string or number. */
export type Decimal = ColumnType<string, string | number, string | number>;
export type Instant = ColumnType<Date, Date | string | undefined, Date | string>;
