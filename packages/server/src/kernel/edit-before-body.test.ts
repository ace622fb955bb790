import { randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadModelAssets } from '../import/service';
import { stagedRow } from '../import/staged-row.test-support';
import { pasteModelAssets } from '../paste/service';
import { createTestApp, type TestApp } from '../test/app';
import { testEngine } from '../test/database';
import { createReport, STATUS, setReportStatus } from '../test/register-fixtures';
import { addUser, type Person, signedIn } from '../workflow/people.test-support';

/** What the client announces: a 99 MB upload, of which it sends only the first 64 KiB before waiting. */
const DECLARED_BYTES = 99 * 1024 * 1024;
const SENT_BYTES = 64 * 1024;

interface EarlyAnswer {
  status: number;
  message: string;
}

/**
 * Sends the head of a large body over a real socket and waits for the answer without sending the rest. An answer
 * can only come from a refusal made before the body is read: a service that read the body would wait for the
 * other 98.9 MB (and, after its stall limit, answer 408, never 403).
 */
function sendHeadOnly(port: number, path: string, authorization: string): Promise<EarlyAnswer> {
  return new Promise((resolve, reject) => {
    const request = httpRequest({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: `/api/v1${path}`,
      headers: {
        authorization,
        'content-type': 'application/json',
        'content-length': String(DECLARED_BYTES),
      },
    });
    let answered = false;
    request.on('response', (response) => {
      answered = true;
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        request.destroy();
        const text = Buffer.concat(chunks).toString('utf8');
        resolve({ status: response.statusCode ?? 0, message: (JSON.parse(text) as EarlyAnswer).message });
      });
    });
    // The service closes the connection after its refusal; only an error before any answer is a failure.
    request.on('error', (error) => {
      if (!answered) reject(error);
    });
    const head = `{"uploadId":"${randomUUID()}","pasteId":"${randomUUID()}","rows":[`;
    request.write(head + ' '.repeat(SENT_BYTES - head.length));
  });
}

/**
 * Issue 24: a route that writes a report named in its path decides the report's edit permission before any body is
 * read (src/workflow/edit-before-body.ts), so a refused 99 MB upload is neither received, parsed nor stored.
 */
describe(`edit permission before the body, on ${testEngine()}`, () => {
  let t: TestApp;
  let surveyor: Person;
  let third: Person;
  let reportId: number;
  let port: number;

  beforeAll(async () => {
    t = await createTestApp();
    surveyor = await signedIn(t);
    third = await addUser(t, 'THIRD.PERSON', 'surveyor');
    reportId = await createReport(t.database.db, { masterId: 'MP-EARLY' });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    port = typeof address === 'object' && address ? address.port : 0;
  });
  afterAll(async () => {
    await t.close();
  });

  /** Uploads and pastes claimed (asset_uploads holds both ids, 012_asset_uploads.sql), and assets stored. */
  const writes = async () => {
    const { rows } = await sql<{ claimed: number; assets: number }>`select
      (select count(*)::int from asset_uploads) as claimed, (select count(*)::int from assets) as assets`.execute(
      t.database.db,
    );
    return rows[0];
  };

  it('refuses a 99 MB upload and paste of a user who may not edit with 403 while the body is still unsent', async () => {
    const authorization = await t.bearer(third.id, 'THIRD.PERSON');
    for (const call of ['uploadModelAssets', 'pasteModelAssets']) {
      const answer = await sendHeadOnly(port, `/depreciationReports/${reportId}/${call}`, authorization);
      expect(answer, call).toEqual({
        status: 403,
        message: `Only the surveyor and the checker of report ${reportId} may change it; nothing was changed.`,
      });
    }
    expect(await writes()).toEqual({ claimed: 0, assets: 0 });
  });

  it('refuses before the body for a Completed report (409) and a report that does not exist (404)', async () => {
    const authorization = await t.bearer(surveyor.id, 'SAM.SURVEYOR');
    const missing = await sendHeadOnly(port, '/depreciationReports/99999/uploadModelAssets', authorization);
    expect(missing).toEqual({ status: 404, message: 'Report 99999 does not exist.' });
    await setReportStatus(t.database.db, reportId, STATUS.completed);
    try {
      const completed = await sendHeadOnly(
        port,
        `/depreciationReports/${reportId}/uploadModelAssets`,
        authorization,
      );
      expect(completed.status).toBe(409);
      expect(completed.message).toMatch(/read-only/);
    } finally {
      await setReportStatus(t.database.db, reportId, STATUS.inProgress);
    }
    expect(await writes()).toEqual({ claimed: 0, assets: 0 });
  });

  it('still takes the upload of the report’s surveyor', async () => {
    const made = await surveyor.call('POST', `/depreciationReports/${reportId}/uploadModelAssets`, {
      uploadId: randomUUID(),
      rows: [stagedRow()],
    });
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json().uploadedCount).toBe(1);
  });

  it('answers a replayed upload or paste id only to someone who may edit the report (403 otherwise)', async () => {
    const uploadId = randomUUID();
    const upload = { uploadId, rows: [stagedRow()] };
    const url = `/depreciationReports/${reportId}`;
    expect((await surveyor.call('POST', `${url}/uploadModelAssets`, upload)).statusCode).toBe(200);
    const pasteId = randomUUID();
    const paste = { pasteId, changes: [], additions: [{ description: 'Pasted' }] };
    expect((await surveyor.call('POST', `${url}/pasteModelAssets`, paste)).statusCode).toBe(200);
    const before = await writes();
    for (const [call, body] of [
      ['uploadModelAssets', upload],
      ['pasteModelAssets', paste],
    ] as const) {
      const replayed = await third.call('POST', `${url}/${call}`, body);
      expect(replayed.statusCode, replayed.body).toBe(403);
      expect(replayed.json()).toEqual({
        message: `Only the surveyor and the checker of report ${reportId} may change it; nothing was changed.`,
      });
    }
    // The services ask too, before they look the id up (the hook above is the early answer, not the only one).
    await expect(
      uploadModelAssets(t.database.db, { reportId, body: upload, userId: third.id }),
    ).rejects.toMatchObject({ statusCode: 403 });
    await expect(
      pasteModelAssets(t.database.db, { reportId, body: paste, userId: third.id }),
    ).rejects.toMatchObject({ statusCode: 403 });
    expect(await writes()).toEqual(before);
    const again = await surveyor.call('POST', `${url}/uploadModelAssets`, upload);
    expect(again.json()).toMatchObject({ uploadId, alreadyUploaded: true });
  });

  it('declares the report on every write route that names a report in its path', () => {
    // The routes under /depreciationReports/:id that only read, though called with POST (a listing's or a
    // calculation's options in the body).
    const reads = new Set([
      'POST /api/v1/depreciationReports/:id/modelAssets/all',
      'POST /api/v1/depreciationReports/:id/abandonment-assets/all',
      'POST /api/v1/depreciationReports/:id/calculations',
      'POST /api/v1/depreciationReports/:id/powerBiCalculation',
    ]);
    const reportWrites = t.app
      .routeTable()
      .filter((route) => route.method !== 'GET' && route.method !== 'HEAD')
      .filter((route) => /\/depreciationReports\/(:id\/|modelAssets\/all\/:id$)/.test(route.url))
      .filter((route) => !reads.has(`${route.method} ${route.url}`));
    expect(reportWrites.length).toBeGreaterThanOrEqual(7);
    for (const route of reportWrites) expect(route.writesReport, `${route.method} ${route.url}`).toBe('id');
  });
});
