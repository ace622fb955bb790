/**
 * Issue 27 item 4: a forecast's replacement committed into a depreciation report in progress, as a new asset and
 * the old one's disposal, both shown before they are saved (capex/commit.ts). Hand-worked: the item (issue 27's
 * example, life 15 installed 2012, base FY2026, $10,000.00 at 3%) is replaced in FY2027 for $10,300.00; the asset it
 * replaces ($5,000.00 from 1 July 2025, DV 20%) is worth $4,000.00 at 30 June 2026, declines 1 day's
 * $4,000.00 × 20% × 1/365 = $2.19 to 1 July 2026, and its scrapping for nil is a balancing adjustment of −$3,997.81
 * (s40-285). The new asset declines $10,300.00 × 20% × 365/365 = $2,060.00 in FY2027.
 */
import type { CalculationRow, CalculationsPage, CapexCommitAnswer, CapexCommitTargets } from '@taxdep/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { testEngine } from '../test/database';
import { createReport, STATUS, setReportStatus } from '../test/register-fixtures';
import { registerSnapshot } from '../test/register-helpers';
import { createForecastFixture, type ForecastFixture, itemSave } from './capex.test-support';

describe(`committing a forecast replacement into a depreciation report, on ${testEngine()}`, () => {
  let t: TestApp;
  let fixture: ForecastFixture;
  let url: string;
  let reportId: number;
  let oldAssetId: number;
  let itemId: string;
  let repairsId: string;
  let otherReportId: number;

  const commit = (body: Record<string, unknown>) =>
    t.call('POST', `${url}/commit`, {
      itemId,
      financialYear: 2027,
      depreciationReportId: reportId,
      save: false,
      ...body,
    });

  const calculations = async (): Promise<CalculationRow[]> => {
    const page = await t.call('POST', `/depreciationReports/${reportId}/calculations`, {
      pageNo: 1,
      pageSize: 200,
    });
    expect(page.statusCode, page.body).toBe(200);
    return page.json<CalculationsPage>().modelAssetCalcParams;
  };

  beforeAll(async () => {
    t = await createTestApp();
    fixture = await createForecastFixture(t);
    url = `/CapexReports/${fixture.forecast.capexReportId}`;
    reportId = fixture.depreciationReportId;
    const db = t.database.db;
    const dv = await db
      .selectFrom('depreciation_methods')
      .select('id')
      .where('code', '=', 'DV')
      .executeTakeFirstOrThrow();
    await db
      .updateTable('reports')
      .set({ eofy_report_date: '2027-06-30', depreciation_method_id: dv.id })
      .where('id', '=', reportId)
      .execute();
    const category = await db
      .selectFrom('depreciation_categories')
      .select('id')
      .where('code', '=', '40')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('tax_codes')
      .values({
        code: 'CAPEXROOF',
        asset_group: 'Roofs',
        asset: 'Roof membrane',
        effective_life_years: '10',
        category_id: category.id,
      })
      .execute();
    const old = await t.call('POST', '/depreciationReports/modelAssets', {
      depreciationReportId: reportId,
      assetCode: { id: 0, assetCode: 'CAPEXROOF' },
      depreciationCategory: { id: category.id },
      depreciationMethod: { id: dv.id },
      description: 'Roof membrane (original)',
      invoiceDate: '2025-07-01',
      depreciationCommencementDate: '2025-07-01',
      financialYearEndDate: '2026-06-30',
      originalCost: 5000,
    });
    expect(old.statusCode, old.body).toBe(200);
    oldAssetId = old.json<{ id: number }>().id;
    const saved = await t.call('PUT', `${url}/items`, {
      items: [
        itemSave({ taxCode: 'CAPEXROOF', effectiveLifeYears: 10, replacesAssetId: oldAssetId }),
        itemSave({ description: 'Lobby repaint', expenditure: 'repairs', lifeYears: 7 }),
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    [itemId, repairsId] = saved.json<{ items: { itemId: string }[] }>().items.map((i) => i.itemId) as [
      string,
      string,
    ];
    // A second report of the same property, surveyed by someone else: listed, but the caller may not edit it.
    const property = await db
      .selectFrom('reports')
      .select(['fund_id', 'property_id'])
      .where('id', '=', reportId)
      .executeTakeFirstOrThrow();
    const other = await db
      .insertInto('reports')
      .values({ ...property, status_id: STATUS.inProgress, eofy_report_date: '2026-06-30' })
      .returning('id')
      .executeTakeFirstOrThrow();
    otherReportId = other.id;
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists the property’s reports In Progress, newest first, saying which the caller may edit', async () => {
    const answer = await t.call('GET', `${url}/commitTargets`);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json<CapexCommitTargets>().reports).toEqual([
      expect.objectContaining({
        depreciationReportId: reportId,
        eofyReportDate: '2027-06-30',
        mayEdit: true,
      }),
      expect.objectContaining({ depreciationReportId: otherReportId, mayEdit: false }),
    ]);
  });

  it('previews the new asset and the disposal, and saves nothing', async () => {
    const before = await registerSnapshot(t.database.db, reportId);
    const answer = await commit({});
    expect(answer.statusCode, answer.body).toBe(200);
    const preview = answer.json<CapexCommitAnswer>();
    expect(preview).toMatchObject({
      saved: false,
      depreciationReportId: reportId,
      newAsset: {
        id: 0,
        description: 'Roof membrane',
        location: 'Level 8 roof',
        assetCode: { assetCode: 'CAPEXROOF' },
        depreciationCategory: { code: '40' },
        depreciationMethod: { code: 'DV' },
        originalCost: 10_300,
        invoiceDate: '2026-07-01',
        depreciationCommencementDate: '2026-07-01',
        financialYearEndDate: '2027-06-30',
        // The register's derived rate: DV 200% ÷ 10 years.
        depreciationRate: 20,
        hasErrors: false,
      },
      disposal: {
        assetId: oldAssetId,
        description: 'Roof membrane (original)',
        disposalDate: '2026-07-01',
        terminationValue: 0,
      },
      problems: [],
    });
    expect(await registerSnapshot(t.database.db, reportId)).toBe(before);
  });

  it('previews a repair as an R item without a tax code, saying so in the register’s words', async () => {
    // Life 7 installed 2012: past its life at FY2026, so replaced at once (year 0), for its base cost.
    const answer = await commit({ itemId: repairsId, financialYear: 2026 });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json<CapexCommitAnswer>()).toMatchObject({
      newAsset: {
        description: 'Lobby repaint',
        depreciationCategory: { code: 'R' },
        assetCode: null,
        originalCost: 10_000,
        invoiceDate: '2025-07-01',
        hasErrors: true,
      },
      disposal: null,
      problems: [
        'The item names no tax code: the new asset has none until one is chosen in the register.',
        'The register flags the new asset: Tax code is required.',
        'The register flags the new asset: Depreciation rate is required.',
      ],
    });
  });

  it('refuses a year without a replacement, another property’s report, one not In Progress, one not theirs', async () => {
    const before = await registerSnapshot(t.database.db, reportId);
    const noYear = await commit({ financialYear: 2030 });
    expect(noYear.statusCode).toBe(422);
    expect(noYear.json().message).toBe(
      '“Roof membrane” has no replacement in FY2030 in this forecast; nothing was saved.',
    );
    const elsewhere = await createReport(t.database.db);
    const otherProperty = await commit({ depreciationReportId: elsewhere, save: true });
    expect(otherProperty.statusCode).toBe(422);
    expect(otherProperty.json().message).toContain('is of another property than the forecast');
    const capex = await commit({ depreciationReportId: fixture.forecast.capexReportId, save: true });
    expect(capex.statusCode).toBe(404);
    const notTheirs = await commit({ depreciationReportId: otherReportId, save: true });
    expect(notTheirs.statusCode, notTheirs.body).toBe(403);
    await setReportStatus(t.database.db, reportId, STATUS.qaReview);
    try {
      const inReview = await commit({ save: true });
      expect(inReview.statusCode).toBe(409);
      expect(inReview.json().message).toBe(
        `Depreciation report ${reportId} is QA Review: a replacement is committed only to a report In Progress; nothing was saved.`,
      );
    } finally {
      await setReportStatus(t.database.db, reportId, STATUS.inProgress);
    }
    expect(await registerSnapshot(t.database.db, reportId)).toBe(before);
  });

  it('saves both in one transaction; the figures then hold the scrapping’s balancing adjustment in FY2027', async () => {
    const answer = await commit({ save: true });
    expect(answer.statusCode, answer.body).toBe(200);
    const saved = answer.json<CapexCommitAnswer>();
    expect(saved.saved).toBe(true);
    expect(saved.newAsset.id).toBeGreaterThan(oldAssetId);
    const rows = await calculations();
    const old = rows.find((r) => r.id === oldAssetId);
    const added = rows.find((r) => r.id === saved.newAsset.id);
    expect(old).toMatchObject({
      openingWrittenDownValue: 4000,
      depreciation: 2.19,
      balancingAdjustment: -3997.81,
      closingWrittenDownValue: 0,
    });
    expect(added).toMatchObject({
      openingWrittenDownValue: 0,
      additions: 10_300,
      depreciation: 2060,
      balancingAdjustment: 0,
      closingWrittenDownValue: 8240,
    });
  });

  it('refuses to dispose of an asset already disposed of, and then adds nothing either', async () => {
    const before = await registerSnapshot(t.database.db, reportId);
    const again = await commit({ save: true });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      `Asset ${oldAssetId} (“Roof membrane (original)”) was already disposed of on 2026-07-01; nothing was saved.`,
    );
    expect(await registerSnapshot(t.database.db, reportId)).toBe(before);
  });
});
