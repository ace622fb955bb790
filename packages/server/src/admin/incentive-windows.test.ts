/**
 * The incentives' windows as an administrator's load (issue 23 item 2; docs/product/administration.md "Incentive
 * windows"): the seeded defaults in force, a preview that stores nothing, a confirmed load that becomes the version
 * in force, voids the verdicts of IA and AD rows and changes the figures, a file refused by line and column, the
 * history of loads, and who may do what (a surveyor reads the table, gets 403 on the rest).
 */
import type {
  IncentiveTableLoad,
  IncentiveTableLoadAnswer,
  IncentiveWindowTable,
  RegisterPage,
} from '@taxdep/domain';
import {
  DEFAULT_INCENTIVE_WINDOWS,
  INCENTIVE_TABLE_COLUMNS,
  writeIncentiveTableFile,
} from '@taxdep/domain/tax';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadWireAsset } from '../assets/service';
import { insertVersion } from '../kernel/incentive-window-repository';
import { createTestApp, type TestApp } from '../test/app';
import { insertAsset } from '../test/calculation-fixtures';
import { testEngine } from '../test/database';
import { createReport } from '../test/register-fixtures';
import { type Caller, makeUser } from './admin.test-support';

/** The 2025 Budget's extension of the $20,000 threshold to 30 June 2026, as an administrator would add it. */
const EXTENSION =
  'IAWO-2025-07-01-EXT,instantAssetWriteOff,IA,"$20,000 instant asset write-off",IT(TP)A s328-180,2025-07-01,2026-06-30,,,"$20,000",10000000,';
const WITH_EXTENSION = `${writeIncentiveTableFile(DEFAULT_INCENTIVE_WINDOWS)}${EXTENSION}\r\n`;

