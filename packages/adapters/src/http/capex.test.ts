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
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'get /CapexReports/4',
      'post /CapexReports/4/items/delete',
      'put /CapexReports/4/items',
      'get /CapexReports/4/forecast',
      'get /CapexReports/4/registerItems',
    ]);
    expect(calls[1]?.body).toEqual({ itemIds: ['7', '8'] });
    expect(calls[2]?.body).toEqual({ items: [] });
  });
});
