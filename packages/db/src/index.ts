/**
 * The database of taxdep, below the service and the CLI (docs/architecture.md "Packages"): the connection to PGlite
 * or PostgreSQL, the migrations and their runner, the advisory locks. The tables' types are `@taxdep/db/schema`;
 * the statements both the service and the CLI run are `@taxdep/db/effective-life` and `@taxdep/db/users`.
 */
export { ADVISORY_LOCKS, lockSeeding, takeAdvisoryLock } from './advisory-locks';
export {
  type AppDatabase,
  type DatabaseTarget,
  type Engine,
  openDatabase,
  targetFromConfig,
} from './connect';
export { type LocalWrites, localWriteCount, mayWrite, trackLocalWrites } from './local-writes';
export { hasMigration, loadMigrations, MIGRATIONS_DIR, type Migration, migrate } from './migrate';
