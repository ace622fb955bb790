/**
 * The effective-life load the administrator's call and `taxdep load-effective-life` share (issue 24 item 3), on a
 * fresh database of the test engine: the caller's rule decides whether the plan is stored, and a stored load keeps
 * s40-95(2)'s rule that lives are dated and added, never overwritten (an asset keeps its one tax code).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase, testEngine } from '../testing';
import { loadEffectiveLifeFile, planEffectiveLifeFile } from './effective-life-load';

const HEADER =
  'table,industry,sub_industry,asset_group,asset,effective_life_years,date_of_application,source';
const CARPET = 'A,Residential,,Floor coverings,Carpets';
const FILE = {
  fileName: 'table.csv',
  text: `${HEADER}\n${CARPET},10,2004-01-01,TR 2022/1\n${CARPET},8,2024-07-01,TR 2024/1\n`,
};

describe(`the effective-life load on ${testEngine()}`, () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  const stored = async () => ({
    codes: await database.db
      .selectFrom('tax_codes')
      .select(['id', 'code', 'effective_life_years', 'date_of_application'])
      .execute(),
    lives: await database.db
      .selectFrom('effective_lives')
      .select(['tax_code_id', 'effective_life_years', 'date_of_application', 'load_id'])
      .execute(),
    loads: await database.db
      .selectFrom('effective_life_loads')
      .select(['id', 'file_name', 'loaded_by'])
      .execute(),
  });

  it('stores nothing when the caller declines the plan (a dry run)', async () => {
    const { plan, loadId } = await loadEffectiveLifeFile(database.db, FILE, {
      userId: null,
      store: () => false,
    });
    expect(loadId).toBeNull();
    expect(plan.added.map((a) => a.code)).toEqual(['A0001']);
    expect(await stored()).toEqual({ codes: [], lives: [], loads: [] });
  });

  it('stores one code for the asset, its first life on the code and the later one dated, under one load', async () => {
    const { loadId } = await loadEffectiveLifeFile(database.db, FILE, { userId: null, store: () => true });
    const { codes, lives, loads } = await stored();
    expect(loads).toEqual([{ id: loadId, file_name: 'table.csv', loaded_by: null }]);
    expect(codes).toEqual([
      { id: codes[0]!.id, code: 'A0001', effective_life_years: '10.00', date_of_application: '2004-01-01' },
    ]);
    expect(lives).toEqual([
      {
        tax_code_id: codes[0]!.id,
        effective_life_years: '8.00',
        date_of_application: '2024-07-01',
        load_id: loadId,
      },
    ]);
    // Loaded again, the file adds nothing: every row is in the table.
    const again = await planEffectiveLifeFile(database.db, FILE);
    expect({ added: again.added.length, changed: again.changed.length, unchanged: again.unchanged }).toEqual({
      added: 0,
      changed: 0,
      unchanged: 2,
    });
  });
});
