import { type Kysely, sql } from 'kysely';
import type { Database } from '../schema';
import type { MigratedColumn, Tables } from './column-drift';

/** The base tables and columns of the database's current schema, as information_schema tells them. */
export async function readMigratedTables(db: Kysely<Database>): Promise<Tables<MigratedColumn>> {
  const rows = await sql<{ table_name: string; column_name: string; data_type: string; is_nullable: string }>`
    select c.table_name, c.column_name, c.data_type, c.is_nullable
    from information_schema.columns c
    join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
    where c.table_schema = current_schema() and t.table_type = 'BASE TABLE'
    order by c.table_name, c.ordinal_position`.execute(db);
  const tables = new Map<string, Map<string, MigratedColumn>>();
  for (const row of rows.rows) {
    const columns = tables.get(row.table_name) ?? new Map<string, MigratedColumn>();
    tables.set(row.table_name, columns);
    columns.set(row.column_name, { dataType: row.data_type, nullable: row.is_nullable === 'YES' });
  }
  return tables;
}
