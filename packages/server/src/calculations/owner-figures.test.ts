/**
 * Issue 23 item 7 through the service (docs/tax-rules.md "Owners' shares", docs/api.md "Owners"): every figures
 * call answers one owner's figures with `ownerId`, and the owners' figures add up exactly, cent for cent, to the
 * whole report's in every row, view, FY and total; the $1,000 low-cost test reads each owner's interest (s40-35);
 * an unknown owner is a 404; an owner's PDF names the owner and gives that owner's figures.
 */
import type { CalculationRow, CalculationsPage, ReportOwners } from '@taxdep/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText, renderToBuffer } from '../report-document/pdf.test-support';
import { createTestApp, type TestApp } from '../test/app';
import { cents, insertAsset, insertHandmadeRegister } from '../test/calculation-fixtures';
import { testEngine } from '../test/database';
import { createReport } from '../test/register-fixtures';
import { type Person, signedIn } from '../workflow/people.test-support';

/** Numbers that are the asset's own, not split among the owners: ids, counts, lives, rates. */
const NOT_SPLIT = new Set([
  'assetId',
  'id',
  'effectiveLife',
  'depreciationRate',
  'assetCount',
  'deniedCount',
  'totalRecords',
  'totalPages',
  'financialYears',
  'financialYear',
  // Issue 26 item 5: the assets left out are the register's, the same for every owner.
  'withoutFigures',
  'startingLater',
  'endedEarlier',
]);

/**
 * `whole` and each owner's answer have the same shape; every money amount of the whole is the owners' sum in cents,
 * every other number and text the same in all. `path` names the place of a difference.
 */
function expectOwnersAddUp(whole: unknown, owners: readonly unknown[], path: string): void {
  if (typeof whole === 'number') {
    const key = path.slice(path.lastIndexOf('.') + 1).replace(/\[\d+\]$/, '');
    if (NOT_SPLIT.has(key)) {
      for (const o of owners) expect(o, path).toBe(whole);
      return;
    }
    const sum = owners.reduce<number>((s, o) => s + cents(o as number), 0);
    expect(sum, path).toBe(cents(whole));
    return;
  }
  if (Array.isArray(whole)) {
    for (const o of owners) expect((o as unknown[]).length, `${path}.length`).toBe(whole.length);
    whole.forEach((w, i) => {
      expectOwnersAddUp(
        w,
        owners.map((o) => (o as unknown[])[i]),
        `${path}[${i}]`,
      );
    });
    return;
  }
  if (whole !== null && typeof whole === 'object') {
    for (const [key, w] of Object.entries(whole)) {
      expectOwnersAddUp(
        w,
        owners.map((o) => (o as Record<string, unknown>)[key]),
        `${path}.${key}`,
      );
    }
    return;
  }
  for (const o of owners) expect(o, path).toEqual(whole);
}

