/**
 * The reference data a bulk write resolves codes against (the CSV import's upload and the paste from Excel, issue
 * 13 and 16; docs/api.md "Import upload", "Paste from Excel"): one read of the named tax codes with the life their
 * rate comes from, and every category and method, keyed as a row save looks them up.
 */

import type { Database } from '@taxdep/db/schema';
import { sql, type Transaction } from 'kysely';
import type { TaxCodeLife } from './rates';

export interface FoundCode {
  id: number;
  code: string;
}

export interface CodeReferences {
  /** By upper-cased code: a tax code compares upper-cased (docs/product/rules.md "Field input"). */
  taxCodes: ReadonlyMap<string, FoundCode & TaxCodeLife>;
  /** By code as written: `dv` is not a method code (the staging screen warns so, docs/product/import-export.md). */
  categories: ReadonlyMap<string, FoundCode>;
  methods: ReadonlyMap<string, FoundCode>;
}

/** The tax codes among `upperCodes` (with their effective life: the rate's table), every category and method. */
export async function findCodeReferences(
  trx: Transaction<Database>,
  upperCodes: readonly string[],
): Promise<CodeReferences> {
  const taxCodes = await trx
    .selectFrom('tax_codes')
    .select(['id', 'code', 'construction_type'])
    .select([
      sql<string | null>`effective_life_years::text`.as('effective_life_years'),
      sql<string | null>`to_char(date_of_application, 'YYYY-MM-DD')`.as('date_of_application'),
    ])
    .where(sql<string>`upper(code)`, '=', sql<string>`any(${[...upperCodes]}::text[])`)
    .execute();
  const categories = await trx.selectFrom('depreciation_categories').select(['id', 'code']).execute();
  const methods = await trx.selectFrom('depreciation_methods').select(['id', 'code']).execute();
  const byCode = (rows: FoundCode[]) => new Map(rows.map((row) => [row.code, row]));
  return {
    taxCodes: new Map(taxCodes.map((row) => [row.code.toUpperCase(), row])),
    categories: byCode(categories),
    methods: byCode(methods),
  };
}
