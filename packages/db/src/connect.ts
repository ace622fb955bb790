import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite, types as pgliteTypes } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { trackLocalWrites } from './local-writes';
import { PGliteDialect } from './pglite-dialect';
import type { Database } from './schema';

export type Engine = 'pglite' | 'postgres';

export interface AppDatabase {
  db: Kysely<Database>;
  engine: Engine;
  close(): Promise<void>;
  /** PGlite only: its data folder as an uncompressed tarball, to start another database from (src/test/). */
  dumpDataDir?: () => Promise<Blob>;
}

export type DatabaseTarget =
  /** PGlite with files in `dataDir`; `dataDir: null` keeps it in memory (tests). */
  /** `loadDataDir` starts it from a `dumpDataDir` tarball instead of an empty cluster (the tests' template). */
  | { engine: 'pglite'; dataDir: string | null; loadDataDir?: Blob }
  /** PostgreSQL; `searchPath` puts every connection into one schema (the tests' private schema). */
  | { engine: 'postgres'; connectionString: string; searchPath?: string; maxConnections?: number };

// Type ids of PostgreSQL's catalogue, the same on both engines.
const INT8 = 20;
const NUMERIC = 1700;
const DATE = 1082;

/**
 * Same JS representation on both engines (schema/columns.ts): money stays exact as bigint, numeric as its
 * decimal text, and a date stays the civil `YYYY-MM-DD` text (no time zone can shift it).
 */
const parseInt8 = (value: string) => BigInt(value);
const keepText = (value: string) => value;

export async function openDatabase(target: DatabaseTarget): Promise<AppDatabase> {
  if (target.engine === 'pglite') {
    if (target.dataDir) await mkdir(target.dataDir, { recursive: true });
    const pglite = await PGlite.create(target.dataDir ?? undefined, {
      ...(target.loadDataDir ? { loadDataDir: target.loadDataDir } : {}),
      parsers: {
        [pgliteTypes.INT8]: parseInt8,
        [pgliteTypes.NUMERIC]: keepText,
        [pgliteTypes.DATE]: keepText,
      },
    });
    const dialect = new PGliteDialect(pglite);
    const db = new Kysely<Database>({ dialect });
    trackLocalWrites(db, dialect.writes);
    // A checkpoint first: a sequence logs 32 values ahead in the write-ahead log, and a copy started from an
    // unflushed log would number new rows 32 on (the tests' templates, src/test/pglite-template.ts).
    const dumpDataDir = async () => {
      await pglite.exec('checkpoint');
      return pglite.dumpDataDir('none');
    };
    return { db, engine: 'pglite', close: () => db.destroy(), dumpDataDir };
  }
  const pool = new pg.Pool({
    connectionString: target.connectionString,
    max: target.maxConnections ?? 10,
    ...(target.searchPath ? { options: `-c search_path=${target.searchPath}` } : {}),
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
        if (oid === INT8) return parseInt8;
        if (oid === NUMERIC || oid === DATE) return keepText;
        return pg.types.getTypeParser(oid, format);
      }) as typeof pg.types.getTypeParser,
    },
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return { db, engine: 'postgres', close: () => db.destroy() };
}

/** The configured database: PostgreSQL when `DATABASE_URL` is set, else PGlite in `<dataDir>/pglite`. */
export function targetFromConfig(config: { databaseUrl: string | null; dataDir: string }): DatabaseTarget {
  return config.databaseUrl
    ? { engine: 'postgres', connectionString: config.databaseUrl }
    : { engine: 'pglite', dataDir: join(config.dataDir, 'pglite') };
}
