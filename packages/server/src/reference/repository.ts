/** The SQL of the register's reference calls (issue 11: SQL only in repositories). */
import { escapeLike } from '../db/like';
import type { Db } from '../register-model/records';

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
