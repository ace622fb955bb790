/** Users of the administrator's tests: an administrator and a plain user, made in the test database. */
import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from '../test/app';

export interface Caller {
  id: number;
  uid: string;
  call(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ): Promise<LightMyRequestResponse>;
}

export async function makeUser(t: TestApp, uid: string, access: 'user' | 'admin'): Promise<Caller> {
  const { id } = await t.database.db
    .insertInto('users')
    .values({
      uid,
      email: `${uid.toLowerCase()}@test.taxdep`,
      first_name: uid.split('.')[0] ?? uid,
      last_name: uid.split('.')[1] ?? uid,
      role: 'checker',
      access,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return signedInAs(t, id, uid);
}

/** A caller with a product token signed now for user `id` (a new sign-in). */
export async function signedInAs(t: TestApp, id: number, uid: string): Promise<Caller> {
  const authorization = await t.bearer(id, uid);
  return {
    id,
    uid,
    call: (method, url, payload) =>
      t.app.inject({
        method,
        url: `/api/v1${url}`,
        headers: { authorization },
        ...(payload ? { payload } : {}),
      }),
  };
}
