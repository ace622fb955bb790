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
});