describe(`incentive windows load on ${testEngine()}`, () => {
  let t: TestApp;
  let admin: Caller;
  let reportId = 0;
  const ids: Record<string, number> = {};
  const upload = (text: string, fileName = 'windows.csv') => ({ fileName, text });
  const table = async () => {
    const answer = await t.call('GET', '/incentiveWindows');
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json() as IncentiveWindowTable;
  };
  /** Error mode's rows (it judges the rows without a stored verdict first). */
  const inError = async () => {
    const answer = await t.call('POST', `/depreciationReports/${reportId}/modelAssets/all`, { alerts: true });
    expect(answer.statusCode, answer.body).toBe(200);
    return (answer.json() as RegisterPage).modelAssets.map((a) => a.id);
  };
  const explain = (assetId: number) =>
    t.call('GET', `/depreciationReports/${reportId}/calculations/${assetId}/explanation`);

  beforeAll(async () => {
    t = await createTestApp();
    admin = await makeUser(t, 'ADA.ADMIN', 'admin');
    const db = t.database.db;
    reportId = await createReport(db, { eofyReportDate: '2026-06-30' });
    await db
      .updateTable('reports')
      .set({ property_use: 'business', taxpayer_entity_type: 'company', turnover_band: 'under2m' })
      .where('id', '=', reportId)
      .execute();
    const common = { code: 'A0004', method: 'DV', rate: '20', start: '2025-08-01', entry: '2026-06-30' };
    // $15,000 first used August 2025: over the $1,000 of s328-180 the defaults hold from 1 July 2025.
    ids.writeOff = await insertAsset(db, reportId, {
      ...common,
      category: 'IA',
      description: 'Oven',
      cost: 1_500_000n,
    });
    ids.plain = await insertAsset(db, reportId, {
      ...common,
      category: '40',
      description: 'Fridge',
      cost: 1_500_000n,
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it('holds the seeded defaults as version 1, for any signed-in user', async () => {
    const answer = await table();
    expect(answer).toMatchObject({ version: 1, fileName: 'defaults of the release', loadedBy: null });
    expect(answer.windows).toEqual(DEFAULT_INCENTIVE_WINDOWS);
  });

  it('refuses a surveyor every administrator call with 403', async () => {
    for (const [method, url] of [
      ['GET', '/admin/incentive-windows/loads'],
      ['POST', '/admin/incentive-windows/preview'],
      ['POST', '/admin/incentive-windows/load'],
    ] as const) {
      const answer = await t.call(method, url, method === 'POST' ? upload(WITH_EXTENSION) : undefined);
      expect(answer.statusCode, `${method} ${url}`).toBe(403);
    }
    expect((await table()).version).toBe(1);
  });

  it('the defaults refuse the $15,000 write-off: an error in the register and no figures', async () => {
    expect(await inError()).toEqual([ids.writeOff]);
    const refused = await explain(ids.writeOff!);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toContain('$1,000 instant asset write-off');
  });

  it('previews the file: one window added, thirteen unchanged, nothing stored', async () => {
    const answer = await admin.call('POST', '/admin/incentive-windows/preview', upload(WITH_EXTENSION));
    expect(answer.statusCode, answer.body).toBe(200);
    const preview = answer.json() as IncentiveTableLoadAnswer;
    expect(preview).toMatchObject({ basedOn: 1, changed: [], removed: [], unchanged: 13, problems: [] });
    expect(preview).toMatchObject({ loadable: true, version: null });
    expect(preview.added).toEqual([
      { line: 15, window: expect.objectContaining({ id: 'IAWO-2025-07-01-EXT', costBelow: 2_000_000 }) },
    ]);
    expect((await table()).version).toBe(1);
  });

  it('loads it: the new version is in force, the IA verdict is voided and judged again, the figures follow', async () => {
    const before = await t.database.db
      .selectFrom('assets')
      .select(['id', 'has_errors'])
      .where('report_id', '=', reportId)
      .execute();
    expect(before.every((r) => r.has_errors !== null)).toBe(true);

    const loaded = await admin.call(
      'POST',
      '/admin/incentive-windows/load',
      upload(WITH_EXTENSION, 'budget-2025.csv'),
    );
    expect(loaded.statusCode, loaded.body).toBe(200);
    expect(loaded.json()).toMatchObject({ version: 2, basedOn: 1, loadable: true });

    const verdicts = await t.database.db
      .selectFrom('assets')
      .select(['id', 'has_errors'])
      .where('report_id', '=', reportId)
      .execute();
    const verdict = (id: number) => verdicts.find((r) => r.id === id)?.has_errors;
    expect(verdict(ids.writeOff!)).toBeNull();
    expect(verdict(ids.plain!)).toBe(false);

    const inForce = await table();
    expect(inForce).toMatchObject({ version: 2, fileName: 'budget-2025.csv', loadedBy: 'ADA ADMIN' });
    expect(inForce.windows.at(-1)?.id).toBe('IAWO-2025-07-01-EXT');
    expect(await inError()).toEqual([]);
    const explained = await explain(ids.writeOff!);
    expect(explained.statusCode, explained.body).toBe(200);
  });

  it('refuses the same file again (it changes nothing) and a file with problems, storing nothing', async () => {
    const again = await admin.call('POST', '/admin/incentive-windows/load', upload(WITH_EXTENSION));
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe('The file is the table in force: it changes nothing.');
    const bad = `${INCENTIVE_TABLE_COLUMNS.join(',')}\n${EXTENSION.replace('2026-06-30', '2026-06-31').replace('IA,', 'IX,')}\n`;
    const preview = (await admin.call('POST', '/admin/incentive-windows/preview', upload(bad))).json();
    expect((preview as IncentiveTableLoadAnswer).problems.map((p) => [p.line, p.column])).toEqual([
      [2, 'category'],
      [2, 'first_used_to'],
    ]);
    const refused = await admin.call('POST', '/admin/incentive-windows/load', upload(bad));
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe('The file cannot be loaded: 2 problem(s).');
    expect((await table()).version).toBe(2);
  });

  it('keeps every load in the history, newest first', async () => {
    const answer = await admin.call('GET', '/admin/incentive-windows/loads');
    expect(answer.statusCode).toBe(200);
    const loads = answer.json() as IncentiveTableLoad[];
    expect(loads.map((l) => [l.version, l.fileName, l.loadedBy, l.windowCount, l.added])).toEqual([
      [2, 'budget-2025.csv', 'ADA ADMIN', 14, 1],
      [1, 'defaults of the release', null, 13, 13],
    ]);
    expect(loads[0]!.loadedAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  });

  it('sees a version stored by another writer (another instance, the command line) on the next call', async () => {
    const windows = DEFAULT_INCENTIVE_WINDOWS.filter((w) => w.category === 'AD');
    await t.database.db
      .transaction()
      .execute((trx) =>
        insertVersion(
          trx,
          { fileName: 'elsewhere.csv', userId: null, added: 0, changed: 0, removed: 13 },
          windows,
        ),
      );
    const inForce = await table();
    expect(inForce).toMatchObject({ version: 3, fileName: 'elsewhere.csv' });
    expect(inForce.windows).toEqual(windows);
    // A row save learns the table in force in its own read (no statement of its own): the oven, saved again,
    // is judged by version 3, which holds no write-off window at all.
    const oven = await loadWireAsset(t.database.db, ids.writeOff!);
    const saved = await t.call('POST', '/depreciationReports/modelAssets', {
      ...oven,
      supplier: 'Elsewhere',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const stored = await t.database.db
      .selectFrom('assets')
      .select(['has_errors', 'asset_errors'])
      .where('id', '=', ids.writeOff!)
      .executeTakeFirstOrThrow();
    expect(stored.has_errors).toBe(true);
    expect(JSON.stringify(stored.asset_errors)).toMatch(/write-off/i);
  });

  it('answers 413 to a body larger than the limit', async () => {
    const answer = await admin.call(
      'POST',
      '/admin/incentive-windows/preview',
      upload('x'.repeat(3 * 1024 * 1024)),
    );
    expect(answer.statusCode).toBe(413);
    expect(answer.json().message).toMatch(/larger than 2 MB/);
  });
});
