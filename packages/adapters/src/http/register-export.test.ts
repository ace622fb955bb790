import type { ApiClient } from '@taxdep/domain/ports';
import { describe, expect, it } from 'vitest';
import { HttpRegisterExportPort } from './register-export';
import { recordingApi } from './testing/recording-api';

type Params = Parameters<ApiClient['download']>[1];

/** The recording ApiClient with a download that records its path and answers `file` (null: a failure). */
function downloadingApi(fileName: string | null, failed = false) {
  const { api } = recordingApi();
  const downloads: { path: string; params: Params }[] = [];
  const blob = new Blob(['\uFEFFATO Code\r\n'], { type: 'text/csv' });
  const client: ApiClient = {
    ...api,
    async download(path, params) {
      downloads.push({ path, params });
      return failed ? null : { blob, fileName };
    },
    lastFailure: () => (failed ? { status: 409, message: 'The report has no EOFY report date.' } : null),
  };
  return { client, downloads, blob };
}

describe('HttpRegisterExportPort (docs/api.md "Exports")', () => {
  it('downloads each export from its call, with the name of Content-Disposition', async () => {
    const { client, downloads, blob } = downloadingApi('asset-register-7-2026-11-26.csv');
    const port = new HttpRegisterExportPort(client);
    expect(await port.download(7, { kind: 'standard' })).toEqual({
      blob,
      fileName: 'asset-register-7-2026-11-26.csv',
    });
    await port.download(7, { kind: 'importable' });
    await port.download(7, { kind: 'template' });
    await port.download(7, { kind: 'schedule', format: 'xero' });
    await port.download(7, { kind: 'schedule', format: 'handitaxpool', financialYear: 2024 });
    await port.download(7, { kind: 'workbook' });
    await port.download(7, { kind: 'workbook', ownerId: 12 });
    expect(downloads).toEqual([
      { path: '/depreciationReports/7/exportModelAssets', params: undefined },
      { path: '/depreciationReports/7/exportImportableModelAssets', params: undefined },
      { path: '/depreciationReports/7/downloadstaticfile', params: undefined },
      { path: '/depreciationReports/7/exportSchedule', params: { format: 'xero' } },
      {
        path: '/depreciationReports/7/exportSchedule',
        params: { format: 'handitaxpool', financialYear: 2024 },
      },
      { path: '/depreciationReports/7/exportWorkbook', params: undefined },
      { path: '/depreciationReports/7/exportWorkbook', params: { ownerId: 12 } },
    ]);
  });

  it('names a file whose answer named none after what it is, still a .csv or .xlsx', async () => {
    const port = new HttpRegisterExportPort(downloadingApi(null).client);
    expect((await port.download(7, { kind: 'importable' }))?.fileName).toBe('asset-register-import-7.csv');
    expect((await port.download(7, { kind: 'schedule', format: 'classsuper' }))?.fileName).toBe(
      'schedule-classsuper-7.csv',
    );
    expect((await port.download(7, { kind: 'workbook' }))?.fileName).toBe('schedule-7.xlsx');
  });

  it('a failure answers null with the ApiClient’s reason (issue #10)', async () => {
    const port = new HttpRegisterExportPort(downloadingApi('x.csv', true).client);
    expect(await port.download(7, { kind: 'schedule', format: 'handitax' })).toBeNull();
    expect(port.lastFailure()).toEqual({ status: 409, message: 'The report has no EOFY report date.' });
  });
});
