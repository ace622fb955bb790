import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { testEngine } from '../test/database';
import { createReport } from '../test/register-fixtures';
import { taxCode, validAsset } from '../test/register-helpers';

/** Issue 12: a refused rate is told what is wrong with it (the domain's readPercent), and nothing is stored. */
describe(`rate refusals of a row save on ${testEngine()}`, () => {
  let t: TestApp;
  let asset: ReturnType<typeof validAsset>;

  beforeAll(async () => {
    t = await createTestApp();
    const reportId = await createReport(t.database.db);
    asset = validAsset(reportId, await taxCode(t.database.db, 'A0004'));
  });
  afterAll(async () => {
    await t.close();
  });

  it.each([
    ['sourceTaxRate', 12.123456, 'sourceTaxRate has 6 decimals; a percentage has at most four.'],
    ['depreciationRate', 33.33333, 'depreciationRate has 5 decimals; a percentage has at most four.'],
  ])('%s %d → 400 "%s"', async (field, rate, message) => {
    const before = await t.database.db
      .selectFrom('assets')
      .select((eb) => eb.fn.countAll().as('n'))
      .execute();
    const answer = await t.call('POST', '/depreciationReports/modelAssets', { ...asset, [field]: rate });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toBe(message);
    const after = await t.database.db
      .selectFrom('assets')
      .select((eb) => eb.fn.countAll().as('n'))
      .execute();
    expect(after).toEqual(before);
  });

  it('a rate with four decimals is taken', async () => {
    const answer = await t.call('POST', '/depreciationReports/modelAssets', {
      ...asset,
      sourceTaxRate: 12.3456,
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().sourceTaxRate).toBe(12.3456);
  });
});
