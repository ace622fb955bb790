import type { ApiClient } from '@taxdep/domain/ports';
import { describe, expect, it } from 'vitest';
import { callApi } from './contract-call';

function recordingApi() {
  const calls: { method: string; path: string; body?: unknown; params?: unknown }[] = [];
  const record = (call: (typeof calls)[number]) => {
    calls.push(call);
    return Promise.resolve(call.method);
  };
  const api = {
    get: (path: string, params?: unknown) => record({ method: 'get', path, params }),
    post: (path: string, body?: unknown, params?: unknown) => record({ method: 'post', path, body, params }),
    put: (path: string, body?: unknown) => record({ method: 'put', path, body }),
    delete: (path: string) => record({ method: 'delete', path }),
  } as unknown as ApiClient;
  return { api, calls };
}

describe('callApi', () => {
  it('fills the path parameters of the declared path and sends query and body as declared', async () => {
    const { api, calls } = recordingApi();
    await callApi(api, 'DELETE /depreciationReports/{id}/modelAssets/assetDemolitions/{demolitionId}', {
      params: { id: 4, demolitionId: 17 },
    });
    await callApi(api, 'GET /users/all', { query: { searchValue: 'chr is' } });
    await callApi(api, 'POST /depreciationReports/{id}/copyAssetRegister', {
      params: { id: 1 },
      body: { sourceReportId: 2 },
    });
    await callApi(api, 'PUT /users/policyaccepted', { query: { userId: 3 } });
    await callApi(api, 'GET /depreciationMethods');
    expect(calls).toEqual([
      { method: 'delete', path: '/depreciationReports/4/modelAssets/assetDemolitions/17' },
      { method: 'get', path: '/users/all', params: { searchValue: 'chr is' } },
      { method: 'post', path: '/depreciationReports/1/copyAssetRegister', body: { sourceReportId: 2 } },
      { method: 'put', path: '/users/policyaccepted?userId=3' },
      { method: 'get', path: '/depreciationMethods' },
    ]);
  });
});
