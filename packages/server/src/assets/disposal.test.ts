import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { testEngine } from '../test/database';
import { createReport } from '../test/register-fixtures';
import { taxCode, validAsset } from '../test/register-helpers';

/**
 * Issue 26 item 4: the service enforces the disposal rule of the domain (assets/disposal.ts): a negative termination
 * value is refused, a half disposal is stored and flagged by the row's verdict, a whole one is valid.
 */
describe(`a row save's disposal, on ${testEngine()}`, () => {
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

  it('refuses a negative termination value in the domain’s words', async () => {
    const answer = await t.call('POST', '/depreciationReports/modelAssets', {
      ...asset,
      disposalDate: '2021-03-01',
      terminationValue: -5,
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toBe('Termination value must not be negative.');
  });

  it('stores a date without its value, flagged; the value makes it valid', async () => {
    const half = await t.call('POST', '/depreciationReports/modelAssets', {
      ...asset,
      disposalDate: '2021-03-01',
    });
    expect(half.statusCode, half.body).toBe(200);
    expect(half.json()).toMatchObject({
      disposalDate: '2021-03-01',
      terminationValue: null,
      hasErrors: true,
    });
    const whole = await t.call('POST', '/depreciationReports/modelAssets', {
      ...half.json(),
      terminationValue: 0,
    });
    expect(whole.statusCode, whole.body).toBe(200);
    expect(whole.json()).toMatchObject({ terminationValue: 0, hasErrors: false });
  });
});
