/**
 * The firm's building-rate library's SQL (036_rca_assessments.sql building_rates, building_rate_loads). Every value
 * is a bound parameter.
 */
import { lockSeeding } from '@taxdep/db';
import type { Database } from '@taxdep/db/schema';
import type { BuildingRate } from '@taxdep/domain/rca';
import { type Kysely, sql, type Transaction } from 'kysely';

type Db = Kysely<Database> | Transaction<Database>;

export interface StoredRate extends BuildingRate {
  rateId: number;
  loadId: number;
}

/** Every rate held, by building type, location and date priced. */
export async function findRates(db: Db): Promise<StoredRate[]> {
  const rows = await db
    .selectFrom('building_rates')
    .select(['id', 'building_type', 'location', 'rate_cents_per_m2', 'priced_on', 'source', 'load_id'])
    .orderBy(sql`lower(building_type)`)
    .orderBy(sql`lower(location)`)
    .orderBy('priced_on')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    rateId: row.id,
    buildingType: row.building_type,
    location: row.location,
    rateCentsPerM2: Number(row.rate_cents_per_m2),
    pricedOn: row.priced_on,
    source: row.source,
    loadId: row.load_id,
  }));
}

/**
 * Loads take turns with each other and with the seeding of the dated tables (@taxdep/db advisory locks), so a plan
 * made under the lock sees every rate stored before it.
 */
export async function lockRateLoads(trx: Transaction<Database>): Promise<void> {
  await lockSeeding(trx);
}

const INSERT_ROWS = 5_000;

/** Stores a load and its rates; answers the load's id. */
export async function insertLoad(
  trx: Transaction<Database>,
  load: { fileName: string; userId: number | null; rates: readonly BuildingRate[] },
): Promise<number> {
  const { id } = await trx
    .insertInto('building_rate_loads')
    .values({ file_name: load.fileName, loaded_by: load.userId, rates_added: load.rates.length })
    .returning('id')
    .executeTakeFirstOrThrow();
  // A statement binds at most 65,535 values; a library of 20,000 rates is written a few thousand rows at a time.
  for (let start = 0; start < load.rates.length; start += INSERT_ROWS) {
    await trx
      .insertInto('building_rates')
      .values(
        load.rates.slice(start, start + INSERT_ROWS).map((rate) => ({
          building_type: rate.buildingType,
          location: rate.location,
          rate_cents_per_m2: BigInt(rate.rateCentsPerM2),
          priced_on: rate.pricedOn,
          source: rate.source,
          load_id: id,
        })),
      )
      .execute();
  }
  return id;
}

/** Every load, the newest first, with who made it. */
export async function findLoads(db: Db) {
  return db
    .selectFrom('building_rate_loads as l')
    .leftJoin('users as u', 'u.id', 'l.loaded_by')
    .select([
      'l.id',
      'l.file_name',
      'l.loaded_at',
      'l.rates_added',
      sql<string | null>`u.first_name || ' ' || u.last_name`.as('loaded_by'),
    ])
    .orderBy('l.loaded_at', 'desc')
    .orderBy('l.id', 'desc')
    .execute();
}
