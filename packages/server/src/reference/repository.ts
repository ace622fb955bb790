/** The SQL of the register's reference calls (issue 11: SQL only in repositories). */
import { sql } from 'kysely';
import { escapeLike } from '../db/like';
import type { Db } from '../kernel/record-repository';

/** The stored code of a category or method id. */
export async function findReferenceCode(
  db: Db,
  table: 'depreciation_categories' | 'depreciation_methods',
  id: number,
): Promise<string | null> {
  const row = await db.selectFrom(table).select('code').where('id', '=', id).executeTakeFirst();
  return row?.code ?? null;
}

/** Tax codes starting with the term, or whose asset name contains it (upper case), by code. */
export function findTaxCodeSuggestions(db: Db, upperTerm: string, limit: number) {
  const escaped = escapeLike(upperTerm);
  return db
    .selectFrom('tax_codes as t')
    .leftJoin('depreciation_categories as c', 'c.id', 't.category_id')
    .selectAll('t')
    .select('c.code as category_code')
    .where((eb) =>
      eb.or([
        eb(eb.fn('upper', ['t.code']), 'like', `${escaped}%`),
        eb(eb.fn('upper', ['t.asset']), 'like', `%${escaped}%`),
      ]),
    )
    .orderBy('t.code')
    .limit(limit)
    .execute();
}

export function findCategories(db: Db) {
  return db
    .selectFrom('depreciation_categories')
    .select(['id', 'code', 'description'])
    .orderBy('id')
    .execute();
}

/**
 * The lives effective-life loads added to the tax codes of `ids` (migration 017), one row a life: the years as
 * text and the date as `YYYY-MM-DD`, as the engine reads them (reference/dated-lives.ts picks the one in force).
 */
export function findLoadedLives(db: Db, ids: readonly number[]) {
  return db
    .selectFrom('effective_lives')
    .select(['tax_code_id'])
    .select([
      sql<string>`effective_life_years::text`.as('effective_life_years'),
      sql<string | null>`to_char(date_of_application, 'YYYY-MM-DD')`.as('date_of_application'),
    ])
    .where('tax_code_id', '=', sql<number>`any(${[...ids]}::int[])`)
    .execute();
}

/** The tax codes of `code` with their own life and its date (the loaded ones are findLoadedLives'). */
export function findTaxCodeLives(db: Db, code: string) {
  return db
    .selectFrom('tax_codes')
    .select(['id', 'code', 'construction_type'])
    .select([
      sql<string | null>`effective_life_years::text`.as('effective_life_years'),
      sql<string | null>`to_char(date_of_application, 'YYYY-MM-DD')`.as('date_of_application'),
    ])
    .where('code', '=', code)
    .execute();
}
