/**
 * The SQL of loading the firm's effective-life table (effective-life-load.ts runs it; the domain's
 * @taxdep/domain/effective-life plans it). Migration 017: tax codes keep their first life, every later one is a
 * dated row of effective_lives.
 */
import type { EffectiveLifeTableLetter, KnownTaxCode } from '@taxdep/domain/effective-life';
import { type Insertable, type Kysely, sql } from 'kysely';
import type { Database } from '../schema';

/** The database or a transaction of it (a Transaction is a Kysely). */
type Db = Kysely<Database>;

export type NewTaxCode = Insertable<Database['tax_codes']>;
export type NewEffectiveLife = Insertable<Database['effective_lives']>;

/** Rows a statement inserts (well under PostgreSQL's 65,535 parameters). */
const BATCH = 1000;

/** The tax codes of Tables A and B (codes like A0001; the firm's own codes are not the Commissioner's), with lives. */
export async function readKnownTaxCodes(db: Db): Promise<KnownTaxCode[]> {
  const rows = await db
    .selectFrom('tax_codes as t')
    .leftJoin('effective_lives as l', 'l.tax_code_id', 't.id')
    .select(['t.id', 't.code', 't.industry', 't.sub_industry', 't.asset_group', 't.asset'])
    .select([
      sql<string | null>`t.effective_life_years::text`.as('own_life'),
      sql<string | null>`to_char(t.date_of_application, 'YYYY-MM-DD')`.as('own_date'),
      sql<string | null>`l.effective_life_years::text`.as('loaded_life'),
      sql<string | null>`to_char(l.date_of_application, 'YYYY-MM-DD')`.as('loaded_date'),
    ])
    .where(sql<boolean>`t.code ~ '^[AB][0-9]+$'`)
    .orderBy('t.id')
    .execute();
  const byId = new Map<number, KnownTaxCode>();
  for (const row of rows) {
    let code = byId.get(row.id);
    if (!code) {
      code = {
        code: row.code,
        table: row.code[0] as EffectiveLifeTableLetter,
        industry: row.industry,
        subIndustry: row.sub_industry,
        assetGroup: row.asset_group,
        asset: row.asset,
        lives:
          row.own_life === null
            ? []
            : [{ effectiveLifeYears: row.own_life, dateOfApplication: row.own_date }],
      };
      byId.set(row.id, code);
    }
    if (row.loaded_life !== null) {
      code.lives.push({ effectiveLifeYears: row.loaded_life, dateOfApplication: row.loaded_date });
    }
  }
  return [...byId.values()];
}

/** Records a load (who loaded which file, and what it added); answers its id. */
export async function insertEffectiveLifeLoad(
  trx: Db,
  load: {
    fileName: string;
    userId: number | null;
    codesAdded: number;
    livesAdded: number;
    rowsRead: number;
    rulings: readonly string[];
    /** The release's own table (migration 031), recorded once. */
    seeded?: boolean;
  },
): Promise<number> {
  const row = await trx
    .insertInto('effective_life_loads')
    .values({
      file_name: load.fileName,
      loaded_by: load.userId,
      codes_added: load.codesAdded,
      lives_added: load.livesAdded,
      rows_read: load.rowsRead,
      rulings: load.rulings.join(', '),
      seeded: load.seeded ?? false,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The id of the depreciation category `code` (it must exist: 001_reference_data.sql seeds them). */
export async function findCategoryId(trx: Db, code: string): Promise<number> {
  const row = await trx
    .selectFrom('depreciation_categories')
    .select('id')
    .where('code', '=', code)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Inserts new tax codes; answers their ids by code. In batches: a first load of the whole tables adds thousands. */
export async function insertTaxCodes(trx: Db, codes: readonly NewTaxCode[]): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (let start = 0; start < codes.length; start += BATCH) {
    const rows = await trx
      .insertInto('tax_codes')
      .values(codes.slice(start, start + BATCH))
      .returning(['id', 'code'])
      .execute();
    for (const row of rows) ids.set(row.code, row.id);
  }
  return ids;
}

/** The ids of the tax codes `codes`, by code. */
export async function findTaxCodeIds(trx: Db, codes: readonly string[]): Promise<Map<string, number>> {
  if (codes.length === 0) return new Map();
  const rows = await trx
    .selectFrom('tax_codes')
    .select(['id', 'code'])
    .where('code', '=', sql<string>`any(${[...codes]}::text[])`)
    .execute();
  return new Map(rows.map((r) => [r.code, r.id]));
}

/** Adds dated lives, in batches as insertTaxCodes. */
export async function insertEffectiveLives(trx: Db, lives: readonly NewEffectiveLife[]): Promise<void> {
  for (let start = 0; start < lives.length; start += BATCH) {
    await trx
      .insertInto('effective_lives')
      .values(lives.slice(start, start + BATCH))
      .execute();
  }
}
