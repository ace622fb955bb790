import type { Report } from '@taxdep/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { testEngine } from '../test/database';

type VersionedReport = Report & { version: number };

describe(`report routes on ${testEngine()}`, () => {
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

  const get = (url: string, authorization = auth) =>
    t.app.inject({ method: 'GET', url, headers: { authorization } });
  const put = (payload: object) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/v1/depreciationReport',
      headers: { authorization: writerOf(payload) },
      payload,
    });
  const read = async (id: number) =>
    (await get(`/api/v1/depreciationReports/${id}`)).json() as VersionedReport;

  it('answers 401 with a message without a valid product token, on every route', async () => {
    const urls = [
      '/api/v1/depreciationReports/1',
      '/api/v1/depreciationReports/depreciationStatus/all',
      '/api/v1/depreciationMethods',
      '/api/v1/users/all?searchValue=chris',
    ];
    for (const url of urls) {
      const none = await t.app.inject({ method: 'GET', url });
      expect(none.statusCode).toBe(401);
      expect(none.json()).toEqual({ message: 'A product bearer token is required.' });
      const bad = await get(url, 'Bearer not-a-token');
      expect(bad.statusCode).toBe(401);
      expect(bad.json().message).toMatch(/invalid or has expired/);
    }
    const unsignedPut = await t.app.inject({ method: 'PUT', url: '/api/v1/depreciationReport', payload: {} });
    expect(unsignedPut.statusCode).toBe(401);
  });

  it('GET /depreciationReports/{id} answers the report with no-cache, read-only when Completed', async () => {
    const response = await get('/api/v1/depreciationReports/1');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    const report = response.json() as VersionedReport;
    expect(report).toMatchObject({
      depreciationReportId: 1,
      statusId: 1,
      status: 'In Progress',
      readOnly: false,
      version: 1,
      instructions: {
        fundCode: 'HPOF',
        propertyCode: 'HT01',
        portfolioName: 'Sydney CBD Office',
        depreciationMethodId: 2,
      },
      propertyInfo: { masterId: 'MP-100231', purchasePrice: 18_250_000, unimprovedLandValue: 6_400_000 },
      reportingInfo: { qsSurveyor: 'Sam Surveyor', qsChecker: 'Chris Checker', eofyReportDate: '2025-06-30' },
    });
    expect((await read(2)).readOnly).toBe(true);
    expect((await read(2)).propertyInfo.masterId).toBe('MP-100231');
  });

  it('answers 404 and 400 with a message for an unknown or malformed id', async () => {
    const missing = await get('/api/v1/depreciationReports/999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Report 999 does not exist.' });
    const malformed = await get('/api/v1/depreciationReports/abc');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toMatch(/params\/id must be integer/);
  });

  it('lists the statuses and the methods', async () => {
    const statuses = await get('/api/v1/depreciationReports/depreciationStatus/all');
    expect(statuses.json()).toEqual([
      { id: 1, status: 'In Progress' },
      { id: 2, status: 'QA Review' },
      { id: 3, status: 'Completed' },
    ]);
    const methods = await get('/api/v1/depreciationMethods');
    expect(methods.headers['cache-control']).toBe('no-cache');
    expect(methods.json()).toEqual([
      { id: 1, description: 'Prime Cost', code: 'PC' },
      { id: 2, description: 'Diminishing Value', code: 'DV' },
    ]);
  });

  it('searches checkers from 3 characters', async () => {
    expect((await get('/api/v1/users/all?searchValue=ch')).json()).toEqual([]);
    expect((await get('/api/v1/users/all')).json()).toEqual([]);
    const found = (await get('/api/v1/users/all?searchValue=CHRIS')).json();
    expect(found).toEqual([{ userId: 3, checkerId: 3, firstname: 'Chris', lastname: 'Checker' }]);
    const tooLong = await get(`/api/v1/users/all?searchValue=${'x'.repeat(201)}`);
    expect(tooLong.statusCode).toBe(400);
  });

  it('saves a changed field, bumps the version and answers the updated report', async () => {
    const report = await read(3);
    const response = await put({
      ...report,
      reportingInfo: { ...report.reportingInfo, qsReference: 'TD-NEW' },
    });
    expect(response.statusCode).toBe(200);
    const saved = response.json() as VersionedReport;
    expect(saved.reportingInfo.qsReference).toBe('TD-NEW');
    expect(saved.version).toBe(report.version + 1);
    expect((await read(3)).reportingInfo.qsReference).toBe('TD-NEW');
    const again = (await put({ ...saved })).json() as VersionedReport;
    expect(again.version).toBe(saved.version);
  });

  it('keeps amounts exact and takes the checker name from the checker id', async () => {
    const report = await read(4);
    const saved = (
      await put({
        ...report,
        propertyInfo: { ...report.propertyInfo, purchasePrice: 1_234_567.89, unimprovedLandValue: null },
        reportingInfo: { ...report.reportingInfo, qsCheckerId: 4, qsChecker: 'someone else' },
      })
    ).json() as VersionedReport;
    expect(saved.propertyInfo.purchasePrice).toBe(1_234_567.89);
    expect(saved.propertyInfo.unimprovedLandValue).toBeNull();
    expect(saved.reportingInfo).toMatchObject({ qsCheckerId: 4, qsChecker: 'Casey Checker' });
  });

  it('passes statuses through unchanged and ignores server-owned fields', async () => {
    const report = await read(4);
    const saved = (
      await put({
        ...report,
        statusId: 3,
        status: 'Completed',
        reportStatusId: 3,
        reportStatus: 'Completed',
        propertyInfo: { ...report.propertyInfo, propertyName: 'Renamed', masterId: 'MP-X' },
        reportingInfo: { ...report.reportingInfo, qsSurveyor: 'Mallory', qsOffice: 'Perth' },
      })
    ).json() as VersionedReport;
    expect(saved).toMatchObject({ statusId: 1, status: 'In Progress', reportStatusId: 1, readOnly: false });
    expect(saved.propertyInfo).toMatchObject({ propertyName: 'Riverside Plaza', masterId: 'MP-200117' });
    expect(saved.reportingInfo).toMatchObject({ qsSurveyor: 'Alex Surveyor', qsOffice: 'Brisbane' });
  });
});
