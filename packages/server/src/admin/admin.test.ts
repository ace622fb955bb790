/**
 * The administrator's management of users, clients, funds and portfolios (issue 15; docs/product/administration.md):
 * 403 for everyone else on every call, deactivation ending access at once, and the lock-out guard.
 */
import type { AdminUser } from '@taxdep/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { testEngine } from '../test/database';
import { type Caller, makeUser, signedInAs } from './admin.test-support';

describe(`administration on ${testEngine()}`, () => {
  let t: TestApp;
  let admin: Caller;
  let user: Caller;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await makeUser(t, 'ADA.ADMIN', 'admin');
    user = await makeUser(t, 'PAT.PLAIN', 'user');
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses every administrator call to a user who is not one, with 403, and writes nothing', async () => {
    const calls: [method: 'GET' | 'POST' | 'PUT', url: string, body?: object][] = [
      ['GET', '/admin/users'],
      ['PUT', `/admin/users/${user.id}`, { access: 'admin' }],
      ['GET', '/admin/clients'],
      ['POST', '/admin/clients', { clientName: 'X' }],
      ['PUT', '/admin/clients/1', { clientName: 'X' }],
      ['GET', '/admin/funds'],
      ['POST', '/admin/funds', { fundCode: 'X', fundName: 'X', clientId: 1 }],
      ['PUT', '/admin/funds/1', { fundName: 'X' }],
      ['GET', '/admin/portfolios'],
      ['POST', '/admin/portfolios', { fundId: 1, portfolioName: 'X' }],
      ['PUT', '/admin/portfolios/1', { portfolioName: 'X' }],
      ['POST', '/admin/effective-life/preview', { fileName: 'a.csv', text: 'table' }],
      ['POST', '/admin/effective-life/load', { fileName: 'a.csv', text: 'table' }],
    ];
    for (const [method, url, body] of calls) {
      const answer = await user.call(method, url, body);
      expect(answer.statusCode, `${method} ${url}`).toBe(403);
      expect(answer.json().message).toBe('Only an administrator may do this.');
    }
    const stored = await t.database.db
      .selectFrom('users')
      .select('access')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(stored.access).toBe('user');
    expect(await t.database.db.selectFrom('clients').select('id').execute()).toEqual([]);
  });

  it('tells each user whether they administer', async () => {
    expect((await user.call('GET', '/users/me/access')).json()).toEqual({ userId: user.id, access: 'user' });
    expect((await admin.call('GET', '/users/me/access')).json()).toEqual({
      userId: admin.id,
      access: 'admin',
    });
  });

  it('deactivates a user, whose next call is refused at once, and activates them again', async () => {
    // The user has called, so the token check has cached them as active.
    expect((await user.call('GET', '/users/me/access')).statusCode).toBe(200);
    const off = await admin.call('PUT', `/admin/users/${user.id}`, { active: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toMatchObject({ userId: user.id, active: false, access: 'user' });
    const refused = await user.call('GET', '/users/me/access');
    expect(refused.statusCode).toBe(401);
    const on = await admin.call('PUT', `/admin/users/${user.id}`, { active: true, role: 'surveyor' });
    expect(on.json()).toMatchObject({ active: true, role: 'surveyor' });
    // Issue 24: the token from before the deactivation stays refused; the reactivated user signs in afresh.
    const stale = await user.call('GET', '/users/me/access');
    expect(stale.statusCode, stale.body).toBe(401);
    expect(stale.json().message).toBe('This user no longer has access to the portal.');
    user = await signedInAs(t, user.id, user.uid);
    expect((await user.call('GET', '/users/me/access')).statusCode).toBe(200);
  });

  it('ends no token when an active user is set active again or given another role', async () => {
    for (const change of [{ active: true }, { role: 'checker' }]) {
      expect((await admin.call('PUT', `/admin/users/${user.id}`, change)).statusCode).toBe(200);
      expect((await user.call('GET', '/users/me/access')).statusCode, JSON.stringify(change)).toBe(200);
    }
  });

  it('makes a user an administrator and back; lists every user', async () => {
    expect((await admin.call('PUT', `/admin/users/${user.id}`, { access: 'admin' })).statusCode).toBe(200);
    expect((await user.call('GET', '/admin/users')).statusCode).toBe(200);
    expect((await admin.call('PUT', `/admin/users/${user.id}`, { access: 'user' })).statusCode).toBe(200);
    expect((await user.call('GET', '/admin/users')).statusCode).toBe(403);
    const users = (await admin.call('GET', '/admin/users')).json() as AdminUser[];
    expect(users.map((u) => u.userUid)).toEqual(expect.arrayContaining(['ADA.ADMIN', 'PAT.PLAIN']));
  });

  it('refuses an administrator deactivating themself or giving up administration, and unknown users', async () => {
    for (const change of [{ active: false }, { access: 'user' }]) {
      const answer = await admin.call('PUT', `/admin/users/${admin.id}`, change);
      expect(answer.statusCode).toBe(409);
    }
    expect((await admin.call('PUT', '/admin/users/999999', { active: false })).statusCode).toBe(404);
    const unchanged = await admin.call('PUT', `/admin/users/${user.id}`, {});
    expect(unchanged.statusCode, unchanged.body).toBe(200);
    expect(unchanged.json()).toMatchObject({ userId: user.id, active: true });
    expect((await admin.call('GET', '/users/me/access')).json().access).toBe('admin');
  });

  it('creates and renames clients, funds and portfolios, which the portal lists', async () => {
    const client = (await admin.call('POST', '/admin/clients', { clientName: '  Harbour Trust ' })).json();
    expect(client).toEqual({ clientId: expect.any(Number), clientName: 'Harbour Trust' });
    const renamed = await admin.call('PUT', `/admin/clients/${client.clientId}`, {
      clientName: 'Harbour Trust Ltd',
    });
    expect(renamed.json().clientName).toBe('Harbour Trust Ltd');
    const fund = await admin.call('POST', '/admin/funds', {
      fundCode: 'hbt1',
      fundName: 'Harbour One',
      clientId: client.clientId,
    });
    expect(fund.json()).toMatchObject({ fundCode: 'HBT1', fundName: 'Harbour One' });
    const taken = await admin.call('POST', '/admin/funds', {
      fundCode: 'HBT1',
      fundName: 'Other',
      clientId: client.clientId,
    });
    expect(taken.statusCode).toBe(409);
    const fundId = fund.json().fundId;
    const fundRenamed = await admin.call('PUT', `/admin/funds/${fundId}`, {
      fundName: 'Harbour Core',
      fundCode: 'HBC',
    });
    expect(fundRenamed.json()).toMatchObject({ fundId, fundCode: 'HBC', fundName: 'Harbour Core' });
    const portfolio = (
      await admin.call('POST', '/admin/portfolios', { fundId, portfolioName: 'Retail' })
    ).json();
    const portfolioRenamed = await admin.call('PUT', `/admin/portfolios/${portfolio.portfolioId}`, {
      portfolioName: 'Retail NSW',
    });
    expect(portfolioRenamed.json()).toEqual({
      portfolioId: portfolio.portfolioId,
      fundId,
      portfolioName: 'Retail NSW',
    });
    expect((await admin.call('GET', `/funds/${fundId}/portfolios`)).json()).toEqual([
      expect.objectContaining({ portfolioName: 'Retail NSW' }),
    ]);
    expect((await admin.call('GET', '/funds/all')).json()).toEqual([
      expect.objectContaining({ fundCode: 'HBC', clientName: 'Harbour Trust Ltd' }),
    ]);
  });

  it('refuses empty names, unknown parents and unknown rows', async () => {
    expect((await admin.call('POST', '/admin/clients', { clientName: '   ' })).statusCode).toBe(400);
    expect(
      (await admin.call('POST', '/admin/funds', { fundCode: 'Z', fundName: 'Z', clientId: 999999 }))
        .statusCode,
    ).toBe(404);
    expect(
      (await admin.call('POST', '/admin/portfolios', { fundId: 999999, portfolioName: 'Z' })).statusCode,
    ).toBe(404);
    expect((await admin.call('PUT', '/admin/clients/999999', { clientName: 'Z' })).statusCode).toBe(404);
    expect((await admin.call('PUT', '/admin/funds/999999', { fundName: 'Z' })).statusCode).toBe(404);
    expect((await admin.call('PUT', '/admin/portfolios/999999', { portfolioName: 'Z' })).statusCode).toBe(
      404,
    );
  });
});
