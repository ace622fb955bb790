import { USAGE_POLICY } from '@taxdep/domain';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app';
import { signProductToken } from '../auth/product-token';
import type { Config } from '../config/config';
import {
  createTestDatabase,
  removeTestConfig,
  type TestDatabase,
  type TestDatabaseOptions,
  testConfig,
} from './database';

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  config: Config;
  /** `Authorization` header value with a product token of that user (default: the signed-in user, SAM.SURVEYOR). */
  bearer(userId?: number, userUid?: string): Promise<string>;
  /** Calls `/api/v1<url>` as SAM.SURVEYOR. */
  call(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/** A fresh database (src/test/database.ts) and the app over it, for `app.inject`. */
export async function createTestApp(
  options: TestDatabaseOptions & { config?: Partial<Config> } = {},
): Promise<TestApp> {
  const database = await createTestDatabase(options);
  const config = await testConfig(options.config);
  const app = await buildApp({ db: database.db, config, validateResponses: true });
  await app.ready();
  const signedInId = await ensureSignedInUser(database);
  const bearer = async (userId = signedInId, userUid = SIGNED_IN_UID) =>
    `Bearer ${await signProductToken({ userId, userUid, policyAcceptedDate: USAGE_POLICY.date }, config.tokenSecret, 600)}`;
  const firstUser = await bearer();
  return {
    app,
    database,
    config,
    bearer,
    call: (method, url, payload) =>
      app.inject({
        method,
        url: `/api/v1${url}`,
        headers: { authorization: firstUser },
        ...(payload ? { payload } : {}),
      }),
    close: async () => {
      await app.close();
      await database.close();
      await removeTestConfig(config);
    },
  };
}

const SIGNED_IN_UID = 'SAM.SURVEYOR';

/**
 * The user the tests call as: the demo surveyor when demo data is seeded, otherwise a user of the same uid made
 * here, because the API refuses a token whose user does not exist (src/auth/account-status.ts).
 */
async function ensureSignedInUser(database: TestDatabase): Promise<number> {
  const found = await database.db
    .selectFrom('users')
    .select('id')
    .where('uid', '=', SIGNED_IN_UID)
    .executeTakeFirst();
  if (found) return found.id;
  const inserted = await database.db
    .insertInto('users')
    .values({
      uid: SIGNED_IN_UID,
      email: 'sam.surveyor@test.taxdep',
      first_name: 'Sam',
      last_name: 'Surveyor',
      role: 'surveyor',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}
