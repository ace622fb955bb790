/** For tests only (the service's and this package's): a fresh database on the engine the run asks for. */
export { createTestDatabase, type TestDatabase, testEngine } from './test-database';
