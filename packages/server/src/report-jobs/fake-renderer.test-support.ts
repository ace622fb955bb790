/**
 * A small renderer for the job tests (never the service's): deterministic like the real one (the same stored data
 * gives the same bytes), about 2.5 MiB in 4 KiB chunks so a document spans several stored parts, with progress, a
 * gate to hold it half way, and switches to make it fail or differ.
 */

import { USAGE_POLICY } from '@taxdep/domain';
import { type DownloadNameFacts, downloadFileName } from '@taxdep/domain/format';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { buildApp } from '../app';
import { signProductToken } from '../auth/product-token';
import type { Config } from '../config/config';
import type { Db } from '../kernel/record-repository';
import { createTestDatabase, removeTestConfig, type TestDatabase, testConfig } from '../test/database';
import type { FirstPagesRequest, ReportRenderer } from './renderer';
import type { RunnerOptions } from './runner';

export class FakeRenderer implements ReportRenderer {
  renders = 0;
  fail = false;
  /** Changes the bytes for the same data: a renderer that is not deterministic. */
  salt = '';
  private held: Promise<void> | null = null;
  private release: (() => void) | null = null;
  /** Resolves when a render reached the gate. */
  reachedGate: Promise<void> = Promise.resolve();
  private reached: (() => void) | null = null;

  /** The next render waits half way until `open()`. */
  holdHalfWay(): void {
    this.held = new Promise((resolve) => {
      this.release = resolve;
    });
    this.reachedGate = new Promise((resolve) => {
      this.reached = resolve;
    });
  }

  open(): void {
    this.release?.();
    this.held = null;
  }

  fileName(facts: DownloadNameFacts, detail?: string): string {
    return downloadFileName(facts, 'pdf', detail);
  }

  async write(
    db: Db,
    reportId: number,
    write: (chunk: Uint8Array) => void | Promise<void>,
    onProgress?: (progress: { stage: string; done: number; total: number }) => void,
    firstPages?: FirstPagesRequest,
  ): Promise<{ pages: number; bytes: number; firstPages: { pages: number; bytes: number } | null }> {
    this.renders += 1;
    const { rows } = await sql<{ n: number; name: string | null }>`
      select (select count(*)::integer from assets where report_id = ${reportId}) as n,
        (select report_name from reports where id = ${reportId}) as name`.execute(db);
    const facts = `report ${reportId} name ${rows[0]?.name ?? ''} assets ${rows[0]?.n ?? 0}${this.salt}\n`;
    const line = new TextEncoder().encode(facts.padEnd(4096, '.'));
    const total = 640;
    let bytes = 0;
    const head = new TextEncoder().encode('%PDF-1.7\n');
    await write(head);
    bytes += head.byteLength;
    for (let done = 0; done < total; done += 1) {
      if (done === total / 2 && this.held) {
        this.reached?.();
        await this.held;
      }
      if (this.fail && done === 10) throw new Error('renderer broke');
      await write(line);
      bytes += line.byteLength;
      onProgress?.({ stage: 'assets', done: done + 1, total });
    }
    if (!firstPages || bytes <= firstPages.fromBytes) return { pages: 3, bytes, firstPages: null };
    // The first pages: the head and the first line, as the real renderer's are the whole document's first pages.
    await firstPages.write(head);
    await firstPages.write(line);
    return { pages: 3, bytes, firstPages: { pages: 1, bytes: head.byteLength + line.byteLength } };
  }
}

export interface JobsTestApp {
  app: Awaited<ReturnType<typeof buildApp>>;
  database: TestDatabase;
  renderer: FakeRenderer;
  get(url: string): Promise<LightMyRequestResponse>;
  /** `Authorization` header value of another user (the sign-off tests' checker). */
  bearer(userId: number, userUid: string): Promise<string>;
  close(): Promise<void>;
}

/**
 * The service over a fresh database with the fake renderer (or the real one, on the demo data); jobs run only when
 * the test says (`runOnce`) unless `run`.
 */
export async function jobsTestApp(
  options: { run?: boolean; runner?: RunnerOptions; demoData?: boolean; realRenderer?: boolean } = {},
): Promise<JobsTestApp> {
  const database = await createTestDatabase({ demoData: options.demoData ?? false });
  const config: Config = await testConfig();
  const renderer = new FakeRenderer();
  const app = await buildApp({
    db: database.db,
    config,
    validateResponses: true,
    reportJobs: {
      ...(options.realRenderer ? {} : { renderer }),
      run: options.run ?? false,
      options: { heartbeatMs: 50, ...options.runner },
    },
  });
  await app.ready();
  const user =
    (await database.db
      .selectFrom('users')
      .select('id')
      .where('uid', '=', 'SAM.SURVEYOR')
      .executeTakeFirst()) ??
    (await database.db
      .insertInto('users')
      .values({
        uid: 'SAM.SURVEYOR',
        email: 'sam@test.taxdep',
        first_name: 'Sam',
        last_name: 'S',
        role: 'surveyor',
      })
      .returning('id')
      .executeTakeFirstOrThrow());
  const token = await signProductToken(
    { userId: user.id, userUid: 'SAM.SURVEYOR', policyAcceptedDate: USAGE_POLICY.date },
    config.tokenSecret,
    600,
  );
  return {
    app,
    database,
    renderer,
    get: (url) =>
      app.inject({ method: 'GET', url: `/api/v1${url}`, headers: { authorization: `Bearer ${token}` } }),
    bearer: async (userId, userUid) =>
      `Bearer ${await signProductToken({ userId, userUid, policyAcceptedDate: USAGE_POLICY.date }, config.tokenSecret, 600)}`,
    close: async () => {
      await app.close();
      await database.close();
      await removeTestConfig(config);
    },
  };
}
