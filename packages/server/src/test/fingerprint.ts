import type { Database } from '@taxdep/db/schema';
import { type Kysely, sql } from 'kysely';

/**
 * Columns a read may fill in without anything being written by a caller: the asset's validation verdict is
 * computed lazily and kept (migration 005), and `written_by`/`search_text` follow it.
 */
const DERIVED_COLUMNS: Record<string, string[]> = {
  assets: ['has_errors', 'asset_errors', 'errors_fresh', 'errors_revision', 'written_by', 'search_text'],
  asset_tombstones: ['written_by'],
};
/** The sign-in provider's own state and the migration log: no API call writes them. */
const NOT_DATA = new Set(['schema_migrations', 'oidc_payloads', 'sign_in_failures']);

/**
 * Row counts and a digest of every table of the current schema (ordered, so it is the same on both engines):
 * two equal fingerprints mean no caller wrote anything in between. For tests that must prove a refused call
 * wrote nothing; a new table is covered without editing this.
 */
export async function databaseFingerprint(db: Kysely<Database>): Promise<Record<string, string>> {
  const tables = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE'
    order by table_name`.execute(db);
  const digests: Record<string, string> = {};
  for (const { name } of tables.rows) {
    if (NOT_DATA.has(name)) continue;
    const skipped = DERIVED_COLUMNS[name] ?? [];
    // The name comes from the catalogue, never from input.
    const { rows } = await sql<{ digest: string; count: number }>`
      select md5(coalesce(string_agg(j::text, '|' order by j::text), '')) as digest, count(*)::int as count
      from (select to_jsonb(x) - ${skipped}::text[] as j from ${sql.table(name)} x) s`.execute(db);
    digests[name] = `${rows[0]?.count}:${rows[0]?.digest}`;
  }
  return digests;
}

/**
 * What a test compares to prove that nothing was written: the fingerprint, and the next transaction id the engine
 * will assign. Every write takes a transaction id, so while that id has not moved nothing can have been written
 * and the (much slower) fingerprint need not be read again; when it has moved (a lazy verdict, or on PostgreSQL
 * another test's schema), the fingerprint decides.
 */
export class WriteWatch {
  private constructor(
    private readonly db: Kysely<Database>,
    readonly fingerprint: Record<string, string>,
    private nextId: string,
  ) {}

  static async start(db: Kysely<Database>): Promise<WriteWatch> {
    const nextId = await nextTransactionId(db);
    return new WriteWatch(db, await databaseFingerprint(db), nextId);
  }

  /** The fingerprint now, or the first one when no transaction id was assigned since it was last read. */
  async current(): Promise<Record<string, string>> {
    const nextId = await nextTransactionId(this.db);
    if (nextId === this.nextId) return this.fingerprint;
    const now = await databaseFingerprint(this.db);
    // Read before the fingerprint: a write after it moves the id past this one.
    if (JSON.stringify(now) === JSON.stringify(this.fingerprint)) this.nextId = nextId;
    return now;
  }
}

async function nextTransactionId(db: Kysely<Database>): Promise<string> {
  const { rows } = await sql<{
    id: string;
  }>`select pg_snapshot_xmax(pg_current_snapshot())::text as id`.execute(db);
  return rows[0]?.id ?? '';
}