describe(`one owner's figures, on ${testEngine()}`, () => {
  let t: TestApp;
  let surveyor: Person;
  let reportId = 0;
  let ownerIds: number[] = [];
  let pooledCamera = 0;

  const get = (path: string) => surveyor.call('GET', `/depreciationReports/${reportId}${path}`);
  const calculations = async (ownerId?: number): Promise<CalculationRow[]> => {
    const answer = await surveyor.call('POST', `/depreciationReports/${reportId}/calculations`, {
      pageNo: 1,
      pageSize: 200,
      ...(ownerId === undefined ? {} : { ownerId }),
    });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<CalculationsPage>().modelAssetCalcParams;
  };

  beforeAll(async () => {
    t = await createTestApp();
    surveyor = await signedIn(t);
    const db = t.database.db;
    reportId = await createReport(db, { eofyReportDate: '2025-06-30' });
    await insertHandmadeRegister(db, reportId);
    // Costs whose thirds are not whole cents, a disposal, and a camera of $1,500 in the low value pool: a
    // low-cost asset only as an interest of less than $1,000 (s40-425(2) with s40-35).
    const common = { code: 'A0004', method: 'DV', rate: '20', entry: '2025-06-30' };
    await insertAsset(db, reportId, {
      ...common,
      category: '40',
      description: 'Air conditioner',
      cost: 1_234_567n,
      start: '2022-11-03',
      entry: '2023-06-30',
    });
    await insertAsset(db, reportId, {
      ...common,
      category: '40',
      description: 'Oven',
      cost: 333_301n,
      start: '2024-08-15',
      disposalDate: '2025-03-31',
      terminationValue: 100_001n,
    });
    pooledCamera = await insertAsset(db, reportId, {
      ...common,
      category: 'L',
      description: 'Camera',
      cost: 150_000n,
      rate: '18.75',
      start: '2024-10-01',
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it('leaves a $1,500 low-cost asset out of a report without owners, and pools it for three owners', async () => {
    expect((await calculations()).map((r) => r.id)).not.toContain(pooledCamera);
    const saved = await surveyor.call('PUT', `/depreciationReports/${reportId}/owners`, {
      owners: [
        { name: 'Ann', share: 3_333 },
        { name: 'Bob', share: 3_333 },
        { name: 'Cy', share: 3_334 },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    ownerIds = saved.json<ReportOwners>().owners.map((o) => o.ownerId);
    const camera = (await calculations()).find((r) => r.id === pooledCamera);
    // The largest interest costs $500.10 (Cy's): under $1,000, so the camera is pooled for every owner.
    expect(camera).toMatchObject({ originalCost: 1_500, depreciationRate: 18.75 });
    expect(camera?.depreciation).toBeGreaterThan(0);
  });

  it('answers each owner’s Calculations rows, which add up exactly to the whole’s', async () => {
    const whole = await calculations();
    const owners = await Promise.all(ownerIds.map((id) => calculations(id)));
    expectOwnersAddUp(whole, owners, 'calculations');
    // An owner's cost is the owner's share of the asset's, split exactly by largest remainder.
    const conditioner = (rows: CalculationRow[]) => rows.find((r) => r.description === 'Air conditioner');
    expect(owners.map((rows) => conditioner(rows)?.originalCost)).toEqual([4_114.81, 4_114.81, 4_116.05]);
  });

  it('answers each owner’s Deductions views and Summary, paged or not, adding up to the whole’s', async () => {
    const views = ['DiminishingValue', '40', 'L', 'CapitalWorks', 'Abandonment', 'IA', 'R'];
    for (const query of [...views.map((c) => `/categoryReport?category=${c}`), '/summary']) {
      for (const paging of ['', '&pageNo=1&pageSize=25']) {
        const path = query.includes('?') ? `${query}${paging}` : `${query}${paging.replace('&', '?')}`;
        const whole = await get(path);
        expect(whole.statusCode, whole.body).toBe(200);
        const join = path.includes('?') ? '&' : '?';
        const owners = await Promise.all(ownerIds.map((id) => get(`${path}${join}ownerId=${id}`)));
        expectOwnersAddUp(
          whole.json(),
          owners.map((o) => o.json()),
          path,
        );
      }
    }
  });

  it('explains an owner’s figure with that owner’s run, and refuses an owner of another report', async () => {
    const [ann] = ownerIds;
    const row = (await calculations(ann)).find((r) => r.description === 'Oven') as CalculationRow;
    const explained = await get(`/calculations/${row.id}/explanation?ownerId=${ann}`);
    expect(explained.statusCode, explained.body).toBe(200);
    expect(explained.json<{ figures: { depreciation: number } }>().figures.depreciation).toBe(
      row.depreciation,
    );
    for (const path of [
      '/calculations?ownerId=999999',
      '/summary?ownerId=999999',
      '/categoryReport?category=40&ownerId=999999',
      '/exportSchedule?format=xero&ownerId=999999',
      '/owner-document?ownerId=999999',
    ]) {
      const refused = await get(path);
      expect(refused.statusCode, path).toBe(404);
      expect(refused.json<{ message: string }>().message, path).toContain('no owner 999999');
    }
  });

  it('exports an owner’s schedule in an accountant’s layout, named for the owner', async () => {
    const [ann] = ownerIds;
    const file = await get(`/exportSchedule?format=xero&ownerId=${ann}`);
    expect(file.statusCode, file.body).toBe(200);
    expect(file.headers['content-disposition']).toContain(' - Xero FY2025 - owner Ann');
    expect(file.body).toContain('Air conditioner,5,03/11/2022,4114.81,');
    // Issue 25 item 6: the owner's whole schedule as a workbook, named for the owner.
    const book = await get(`/exportWorkbook?ownerId=${ann}`);
    expect(book.statusCode).toBe(200);
    expect(book.headers['content-disposition']).toContain(' - schedule - owner Ann');
    expect(book.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it('writes one owner’s PDF on request: the owner on the cover, that owner’s figures in the schedules', async () => {
    const [ann] = ownerIds;
    const answer = await get(`/owner-document?ownerId=${ann}`);
    expect(answer.statusCode, answer.body.slice(0, 200)).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    expect(answer.headers['content-disposition']).toContain('owner Ann');
    const text = pdfText(answer.rawPayload);
    expect(text).toContain('Ann’s schedule: 33.33% interest');
    expect(text).toContain('Ann, 33.33% interest: every figure is this owner’s share');
    expect(text).toContain('$4,115');
    // The whole's document lists the owners whose documents add up to it.
    const wholeCover = pdfText((await renderToBuffer(t.database.db, reportId)).bytes, 1);
    expect(wholeCover).toMatch(/Owners\s+Ann 33\.33%, Bob 33\.33%, Cy 33\.34%/);
    expect(wholeCover).not.toContain('interest: every figure');
  });
});
