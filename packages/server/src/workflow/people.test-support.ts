/**
 * The people of the workflow tests: a checker and a third user besides the tests' signed-in surveyor
 * (SAM.SURVEYOR, src/test/app.ts), each with a way to call the API as them.
 */
import type { WorkflowState } from '@taxdep/domain';
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

/**
 * The checker's Sign off (issue 26 item 11): the move queues the job that seals the PDF; this waits until the app's
 * runner has recorded the step (or refused it) and answers the state then.
 */
export async function signOff(person: Person, reportId: number): Promise<WorkflowState> {
  const asked = await person.call('POST', `/depreciationReport/3?depreciationId=${reportId}`, {});
  if (asked.statusCode !== 200) throw new Error(`Sign off was refused (${asked.statusCode}): ${asked.body}`);
  for (let tries = 0; tries < 400; tries += 1) {
    const state = (
      await person.call('GET', `/depreciationReports/${reportId}/workflow`)
    ).json<WorkflowState>();
    // A failed seal is the test's failure, with the runner's words (the status alone would not say why).
    if (state.signOff?.state === 'failed') throw new Error(`The sign-off failed: ${state.signOff.error}`);
    if (state.signOff?.state !== 'sealing') return state;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`The sign-off of report ${reportId} was still being sealed after 20 s.`);
}
