/**
 * Exact counts of register listings, kept per database handle and reused only under the register revision they
 * were computed with (migration 006: the revision grows with every committed write to the report's assets or
 * demolitions, and is read in the same statement as the count). Counting a substring search over 100,000 rows
 * costs tens of milliseconds; paging and re-sorting the same search need the count again unchanged.
 */
import { sql } from 'kysely';
import type { Db } from './record';

/** Enough for many users' recent searches; an entry is a short key and a number. */
const MAX_ENTRIES = 2000;

const caches = new WeakMap<Db, Map<string, number>>();

function cacheOf(db: Db): Map<string, number> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  return cache;
}

export function cachedCount(db: Db, key: string): number | undefined {
  const cache = cacheOf(db);
  const total = cache.get(key);
  if (total !== undefined) {
    // Most recently used last: the first key is the one to evict.
    cache.delete(key);
    cache.set(key, total);
  }
  return total;
}

export function rememberCount(db: Db, key: string, total: number): void {
  const cache = cacheOf(db);
  cache.delete(key);
  cache.set(key, total);
  if (cache.size > MAX_ENTRIES) {
    const oldest = cache.keys().next().value;
    if (oldest !== undefined) cache.delete(oldest);
  }
}

/** The register revision of migration 006, for a select list (the sum is numeric; its text is exact). */
export function revisionOf(reportId: number) {
  return sql<string>`coalesce((select sum(c.weight) from register_changes c where c.report_id = ${reportId}), 0)::text`;
}
