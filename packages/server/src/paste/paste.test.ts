/**
 * Issue 16, paste from Excel (docs/api.md "Paste from Excel"): the changes and additions of a block are written in
 * one transaction, read with the CSV import's rules; a refused paste (a concurrent edit since it was read, an asset
 * not in the report or read-only, values the register cannot hold, too many rows) changes nothing; a retried
 * pasteId writes once. The read-only and per-user refusals are in the lists of test/register-writes.test-support.ts.
 */
import { randomUUID } from 'node:crypto';
import type { PasteAnswer, PasteChange, PasteValues, RegisterAsset } from '@taxdep/domain';
import { assetPasteCells } from '@taxdep/domain/paste';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { testEngine } from '../test/database';
import { createReport } from '../test/register-fixtures';
import { registerSnapshot, taxCode, validAsset } from '../test/register-helpers';
import { PASTE_BODY_LIMIT, PASTE_TOO_LARGE_MESSAGE } from './routes';

describe(`a paste from Excel on ${testEngine()}`, () => {
  let t: TestApp;
  let code: { id: number; code: string };
  const call: TestApp['call'] = (method, url, payload) => t.call(method, url, payload);
  const paste = (
    reportId: number,
    changes: PasteChange[],
    additions: PasteValues[],
    pasteId: string = randomUUID(),
  ) => call('POST', `/depreciationReports/${reportId}/pasteModelAssets`, { pasteId, changes, additions });
  const addAsset = async (reportId: number, description: string): Promise<RegisterAsset> =>
    (
      await call('POST', '/depreciationReports/modelAssets', { ...validAsset(reportId, code), description })
    ).json();
  const stored = async (id: number) =>
    t.database.db.selectFrom('assets').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const change = (asset: RegisterAsset, values: PasteValues): PasteChange => ({
    assetId: asset.id,
    base: assetPasteCells(asset),
    values,
  });

  beforeAll(async () => {
    t = await createTestApp();
    code = await taxCode(t.database.db, 'A0004');
  });
  afterAll(async () => {
    await t.close();
  });

  it('writes the changes and the additions at once, normalised as the import normalises', async () => {
    const reportId = await createReport(t.database.db);
    const fan = await addAsset(reportId, 'Fan');
    const pump = await addAsset(reportId, 'Pump');
    const response = await paste(
      reportId,
      [
        change(fan, { description: 'Ceiling fan', originalCost: '$1,234.50', invoiceDate: '1/7/2023' }),
        change(pump, { location: 'Plant room', depreciationRate: '25' }),
      ],
      [
        { assetCode: 'a0004', depreciationCategory: '40', description: 'Lift', invoiceDate: '30/06/2024' },
        { description: 'Half a row', originalCost: '(5)' },
      ],
    );
    expect(response.statusCode, response.body).toBe(200);
    const answer: PasteAnswer = response.json();
    expect(answer).toMatchObject({
      changedCount: 2,
      addedCount: 2,
      // The two half rows, and the pump: its pasted rate is customised and has no reason yet (issue 25 item 4).
      flaggedCount: 3,
      alreadyPasted: false,
      message: '2 assets changed and 2 assets added.',
    });
    expect(await stored(fan.id)).toMatchObject({
      description: 'Ceiling fan',
      original_cost: 123450n,
      invoice_date: '2023-07-01',
      location: 'Lobby',
      has_errors: false,
    });
    // The import's rate rule: a pasted rate that differs from the engine's is kept as the customised rate.
    const lift = await stored(pump.id);
    expect(lift.location).toBe('Plant room');
    expect(Number(lift.source_tax_rate)).toBe(25);
    expect(lift.asset_errors).toEqual([
      { field: 'rateReason', message: 'A customised rate needs its reason.' },
    ]);
    const added = await t.database.db
      .selectFrom('assets')
      .selectAll()
      .where('report_id', '=', reportId)
      .where('id', 'not in', [fan.id, pump.id])
      .orderBy('id')
      .execute();
    expect(
      added.map((a) => [a.description, a.tax_code_id, a.financial_year_end_date, a.original_cost]),
    ).toEqual([
      ['Lift', code.id, '2024-06-30', null],
      ['Half a row', null, null, -500n],
    ]);
    // Invalid rows are stored and flagged, as the import stores them.
    expect(added.map((a) => a.has_errors)).toEqual([true, true]);
    const history = await sql<{ action: string; asset_id: number | null }>`select action, asset_id
      from asset_changes where report_id = ${reportId} order by id`.execute(t.database.db);
    expect(history.rows.map((r) => r.action)).toEqual([
      'added',
      'added',
      'changed',
      'changed',
      'added',
      'added',
    ]);
  });

  it('writes the pasted set, second-hand flag and construction facts of a change and of an addition', async () => {
    const reportId = await createReport(t.database.db);
    const shed = await addAsset(reportId, 'Shed');
    const facts = {
      setName: 'Dining setting',
      secondHand: 'Yes',
      constructionStartDate: '1/2/2021',
      constructionCompletionDate: '20/8/2022',
      constructionUse: 'residential',
    };
    const response = await paste(reportId, [change(shed, facts)], [{ description: 'Granny flat', ...facts }]);
    expect(response.statusCode, response.body).toBe(200);
    const rows = await t.database.db
      .selectFrom('assets')
      .select([
        'set_name',
        'second_hand',
        'construction_start_date',
        'construction_completion_date',
        'construction_use',
      ])
      .where('report_id', '=', reportId)
      .orderBy('id')
      .execute();
    const written = {
      set_name: 'Dining setting',
      second_hand: true,
      construction_start_date: '2021-02-01',
      construction_completion_date: '2022-08-20',
      construction_use: 'residential',
    };
    expect(rows).toEqual([written, written]);
  });

  it('writes a pasted disposal and rate reason, in cents and as a civil date (issue 26 item 4)', async () => {
    const reportId = await createReport(t.database.db);
    const fan = await addAsset(reportId, 'Fan');
    const disposal = {
      disposalDate: '15/3/2025',
      terminationValue: '1,200.50',
      rateReason: 'Refurbished unit',
    };
    const response = await paste(reportId, [change(fan, disposal)], [{ description: 'Pump', ...disposal }]);
    expect(response.statusCode, response.body).toBe(200);
    const rows = await t.database.db
      .selectFrom('assets')
      .select(['disposal_date', 'termination_value', 'rate_reason'])
      .where('report_id', '=', reportId)
      .orderBy('id')
      .execute();
    const written = {
      disposal_date: '2025-03-15',
      termination_value: 120050n,
      rate_reason: 'Refurbished unit',
    };
    expect(rows.map((r) => ({ ...r, termination_value: BigInt(r.termination_value ?? -1) }))).toEqual([
      written,
      written,
    ]);
  });

  it('writes all or nothing: a row the database refuses leaves the changes before it unwritten', async () => {
    const reportId = await createReport(t.database.db);
    const fan = await addAsset(reportId, 'Fan');
    await sql`create function refuse_pasted_row() returns trigger language plpgsql as $$
      begin raise exception 'test: row refused'; end $$`.execute(t.database.db);
    await sql`create trigger refuse_pasted_row before insert on assets for each row
      when (new.description = 'Refused by the database') execute function refuse_pasted_row()`.execute(
      t.database.db,
    );
    try {
      const before = await registerSnapshot(t.database.db, reportId);
      const pasteId = randomUUID();
      const refused = await paste(
        reportId,
        [change(fan, { description: 'Fan 2' })],
        [{ description: 'Added' }, { description: 'Refused by the database' }],
        pasteId,
      );
      expect(refused.statusCode).toBe(500);
      expect(await registerSnapshot(t.database.db, reportId)).toBe(before);
      // The id was not kept either: the same paste may be made again.
      await sql`drop trigger refuse_pasted_row on assets`.execute(t.database.db);
      const again = await paste(
        reportId,
        [change(fan, { description: 'Fan 2' })],
        [{ description: 'Added' }],
        pasteId,
      );
      expect(again.json()).toMatchObject({ changedCount: 1, addedCount: 1, alreadyPasted: false });
    } finally {
      await sql`drop trigger if exists refuse_pasted_row on assets`.execute(t.database.db);
      await sql`drop function refuse_pasted_row()`.execute(t.database.db);
    }
  });

  it('refuses with 409 naming the asset when it changed since the paste was read, writing nothing', async () => {
    const reportId = await createReport(t.database.db);
    const fan = await addAsset(reportId, 'Fan');
    const pump = await addAsset(reportId, 'Pump');
    await call('POST', '/depreciationReports/modelAssets', { ...fan, location: 'Roof' });
    const before = await registerSnapshot(t.database.db, reportId);
    const response = await paste(
      reportId,
      [change(pump, { description: 'Pump 2' }), change(fan, { description: 'Fan 2' })],
      [{ description: 'New' }],
    );
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      `Asset ${fan.id} (Fan) was changed by someone else after the paste was read: its Location is now 'Roof'. ` +
        'Nothing was pasted; paste again to see the change.',
    );
    expect(await registerSnapshot(t.database.db, reportId)).toBe(before);
  });

  it('compares what the grid read as it was stored: a text with stray spaces is no concurrent change', async () => {
    const reportId = await createReport(t.database.db);
    const fan = await addAsset(reportId, 'Fan');
    await t.database.db
      .updateTable('assets')
      .set({ description: ' Fan ' })
      .where('id', '=', fan.id)
      .execute();
    const response = await paste(
      reportId,
      [change({ ...fan, description: ' Fan ' }, { location: 'Roof' })],
      [],
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(await stored(fan.id)).toMatchObject({ description: ' Fan ', location: 'Roof' });
  });

  it('refuses an asset of another report (404) or a read-only asset (409), writing nothing', async () => {
    const reportId = await createReport(t.database.db);
    const other = await addAsset(await createReport(t.database.db), 'Elsewhere');
    const mine = await addAsset(reportId, 'Mine');
    const before = await registerSnapshot(t.database.db, reportId);
    const foreign = await paste(reportId, [change(other, { description: 'x' })], [{ description: 'New' }]);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(
      `Asset ${other.id} does not exist in report ${reportId}; nothing was pasted.`,
    );
    await t.database.db.updateTable('assets').set({ read_only: true }).where('id', '=', mine.id).execute();
    const locked = await registerSnapshot(t.database.db, reportId);
    const readOnly = await paste(reportId, [change(mine, { description: 'x' })], [{ description: 'New' }]);
    expect(readOnly.statusCode).toBe(409);
    expect(readOnly.json().message).toBe(`Asset ${mine.id} is read-only; nothing was pasted.`);
    expect(await registerSnapshot(t.database.db, reportId)).toBe(locked);
    expect(locked).not.toBe(before);
  });

  it('refuses too many rows, a repeated asset and a rate the register cannot hold (400), writing nothing', async () => {
    const reportId = await createReport(t.database.db);
    const fan = await addAsset(reportId, 'Fan');
    const before = await registerSnapshot(t.database.db, reportId);
    const many = await paste(
      reportId,
      [],
      Array.from({ length: 10_001 }, () => ({ description: 'x' })),
    );
    expect(many.statusCode).toBe(400);
    expect(many.json().message).toBe('Invalid request: body/additions must NOT have more than 10000 items.');
    const both = await paste(
      reportId,
      Array.from({ length: 5_001 }, () => change(fan, { description: 'x' })),
      Array.from({ length: 5_000 }, () => ({ description: 'x' })),
    );
    expect(both.json().message).toBe(
      'A paste takes at most 10000 rows (changes and additions together); this one has 10001.',
    );
    const twice = await paste(reportId, [change(fan, { location: 'a' }), change(fan, { location: 'b' })], []);
    expect(twice.json().message).toBe(`Asset ${fan.id} is changed twice in one paste.`);
    const rate = await paste(
      reportId,
      [change(fan, { depreciationRate: '12.34567' })],
      [{ depreciationRate: '20000' }],
    );
    expect(rate.statusCode).toBe(400);
    expect(rate.json().message).toMatch(
      new RegExp(
        `^Values the register cannot hold; nothing was pasted: asset ${fan.id}: Depreciation Rate '12.34567' .+; added row 1: Depreciation Rate '20000' .+\\.$`,
      ),
    );
    const long = await paste(reportId, [], [{ description: 'x'.repeat(1001) }]);
    expect(long.json().message).toBe(
      'Invalid request: body/additions/0/description must NOT have more than 1000 characters.',
    );
    expect(await registerSnapshot(t.database.db, reportId)).toBe(before);
  });

  it('refuses a body over 24 MB with 413 and says what to do', async () => {
    const reportId = await createReport(t.database.db);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/v1/depreciationReports/${reportId}/pasteModelAssets`,
      headers: {
        authorization: await t.bearer(),
        'content-type': 'application/json',
        'content-length': String(PASTE_BODY_LIMIT + 1),
      },
      payload: '{}',
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe(PASTE_TOO_LARGE_MESSAGE);
  });

  it('writes a retried pasteId once, answering the first answer again', async () => {
    const reportId = await createReport(t.database.db);
    const pasteId = randomUUID();
    const first: PasteAnswer = (await paste(reportId, [], [{ description: 'Once' }], pasteId)).json();
    const again = await paste(reportId, [], [{ description: 'Once' }], pasteId.toUpperCase());
    expect(again.json()).toEqual({ ...first, alreadyPasted: true });
    const count = await t.database.db
      .selectFrom('assets')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('report_id', '=', reportId)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
  });
});
