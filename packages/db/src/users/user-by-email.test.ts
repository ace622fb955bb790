/**
 * The user look-up the sign-in and `taxdep token` share (issue 24 item 3): the email matches as the unique index
 * does (case-insensitive; spaces a user typed around it ignored), a disabled user is found and marked so (the CLI
 * says "disabled", the sign-in finds nobody), and the policy date is the civil date in Sydney, as the product
 * token's claim (docs/product/entities.md "Token claims").
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase, testEngine } from '../testing';
import { findUserByEmail } from './user-by-email';

describe(`the user by email on ${testEngine()}`, () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
    await database.db
      .insertInto('users')
      .values([
        {
          uid: 'ANNE',
          email: 'Anne.Surveyor@Firm.example',
          first_name: 'Anne',
          last_name: 'Surveyor',
          role: 'surveyor',
          // 10:30 on 1 July in Sydney, still 30 June in UTC: the token carries Sydney's date.
          policy_accepted_at: '2025-07-01T00:30:00Z',
        },
        {
          uid: 'GONE',
          email: 'gone@firm.example',
          first_name: 'Gone',
          last_name: 'Checker',
          role: 'checker',
          disabled_at: '2025-01-01T00:00:00Z',
        },
      ])
      .execute();
  });
  afterAll(async () => {
    await database.close();
  });

  it('finds a user whatever the case of the email, with the policy date in the firm time zone', async () => {
    const user = await findUserByEmail(database.db, '  anne.surveyor@firm.EXAMPLE ');
    expect(user).toMatchObject({
      uid: 'ANNE',
      firstName: 'Anne',
      policyAcceptedDate: '2025-07-01',
      disabled: false,
    });
  });

  it('finds a disabled user as disabled, without a policy date never given', async () => {
    expect(await findUserByEmail(database.db, 'gone@firm.example')).toMatchObject({
      uid: 'GONE',
      policyAcceptedDate: null,
      disabled: true,
    });
  });

  it('answers null for an email nobody has', async () => {
    expect(await findUserByEmail(database.db, 'nobody@firm.example')).toBeNull();
  });
});
