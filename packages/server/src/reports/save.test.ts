import type { Report } from '@taxdep/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { testEngine } from '../test/database';

type VersionedReport = Report & { version: number };

describe(`PUT /depreciationReport on ${testEngine()}`, () => {
  let t: TestApp;
  let auth: string;
  /** Issue 15: only a report's surveyor and checker may change it; reports 4 and 5 are Alex's (seed/demo.ts). */
  let alex: string;
  const writerOf = (payload: object) =>
    [4, 5].includes((payload as { depreciationReportId?: number }).depreciationReportId ?? 0) ? alex : auth;

  beforeAll(async () => {
    t = await createTestApp({ demoData: true });
    auth = await t.bearer(1, 'SAM.SURVEYOR');
    alex = await t.bearer(2, 'ALEX.SURVEYOR');
  });
  afterAll(async () => {
    await t.close();
  });

  const put = (payload: object) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/v1/depreciationReport',
      headers: { authorization: writerOf(payload) },
      payload,
    });
  const read = async (id: number) =>
    (
      await t.app.inject({
        method: 'GET',
        url: `/api/v1/depreciationReports/${id}`,
        headers: { authorization: auth },
      })
    ).json() as VersionedReport;
  const withReporting = (r: VersionedReport, change: Partial<Report['reportingInfo']>) => ({
    ...r,
    reportingInfo: { ...r.reportingInfo, ...change },
  });
  const withProperty = (r: VersionedReport, change: Partial<Report['propertyInfo']>) => ({
    ...r,
    propertyInfo: { ...r.propertyInfo, ...change },
  });
  const withInstructions = (r: VersionedReport, change: Partial<Report['instructions']>) => ({
    ...r,
    instructions: { ...r.instructions, ...change },
  });
  const assetMethods = async (reportId: number) =>
    t.database.db
      .selectFrom('assets as a')
      .leftJoin('depreciation_categories as c', 'c.id', 'a.category_id')
      .select(['a.id', 'a.method_id', 'a.read_only', 'c.code'])
      .where('a.report_id', '=', reportId)
      .orderBy('a.id')
      .execute();

  it('refuses bad input with a 400 message naming the field, and changes nothing', async () => {
    const report = await read(1);
    const cases: [object, RegExp][] = [
      [withReporting(report, { eofyReportDate: '2025-06-29' }), /eofyReportDate must be a 30 June/],
      [withReporting(report, { assessmentDate: '2025-02-30' }), /assessmentDate must be a valid date/],
      // The schema's YYYY-MM-DD pattern refuses the shape; the service's calendar refuses 30 February.
      [
        withReporting(report, { assessmentDate: '14/08/2025' }),
        /reportingInfo\/assessmentDate must match pattern/,
      ],
      [withReporting(report, { reportName: 'x'.repeat(1001) }), /reportName must NOT have more than 1000/],
      [withReporting(report, { qsCheckerId: 999 }), /qsCheckerId 999 is not an active checker/],
      // Issue 26 item 17: a surveyor (Alex) or the administrator (Avery) is not a checker.
      [withReporting(report, { qsCheckerId: 2 }), /qsCheckerId 2 is not an active checker/],
      [withReporting(report, { qsCheckerId: 6 }), /qsCheckerId 6 is not an active checker/],
      [
        withInstructions(report, { depreciationMethodId: 9 }),
        /depreciationMethodId 9 is not a depreciation method/,
      ],
      [withProperty(report, { purchasePrice: -1 }), /purchasePrice must not be negative/],
      [withProperty(report, { purchasePrice: 1.234 }), /purchasePrice must have at most two decimals/],
      [withProperty(report, { unimprovedLandValue: 1_000_000_000_000 }), /at most 16 characters/],
      [{ ...report, instructions: 'none' }, /body\/instructions must be object/],
      [{ ...report, depreciationReportId: undefined }, /must have required property 'depreciationReportId'/],
      [
        withInstructions(report, { lowValuePoolFlag: 'maybe' as unknown as boolean }),
        /lowValuePoolFlag must be boolean/,
      ],
    ];
    for (const [payload, message] of cases) {
      const response = await put(payload);
      expect(response.statusCode, JSON.stringify(response.json())).toBe(400);
      expect(response.json().message).toMatch(message);
    }
    const notJson = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/depreciationReport',
      headers: { authorization: auth, 'content-type': 'application/json' },
      payload: '{"depreciationReportId":',
    });
    expect(notJson.statusCode).toBe(400);
    expect(Object.keys(notJson.json())).toEqual(['message']);
    expect(await read(1)).toEqual(report);
  });

  it('refuses to empty a required field that holds a value, keeps it, and still lets a never-filled one stay empty', async () => {
    const report = await read(4);
    expect(report.reportingInfo.reportName).not.toBe('');
    const emptied = await put(
      withInstructions(withReporting(report, { reportName: '  ', qsReference: 'R-16' }), {
        reliantParty: null,
      }),
    );
    expect(emptied.statusCode).toBe(400);
    expect(emptied.json().message).toBe(
      'Tax paying entity, Report name are required: an empty value is not saved and the stored value is kept.',
    );
    expect(await read(4)).toEqual(report);

    const checkerCleared = await put(withReporting(report, { qsCheckerId: null, qsChecker: null }));
    expect(checkerCleared.statusCode).toBe(400);
    expect(checkerCleared.json().message).toMatch(/^Checker is required/);

    const neverFilled = await read(5);
    expect(neverFilled.instructions.reliantParty).toBeNull();
    const other = await put(withReporting(neverFilled, { qsReference: 'R-16b' }));
    expect(other.statusCode).toBe(200);
    expect(other.json().instructions.reliantParty).toBeNull();
  });

  it('accepts the largest 16-character amount', async () => {
    const report = await read(5);
    const saved = (
      await put(withProperty(report, { purchasePrice: 999_999_999_999 }))
    ).json() as VersionedReport;
    expect(saved.propertyInfo.purchasePrice).toBe(999_999_999_999);
  });

  it('answers 404 for a report that does not exist', async () => {
    const report = await read(1);
    const response = await put({ ...report, depreciationReportId: 999 });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Report 999 does not exist.' });
  });

  it('refuses any change to a read-only (Completed) report with 409, and nothing changes', async () => {
    const report = await read(2);
    const assetsBefore = await assetMethods(2);
    const response = await put(
      withInstructions(withReporting(report, { reportName: 'changed' }), { depreciationMethodId: 1 }),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(/^Report 2 is read-only/);
    expect(await read(2)).toEqual(report);
    expect(await assetMethods(2)).toEqual(assetsBefore);
  });

  it('keeps both changes when two people save different fields from stale reads at the same time', async () => {
    const first = await read(3);
    const second = await read(3);
    const [a, b] = await Promise.all([
      put(withInstructions(first, { reliantParty: 'Entity from A' })),
      put(withReporting(second, { assessmentDate: '2025-09-15' })),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const stored = await read(3);
    expect(stored.instructions.reliantParty).toBe('Entity from A');
    expect(stored.reportingInfo.assessmentDate).toBe('2025-09-15');
    expect(stored.version).toBe(first.version + 2);

    // A third person still on the first read changes a third field: the two earlier changes stay.
    const third = await put(withProperty(first, { vendorEntity: 'Vendor C' }));
    expect(third.json()).toMatchObject({
      instructions: { reliantParty: 'Entity from A' },
      propertyInfo: { vendorEntity: 'Vendor C' },
      reportingInfo: { assessmentDate: '2025-09-15' },
    });
  });

  it('lets the later save win when both change the same field', async () => {
    const first = await read(3);
    const second = await read(3);
    await put(withReporting(first, { qsReference: 'from first' }));
    await put(withReporting(second, { qsReference: 'from second' }));
    expect((await read(3)).reportingInfo.qsReference).toBe('from second');
  });

  it('without a version, writes every differing field (last writer wins, documented)', async () => {
    const stale = await read(3);
    await put(withReporting(stale, { reportName: 'Newer name' }));
    const { version: _dropped, ...noVersion } = withReporting(stale, { qsReference: 'old client' });
    const saved = (await put(noVersion)).json() as VersionedReport;
    expect(saved.reportingInfo.qsReference).toBe('old client');
    expect(saved.reportingInfo.reportName).toBe(stale.reportingInfo.reportName);
  });

  it('leaves omitted fields unchanged and refuses a version it never issued', async () => {
    const report = await read(3);
    const partial = {
      depreciationReportId: 3,
      version: report.version,
      instructions: {},
      propertyInfo: {},
      reportingInfo: { qsReference: 'partial' },
    };
    const saved = (await put(partial)).json() as VersionedReport;
    expect(saved).toEqual({
      ...report,
      version: report.version + 1,
      reportingInfo: { ...report.reportingInfo, qsReference: 'partial' },
    });
    const future = await put({ ...saved, version: saved.version + 5 });
    expect(future.statusCode).toBe(409);
    expect(future.json().message).toMatch(/has no version/);
  });

  it('moves the category 40 and AD assets (not read-only ones) to the new method, in the same save', async () => {
    const report = await read(1);
    expect(report.instructions.depreciationMethodId).toBe(2);
    const before = await assetMethods(1);
    const response = await put(withInstructions(report, { depreciationMethodId: 1 }));
    expect(response.statusCode).toBe(200);
    const after = await assetMethods(1);
    let moved = 0;
    for (const asset of before) {
      const now = after.find((a) => a.id === asset.id)!;
      const follows = (asset.code === '40' || asset.code === 'AD') && !asset.read_only;
      expect(now.method_id).toBe(follows ? 1 : asset.method_id);
      if (follows && asset.method_id !== 1) moved++;
    }
    expect(moved).toBeGreaterThan(100);
    expect(before.some((a) => (a.code === '43' || a.code === 'L') && a.method_id !== 1)).toBe(true);
  });
});
