import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { lockSeeding } from '@taxdep/db';
import { insertEffectiveLifeLoad } from '@taxdep/db/effective-life';
import type { Database, TaxCodeTable } from '@taxdep/db/schema';
import { rulingsOf } from '@taxdep/domain/effective-life';
import type { Insertable, Kysely, Transaction } from 'kysely';
import { parseCsv } from './csv';

const SEED_DIR = dirname(fileURLToPath(import.meta.url));

/**
 * Rows of the firm's tax-code table (docs/tax-rules.md "Tax codes"). The ATO numbers nothing, so each row of the
 * Commissioner's effective-life extract gets a code of ours: its table letter and its position in that table
 * (`A0001`, `B0001`, in file order, which is stable). Every row of the extract is a Division 40 determination
 * (effective-life/README.md "Gaps"), hence category 40; the firm's own capital-works and expensed codes carry
 * their category and construction type in firm-tax-codes.csv.
 */
export async function readTaxCodes(categoryIds: Map<string, number>): Promise<Insertable<TaxCodeTable>[]> {
  const effectiveLife = parseCsv(await readFile(join(SEED_DIR, 'effective-life.csv'), 'utf8'));
  const counters = new Map<string, number>();
  const codes: Insertable<TaxCodeTable>[] = effectiveLife.map((row) => {
    const table = (row.table ?? '').trim().toUpperCase();
    if (table !== 'A' && table !== 'B') throw new Error(`Unknown effective-life table '${row.table}'`);
    const position = (counters.get(table) ?? 0) + 1;
    counters.set(table, position);
    return {
      code: `${table}${String(position).padStart(4, '0')}`,
      industry: row.industry ?? '',
      sub_industry: row.sub_industry ?? '',
      asset_group: row.asset_group ?? '',
      asset: row.asset ?? '',
      effective_life_years: emptyToNull(row.effective_life_years),
      date_of_application: emptyToNull(row.date_of_application),
      category_id: categoryId(categoryIds, '40'),
      construction_type: null,
      source: row.source ?? '',
    };
  });
  const firm = parseCsv(await readFile(join(SEED_DIR, 'firm-tax-codes.csv'), 'utf8'));
  for (const row of firm) {
    codes.push({
      code: row.code ?? '',
      asset_group: row.asset_group ?? '',
      asset: row.asset ?? '',
      effective_life_years: emptyToNull(row.effective_life_years),
      date_of_application: emptyToNull(row.date_of_application),
      category_id: categoryId(categoryIds, row.category ?? ''),
      construction_type: emptyToNull(row.construction_type),
      source: row.source ?? '',
    });
  }
  return codes;
}

/** Reference data every installation needs, demo or not; only when the table is still empty. */
export async function seedTaxCodes(db: Kysely<Database>): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await lockSeeding(trx);
    const existing = await trx.selectFrom('tax_codes').select('id').limit(1).execute();
    const categories = await trx.selectFrom('depreciation_categories').select(['id', 'code']).execute();
    const rows = await readTaxCodes(new Map(categories.map((c) => [c.code, c.id])));
    if (existing.length === 0) await trx.insertInto('tax_codes').values(rows).execute();
    await recordSeededLoad(trx, rows);
    return existing.length === 0 ? rows.length : 0;
  });
}

/**
 * Issue 26 item 17: the release's extract is the table's first load, so the history of loads starts with it. Once:
 * at the first start, or at the first start after migration 031 for a table seeded before (then dated that start).
 */
async function recordSeededLoad(trx: Transaction<Database>, rows: Insertable<TaxCodeTable>[]): Promise<void> {
  const recorded = await trx
    .selectFrom('effective_life_loads')
    .select('id')
    .where('seeded', '=', true)
    .execute();
  if (recorded.length > 0) return;
  const extract = rows.filter((row) => /^[AB][0-9]+$/.test(row.code));
  await insertEffectiveLifeLoad(trx, {
    fileName: 'effective-life.csv',
    userId: null,
    codesAdded: extract.length,
    livesAdded: 0,
    rowsRead: extract.length,
    rulings: rulingsOf(extract.map((row) => row.source ?? '')),
    seeded: true,
  });
}

function emptyToNull(value: string | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

function categoryId(ids: Map<string, number>, code: string): number {
  const id = ids.get(code);
  if (id === undefined) throw new Error(`Unknown depreciation category '${code}'`);
  return id;
}
