import type { ApiClient } from '@taxdep/domain/ports';
import { describe, expect, it } from 'vitest';
import { HttpRcaPort } from './rca';
import { recordingApi } from './testing/recording-api';

describe('HttpRcaPort (issue 28, domain/api/rca-calls.ts)', () => {
  it('makes each call on its path with its body and query, and says why one failed', async () => {
    const report = { rcaReportId: 9, buildings: [] };
    const { api, calls } = recordingApi(
      {
        'get /RcaReports/9': report,
        'put /RcaReports/9': { ...report, version: 2 },
        'get /RcaReports/9/assessment': { assessment: null, problem: 'Add a building to assess.' },
        'get /buildingRates': [{ rateId: '1' }],
      },
      { 'get /RcaReports/10': { status: 404, message: 'No such assessment.' } },
    );
    const port = new HttpRcaPort(api);
    await expect(port.report(9)).resolves.toBe(report);
    const save = { reportName: 'RCA', version: 1 } as never;
    await expect(port.save(9, save)).resolves.toEqual({ ...report, version: 2 });
    await expect(port.assessment(9)).resolves.toMatchObject({ problem: 'Add a building to assess.' });
    await expect(port.buildingRates('2026-07-01')).resolves.toEqual([{ rateId: '1' }]);
    expect(port.lastFailure()).toBeNull();
    await expect(port.report(10)).resolves.toBeNull();
    expect(port.lastFailure()).toEqual({ status: 404, message: 'No such assessment.' });
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'get /RcaReports/9',
      'put /RcaReports/9',
      'get /RcaReports/9/assessment',
      'get /buildingRates',
      'get /RcaReports/10',
    ]);
    expect(calls[1]?.body).toBe(save);
    expect(calls[3]?.params).toEqual({ asOf: '2026-07-01' });
  });

  it('downloads the build-up CSV and the workbook (issue 28 item 5) under the service’s file name', async () => {
    const { api } = recordingApi();
    const asked: unknown[] = [];
    const blob = new Blob(['\uFEFFBuilding,Line,Formula,Amount\r\n'], { type: 'text/csv' });
    let fileName: string | null = 'Harbour Tower RCA - build-up.csv';
    let refused = false;
    const client: ApiClient = {
      ...api,
      async download(path) {
        asked.push(path);
        return refused ? null : { blob, fileName };
      },
      lastFailure: () => (refused ? { status: 404, message: 'No such assessment.' } : null),
    };
    const port = new HttpRcaPort(client);
    expect(await port.exportCsv(9)).toEqual({ blob, fileName: 'Harbour Tower RCA - build-up.csv' });
    // A proxy that drops Content-Disposition: still a .csv or .xlsx named after what it is.
    fileName = null;
    expect((await port.exportCsv(9))?.fileName).toBe('rca-9-build-up.csv');
    expect((await port.exportWorkbook(9))?.fileName).toBe('rca-9.xlsx');
    expect(asked).toEqual([
      '/RcaReports/9/exportCsv',
      '/RcaReports/9/exportCsv',
      '/RcaReports/9/exportWorkbook',
    ]);
    refused = true;
    expect(await port.exportWorkbook(9)).toBeNull();
    expect(port.lastFailure()).toEqual({ status: 404, message: 'No such assessment.' });
  });
});
