/**
 * The incentives' windows every installation starts with (migration 023; docs/product/administration.md "Incentive
 * windows"): the domain's DEFAULT_INCENTIVE_WINDOWS, stored as version 1 when no version exists yet, so the table
 * in force is on the Administration page to download and edit. The domain's constant is the one source of the
 * defaults; once stored, the table is the firm's data, which a later release's defaults never rewrite.
 */

import { lockSeeding } from '@taxdep/db';
import type { Database } from '@taxdep/db/schema';
import { DEFAULT_INCENTIVE_WINDOWS } from '@taxdep/domain/tax';
import type { Kysely } from 'kysely';
import { findVersionInForce, insertVersion } from '../kernel/incentive-window-repository';

/** The file name the seeded version carries in the history. */
export const SEEDED_FILE_NAME = 'defaults of the release';

/** Stores the defaults as the first version when none exists; answers whether it did. */
export async function seedIncentiveWindows(db: Kysely<Database>): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    await lockSeeding(trx);
    if (await findVersionInForce(trx)) return false;
    await insertVersion(
      trx,
      {
        fileName: SEEDED_FILE_NAME,
        userId: null,
        added: DEFAULT_INCENTIVE_WINDOWS.length,
        changed: 0,
        removed: 0,
      },
      DEFAULT_INCENTIVE_WINDOWS,
    );
    return true;
  });
}
