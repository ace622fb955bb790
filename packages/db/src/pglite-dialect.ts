import type { PGlite } from '@electric-sql/pglite';
import {
  CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';

import { type LocalWrites, mayWrite } from './local-writes';

/**
 * A Kysely dialect over PGlite. PGlite is one backend with one session, so the driver hands out its single
 * connection to one holder at a time: a transaction keeps it from BEGIN to COMMIT and every other query waits
 * in line. That serialises transactions the way a one-connection pool would. Consequence for callers: inside a
 * transaction use the transaction object only; a query on the outer `db` would wait for itself.
 */
export class PGliteDialect implements Dialect {
  /** Statements that may have written, counted as they complete (local-writes.ts). */
  readonly writes: LocalWrites = { count: 0 };
  constructor(private readonly pglite: PGlite) {}
  createAdapter() {
    return new PostgresAdapter();
  }
  createDriver(): Driver {
    return new PGliteDriver(this.pglite, this.writes);
  }
  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }
  createIntrospector(db: Kysely<unknown>) {
    return new PostgresIntrospector(db);
  }
}

class PGliteDriver implements Driver {
  readonly #connection: PGliteConnection;
  #queue: Promise<void> = Promise.resolve();
  #release: (() => void) | null = null;

  constructor(
    private readonly pglite: PGlite,
    writes: LocalWrites,
  ) {
    this.#connection = new PGliteConnection(pglite, writes);
  }

  async init(): Promise<void> {
    await this.pglite.waitReady;
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const previous = this.#queue;
    let release!: () => void;
    this.#queue = new Promise<void>((resolve) => {
      release = resolve;
    });
    await previous;
    this.#release = release;
    return this.#connection;
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    const parts = ['start transaction'];
    if (settings.isolationLevel) parts.push(`isolation level ${settings.isolationLevel}`);
    if (settings.accessMode) parts.push(settings.accessMode);
    await connection.executeQuery(CompiledQuery.raw(parts.join(' ')));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  async releaseConnection(): Promise<void> {
    const release = this.#release;
    this.#release = null;
    release?.();
  }

  async destroy(): Promise<void> {
    await this.#queue;
    if (!this.pglite.closed) await this.pglite.close();
  }
}

class PGliteConnection implements DatabaseConnection {
  constructor(
    private readonly pglite: PGlite,
    private readonly writes: LocalWrites,
  ) {}

  async executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    try {
      return await this.run<R>(compiledQuery);
    } finally {
      if (mayWrite(compiledQuery.sql)) this.writes.count += 1;
    }
  }

  private async run<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    const parameters = [...compiledQuery.parameters];
    if (parameters.length === 0) {
      // The simple protocol accepts several statements (migration files); the last result is the answer.
      const results = await this.pglite.exec(compiledQuery.sql);
      const last = results[results.length - 1];
      return { rows: (last?.rows ?? []) as R[], numAffectedRows: affected(last?.affectedRows) };
    }
    const result = await this.pglite.query<R>(compiledQuery.sql, parameters);
    return { rows: result.rows, numAffectedRows: affected(result.affectedRows) };
  }

  // biome-ignore lint/correctness/useYield: streaming is not offered; the generator only reports that.
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('Streaming queries are not supported on PGlite');
  }
}

function affected(count: number | undefined): bigint | undefined {
  return count === undefined ? undefined : BigInt(count);
}
