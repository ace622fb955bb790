/**
 * Issue 23: the report's taxpayer and the incentives' windows in force reach every verdict of a register row, on
 * each of the four ways a row is judged (a row save, error mode's judging of voided rows, a paste, an import), so the
 * rules of validateAsset (docs/tax-rules.md) read the same facts wherever a row is written.
 */
import { randomUUID } from 'node:crypto';
import type { ReportAnswer } from '@taxdep/domain';
import type { AssetRegisterContext } from '@taxdep/domain/assets';
import { DEFAULT_INCENTIVE_WINDOWS, type Taxpayer } from '@taxdep/domain/tax';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { stagedRow } from '../import/staged-row.test-support';
import { createTestApp, type TestApp } from '../test/app';
import { testEngine } from '../test/database';
import { createReport } from '../test/register-fixtures';
import { taxCode, validAsset } from '../test/register-helpers';

const judged = vi.hoisted(() => ({ contexts: [] as unknown[] }));

vi.mock('@taxdep/domain/assets', async (original) => {
  const actual = await original<typeof import('@taxdep/domain/assets')>();
  return {
    ...actual,
    validateAsset: (asset: Parameters<typeof actual.validateAsset>[0], register: AssetRegisterContext) => {
      judged.contexts.push(register);
      return actual.validateAsset(asset, register);
    },
  };
});

const TAXPAYER: Taxpayer = {
  entityType: 'individual',
  propertyUse: 'residentialRental',
  turnoverBand: null,
  contractDate: '2018-03-02',
  settlementDate: '2018-04-13',
  premisesCondition: 'previouslyUsed',
};

describe(`every verdict is judged with the report's taxpayer on ${testEngine()}`, () => {
  let t: TestApp;
  let reportId: number;
  let code: { id: number; code: string };

  const expectJudgedWithTaxpayer = () => {
    expect(judged.contexts.length).toBeGreaterThan(0);
    for (const context of judged.contexts) {
      expect(context).toEqual({
        eofyReportDate: '2025-06-30',
        taxpayer: TAXPAYER,
        incentiveWindows: DEFAULT_INCENTIVE_WINDOWS,
      });
    }
    judged.contexts = [];
  };

  beforeAll(async () => {
    t = await createTestApp();
    code = await taxCode(t.database.db, 'A0004');
    reportId = await createReport(t.database.db, { eofyReportDate: '2025-06-30' });
    const report = (await t.call('GET', `/depreciationReports/${reportId}`)).json<ReportAnswer>();
    const saved = await t.call('PUT', '/depreciationReport', {
      ...report,
      taxpayer: {
        entityType: 'individual',
        propertyUse: 'residentialRental',
        premisesCondition: 'previouslyUsed',
      },
      propertyInfo: { ...report.propertyInfo, exchangeDate: '2018-03-02', settlementDate: '2018-04-13' },
    });
    expect(saved.statusCode).toBe(200);
    judged.contexts = [];
  });
  afterAll(async () => {
    await t.close();
  });

  it('a row save (new and existing rows)', async () => {
    const added = await t.call('POST', '/depreciationReports/modelAssets', validAsset(reportId, code));
    expect(added.statusCode).toBe(200);
    expectJudgedWithTaxpayer();
    const changed = await t.call('POST', '/depreciationReports/modelAssets', {
      ...added.json(),
      description: 'Goods lift car',
    });
    expect(changed.statusCode).toBe(200);
    expectJudgedWithTaxpayer();
  });

  it("error mode's judging of voided rows", async () => {
    await t.database.db
      .updateTable('assets')
      .set({ has_errors: null })
      .where('report_id', '=', reportId)
      .execute();
    const listed = await t.call('POST', `/depreciationReports/${reportId}/modelAssets/all`, { alerts: true });
    expect(listed.statusCode).toBe(200);
    expectJudgedWithTaxpayer();
  });

  it('a paste and an import', async () => {
    const pasted = await t.call('POST', `/depreciationReports/${reportId}/pasteModelAssets`, {
      pasteId: randomUUID(),
      changes: [],
      additions: [
        { assetCode: 'A0004', depreciationCategory: '40', description: 'Lift', invoiceDate: '30/06/2024' },
      ],
    });
    expect(pasted.statusCode, pasted.body).toBe(200);
    expectJudgedWithTaxpayer();
    const imported = await t.call('POST', `/depreciationReports/${reportId}/uploadModelAssets`, {
      uploadId: randomUUID(),
      rows: [stagedRow()],
    });
    expect(imported.statusCode, imported.body).toBe(200);
    expectJudgedWithTaxpayer();
  });
});
