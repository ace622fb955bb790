import { describe, expect, it } from 'vitest';
import { HttpIncentiveWindowsPort } from './incentive-windows';
import { recordingApi } from './testing/recording-api';

const table = {
  version: 1,
  fileName: 'defaults of the release',
  loadedAt: null,
  loadedBy: null,
  windows: [],
};
const file = { fileName: 'budget.csv', text: 'id,kind\n' };

describe('HttpIncentiveWindowsPort', () => {
  it('reads the table in force and the loads, and sends a file to preview and to load', async () => {
    const { api, calls } = recordingApi({
      'get /incentiveWindows': table,
      'get /admin/incentive-windows/loads': [],
      'post /admin/incentive-windows/preview': { loadable: true },
      'post /admin/incentive-windows/load': { version: 2 },
    });
    const port = new HttpIncentiveWindowsPort(api);
    expect(await port.table()).toEqual(table);
    expect(await port.loads()).toEqual([]);
    expect(await port.preview(file)).toEqual({ loadable: true });
    expect(await port.load(file)).toEqual({ version: 2 });
    expect(calls.map((c) => [c.method, c.path, c.body])).toEqual([
      ['get', '/incentiveWindows', undefined],
      ['get', '/admin/incentive-windows/loads', undefined],
      ['post', '/admin/incentive-windows/preview', file],
      ['post', '/admin/incentive-windows/load', file],
    ]);
  });

  it('passes on the reason of a refused load (issue #10)', async () => {
    const refusal = { status: 422, message: 'The file is the table in force: it changes nothing.' };
    const { api } = recordingApi({}, { 'post /admin/incentive-windows/load': refusal });
    const port = new HttpIncentiveWindowsPort(api);
    expect(await port.load(file)).toBeNull();
    expect(port.lastFailure()).toEqual(refusal);
  });
});
