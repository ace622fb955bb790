import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createTestDatabase } from './database';

/**
 * A test file's database loaded from the run's template (src/test/pglite-template.ts) is the database built from
 * scratch: the same rows, and new rows numbered on from them (a copy of an unflushed write-ahead log numbered them
 * 32 on, and tests comparing versions and ids failed).
 */
// On PostgreSQL (each database a schema migrated afresh) the same holds, and is checked alike.
describe('a test database from the run template', () => {
  it('has the seeded rows and numbers a new user next after the last', async () => {
    // With the demo data: its users were numbered while the template was built.
    const first = await createTestDatabase({ demoData: true });
    const second = await createTestDatabase({ demoData: true });
    try {
      for (const database of [first, second]) {
        const codes = await database.db
          .selectFrom('tax_codes')
          .select(sql<number>`count(*)::int`.as('n'))
          .execute();
        expect(codes[0]?.n).toBeGreaterThan(0);
        const { next } = await sql<{ next: number }>`select coalesce(max(id), 0) + 1 as next from users`
          .execute(database.db)
          .then((r) => r.rows[0]!);
        const inserted = await database.db
          .insertInto('users')
          .values({
            uid: 'NEW.USER',
            email: 'new.user@test.taxdep',
            first_name: 'New',
            last_name: 'User',
            role: 'surveyor',
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        expect(inserted.id).toBe(next);
      }
    } finally {
      await first.close();
      await second.close();
    }
  });
});
