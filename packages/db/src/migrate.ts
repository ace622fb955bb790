import { readdir, readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Kysely, sql } from 'kysely';
import { takeAdvisoryLock } from './advisory-locks';
import type { Database } from './schema';

export const MIGRATIONS_DIR = join(dirname(fileURLToPath(import.meta.url)), 'migrations');

const MIGRATION_FILE = /^(\d{3})_[a-z0-9_]+\.sql$/;

export interface Migration {
  name: string;
  sql: string;
}

export async function loadMigrations(dir = MIGRATIONS_DIR): Promise<Migration[]> {
  const names = (await readdir(dir)).filter((name) => name.endsWith('.sql')).sort();
  const seen = new Set<string>();
  const migrations: Migration[] = [];
  for (const name of names) {
    const match = MIGRATION_FILE.exec(name);
    if (!match?.[1]) throw new Error(`Migration file name must look like 001_name.sql: ${name}`);
    if (seen.has(match[1])) throw new Error(`Two migrations share the number ${match[1]}`);
    seen.add(match[1]);
    migrations.push({ name, sql: await readFile(join(dir, name), 'utf8') });
  }
  return migrations;
}

/**
 * Applies the pending forward-only migrations in file-name order, each recorded in `schema_migrations`,
 * all in one transaction under an advisory lock: either the database reaches the latest schema or nothing
 * changes. The same files run on PGlite and PostgreSQL. Returns the names applied now.
 */
export async function migrate(db: Kysely<Database>, migrations?: Migration[]): Promise<string[]> {
  const all = migrations ?? (await loadMigrations());
  return db.transaction().execute(async (trx) => {
    await takeAdvisoryLock(trx, 'migration');
    await sql`create table if not exists schema_migrations (
      name text primary key,
      applied_at timestamptz not null default now()
    )`.execute(trx);
    const applied = new Set(
      (await trx.selectFrom('schema_migrations').select('name').execute()).map((r) => r.name),
    );
    const known = new Set(all.map((m) => m.name));
    const unknown = [...applied].filter((name) => !known.has(name));
    if (unknown.length > 0) {
      throw new Error(`The database has migrations this version does not know: ${unknown.join(', ')}`);
    }
    const pending = all.filter((m) => !applied.has(m.name));
    for (const migration of pending) {
      // A migration file is trusted source code of this repository, never user input.
      await sql.raw(migration.sql).execute(trx);
      await trx.insertInto('schema_migrations').values({ name: migration.name }).execute();
    }
    return pending.map((m) => m.name);
  });
}

/**
 * Whether migration `name` is applied: a tool that writes the tables of a migration (taxdep load-effective-life)
 * refuses a database that has not reached it rather than migrating it behind the service's back.
 */
export async function hasMigration(db: Kysely<Database>, name: string): Promise<boolean> {
  // A database never started has no schema_migrations; asking for it by name would abort the transaction.
  const table = await sql<{
    found: boolean;
  }>`select to_regclass('schema_migrations') is not null as found`.execute(db);
  if (!table.rows[0]?.found) return false;
  const row = await db
    .selectFrom('schema_migrations')
    .select('name')
    .where('name', '=', name)
    .executeTakeFirst();
  return row !== undefined;
}
