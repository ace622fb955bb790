import type { ApiClient } from '@taxdep/domain/ports';
import { Container } from 'inversify';
import { describe, expect, it } from 'vitest';
import { TYPES } from '../identifiers';
import { bindRegister } from './bindings';
import { REGISTER_TYPES } from './identifiers';
import type { RegisterStore } from './store/RegisterStore';
import { MemorySession, makeAsset, makeRegisterReport } from './testing/fake-port';

/** An ApiClient that answers the register list call only and records the paths asked. */
function fakeApi(paths: string[]): ApiClient {
  return {
    async get(path) {
      paths.push(`GET ${path}`);
      return null;
    },
    async post<T>(path: string) {
      paths.push(`POST ${path}`);
      return (
        path.endsWith('/modelAssets/all')
          ? { modelAssets: [makeAsset(1)], totalPages: 1, totalRecords: 1 }
          : null
      ) as T | null;
    },
    async put() {
      return null;
    },
    async delete() {
      return null;
    },
    async download() {
      return null;
    },
    lastFailure() {
      return null;
    },
  };
}

describe('bindRegister', () => {
  it('binds the store over the HTTP port and the shell session store', async () => {
    const paths: string[] = [];
    const session = new MemorySession();
    session.set('pageSize', '200');
    const container = new Container({ defaultScope: 'Singleton' });
    container.bind(TYPES.ApiClient).toConstantValue(fakeApi(paths));
    container.bind(TYPES.SessionStorage).toConstantValue(session);
    bindRegister(container);
    const store = container.get<RegisterStore>(REGISTER_TYPES.RegisterStore);
    expect(container.get(REGISTER_TYPES.RegisterStore)).toBe(store);
    expect(store.pageSize).toBe(200);
    await store.open(makeRegisterReport());
    expect(store.rows.map((row) => row.id)).toEqual([1]);
    expect(paths).toContain('POST /depreciationReports/7/modelAssets/all');
    expect(paths).toContain('GET /depreciation-reports/7/model-asset-display-flags');
  });

  it('falls back to the browser session storage without the shell', () => {
    window.sessionStorage.setItem('pageSize', '25');
    const container = new Container();
    container.bind(TYPES.ApiClient).toConstantValue(fakeApi([]));
    bindRegister(container);
    expect(container.get<RegisterStore>(REGISTER_TYPES.RegisterStore).pageSize).toBe(25);
    window.sessionStorage.clear();
  });
});
