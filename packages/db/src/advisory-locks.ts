import { sql, type Transaction } from 'kysely';
import type { Database } from './schema';

/**
 * The transaction-scoped advisory locks of the database (docs/architecture.md "Scale-out"), by purpose. Any
 * constants will do as long as every writer (the service's instances and `taxdep load-effective-life`) takes the
 * same one, so they are written here only.
 */
export const ADVISORY_LOCKS = {
  /** Instances starting together migrate one at a time (migrate.ts). */
  migration: 7_301_947,
  /**
   * Seeding and the effective-life and incentive-window loads write tax codes and dated tables one at a time, so
   * a start's seeding and a load never number a code twice.
   */
  seeding: 7_301_948,
} as const;

/** Waits for, then holds until the transaction ends, the lock of `purpose`. */
export async function takeAdvisoryLock(
  trx: Transaction<Database>,
  purpose: keyof typeof ADVISORY_LOCKS,
): Promise<void> {
  await sql`select pg_advisory_xact_lock(${ADVISORY_LOCKS[purpose]})`.execute(trx);
}

/** Instances starting together seed one at a time; loads of the dated tables wait for them. */
export async function lockSeeding(trx: Transaction<Database>): Promise<void> {
  await takeAdvisoryLock(trx, 'seeding');
}
