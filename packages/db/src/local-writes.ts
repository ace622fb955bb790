/**
 * Statements that may have written, per database handle whose every statement passes through this process: PGlite
 * is embedded and holds its data directory alone, so nothing can change it behind the service's back. A reader
 * that notes the count before a read knows, while the count is unchanged, that its read is still current (the
 * register projections skip their "what changed?" statement; src/listing/projection/projection-sync.ts). PostgreSQL
 * has other writers (instances, psql), so it has no count and readers always ask the database.
 */
export interface LocalWrites {
  count: number;
}

const counters = new WeakMap<object, LocalWrites>();

export function trackLocalWrites(db: object, writes: LocalWrites): void {
  counters.set(db, writes);
}

/** The count for a handle whose writes are all local, else undefined. */
export function localWriteCount(db: object): number | undefined {
  return counters.get(db)?.count;
}

/**
 * Whether a statement can change data: anything but a plain SELECT (transaction control included, since a
 * COMMIT publishes earlier writes). Data-modifying CTEs start with WITH; no function this schema defines writes
 * when called from a SELECT (only trigger functions write).
 */
export function mayWrite(statement: string): boolean {
  return !/^\s*select\b/i.test(statement);
}
