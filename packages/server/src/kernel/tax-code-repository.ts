/** The SQL of the rate derivation (rates.ts): the rows of a tax code, one per effective life it has had. */
import type { Db } from './record-repository';

export async function findTaxCodeLives(db: Db, code: string) {
  return db
    .selectFrom('tax_codes')
    .select(['code', 'effective_life_years', 'date_of_application', 'construction_type'])
    .where('code', '=', code)
    .execute();
}
