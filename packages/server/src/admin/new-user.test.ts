/**
 * Adding a user (issue 26 item 17; docs/product/administration.md "Adding a user"): the service's checks, the user
 * created active with their role and office, the invitation link of the built-in sign-in that lets them choose a
 * password once, and the Surveyor and Checker lists and assignments following the role.
 */
import type { AdminUser, AdminUserCreated, StaffMember } from '@taxdep/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../auth/password';
import { createTestApp, type TestApp } from '../test/app';
import { testEngine } from '../test/database';
import { type Caller, makeUser } from './admin.test-support';

const DANA = { firstName: 'Dana', lastName: 'Nguyen', email: 'Dana.Nguyen@Firm.example', role: 'checker' };

describe(`adding a user on ${testEngine()}`, () => {
  let t: TestApp;
  let admin: Caller;
  let officeId: number;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await makeUser(t, 'ADA.ADMIN', 'admin');
    officeId = (
      await t.database.db
        .insertInto('offices')
        .values({
          name: 'Parramatta',
          street_address: '1 Church St',
          suburb: 'Parramatta',
          state: 'NSW',
          postcode: '2150',
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses a bad email, an unknown role, an unknown office and a taken email (case aside), storing nothing', async () => {
    const before = await t.database.db.selectFrom('users').select('id').execute();
    const refusals: [object, number, RegExp][] = [
      [{ ...DANA, email: 'dana at firm', officeId }, 400, /email: An e-mail address looks like/],
      [{ ...DANA, firstName: '  ', officeId }, 400, /firstName: The first name is required/],
      [{ ...DANA, role: 'boss', officeId }, 400, /role/],
      [{ ...DANA, officeId: 999999 }, 404, /No office 999999/],
      [{ ...DANA, email: 'ADA.ADMIN@test.taxdep', officeId }, 409, /already exists/],
    ];
    for (const [body, status, message] of refusals) {
      const answer = await admin.call('POST', '/admin/users', body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(status);
      expect(answer.json().message).toMatch(message);
    }
    expect(await t.database.db.selectFrom('users').select('id').execute()).toHaveLength(before.length);
    const plain = await makeUser(t, 'PAT.PLAIN', 'user');
    expect((await plain.call('POST', '/admin/users', { ...DANA, officeId })).statusCode).toBe(403);
  });

  it('creates the user active with role and office, and a one-time link where they choose their password', async () => {
    const answer = await admin.call('POST', '/admin/users', { ...DANA, officeId });
    expect(answer.statusCode).toBe(200);
    const created = answer.json<AdminUserCreated>();
    expect(created.user).toMatchObject({
      userUid: 'DANA.NGUYEN',
      email: 'Dana.Nguyen@Firm.example',
      firstName: 'Dana',
      role: 'checker',
      access: 'user',
      active: true,
      officeId,
      awaitingPassword: true,
    });
    const link = new URL(created.invitation.link ?? '');
    expect(link.pathname).toBe('/oidc/invitation');
    expect(Date.parse(created.invitation.expiresAt ?? '') - Date.now()).toBeGreaterThan(13 * 86_400_000);
    // The same email again, in another case, is taken.
    const again = await admin.call('POST', '/admin/users', {
      ...DANA,
      email: 'dana.nguyen@firm.EXAMPLE',
      officeId,
    });
    expect(again.statusCode).toBe(409);

    const token = link.searchParams.get('token') ?? '';
    const page = await t.app.inject({ method: 'GET', url: `/oidc/invitation?token=${token}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Dana.Nguyen@Firm.example');
    const post = (password: string, repeated = password) =>
      t.app.inject({
        method: 'POST',
        url: '/oidc/invitation',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ token, password, repeated }).toString(),
      });
    const short = await post('short');
    expect(short.statusCode).toBe(400);
    expect(short.body).toContain('at least 12 characters');
    expect((await post('a long enough secret', 'another one entirely')).body).toContain(
      'The two passwords differ',
    );
    expect((await post('a long enough secret')).statusCode).toBe(200);
    const stored = await t.database.db
      .selectFrom('users')
      .select(['password_hash', 'invitation_hash'])
      .where('id', '=', created.user.userId)
      .executeTakeFirstOrThrow();
    expect(await verifyPassword('a long enough secret', stored.password_hash ?? '')).toBe(true);
    expect(stored.invitation_hash).toBeNull();
    // Administration's list says so: no longer waiting for a password, and no new link for them (a link would let
    // whoever holds it replace the password).
    const listed = (await admin.call('GET', '/admin/users')).json<AdminUser[]>();
    expect(listed.find((u) => u.userId === created.user.userId)?.awaitingPassword).toBe(false);
    expect((await admin.call('POST', `/admin/users/${created.user.userId}/invitation`)).statusCode).toBe(409);
    // Used once: the link works no more.
    expect((await post('a second secret here')).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/oidc/invitation?token=${token}` })).statusCode).toBe(
      404,
    );
  });

  it('makes an administrator administer, and offers them as neither surveyor nor checker', async () => {
    const answer = await admin.call('POST', '/admin/users', {
      firstName: 'Kim',
      lastName: 'Office',
      email: 'kim.office@firm.example',
      role: 'administrator',
      officeId: null,
    });
    const kim = answer.json<AdminUserCreated>().user;
    expect(kim).toMatchObject({ role: 'administrator', access: 'admin' });
    expect((await admin.call('PUT', `/admin/users/${kim.userId}`, { access: 'user' })).statusCode).toBe(409);

    const staff = (await admin.call('GET', '/users/staff')).json<StaffMember[]>();
    expect(staff.find((s) => s.userId === kim.userId)).toBeUndefined();
    const dana = staff.find((s) => s.firstName === 'Dana');
    expect(dana).toMatchObject({ maySurvey: true, mayCheck: true });
    const checkers = (await admin.call('GET', '/users/all?searchValue=office')).json();
    expect(checkers).toEqual([]);
  });

  it('refuses a new report whose checker is not a checker, or whose surveyor is an administrator', async () => {
    const surveyor = await makeUser(t, 'SUE.SURVEY', 'user');
    await t.database.db
      .updateTable('users')
      .set({ role: 'surveyor' })
      .where('id', '=', surveyor.id)
      .execute();
    const kim = await t.database.db
      .selectFrom('users')
      .select('id')
      .where('uid', '=', 'KIM.OFFICE')
      .executeTakeFirstOrThrow();
    const client = await t.database.db
      .insertInto('clients')
      .values({ name: 'C' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const fund = await t.database.db
      .insertInto('funds')
      .values({ code: 'F1', name: 'F', client_id: client.id })
      .returning('id')
      .executeTakeFirstOrThrow();
    const portfolio = await t.database.db
      .insertInto('portfolios')
      .values({ fund_id: fund.id, name: 'P' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const method = await t.database.db
      .selectFrom('depreciation_methods')
      .select('id')
      .executeTakeFirstOrThrow();
    const create = (surveyorId: number, checkerId: number) =>
      admin.call('POST', `/portfolios/${portfolio.id}/depreciationReports`, {
        newProperty: {
          propertyName: 'P1',
          streetAddress: '1 A St',
          suburb: 'Ryde',
          state: 'NSW',
          postCode: '2112',
        },
        eofyReportDate: '2025-06-30',
        depreciationMethodId: method.id,
        surveyorId,
        checkerId,
      });
    const notChecker = await create(admin.id, surveyor.id);
    expect(notChecker.statusCode).toBe(400);
    expect(notChecker.json().message).toMatch(/is not a checker/);
    const adminSurveyor = await create(kim.id, admin.id);
    expect(adminSurveyor.json().message).toMatch(/may not survey/);
    expect((await create(surveyor.id, admin.id)).statusCode).toBe(200);
  });

  it('gives a fresh link to one who has no password yet, ending the earlier; none to a deactivated user or one with a password', async () => {
    const idOf = async (uid: string) =>
      (await t.database.db.selectFrom('users').select('id').where('uid', '=', uid).executeTakeFirstOrThrow())
        .id;
    const kim = await idOf('KIM.OFFICE');
    const first = (await admin.call('POST', `/admin/users/${kim}/invitation`)).json();
    const second = (await admin.call('POST', `/admin/users/${kim}/invitation`)).json();
    const opened = async (link: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/oidc/invitation?token=${new URL(link).searchParams.get('token')}`,
        })
      ).statusCode;
    expect(await opened(first.link)).toBe(404);
    expect(await opened(second.link)).toBe(200);
    await admin.call('PUT', `/admin/users/${kim}`, { active: false });
    expect(await opened(second.link)).toBe(404);
    expect((await admin.call('POST', `/admin/users/${kim}/invitation`)).statusCode).toBe(409);
    // Dana chose a password: a link would let whoever holds it replace it.
    const dana = await admin.call('POST', `/admin/users/${await idOf('DANA.NGUYEN')}/invitation`);
    expect(dana.statusCode).toBe(409);
    expect(dana.json().message).toMatch(/already chosen a password/);
  });
});
