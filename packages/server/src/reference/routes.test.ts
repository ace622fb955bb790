/**
 * POST /depreciationRate with the body the contract declares, which is the body the web sends (issue 16 item 3:
 * the service used to expect `depreciationCategoryId`/`Code` and answered 422 on every method change).
 */
import type { DepreciationRateRequest } from '@taxdep/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { testEngine } from '../test/database';

describe(`POST /depreciationRate on ${testEngine()}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const rate = (body: DepreciationRateRequest) => t.call('POST', '/depreciationRate', body);
  const categoryId = async (code: string) =>
    (
      await t.database.db
        .selectFrom('depreciation_categories')
        .select('id')
        .where('code', '=', code)
        .executeTakeFirstOrThrow()
    ).id;

  it('answers the rate for the row as the register holds it (category and method as { id, code })', async () => {
    const answer = await rate({
      assetCode: 'a0004',
      invoiceDate: '2020-07-01',
      depreciationCommencementDate: null,
      depreciationCategory: { id: await categoryId('40'), code: '40' },
      depreciationMethod: { id: 2, code: 'DV' },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({ depreciationRate: 20, effectiveLife: 10 });
  });

  it('reads a category or method by its id when its code is empty', async () => {
    const pc = await rate({
      assetCode: 'A0004',
      invoiceDate: '2020-07-01',
      depreciationCommencementDate: null,
      depreciationCategory: { id: await categoryId('40'), code: '' },
      depreciationMethod: { id: 0, code: 'PC' },
    });
    expect(pc.json()).toEqual({ depreciationRate: 10, effectiveLife: 10 });
  });

  it('derives Division 43 rates and refuses with 422 when no rate can be derived', async () => {
    const div43 = await rate({
      assetCode: 'C0001',
      invoiceDate: '2015-01-01',
      depreciationCommencementDate: null,
      depreciationCategory: { id: 0, code: '43' },
      depreciationMethod: { id: 0, code: 'PC' },
    });
    expect(div43.json()).toEqual({ depreciationRate: 2.5, effectiveLife: null });
    const tooEarly = await rate({
      assetCode: 'A0004',
      invoiceDate: '2004-01-01',
      depreciationCommencementDate: null,
      depreciationCategory: { id: 0, code: '40' },
      depreciationMethod: { id: 0, code: 'DV' },
    });
    expect(tooEarly.statusCode).toBe(422);
    expect(tooEarly.json().message).toMatch(/no effective life/);
    const noMethod = await rate({
      assetCode: 'A0004',
      invoiceDate: '2020-07-01',
      depreciationCommencementDate: null,
      depreciationCategory: { id: 0, code: '40' },
      depreciationMethod: null,
    });
    expect(noMethod.statusCode).toBe(422);
    expect(noMethod.json().message).toMatch(/depreciationMethod/);
  });

  it('refuses the flat fields of the old service shape with a 400 naming the missing field', async () => {
    const old = await t.call('POST', '/depreciationRate', {
      assetCode: 'A0004',
      invoiceDate: '2020-07-01',
      depreciationCategoryCode: '40',
      depreciationMethodCode: 'DV',
    });
    expect(old.statusCode).toBe(400);
    expect(old.json().message).toMatch(/depreciationCategory|depreciationCommencementDate/);
  });
});
