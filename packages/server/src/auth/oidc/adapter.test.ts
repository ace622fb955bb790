import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase, testEngine } from '../../test/database';
import { type DatabaseAdapter, databaseAdapter, pruneExpired } from './adapter';

let database: TestDatabase;
let adapterFor: (model: string) => DatabaseAdapter;

beforeAll(async () => {
  database = await createTestDatabase({ seed: false });
  adapterFor = databaseAdapter(database.db);
});

afterAll(async () => {
  await database.close();
});

beforeEach(async () => {
  await database.db.deleteFrom('oidc_payloads').execute();
});

/** Moves a stored object's expiry into the past, as if its lifetime had run out. */
async function expire(model: string, id: string) {
  await database.db
    .updateTable('oidc_payloads')
    .set({ expires_at: sql<Date>`now() - interval '1 second'` })
    .where('model', '=', model)
    .where('id', '=', id)
    .execute();
}

async function rowCount(): Promise<number> {
  const rows = await database.db.selectFrom('oidc_payloads').select('id').execute();
  return rows.length;
}

describe(`oidc-provider adapter over the database on ${testEngine()}`, () => {
  it('stores and finds a payload per model, and replaces it on a second upsert', async () => {
    const tokens = adapterFor('AccessToken');
    const payload = { jti: 'T1', kind: 'AccessToken', exp: 1, scope: 'openid', aud: ['x'], nested: { a: 1 } };
    await tokens.upsert('T1', payload, 3600);
    expect(await tokens.find('T1')).toEqual(payload);
    expect(await adapterFor('RefreshToken').find('T1')).toBeUndefined();
    expect(await tokens.find('T2')).toBeUndefined();

    await tokens.upsert('T1', { ...payload, scope: 'openid email' }, 3600);
    expect(await tokens.find('T1')).toMatchObject({ scope: 'openid email' });
    expect(await rowCount()).toBe(1);
  });

  it('keeps identifiers and text exactly, quotes and all (parameterised SQL)', async () => {
    const sessions = adapterFor('Session');
    const id = "x'); drop table oidc_payloads; --";
    const payload = { jti: id, uid: 'Ünïcode ✓ "quoted"', state: { 'a.b': "it's" } };
    await sessions.upsert(id, payload, 60);
    expect(await sessions.find(id)).toEqual(payload);
    expect(await sessions.findByUid('Ünïcode ✓ "quoted"')).toEqual(payload);
  });

  it('stores a request value with a NUL and finds nothing under a key with one (PostgreSQL text cannot)', async () => {
    const interactions = adapterFor('Interaction');
    const payload = { jti: 'I1', params: { state: 'x\u0000y' } };
    await interactions.upsert('I1', payload, 60);
    expect(await interactions.find('I1')).toEqual(payload);
    expect(await interactions.find('I1\u0000')).toBeUndefined();
    expect(await interactions.findByUid('U\u0000')).toBeUndefined();
    expect(await interactions.findByUserCode('C\u0000')).toBeUndefined();
    await interactions.consume('I1\u0000');
    await interactions.destroy('I1\u0000');
    await interactions.revokeByGrantId('G\u0000');
    expect(await interactions.find('I1')).toEqual(payload);
  });

  it('never returns an expired object, by id, uid or user code', async () => {
    const sessions = adapterFor('Session');
    await sessions.upsert('S1', { jti: 'S1', uid: 'U1' }, 3600);
    const codes = adapterFor('DeviceCode');
    await codes.upsert('D1', { jti: 'D1', userCode: 'ABCD-EFGH' }, 600);
    expect(await sessions.findByUid('U1')).toMatchObject({ jti: 'S1' });
    expect(await codes.findByUserCode('ABCD-EFGH')).toMatchObject({ jti: 'D1' });

    await expire('Session', 'S1');
    await expire('DeviceCode', 'D1');
    expect(await sessions.find('S1')).toBeUndefined();
    expect(await sessions.findByUid('U1')).toBeUndefined();
    expect(await codes.find('D1')).toBeUndefined();
    expect(await codes.findByUserCode('ABCD-EFGH')).toBeUndefined();
  });

  it('keeps an object without a lifetime until it is destroyed', async () => {
    const clients = adapterFor('Client');
    await clients.upsert('C1', { client_id: 'C1' });
    expect(await clients.find('C1')).toEqual({ client_id: 'C1' });
    await clients.destroy('C1');
    expect(await clients.find('C1')).toBeUndefined();
  });

  it('finds the current session by uid after its id changed', async () => {
    const sessions = adapterFor('Session');
    await sessions.upsert('OLD', { jti: 'OLD', uid: 'U1' }, 60);
    await sessions.upsert('NEW', { jti: 'NEW', uid: 'U1' }, 3600);
    expect(await sessions.findByUid('U1')).toMatchObject({ jti: 'NEW' });
    await sessions.destroy('OLD');
    expect(await sessions.findByUid('U1')).toMatchObject({ jti: 'NEW' });
    expect(await sessions.findByUid('U2')).toBeUndefined();
  });

  it('reflects consume in the payload as a truthy epoch time, reset when the object is saved anew', async () => {
    const codes = adapterFor('AuthorizationCode');
    await codes.upsert('A1', { jti: 'A1', grantId: 'G1' }, 60);
    expect(await codes.find('A1')).not.toHaveProperty('consumed');
    const before = Math.floor(Date.now() / 1000) - 5;
    await codes.consume('A1');
    const consumed = (await codes.find('A1'))?.consumed;
    expect(typeof consumed).toBe('number');
    expect(consumed as number).toBeGreaterThanOrEqual(before);
    await codes.consume('A1');
    expect((await codes.find('A1'))?.consumed).toBe(consumed);
    await codes.consume('missing');

    await codes.upsert('A1', { jti: 'A1', grantId: 'G1' }, 60);
    expect(await codes.find('A1')).not.toHaveProperty('consumed');
  });

  it('destroys one object only', async () => {
    const tokens = adapterFor('RefreshToken');
    await tokens.upsert('R1', { jti: 'R1' }, 60);
    await tokens.upsert('R2', { jti: 'R2' }, 60);
    await adapterFor('AccessToken').destroy('R1');
    expect(await tokens.find('R1')).toBeDefined();
    await tokens.destroy('R1');
    expect(await tokens.find('R1')).toBeUndefined();
    expect(await tokens.find('R2')).toBeDefined();
  });

  it("revokes by grant id only that model's objects of that grant", async () => {
    const access = adapterFor('AccessToken');
    const refresh = adapterFor('RefreshToken');
    await access.upsert('A1', { jti: 'A1', grantId: 'G1' }, 60);
    await access.upsert('A2', { jti: 'A2', grantId: 'G1' }, 60);
    await access.upsert('A3', { jti: 'A3', grantId: 'G2' }, 60);
    await refresh.upsert('R1', { jti: 'R1', grantId: 'G1' }, 60);

    await access.revokeByGrantId('G1');
    expect(await access.find('A1')).toBeUndefined();
    expect(await access.find('A2')).toBeUndefined();
    expect(await access.find('A3')).toBeDefined();
    expect(await refresh.find('R1')).toBeDefined();

    // A grant moved by a new upsert is revoked under its new id only.
    await refresh.upsert('R1', { jti: 'R1', grantId: 'G3' }, 60);
    await refresh.revokeByGrantId('G1');
    expect(await refresh.find('R1')).toBeDefined();
    await refresh.revokeByGrantId('G3');
    expect(await refresh.find('R1')).toBeUndefined();
  });

  it('prunes expired rows in bounded batches and keeps live and lifetime-less ones', async () => {
    const tokens = adapterFor('AccessToken');
    for (const id of ['E1', 'E2', 'E3']) {
      await tokens.upsert(id, { jti: id }, 60);
      await expire('AccessToken', id);
    }
    await tokens.upsert('LIVE', { jti: 'LIVE' }, 60);
    await adapterFor('Client').upsert('FOREVER', { client_id: 'FOREVER' });

    expect(await pruneExpired(database.db, 2)).toBe(2);
    expect(await rowCount()).toBe(3);
    expect(await pruneExpired(database.db, 2)).toBe(1);
    expect(await pruneExpired(database.db, 2)).toBe(0);
    const left = await database.db.selectFrom('oidc_payloads').select('id').orderBy('id').execute();
    expect(left.map((row) => row.id)).toEqual(['FOREVER', 'LIVE']);
  });

  it('prunes from the write path at most once per interval', async () => {
    const eager = databaseAdapter(database.db, { pruneEveryMs: 0 })('Interaction');
    await eager.upsert('I1', { jti: 'I1' }, 60);
    await expire('Interaction', 'I1');
    await eager.upsert('I2', { jti: 'I2' }, 60);
    expect(await rowCount()).toBe(1);

    const lazy = databaseAdapter(database.db, { pruneEveryMs: 60_000 })('Interaction');
    await lazy.upsert('I3', { jti: 'I3' }, 60);
    await expire('Interaction', 'I3');
    await lazy.upsert('I4', { jti: 'I4' }, 60);
    expect(await rowCount()).toBe(3);
  });

  it('keeps a row a little longer than its lifetime, for clock skew', async () => {
    await adapterFor('AccessToken').upsert('T1', { jti: 'T1' }, 60);
    const row = await database.db
      .selectFrom('oidc_payloads')
      .select(sql<number>`extract(epoch from expires_at - now())::integer`.as('seconds'))
      .executeTakeFirstOrThrow();
    expect(Number(row.seconds)).toBeGreaterThanOrEqual(70);
    expect(Number(row.seconds)).toBeLessThanOrEqual(75);
  });
});
