import type { Asset, RegisterAsset } from '@taxdep/domain';
import { validateAsset } from '@taxdep/domain/assets';
import {
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  sql,
} from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recomputeDemolitionFigures } from '../kernel/demolition-figures';
import { createTestApp, type TestApp } from '../test/app';
import { testEngine } from '../test/database';
import { createReport } from '../test/register-fixtures';
import { taxCode, validAsset } from '../test/register-helpers';
import { loadWireAsset, saveAsset } from './service';

/** Counts the statements sent through a database handle (BEGIN and COMMIT are not compiled statements). */
class StatementCount implements KyselyPlugin {
  count = 0;
  transformQuery(args: PluginTransformQueryArgs) {
    this.count += 1;
    return args.node;
  }
  async transformResult(args: PluginTransformResultArgs) {
    return args.result;
  }
}

/**
 * Issue 11, "A row save that does its work once": the save answers from what it wrote instead of reading the row
 * again, so these tests hold the answer, the stored verdict and the demolitions' figures against fresh reads.
 */
describe(`a row save that does its work once, on ${testEngine()}`, () => {
  let t: TestApp;
  let reportId: number;
  let kitchen: { id: number; code: string };

  beforeAll(async () => {
    t = await createTestApp();
    reportId = await createReport(t.database.db);
    kitchen = await taxCode(t.database.db, 'A0004');
  });
  afterAll(async () => {
    await t.close();
  });

  const save = async (body: object): Promise<RegisterAsset> => {
    const response = await t.call('POST', '/depreciationReports/modelAssets', body);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };

  /** The answer is what a read after the save finds; the stored verdict and figures are the fresh ones. */
  const expectExact = async (answer: RegisterAsset) => {
    const db = t.database.db;
    expect(answer).toEqual(await loadWireAsset(db, answer.id));
    const stored = await db
      .selectFrom('assets')
      .select(['has_errors', 'asset_errors'])
      .where('id', '=', answer.id)
      .executeTakeFirstOrThrow();
    const errors = validateAsset(answer);
    expect(stored).toEqual({ has_errors: errors.length > 0, asset_errors: errors });
    const figures = () =>
      db.selectFrom('demolitions').selectAll().where('asset_id', '=', answer.id).orderBy('id').execute();
    const before = await figures();
    await db.transaction().execute((trx) => recomputeDemolitionFigures(trx, answer.id));
    expect(await figures()).toEqual(before);
  };

  it('answers what it stored, through adds, edits, rate inputs, PC claims, demolitions and labels', async () => {
    let row = await save(validAsset(reportId, kitchen));
    await expectExact(row);
    const edit = async (change: Partial<Asset>) => {
      row = await save({ ...row, ...change, base: row });
      await expectExact(row);
    };
    await edit({ description: 'Oven', location: 'Level 2' });
    await edit({ depreciationMethod: { id: 1, code: 'PC' }, historicalBuildingCost: 5000.05 });
    const demolition = async (rate: number, demoDate: string) => {
      const response = await t.call('POST', '/depreciationReports/modelAssets/demolitionDates', {
        modelAsset: { id: row.id, depreciationReportId: reportId },
        demoDate,
        rate,
      });
      expect(response.statusCode, response.body).toBe(200);
    };
    await demolition(30, '2023-06-30');
    await demolition(80, '2022-06-30');
    row = await loadWireAsset(t.database.db, row.id);
    // The demolitions' figures follow the cost, the rate and the method; the rates add up over 100%.
    await edit({ historicalBuildingCost: 7000 });
    await edit({ sourceTaxRate: 12.5 });
    await edit({ invoiceDate: '2006-01-10' });
    await edit({ depreciationMethod: { id: 2, code: 'DV' } });
    await edit({ assetCode: { id: 0, assetCode: 'c0001' }, depreciationCategory: { id: 0, code: '43' } });
    await edit({ invoiceDate: '1990-03-01', sourceTaxRate: null });
    const label = await t.call('POST', '/depreciationReports/abandonment-label', {
      depreciationReportId: reportId,
      label: 'Strip-out',
      abandonmentDate: '2019-01-01',
    });
    const labelId: number = label.json().abandonmentLabel[0].id;
    const mapped = await t.call('POST', '/depreciationReports/modelAssets/model-abandonment-label', {
      modelAssetId: row.id,
      abandonmentLabelId: labelId,
      assetCode: row.assetCode?.assetCode,
    });
    expect(mapped.statusCode, mapped.body).toBe(200);
    row = await loadWireAsset(t.database.db, row.id);
    await edit({ invoiceDate: '2021-07-01', depreciationCommencementDate: '2021-07-01' });
    await edit({ invoiceDate: '2018-07-01', depreciationCommencementDate: null });
    expect(row.abandonmentLabel).toMatchObject({ id: labelId, abandonmentDate: '2019-01-01' });
    expect(row.assetDemolitions).toHaveLength(2);
    // Saved whole without a base (last writer wins) and added again from the same body.
    row = await save({ ...row, supplier: 'Whole' });
    await expectExact(row);
    await expectExact(await save({ ...row, id: 0 }));
  });

  it('reads the row once and writes it once: one statement more only when the references change', async () => {
    const row = await save(validAsset(reportId, kitchen));
    const counter = new StatementCount();
    const db = t.database.db.withPlugin(counter);
    // The report's surveyor (src/test/register-fixtures.ts), who may edit it (src/kernel/edit-permission.ts).
    const { surveyor_id: editor } = await t.database.db
      .selectFrom('reports')
      .select('surveyor_id')
      .where('id', '=', reportId)
      .executeTakeFirstOrThrow();
    const counted = async (change: Partial<Asset>) => {
      counter.count = 0;
      const saved = await saveAsset(db, { ...row, ...change, base: row }, editor ?? 0);
      await expectExact(saved);
      return counter.count;
    };
    expect(await counted({ description: 'Dishwasher' })).toBe(2);
    expect(await counted({ invoiceDate: '2021-02-01' })).toBe(2);
    expect(await counted({ assetCode: { id: 0, assetCode: 'A0001' } })).toBe(3);
    counter.count = 0;
    await saveAsset(db, validAsset(reportId, kitchen), editor ?? 0);
    expect(counter.count).toBe(3);
  });

  it('reads again when its lock waited for a writer, so the answer and verdict hold that write', async () => {
    const row = await save(validAsset(reportId, kitchen));
    let release!: () => void;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let locked!: () => void;
    const holding = new Promise<void>((resolve) => {
      locked = resolve;
    });
    // Another writer links a label dated before the asset starts (an error, rule 17) and holds the row.
    const writer = t.database.db.transaction().execute(async (trx) => {
      const label = await trx
        .insertInto('abandonment_labels')
        .values({ report_id: reportId, label: 'Early strip-out', abandonment_date: '2019-01-01' })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .updateTable('assets')
        .set({ abandonment_label_id: label.id })
        .where('id', '=', row.id)
        .execute();
      locked();
      await released;
    });
    await holding;
    const saving = save({ ...row, description: 'Waited', base: row });
    await waitForLockWait();
    release();
    await writer;
    const saved = await saving;
    expect(saved).toMatchObject({ description: 'Waited', abandonmentLabel: { label: 'Early strip-out' } });
    expect(saved.hasErrors).toBe(true);
    await expectExact(saved);
  });

  /** On PostgreSQL, until the save waits for the row lock (PGlite runs one transaction at a time). */
  const waitForLockWait = async () => {
    if (testEngine() !== 'postgres') return;
    for (let i = 0; i < 100; i += 1) {
      const { rows } = await sql<{ waiting: number }>`select count(*)::int as waiting from pg_stat_activity
        where wait_event_type = 'Lock' and query like 'select "a"."id", "a"."report_id"%'`.execute(
        t.database.db,
      );
      if ((rows[0]?.waiting ?? 0) > 0) return;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
});
