import type { ApiClient } from '@taxdep/domain/ports';
import { describe, expect, it } from 'vitest';
import { HttpCapexPort } from './capex';
import { recordingApi } from './testing/recording-api';

describe('HttpCapexPort (issue 27, domain/api/capex-calls.ts)', () => {
  it('makes each call on its path with its body, and says why one failed', async () => {
    const report = { capexReportId: 4, items: [] };
    const { api, calls } = recordingApi(
      {
        'get /CapexReports/4': report,
        'post /CapexReports/4/items/delete': { deleted: 2 },
        'put /CapexReports/4/items': { items: [] },
        'get /CapexReports/4/taxEffect': { method: 'DV' },
      },
      { 'get /CapexReports/4/forecast': { status: 404, message: 'No such forecast.' } },
    );
    const port = new HttpCapexPort(api);
    await expect(port.report(4)).resolves.toBe(report);
    await expect(port.deleteItems(4, ['7', '8'])).resolves.toBe(2);
    await expect(port.saveItems(4, [])).resolves.toEqual({ items: [] });
    expect(port.lastFailure()).toBeNull();
    await expect(port.forecast(4)).resolves.toBeNull();
    expect(port.lastFailure()).toEqual({ status: 404, message: 'No such forecast.' });
    await port.registerItems(4);
    await expect(port.taxEffect(4)).resolves.toEqual({ method: 'DV' });
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'get /CapexReports/4',
      'post /CapexReports/4/items/delete',
      'put /CapexReports/4/items',
      'get /CapexReports/4/forecast',
      'get /CapexReports/4/registerItems',
      'get /CapexReports/4/taxEffect',
    ]);
    expect(calls[1]?.body).toEqual({ itemIds: ['7', '8'] });
    expect(calls[2]?.body).toEqual({ items: [] });
  });

  it('downloads the CSV of each table and the workbook (issue 27 item 5) under the service’s file name', async () => {
    const { api } = recordingApi();
    const asked: unknown[][] = [];
    const blob = new Blob(['\uFEFFElement,FY2026\r\n'], { type: 'text/csv' });
    let fileName: string | null = 'Harbour Tower capex forecast - matrix.csv';
    let refused = false;
    const client: ApiClient = {
      ...api,
      async download(path, params) {
        asked.push([path, params]);
        return refused ? null : { blob, fileName };
      },
      lastFailure: () => (refused ? { status: 404, message: 'No such forecast.' } : null),
    };
    const port = new HttpCapexPort(client);
    expect(await port.exportCsv(4, 'matrix')).toEqual({
      blob,
      fileName: 'Harbour Tower capex forecast - matrix.csv',
    });
    // A proxy that drops Content-Disposition: still a .csv or .xlsx named after what it is.
    fileName = null;
    expect((await port.exportCsv(4, 'replacements'))?.fileName).toBe('capex-4-replacements.csv');
    expect((await port.exportWorkbook(4))?.fileName).toBe('capex-4.xlsx');
    expect(asked).toEqual([
      ['/CapexReports/4/exportCsv', { table: 'matrix' }],
      ['/CapexReports/4/exportCsv', { table: 'replacements' }],
      ['/CapexReports/4/exportWorkbook', undefined],
    ]);
    refused = true;
    expect(await port.exportCsv(4, 'items')).toBeNull();
    expect(port.lastFailure()).toEqual({ status: 404, message: 'No such forecast.' });
  });
});
