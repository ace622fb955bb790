import { describe, expect, it } from 'vitest';
import { HttpBuildingRatesPort } from './building-rates';
import { recordingApi } from './testing/recording-api';

const rate = {
  rateId: 4,
  loadId: 2,
  buildingType: 'Office, 4–7 storeys',
  location: 'Sydney CBD',
  rateCentsPerM2: 345_000,
  pricedOn: '2026-07-01',
  source: 'Rawlinsons 2026',
};
const file = {
  fileName: 'rates-2026.csv',
  text: 'building_type,location,rate_per_m2,priced_on,source\nOffice,Sydney CBD,3450,2026-07-01,Rawlinsons 2026\n',
};

describe('HttpBuildingRatesPort (issue 28 item 3)', () => {
  it('reads every rate without asOf, the rates in force with it, and the loads', async () => {
    const { api, calls } = recordingApi({
      'get /buildingRates': [rate],
      'get /admin/building-rates/loads': [],
    });
    const port = new HttpBuildingRatesPort(api);
    expect(await port.rates()).toEqual([rate]);
    expect(await port.rates({ asOf: '2026-11-30' })).toEqual([rate]);
    expect(await port.loads()).toEqual([]);
    expect(calls).toEqual([
      { method: 'get', path: '/buildingRates', params: {} },
      { method: 'get', path: '/buildingRates', params: { asOf: '2026-11-30' } },
      { method: 'get', path: '/admin/building-rates/loads', params: undefined },
    ]);
  });

  it('sends the file as it was read to preview and to load', async () => {
    const { api, calls } = recordingApi({
      'post /admin/building-rates/preview': { loadable: true, loadId: null },
      'post /admin/building-rates/load': { loadable: true, loadId: 3 },
    });
    const port = new HttpBuildingRatesPort(api);
    expect(await port.preview(file)).toEqual({ loadable: true, loadId: null });
    expect(await port.load(file)).toEqual({ loadable: true, loadId: 3 });
    expect(calls.map((c) => [c.method, c.path, c.body])).toEqual([
      ['post', '/admin/building-rates/preview', file],
      ['post', '/admin/building-rates/load', file],
    ]);
  });

  it('answers null for an answer that is not a list, and passes on a refusal’s reason (issue #10)', async () => {
    const refusal = { status: 422, message: 'Line 3 conflicts with the rate held for Office, Sydney CBD.' };
    const { api } = recordingApi(
      { 'get /buildingRates': { odd: true } },
      { 'post /admin/building-rates/load': refusal },
    );
    const port = new HttpBuildingRatesPort(api);
    expect(await port.rates()).toBeNull();
    expect(await port.load(file)).toBeNull();
    expect(port.lastFailure()).toEqual(refusal);
  });
});
