/**
 * The documented database write of `taxdep load-effective-life` (docs/product/administration.md "From the command
 * line"): the same load as the administrator's call (the service's src/admin/effective-life.ts), in SQL here because
 * the CLI does not import the service (dependency rule `cli-not-server-sources`). It reads and writes the tables of
 * migrations 001 and 017 in one transaction under the service's seeding lock, so it never races a start's seeding
 * or an administrator's load. PostgreSQL when DATABASE_URL is set, else the embedded PGlite of the data folder.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import {
  type EffectiveLifeLoadPlan,
  type EffectiveLifeTableLetter,
  type KnownTaxCode,
  planEffectiveLifeLoad,
  readEffectiveLifeFile,
} from '@taxdep/domain/effective-life';

/** What the command reads of the service's setup (README "Configuration"): the data folder and DATABASE_URL. */
export interface DatabaseSettings {
  dataDir: string;
  databaseUrl: string | null;
}

/** A problem the user must fix; printed without a stack. */
export class LoadSetupError extends Error {}

interface Sql {
  query<T>(text: string, params?: unknown[]): Promise<T[]>;
}

/** The service's seeding lock (src/seed/seed-lock.ts): seeding and loads write tax_codes one at a time. */
const SEEDING_LOCK = 7_301_948;
const MIGRATION = '017_admin_and_effective_life.sql';

/**
 * Plans the file against the table as stored and, unless `dryRun` or the plan is refused by `accept`, stores it.
 * Answers the plan and the new load's id (null when nothing was stored).
 */
export async function loadInDatabase(
  settings: DatabaseSettings,
  file: { fileName: string; text: string },
  accept: (plan: EffectiveLifeLoadPlan) => boolean,
): Promise<{ plan: EffectiveLifeLoadPlan; loadId: number | null }> {
  return inTransaction(settings, async (sql) => {
    const migrated = await sql.query<{ name: string }>(`select name from schema_migrations where name = $1`, [
      MIGRATION,
    ]);
    if (migrated.length === 0) {
      throw new LoadSetupError(
        'The database is not up to date: start the portal once (pnpm start), then load.',
      );
    }
    await sql.query(`select pg_advisory_xact_lock($1)`, [SEEDING_LOCK]);
    const plan = planEffectiveLifeLoad(await knownTaxCodes(sql), readEffectiveLifeFile(file.text));
    if (!accept(plan)) return { plan, loadId: null };
    const [load] = await sql.query<{ id: number }>(
      `insert into effective_life_loads (file_name, codes_added, lives_added) values ($1, $2, $3) returning id`,
      [file.fileName, plan.added.length, plan.changed.length],
    );
    await store(sql, plan, load!.id);
    return { plan, loadId: load!.id };
  });
}

async function knownTaxCodes(sql: Sql): Promise<KnownTaxCode[]> {
  const rows = await sql.query<{
    id: number;
    code: string;
    industry: string;
    sub_industry: string;
    asset_group: string;
    asset: string;
    own_life: string | null;
    own_date: string | null;
    loaded_life: string | null;
    loaded_date: string | null;
  }>(
    `select t.id, t.code, t.industry, t.sub_industry, t.asset_group, t.asset,
       t.effective_life_years::text as own_life, to_char(t.date_of_application, 'YYYY-MM-DD') as own_date,
       l.effective_life_years::text as loaded_life, to_char(l.date_of_application, 'YYYY-MM-DD') as loaded_date
     from tax_codes t left join effective_lives l on l.tax_code_id = t.id
     where t.code ~ '^[AB][0-9]+$' order by t.id`,
  );
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

async function store(sql: Sql, plan: EffectiveLifeLoadPlan, loadId: number): Promise<void> {
  const insertLife = `insert into effective_lives (tax_code_id, effective_life_years, date_of_application, source, load_id)
    values ($1, $2, $3, $4, $5)`;
  for (const added of plan.added) {
    const [first, ...later] = added.lives;
    // Every row of the Commissioner's tables is a Division 40 determination (category 40).
    const [row] = await sql.query<{ id: number }>(
      `insert into tax_codes (code, industry, sub_industry, asset_group, asset, effective_life_years,
         date_of_application, category_id, source)
       values ($1, $2, $3, $4, $5, $6, $7, (select id from depreciation_categories where code = '40'), $8)
       returning id`,
      [
        added.code,
        added.industry,
        added.subIndustry,
        added.assetGroup,
        added.asset,
        first!.effectiveLifeYears,
        first!.dateOfApplication,
        added.source,
      ],
    );
    for (const life of later) {
      await sql.query(insertLife, [
        row!.id,
        life.effectiveLifeYears,
        life.dateOfApplication,
        added.source,
        loadId,
      ]);
    }
  }
  for (const change of plan.changed) {
    for (const code of change.codes) {
      await sql.query(
        `insert into effective_lives (tax_code_id, effective_life_years, date_of_application, source, load_id)
         select id, $2, $3, $4, $5 from tax_codes where code = $1`,
        [code, change.effectiveLifeYears, change.dateOfApplication, change.source, loadId],
      );
    }
  }
}

async function inTransaction<T>(settings: DatabaseSettings, work: (sql: Sql) => Promise<T>): Promise<T> {
  if (settings.databaseUrl) {
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: settings.databaseUrl });
    await client.connect();
    try {
      await client.query('begin');
      const result = await work({ query: async (text, params) => (await client.query(text, params)).rows });
      await client.query('commit');
      return result;
    } catch (error) {
      await client.query('rollback');
      throw error;
    } finally {
      await client.end();
    }
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
  const { PGlite } = await import('@electric-sql/pglite');
  const db = await PGlite.create(folder);
  try {
    return await db.transaction((tx) =>
      work({ query: async <R>(text: string, params?: unknown[]) => (await tx.query<R>(text, params)).rows }),
    );
  } finally {
    await db.close();
  }
}
