/**
 * Issue 13, the upload is all or none, once: a row the database refuses half way leaves nothing, a retried uploadId
 * imports once (also when the retry races the first request), a read-only report refuses (409), and oversized or
 * unstorable input is refused before anything is written (400, 413) with a message that says what to do.
 */
import { randomUUID } from 'node:crypto';
import type { UploadAnswer, UploadRow } from '@taxdep/domain';
import { MAX_IMPORT_ROWS } from '@taxdep/domain/import';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { testEngine } from '../test/database';
import { createReport, STATUS } from '../test/register-fixtures';
import { registerSnapshot } from '../test/register-helpers';
import { UPLOAD_BODY_LIMIT, UPLOAD_TOO_LARGE_MESSAGE } from './routes';
import { stagedRow } from './staged-row.test-support';

describe(`the import upload refuses on ${testEngine()}`, () => {
  let t: TestApp;
  let reportId: number;
  const call: TestApp['call'] = (method, url, payload) => t.call(method, url, payload);
  const upload = (id: number, rows: UploadRow[], uploadId: string = randomUUID()) =>
    call('POST', `/depreciationReports/${id}/uploadModelAssets`, { uploadId, rows });
  const assetCount = async (id: number) =>
    Number(
      (
        await t.database.db
          .selectFrom('assets')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('report_id', '=', id)
          .executeTakeFirstOrThrow()
      ).n,
    );
  const uploadsOf = async (uploadId: string) =>
    (
      await sql<{
        n: string;
      }>`select count(*)::text as n from asset_uploads where upload_id = ${uploadId}::uuid`.execute(
        t.database.db,
      )
    ).rows[0]!.n;

  beforeAll(async () => {
    t = await createTestApp();
    reportId = await createReport(t.database.db);
  });
  afterAll(async () => {
    await t.close();
  });

  it('leaves nothing when the database refuses a row in the middle, and the same uploadId may then import', async () => {
    // A row the database refuses, as a constraint would: the 5,500th of 6,000, after the first batch of 5,000 went in.
    await sql`create function refuse_test_row() returns trigger language plpgsql as $$
      begin raise exception 'test: row refused'; end $$`.execute(t.database.db);
    await sql`create trigger refuse_test_row before insert on assets for each row
      when (new.description = 'Refused by the database') execute function refuse_test_row()`.execute(
      t.database.db,
    );
    const rows = Array.from({ length: 6000 }, (_, i) =>
      stagedRow({ 'Asset Description': i === 5499 ? 'Refused by the database' : `Fan ${i}` }),
    );
    const uploadId = randomUUID();
    const before = await registerSnapshot(t.database.db, reportId);
    const failed = await upload(reportId, rows, uploadId);
    expect(failed.statusCode).toBe(500);
    expect(await registerSnapshot(t.database.db, reportId)).toBe(before);
    expect(await uploadsOf(uploadId)).toBe('0');
    await sql`drop trigger refuse_test_row on assets`.execute(t.database.db);
    await sql`drop function refuse_test_row()`.execute(t.database.db);
    const retried = await upload(reportId, rows, uploadId);
    expect(retried.json()).toMatchObject({ uploadedCount: 6000, alreadyUploaded: false });
    expect(await assetCount(reportId)).toBe(6000);
  });

  it('imports a retried uploadId once, answering the first answer again', async () => {
    const id = await createReport(t.database.db);
    const uploadId = randomUUID();
    const rows = [stagedRow(), stagedRow({ 'ATO Code': 'ZZ1' })];
    const first: UploadAnswer = (await upload(id, rows, uploadId)).json();
    const again = await upload(id, rows, uploadId.toUpperCase());
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ ...first, alreadyUploaded: true });
    expect(await assetCount(id)).toBe(2);
  });

  it('imports once when two requests with the same uploadId race', async () => {
    const id = await createReport(t.database.db);
    const uploadId = randomUUID();
    const rows = Array.from({ length: 300 }, () => stagedRow());
    const answers = await Promise.all([upload(id, rows, uploadId), upload(id, rows, uploadId)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    expect(answers.map((a) => a.json().alreadyUploaded).sort()).toEqual([false, true]);
    expect(await assetCount(id)).toBe(300);
  });

  it('refuses an uploadId already used for another report or other rows (409)', async () => {
    const id = await createReport(t.database.db);
    const other = await createReport(t.database.db);
    const uploadId = randomUUID();
    await upload(id, [stagedRow()], uploadId);
    for (const refused of [await upload(other, [stagedRow()], uploadId), await upload(id, [], uploadId)]) {
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toMatch(/was already made \(1 rows to report \d+\); a new upload needs/);
    }
    expect(await assetCount(other)).toBe(0);
  });

  it('refuses an id a paste from Excel already used (409): its answer is not an upload’s', async () => {
    const id = await createReport(t.database.db);
    const pasteId = randomUUID();
    const pasted = await t.call('POST', `/depreciationReports/${id}/pasteModelAssets`, {
      pasteId,
      changes: [],
      additions: [{ description: 'Pasted fan' }],
    });
    expect(pasted.statusCode, pasted.body).toBe(200);
    const refused = await upload(id, [stagedRow()], pasteId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(
      /was already used for another write; a new upload needs a new uploadId/,
    );
    expect(await assetCount(id)).toBe(1);
  });

  it('refuses a read-only report (409) and an unknown one (404), writing nothing', async () => {
    const completed = await createReport(t.database.db, { statusId: STATUS.completed });
    const uploadId = randomUUID();
    const refused = await upload(completed, [stagedRow()], uploadId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      `Report ${completed} is read-only (its status is Completed); nothing was changed.`,
    );
    expect(await assetCount(completed)).toBe(0);
    expect(await uploadsOf(uploadId)).toBe('0');
    expect((await upload(2_000_000_000, [stagedRow()])).statusCode).toBe(404);
  });

  it('refuses values the register cannot hold, naming row and heading, and imports nothing', async () => {
    const id = await createReport(t.database.db);
    const rows = [
      stagedRow(),
      stagedRow({ 'Dep Rate': '12.34567' }),
      stagedRow({ 'Demolition date': '30/06/2022', 'Demolition %': '150' }),
      stagedRow({ 'Dep Rate': '20000' }),
    ];
    const refused = await upload(id, rows);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(
      'Values the register cannot hold; nothing was imported: ' +
        "row 2: Dep Rate '12.34567' has 5 decimals; a percentage has at most four; " +
        "row 3: Demolition % '150' must be more than 0 and at most 100; " +
        "row 4: Dep Rate '20000' must be at most 10,000.",
    );
    expect(await assetCount(id)).toBe(0);
  });

  it('refuses more rows than one import takes, and too long values, with a 400 naming the rule', async () => {
    const id = await createReport(t.database.db);
    const tooMany = await upload(
      id,
      Array.from({ length: MAX_IMPORT_ROWS + 1 }, () => ({})),
    );
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe('Invalid request: body/rows must NOT have more than 100000 items.');
    const tooLong = await upload(id, [stagedRow(), stagedRow({ Location: 'x'.repeat(1001) })]);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toBe(
      'Invalid request: body/rows/1/Location must NOT have more than 1000 characters.',
    );
    const badId = await call('POST', `/depreciationReports/${id}/uploadModelAssets`, {
      uploadId: 'not-a-uuid',
      rows: [stagedRow()],
    });
    expect(badId.statusCode).toBe(400);
    const otherReport = await call('POST', `/depreciationReports/${id}/uploadModelAssets`, {
      uploadId: randomUUID(),
      reportId: id + 1,
      rows: [stagedRow()],
    });
    expect(otherReport.json().message).toBe(`body/reportId ${id + 1} is not the report of the path (${id}).`);
    expect(await assetCount(id)).toBe(0);
  });

  it('refuses a body over the upload limit with 413 and says to split the file; other calls keep 1 MiB', async () => {
    expect(UPLOAD_BODY_LIMIT).toBeGreaterThan(100 * 1024 * 1024);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/v1/depreciationReports/${reportId}/uploadModelAssets`,
      headers: {
        authorization: await t.bearer(),
        'content-type': 'application/json',
        'content-length': String(UPLOAD_BODY_LIMIT + 1),
      },
      payload: '{}',
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe(UPLOAD_TOO_LARGE_MESSAGE);
    expect(UPLOAD_TOO_LARGE_MESSAGE).toMatch(
      /^The upload is larger than 161.9 MB, .* at most 50.0 MB and 100,000 rows\)\. Split the file/,
    );
    const save = await t.app.inject({
      method: 'POST',
      url: '/api/v1/depreciationReports/modelAssets',
      headers: { authorization: await t.bearer(), 'content-type': 'application/json' },
      payload: JSON.stringify({ depreciationReportId: reportId, description: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(save.statusCode).toBe(413);
  });
});
