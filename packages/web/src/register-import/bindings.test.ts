import type { ApiClient } from '@taxdep/domain/ports';
import { Container } from 'inversify';
import { describe, expect, it } from 'vitest';
import { TYPES } from '../identifiers';
import { REGISTER_TYPES, type RegisterStore } from '../register';
import { bindRegister } from '../register/bindings';
import { makeRegisterReport } from '../register/testing/fake-port';
import { REGISTER_TRANSFER_TYPES } from './identifiers';
import type { ImportStaging } from './store/ImportStaging';
import type { RegisterExport } from './store/RegisterExport';
import { csvFile, csvRow, HEADER } from './testing/fakes';

/** An ApiClient answering the upload with the count sent, and recording the paths asked. */
function fakeApi(paths: string[]): ApiClient {
  return {
    async get() {
      return null;
    },
    async post<T>(path: string, body?: unknown) {
      paths.push(`POST ${path}`);
      if (!path.endsWith('/uploadModelAssets')) return null;
      const { rows, uploadId } = body as { rows: unknown[]; uploadId: string };
      const unknownCodes = { taxCodes: [], categories: [], methods: [] };
      return { uploadId, uploadedCount: rows.length, invalidCount: 0, flaggedCount: 0, unknownCodes } as T;
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

describe('bindRegister: Import and Export Assets', () => {
  it('binds the stores over the papaparse reader and the HTTP ports, on the tab’s RegisterStore', async () => {
    const paths: string[] = [];
    const container = new Container({ defaultScope: 'Singleton' });
    container.bind(TYPES.ApiClient).toConstantValue(fakeApi(paths));
    bindRegister(container);
    const staging = container.get<ImportStaging>(REGISTER_TRANSFER_TYPES.ImportStaging);
    expect(container.get(REGISTER_TRANSFER_TYPES.ImportStaging)).toBe(staging);
    expect(container.get<RegisterExport>(REGISTER_TRANSFER_TYPES.RegisterExport).downloading).toBeNull();
    // Before the tab opens a report, nothing may be imported (RegisterStore.readOnly is true without a report).
    expect(staging.available).toBe(false);
    await container.get<RegisterStore>(REGISTER_TYPES.RegisterStore).open(makeRegisterReport());
    expect(staging.available).toBe(true);
    await staging.chooseFile(csvFile('register.csv', [HEADER, csvRow(1), csvRow(2, false)]));
    expect(staging.staged?.rowCount).toBe(2);
    expect(staging.staged?.invalidCount).toBe(1);
    expect(staging.staged?.uploadId).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    await staging.confirm();
    expect(paths).toContain('POST /depreciationReports/7/uploadModelAssets');
    expect(staging.staged).toBeNull();
  });
});
