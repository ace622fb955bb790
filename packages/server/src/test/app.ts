import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app';
import { signProductToken } from '../auth/product-token';
import type { Config } from '../config';
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
  /** `Authorization` header value with a product token of that user (default: the first user, id 1). */
  bearer(userId?: number, userUid?: string): Promise<string>;
  /** Calls `/api/v1<url>` as the first user (a product token of user 1). */
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
  const app = await buildApp({ db: database.db, config });
  await app.ready();
  const bearer = async (userId = 1, userUid = 'SAM.SURVEYOR') =>
    `Bearer ${await signProductToken({ userId, userUid, policyAcceptedDate: null }, config.tokenSecret, 600)}`;
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
