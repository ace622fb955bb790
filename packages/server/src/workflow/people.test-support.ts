/**
 * The people of the workflow tests: a checker and a third user besides the tests' signed-in surveyor
 * (SAM.SURVEYOR, src/test/app.ts), each with a way to call the API as them.
 */
import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from '../test/app';

export type Caller = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) => Promise<LightMyRequestResponse>;

export interface Person {
  id: number;
  call: Caller;
}

export async function addUser(t: TestApp, uid: string, role: 'surveyor' | 'checker'): Promise<Person> {
  const [first = uid, last = 'Test'] = uid.split('.').map((p) => p[0] + p.slice(1).toLowerCase());
  const { id } = await t.database.db
    .insertInto('users')
    .values({ uid, email: `${uid.toLowerCase()}@test.taxdep`, first_name: first, last_name: last, role })
    .returning('id')
    .executeTakeFirstOrThrow();
  const authorization = await t.bearer(id, uid);
  const call: Caller = (method, url, payload) =>
    t.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: { authorization },
      ...(payload ? { payload } : {}),
    });
  return { id, call };
}

/** The signed-in surveyor of the tests. */
export async function signedIn(t: TestApp): Promise<Person> {
  const { id } = await t.database.db
    .selectFrom('users')
    .select('id')
    .where('uid', '=', 'SAM.SURVEYOR')
    .executeTakeFirstOrThrow();
  return { id, call: t.call };
}
