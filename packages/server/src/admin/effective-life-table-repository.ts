/**
 * The loaded effective-life table and its loads, as the administrator reads them (issue 26 item 17;
 * docs/product/administration.md "The table as loaded"). A tax code of Tables A and B keeps its first life on its
 * own row and every later one as a dated row of a load (migration 017): the view lists each life, so a revised
 * life shows beside the one it follows.
 */
import type { Database } from '@taxdep/db/schema';
import type {
  EffectiveLifeLoadRecord,
  EffectiveLifeTablePage,
  EffectiveLifeTableQuery,
  EffectiveLifeTableRow,
} from '@taxdep/domain';
import { canonicalLifeYears, rulingOf } from '@taxdep/domain/effective-life';
import { type Kysely, sql } from 'kysely';
import { escapeLike } from '../db/like';

const PAGE_SIZE = 25;

interface LifeRow {
  code: string;
  industry: string;
  sub_industry: string;
  asset_group: string;
  asset: string;
  life: string;
  applies_from: string | null;
  source: string;
}

/** Every life of the table's codes (A0001…, B0001…; the firm's own codes are not the Commissioner's). */
const LIVES = sql`(
  select t.code, t.industry, t.sub_industry, t.asset_group, t.asset, t.effective_life_years::text as life,
         to_char(t.date_of_application, 'YYYY-MM-DD') as applies_from, t.source
    from tax_codes t
   where t.code ~ '^[AB][0-9]+$' and t.effective_life_years is not null
  union all
  select t.code, t.industry, t.sub_industry, t.asset_group, t.asset, l.effective_life_years::text,
         to_char(l.date_of_application, 'YYYY-MM-DD'), l.source
    from effective_lives l join tax_codes t on t.id = l.tax_code_id
   where t.code ~ '^[AB][0-9]+$'
) as lives`;

export async function readEffectiveLifeTable(
  db: Kysely<Database>,
  query: EffectiveLifeTableQuery,
): Promise<EffectiveLifeTablePage> {
  const pageSize = query.pageSize ?? PAGE_SIZE;
  const term = (query.searchValue ?? '').trim().toLowerCase();
  const where =
    term === ''
      ? sql`true`
      : sql`lower(code || ' ' || industry || ' ' || sub_industry || ' ' || asset_group || ' ' || asset || ' ' || source) like ${`%${escapeLike(term)}%`}`;
  const counted = await sql<{ total: string }>`select count(*) as total from ${LIVES} where ${where}`.execute(
    db,
  );
  const totalRecords = Number(counted.rows[0]?.total ?? 0);
  const totalPages = Math.max(1, Math.ceil(totalRecords / pageSize));
  const pageNo = Math.min(query.pageNo ?? 1, totalPages);
  const rows = await sql<LifeRow>`
    select * from ${LIVES} where ${where}
     order by code, applies_from nulls first, life
     limit ${pageSize} offset ${(pageNo - 1) * pageSize}`.execute(db);
  return { rows: rows.rows.map(rowOf), totalRecords, totalPages, pageNo, pageSize };
}

function rowOf(row: LifeRow): EffectiveLifeTableRow {
  return {
    code: row.code,
    table: row.code.startsWith('B') ? 'B' : 'A',
    industry: row.industry,
    subIndustry: row.sub_industry,
    assetGroup: row.asset_group,
    asset: row.asset,
    effectiveLifeYears: canonicalLifeYears(row.life) ?? row.life,
    dateOfApplication: row.applies_from,
    ruling: rulingOf(row.source),
    source: row.source,
  };
}

/** Every load, the newest first, with who made it. */
export async function readEffectiveLifeLoads(db: Kysely<Database>): Promise<EffectiveLifeLoadRecord[]> {
  const rows = await db
    .selectFrom('effective_life_loads as l')
    .leftJoin('users as u', 'u.id', 'l.loaded_by')
    .select([
      'l.id',
      'l.file_name',
      'l.loaded_at',
      'l.rows_read',
      'l.codes_added',
      'l.lives_added',
      'l.rulings',
      'l.seeded',
      sql<string | null>`u.first_name || ' ' || u.last_name`.as('loaded_by'),
    ])
    .orderBy('l.loaded_at', 'desc')
    .orderBy('l.id', 'desc')
    .execute();
  return rows.map((row) => ({
    loadId: row.id,
    fileName: row.file_name,
    loadedAt: new Date(row.loaded_at).toISOString(),
    loadedBy: row.loaded_by,
    rowsRead: row.rows_read,
    codesAdded: row.codes_added,
    livesAdded: row.lives_added,
    rulings: row.rulings === '' ? [] : row.rulings.split(', '),
    seeded: row.seeded,
  }));
}
