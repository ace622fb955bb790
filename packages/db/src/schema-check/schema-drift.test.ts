/**
 * Issue 24 item 1: the schema Kysely types every query with (../schema) cannot drift from the migrations. A fresh
 * database on the test engine (PGlite, or PostgreSQL with TEST_DATABASE_URL) is migrated and every table's columns,
 * their kinds and nullability are compared with the declaration; a failure names each difference.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase, testEngine } from '../testing';
import { findColumnDrift } from './column-drift';
import { readDeclaredTables } from './declared-columns.test-support';
import { readMigratedTables } from './migrated-columns.test-support';

describe(`the schema against the migrations on ${testEngine()}`, () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it('declares every table and column the migrations create, with its kind and nullability', async () => {
    const declared = await readDeclaredTables();
    const migrated = await readMigratedTables(database.db);
    expect(findColumnDrift(declared, migrated)).toEqual([]);
    // Not vacuous: the register's table is read on both sides.
    expect(declared.get('assets')?.size).toBeGreaterThan(30);
    expect(migrated.get('assets')?.size).toBe(declared.get('assets')?.size);
  });
});
