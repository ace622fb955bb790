import { sql, type Transaction } from 'kysely';
import type { Database } from '../db/schema';

/** Instances starting together seed one at a time (docs/architecture.md "Scale-out"). */
export async function lockSeeding(trx: Transaction<Database>): Promise<void> {
  await sql`select pg_advisory_xact_lock(${7_301_948})`.execute(trx);
}
