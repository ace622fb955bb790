import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';

/**
 * A digest of every row of every table of the current schema (ordered, so it is the same on both engines): two
 * equal fingerprints mean nothing was written in between. For tests that must prove a refused call wrote nothing.
 */
export async function databaseFingerprint(db: Kysely<Database>): Promise<Record<string, string>> {
  const tables = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE'
    order by table_name`.execute(db);
  const digests: Record<string, string> = {};
  for (const { name } of tables.rows) {
    // The name comes from the catalogue, never from input.
    const row = await sql<{ digest: string | null; rows: string }>`
      select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest, count(*)::text as rows
      from ${sql.table(name)} t`.execute(db);
    digests[name] = `${row.rows[0]?.rows}:${row.rows[0]?.digest}`;
  }
  return digests;
}
