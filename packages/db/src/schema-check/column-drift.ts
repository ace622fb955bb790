/**
 * The comparison behind schema-drift.test.ts (issue 24 item 1: db/schema cannot drift from the migrations): the
 * tables and columns the schema declares (declared-columns.test-support.ts reads ../schema) against those a fresh
 * database has after every migration (migrated-columns.test-support.ts). Pure, so a deliberate drift can be shown to
 * fail (column-drift.test.ts).
 */

/**
 * How a column reads in JS and which PostgreSQL types give it (../schema/columns.ts and ../connect.ts set the
 * representation): a declared kind must be one of the types listed for it.
 */
export const POSTGRES_TYPES_OF_KIND = {
  text: ['text', 'character varying', 'character', 'uuid', 'xid8'],
  integer: ['integer', 'smallint'],
  bigint: ['bigint'],
  numeric: ['numeric'],
  date: ['date'],
  timestamptz: ['timestamp with time zone'],
  boolean: ['boolean'],
  bytes: ['bytea'],
  json: ['jsonb', 'json'],
} as const satisfies Record<string, readonly string[]>;

export type ColumnKind = keyof typeof POSTGRES_TYPES_OF_KIND;

export interface DeclaredColumn {
  kind: ColumnKind;
  nullable: boolean;
}

export interface MigratedColumn {
  /** information_schema.columns.data_type */
  dataType: string;
  nullable: boolean;
}

/** Table name → column name → column. */
export type Tables<C> = ReadonlyMap<string, ReadonlyMap<string, C>>;

/** Every difference, one sentence each naming the table and column; empty when the schema matches. */
export function findColumnDrift(
  declared: Tables<DeclaredColumn>,
  migrated: Tables<MigratedColumn>,
): string[] {
  const drift: string[] = [];
  for (const table of sorted(new Set([...declared.keys(), ...migrated.keys()]))) {
    const mine = declared.get(table);
    const theirs = migrated.get(table);
    if (!mine) {
      drift.push(`table ${table}: created by the migrations, missing from the schema's Database`);
      continue;
    }
    if (!theirs) {
      drift.push(`table ${table}: declared in the schema's Database, created by no migration`);
      continue;
    }
    for (const column of sorted(new Set([...mine.keys(), ...theirs.keys()]))) {
      const d = mine.get(column);
      const m = theirs.get(column);
      const name = `${table}.${column}`;
      if (!d) drift.push(`${name}: in the migrations (${describe(m!)}), not declared in the schema`);
      else if (!m) drift.push(`${name}: declared in the schema (${d.kind}), in no migration`);
      else {
        const types: readonly string[] = POSTGRES_TYPES_OF_KIND[d.kind];
        if (!types.includes(m.dataType)) {
          drift.push(`${name}: declared ${d.kind}, the migrations make it ${m.dataType}`);
        }
        if (d.nullable !== m.nullable) {
          drift.push(
            `${name}: declared ${d.nullable ? 'nullable' : 'not null'}, the migrations make it ${m.nullable ? 'nullable' : 'not null'}`,
          );
        }
      }
    }
  }
  return drift;
}

const describe = (column: MigratedColumn) => `${column.dataType}${column.nullable ? '' : ' not null'}`;
const sorted = (names: Set<string>) => [...names].sort();
