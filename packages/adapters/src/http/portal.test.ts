import type { ApiClient } from '@taxdep/domain/ports';
import { describe, expect, it } from 'vitest';
import { HttpPortalPort } from './portal';
import { recordingApi } from './testing/recording-api';

const page = { reports: [], totalRecords: 0, totalPages: 0 };

describe('HttpPortalPort', () => {
  it('GET /users/me/reports with the filters as query', async () => {
    const { api, calls } = recordingApi({ 'get /users/me/reports': page });
    const answer = await new HttpPortalPort(api).myWork({ statusId: 2, pageNo: 3, searchValue: 'george' });
    expect(answer).toEqual(page);
    expect(calls).toEqual([
      { method: 'get', path: '/users/me/reports', params: { statusId: 2, pageNo: 3, searchValue: 'george' } },
    ]);
  });

  it('GET /funds/{fundId}/reports with the fund in the path', async () => {
    const { api, calls } = recordingApi({ 'get /funds/7/reports': page });
    expect(await new HttpPortalPort(api).fundReports(7, { pageSize: 25 })).toEqual(page);
    expect(calls[0]).toEqual({ method: 'get', path: '/funds/7/reports', params: { pageSize: 25 } });
  });

  it('GET /funds/all answers null when the answer is not a list', async () => {
    const { api } = recordingApi({ 'get /funds/all': { message: 'odd' } });
    expect(await new HttpPortalPort(api).funds()).toBeNull();
  });

  it('passes on the reason of a refused list (issue #10)', async () => {
    const refusal = { status: 404, message: 'No fund 9.' };
    const { api } = recordingApi({}, { 'get /funds/9/reports': refusal });
    const port = new HttpPortalPort(api);
    expect(await port.fundReports(9, {})).toBeNull();
    expect(port.lastFailure()).toEqual(refusal);
  });

  it("downloads a listed report's register under the service's file name, or a .csv name when it gave none", async () => {
    const paths: string[] = [];
    let fileName: string | null = 'Tower register.csv';
    const { api: base } = recordingApi();
    const api: ApiClient = {
      ...base,
      async download(path) {
        paths.push(path);
        return { blob: new Blob(['a,b']), fileName };
      },
    };
    const port = new HttpPortalPort(api);
    expect((await port.downloadAssetRegister(3, 12))?.fileName).toBe('Tower register.csv');
    fileName = null;
    expect((await port.downloadAssetRegister(3, 12))?.fileName).toBe('asset-register-12.csv');
    expect(paths).toEqual([
      '/fund/3/depreciationReports/12/downloadAssetRegister',
      '/fund/3/depreciationReports/12/downloadAssetRegister',
    ]);
  });

  it("asks a report's PDF status by the report, and a refusal gives the service's reason", async () => {
    const status = { reportId: 2, state: 'none', document: null };
    const refusal = { status: 404, message: 'No report 9.' };
    const { api, calls } = recordingApi(
      { 'get /depreciationReports/2/report-document': status },
      { 'get /depreciationReports/9/report-document': refusal },
    );
    const port = new HttpPortalPort(api);
    expect(await port.reportDocument(2)).toEqual(status);
    expect(calls[0]).toEqual({
      method: 'get',
      path: '/depreciationReports/2/report-document',
      params: undefined,
    });
    expect(await port.reportDocument(9)).toBeNull();
    expect(port.lastFailure()).toEqual(refusal);
  });

  it("downloads a stored report PDF by its id, isCapex or isRca by its kind, under the service's name or the document's own", async () => {
    const asked: [string, unknown][] = [];
    let fileName: string | null = '30 June 2024.pdf';
    const { api: base } = recordingApi();
    const api: ApiClient = {
      ...base,
      async download(path, params) {
        asked.push([path, params]);
        return { blob: new Blob(['%PDF-1.7']), fileName };
      },
    };
    const port = new HttpPortalPort(api);
    const document = { documentUId: '0b7c3a52-1f0e-4c1e-9d59-6f1d2a3b4c5d', fileName: 'stored.pdf' };
    expect((await port.downloadReport(3, 2, document, 'depreciation'))?.fileName).toBe('30 June 2024.pdf');
    fileName = null;
    expect((await port.downloadReport(3, 2, document, 'depreciation'))?.fileName).toBe('stored.pdf');
    // Issue 27 item 5: a capex forecast's PDF is the spec's capex variant.
    await port.downloadReport(3, 4, document, 'capex');
    // Issue 28 item 5: an assessment's PDF says isRca, and is not the capex variant.
    await port.downloadReport(3, 5, document, 'rca');
    expect(asked[0]).toEqual([
      '/fund/3/depreciationReports/2/downloadReport',
      { documentUId: document.documentUId, isCapex: false },
    ]);
    expect(asked[2]).toEqual([
      '/fund/3/depreciationReports/4/downloadReport',
      { documentUId: document.documentUId, isCapex: true },
    ]);
    expect(asked[3]).toEqual([
      '/fund/3/depreciationReports/5/downloadReport',
      { documentUId: document.documentUId, isCapex: false, isRca: true },
    ]);
  });

  it('a refused PDF download answers null with the reason', async () => {
    const { api } = recordingApi({}, {});
    const port = new HttpPortalPort({
      ...api,
      lastFailure: () => ({ status: 404, message: 'No document.' }),
    });
    expect(
      await port.downloadReport(3, 2, { documentUId: 'x', fileName: 'r.pdf' }, 'depreciation'),
    ).toBeNull();
    expect(port.lastFailure()).toEqual({ status: 404, message: 'No document.' });
  });

  it('New work (issue 15): portfolios, properties, staff and methods as lists, and the create call', async () => {
    const made = {
      depreciationReportId: 8,
      propertyId: 3,
      masterId: 'TD-3',
      reportName: '30 June 2027',
      earlierReports: 0,
    };
    const { api, calls } = recordingApi({
      'get /funds/4/portfolios': [{ portfolioId: 9 }],
      'get /portfolios/9/properties': [{ propertyId: 3 }],
      'get /users/staff': [{ userId: 1 }],
      'get /depreciationMethods': { odd: true },
      'post /portfolios/9/depreciationReports': made,
    });
    const port = new HttpPortalPort(api);
    expect(await port.portfolios(4)).toEqual([{ portfolioId: 9 }]);
    expect(await port.properties(9)).toEqual([{ propertyId: 3 }]);
    expect(await port.staff()).toEqual([{ userId: 1 }]);
    expect(await port.methods()).toBeNull();
    const body = {
      propertyId: 3,
      eofyReportDate: '2027-06-30',
      depreciationMethodId: 2,
      surveyorId: 1,
      checkerId: 2,
    };
    expect(await port.createReport(9, body)).toEqual(made);
    expect(calls.at(-1)).toEqual({
      method: 'post',
      path: '/portfolios/9/depreciationReports',
      body,
      params: undefined,
    });
  });

  it('New reinstatement cost assessment (issue 28): POST /portfolios/{portfolioId}/rcaReports with the body as given', async () => {
    const made = { rcaReportId: 91, reportName: 'Harbour Tower reinstatement cost assessment' };
    const { api, calls } = recordingApi({ 'post /portfolios/9/rcaReports': made });
    const port = new HttpPortalPort(api);
    const body = {
      propertyId: 3,
      reportName: 'Harbour Tower reinstatement cost assessment',
      assessmentDate: '2026-11-30',
      surveyorId: 1,
      checkerId: null,
    };
    expect(await port.createRcaReport(9, body)).toEqual(made);
    expect(calls).toEqual([{ method: 'post', path: '/portfolios/9/rcaReports', body, params: undefined }]);
  });

  it('a refused assessment answers null with the service’s reason (issue #10)', async () => {
    const refusal = { status: 404, message: 'No property 3 in portfolio 9.' };
    const { api } = recordingApi({}, { 'post /portfolios/9/rcaReports': refusal });
    const port = new HttpPortalPort(api);
    expect(await port.createRcaReport(9, { propertyId: 3, reportName: 'RCA' })).toBeNull();
    expect(port.lastFailure()).toEqual(refusal);
  });
});
