/**
 * Issue 12, the prime cost versus diminishing value comparison as the service builds it (method-comparison.ts): the
 * engine's figures (`compareMethods` in one go), computed a batch at a time with other work in between, once per
 * version of the figures, and for the version it was started on.
 */
import type { MethodComparisonAnswer } from '@taxdep/domain';
import { compareMethods, methodComparisonAnswer } from '@taxdep/domain/tax';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../kernel/record-repository';
import { referenceId } from '../test/calculation-fixtures';
import { createTestDatabase, type TestDatabase, testEngine } from '../test/database';
import { createReport, insertGeneratedRegister } from '../test/register-fixtures';
import { currentFigures, type Figures } from './figures-cache';
import { methodComparison } from './method-comparison';

const turn = () => new Promise((resolve) => setImmediate(resolve));

/** The comparison in one go on `figures`, as the wire has it. */
function oneGo(figures: Figures): MethodComparisonAnswer {
  const customisedAssetIds = new Set(figures.columns.filter((c) => c.customised).map((c) => String(c.id)));
  const { schedule } = figures;
  return methodComparisonAnswer(
    compareMethods(
      schedule.assets.map((a) => a.input),
      schedule.settings,
      { customisedAssetIds },
    ),
  );
}

describe(`The method comparison on ${testEngine()}`, () => {
  let database: TestDatabase;
  let db: Db;
  let reportId: number;

  beforeAll(async () => {
    database = await createTestDatabase();
    db = database.db;
    const dv = await referenceId(db, 'depreciation_methods', 'DV');
    reportId = await createReport(db);
    await db
      .updateTable('reports')
      .set({ low_value_pool_flag: true, depreciation_method_id: dv })
      .where('id', '=', reportId)
      .execute();
    // Methods at random: assets of categories 40 and AD on either method, so both runs compute some of them.
    await insertGeneratedRegister(db, reportId, 1000, 2025);
  });
  afterAll(async () => {
    await database.close();
  });

  it('gives the figures of compareMethods in one go, other work running in between', async () => {
    const figures = await currentFigures(db, reportId);
    expect(figures.schedule.assets.length).toBeGreaterThan(400);
    const made = methodComparison(db, reportId);
    while (!figures.outputs.has('methodComparison')) await turn();
    let turns = 0;
    let done = false;
    void made.then(() => {
      done = true;
    });
    while (!done) {
      turns += 1;
      await turn();
    }
    // A batch at a time: two batches per method at least, and the pool.
    expect(turns).toBeGreaterThanOrEqual(4);
    expect(await made).toEqual(oneGo(figures));
  });

  it('computes it once per version of the figures, for the version it was started on', async () => {
    const before = await currentFigures(db, reportId);
    before.outputs.delete('methodComparison');
    const first = methodComparison(db, reportId);
    while (!before.outputs.has('methodComparison')) await turn();
    // Calls arriving meanwhile share the computation under way.
    const again = methodComparison(db, reportId);
    // A write meanwhile: the next call is on a new version of the figures, with its own comparison.
    await sql`update assets set original_cost = original_cost * 2
      where report_id = ${reportId} and original_cost is not null`.execute(db);
    const after = methodComparison(db, reportId);
    const figures = await currentFigures(db, reportId);
    expect(figures).not.toBe(before);
    const [a, b, c] = await Promise.all([first, again, after]);
    expect(b).toBe(a);
    expect(a).toEqual(oneGo(before));
    expect(c).toEqual(oneGo(figures));
    expect(c.primeCost.fortyYears).not.toBe(a.primeCost.fortyYears);
    // Kept with its version: a later call is answered at once.
    expect(await methodComparison(db, reportId)).toBe(c);
  });
});
