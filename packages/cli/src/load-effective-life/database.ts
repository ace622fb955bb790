/**
 * The documented database write of `taxdep load-effective-life` (docs/product/administration.md "From the command
 * line"): the administrator's load itself (@taxdep/db/effective-life, the code the service's call runs; issue 24
 * item 3), on the database the service is configured with: PostgreSQL when DATABASE_URL is set, else the embedded
 * PGlite of the data folder. What stays here is the command line's part: finding that database and refusing one
 * the service has not migrated or holds open.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { type AppDatabase, hasMigration, openDatabase } from '@taxdep/db';
import { type EffectiveLifeLoadResult, loadEffectiveLifeFile } from '@taxdep/db/effective-life';
import type { EffectiveLifeLoadPlan } from '@taxdep/domain/effective-life';

/** What the command reads of the service's setup (README "Configuration"): the data folder and DATABASE_URL. */
export interface DatabaseSettings {
  dataDir: string;
  databaseUrl: string | null;
}

/** A problem the user must fix; printed without a stack. */
export class LoadSetupError extends Error {}

/** The migration that made the effective-life tables; the service applies it at start. */
const MIGRATION = '017_admin_and_effective_life.sql';

/**
 * Plans the file against the table as stored and, unless `store` declines the plan (a dry run, problems,
 * conflicts), stores it. Answers the plan and the new load's id (null when nothing was stored).
 */
export async function loadInDatabase(
  settings: DatabaseSettings,
  file: { fileName: string; text: string },
  store: (plan: EffectiveLifeLoadPlan) => boolean,
): Promise<EffectiveLifeLoadResult> {
  const database = await openConfigured(settings);
  try {
    if (!(await hasMigration(database.db, MIGRATION))) {
      throw new LoadSetupError(
        'The database is not up to date: start the portal once (pnpm start), then load.',
      );
    }
    return await loadEffectiveLifeFile(database.db, file, { userId: null, store });
  } finally {
    await database.close();
  }
}

async function openConfigured(settings: DatabaseSettings): Promise<AppDatabase> {
  if (settings.databaseUrl) {
    return openDatabase({ engine: 'postgres', connectionString: settings.databaseUrl, maxConnections: 1 });
  }
  const folder = join(settings.dataDir, 'pglite');
  if (!existsSync(join(folder, 'PG_VERSION'))) {
    throw new LoadSetupError(`No embedded database in ${folder}: start the portal once (pnpm start).`);
  }
  // PGlite is one process only: a running portal keeps postmaster.pid in its folder.
  if (existsSync(join(folder, 'postmaster.pid'))) {
    throw new LoadSetupError(
      `The embedded database in ${folder} is in use: stop the portal, or load through its Administration page.`,
    );
  }
  return openDatabase({ engine: 'pglite', dataDir: folder });
}
