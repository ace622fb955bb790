import type { ReportUpdate } from '@taxdep/domain';
import { describe, expect, it } from 'vitest';
import { HttpReportsPort } from './reports';
import { recordingApi } from './testing/recording-api';

function fakeApi(answers: Record<string, unknown> = {}) {
  return recordingApi(answers);
}

const update = { depreciationReportId: 5, statusId: 1 } as ReportUpdate;

describe('HttpReportsPort', () => {
  it('GET /depreciationReports/{id}', async () => {
    const { api, calls } = fakeApi({ 'get /depreciationReports/5': { depreciationReportId: 5 } });
    const report = await new HttpReportsPort(api).getReport(5);
    expect(report).toEqual({ depreciationReportId: 5 });
    expect(calls).toEqual([{ method: 'get', path: '/depreciationReports/5', params: undefined }]);
  });

  it('a failed report load answers null', async () => {
    const { api } = fakeApi();
    expect(await new HttpReportsPort(api).getReport(5)).toBeNull();
  });

  it('PUT /depreciationReport with the whole body, answering the saved report', async () => {
    const { api, calls } = fakeApi({ 'put /depreciationReport': { depreciationReportId: 5 } });
    expect(await new HttpReportsPort(api).updateReport(update)).toEqual({ depreciationReportId: 5 });
    expect(calls).toEqual([{ method: 'put', path: '/depreciationReport', body: update }]);
  });

  it('a refused or empty PUT answer is a failed save (docs/product/rules.md#messages-and-errors)', async () => {
    const { api } = fakeApi();
    expect(await new HttpReportsPort(api).updateReport(update)).toBeNull();
  });

  it('a refused PUT answers null and passes on the ApiClient’s reason (issue #10)', async () => {
    const refusal = { status: 409, message: 'Report 5 is read-only (its status is Completed).' };
    const { api } = recordingApi({}, { 'put /depreciationReport': refusal });
    const port = new HttpReportsPort(api);
    expect(await port.updateReport(update)).toBeNull();
    expect(port.lastFailure()).toEqual(refusal);
  });

  it('GET /depreciationReports/depreciationStatus/all', async () => {
    const statuses = [{ id: 1, status: 'In Progress' }];
    const { api, calls } = fakeApi({ 'get /depreciationReports/depreciationStatus/all': statuses });
    expect(await new HttpReportsPort(api).getStatuses()).toEqual(statuses);
    expect(calls[0]?.path).toBe('/depreciationReports/depreciationStatus/all');
  });

  it('GET /depreciationMethods', async () => {
    const methods = [{ id: 1, description: 'Prime Cost', code: 'PC' }];
    const { api, calls } = fakeApi({ 'get /depreciationMethods': methods });
    expect(await new HttpReportsPort(api).getMethods()).toEqual(methods);
    expect(calls[0]?.path).toBe('/depreciationMethods');
  });

  it('a list call answering something other than a list answers null', async () => {
    const { api } = fakeApi({ 'get /depreciationMethods': { message: 'odd' } });
    expect(await new HttpReportsPort(api).getMethods()).toBeNull();
  });

  it('GET /users/all?searchValue= for the checker suggestions', async () => {
    const users = [{ userId: 3, firstname: 'Alex', lastname: 'Brown' }];
    const { api, calls } = fakeApi({ 'get /users/all': users });
    expect(await new HttpReportsPort(api).searchCheckers('Ale')).toEqual(users);
    expect(calls).toEqual([{ method: 'get', path: '/users/all', params: { searchValue: 'Ale' } }]);
  });

  it('a failed checker search answers null', async () => {
    const { api } = fakeApi();
    expect(await new HttpReportsPort(api).searchCheckers('Ale')).toBeNull();
  });
});
