import type { AssetListRequest } from '@taxdep/domain/ports';
import { assetFixture, demolitionFixture } from '@taxdep/domain/testing';
import { describe, expect, it } from 'vitest';
import { HttpAssetRegisterPort } from './register';
import { recordingApi } from './testing/recording-api';

function fakeApi(answers: Record<string, unknown> = {}) {
  const { api, calls } = recordingApi(answers);
  return { api, calls, port: new HttpAssetRegisterPort(api) };
}

const request: AssetListRequest = {
  searchValue: 'air',
  filterValues: ['ATO-1'],
  pageNo: 2,
  pageSize: 50,
  sortBy: 'id',
  order: 'ASC',
  alerts: true,
  demolition: false,
};
const page = { modelAssets: [{ id: 1 }], totalPages: 1, totalRecords: 1 };

describe('HttpAssetRegisterPort: lists', () => {
  it('POST /depreciationReports/{id}/modelAssets/all with the list body', async () => {
    const { port, calls } = fakeApi({ 'post /depreciationReports/9/modelAssets/all': page });
    expect(await port.listAssets(9, request)).toEqual(page);
    expect(calls).toEqual([
      { method: 'post', path: '/depreciationReports/9/modelAssets/all', body: request, params: undefined },
    ]);
  });

  it('POST .../abandonment-assets/all with the same body', async () => {
    const { port, calls } = fakeApi({ 'post /depreciationReports/9/abandonment-assets/all': page });
    expect(await port.listAbandonmentAssets(9, request)).toEqual(page);
    expect(calls[0]?.body).toEqual(request);
  });

  it('a list answer without rows, or a failure, answers null (docs/product/rules.md#messages-and-errors)', async () => {
    const { port } = fakeApi({ 'post /depreciationReports/9/modelAssets/all': { totalPages: 0 } });
    expect(await port.listAssets(9, request)).toBeNull();
    expect(await port.listAbandonmentAssets(9, request)).toBeNull();
  });

  it('GET the tax codes of the filter, the categories, methods and suggestions', async () => {
    const { port, calls } = fakeApi({
      'get /depreciationReports/9/modelAssets/all/assetcodes': ['A', 'B'],
      'get /depreciationCategories': [{ id: 1, code: '40', description: 'Plant' }],
      'get /depreciationMethods': { not: 'a list' },
      'get /assets/all': [{ id: 3, assetCode: 'ATO-0003' }],
    });
    expect(await port.getAssetCodes(9)).toEqual(['A', 'B']);
    expect(await port.getCategories()).toHaveLength(1);
    expect(await port.getMethods()).toBeNull();
    expect(await port.searchTaxCodes('ATO')).toHaveLength(1);
    expect(calls.at(-1)).toEqual({ method: 'get', path: '/assets/all', params: { searchValue: 'ATO' } });
  });
});

describe('HttpAssetRegisterPort: writes', () => {
  it('POST /depreciationReports/modelAssets answers the saved asset', async () => {
    const { port, calls } = fakeApi({ 'post /depreciationReports/modelAssets': { id: 5 } });
    const asset = { description: 'Lift' } as never;
    expect(await port.saveAsset(asset)).toEqual({ id: 5 });
    expect(calls[0]?.body).toBe(asset);
  });

  it('a save with a base sends only the changed fields and their base (issue 26 item 7)', async () => {
    const { port, calls } = fakeApi({ 'post /depreciationReports/modelAssets': { id: 5 } });
    const base = assetFixture({ assetDemolitions: [demolitionFixture()], depreciationRate: 16.6667 });
    await port.saveAsset({ ...base, location: 'Level 9' }, base);
    expect(calls[0]?.body).toEqual({
      id: base.id,
      depreciationReportId: base.depreciationReportId,
      location: 'Level 9',
      base: { location: base.location },
    });
  });

  it('a refused save answers null and passes on the ApiClient’s reason (issue #10)', async () => {
    const refusal = { status: 409, message: 'Asset 5 is read-only; nothing was changed.' };
    const { api } = recordingApi({}, { 'post /depreciationReports/modelAssets': refusal });
    const port = new HttpAssetRegisterPort(api);
    expect(await port.saveAsset({ description: 'Lift' } as never)).toBeNull();
    expect(port.lastFailure()).toEqual(refusal);
    expect(await port.deleteAssets(9, [5])).toBe(false);
    expect(port.lastFailure()).toBeNull();
  });

  it('deletes the selection and all assets; an empty answer is a failure', async () => {
    const { port, calls } = fakeApi({ 'post /depreciationReports/9/modelAssets/deleteAll': { deleted: 2 } });
    expect(await port.deleteAssets(9, [1, 2])).toBe(true);
    expect(calls[0]?.body).toEqual({ ids: [1, 2] });
    expect(await port.deleteAllAssets(9)).toBe(false);
    expect(calls[1]).toEqual({ method: 'delete', path: '/depreciationReports/modelAssets/all/9' });
  });

  it('POST /depreciationRate', async () => {
    const { port, calls } = fakeApi({
      'post /depreciationRate': { depreciationRate: 20, effectiveLife: 10 },
    });
    const body = {
      invoiceDate: '2024-01-01',
      depreciationCommencementDate: null,
      depreciationCategory: { id: 1, code: '40' },
      depreciationMethod: { id: 2, code: 'DV' },
      assetCode: 'ATO-1',
    };
    expect(await port.getDepreciationRate(body)).toEqual({ depreciationRate: 20, effectiveLife: 10 });
    expect(calls[0]?.body).toEqual(body);
  });

  it('saves and deletes demolitions, answering the asset’s demolitions with their figures', async () => {
    const saved = { id: 4, assetDemolitions: [{ id: 4 }] };
    const deleted = { id: 4, deleted: true, modelAssetId: 1, assetDemolitions: [] };
    const { port, calls } = fakeApi({
      'post /depreciationReports/modelAssets/demolitionDates': saved,
      'delete /depreciationReports/9/modelAssets/assetDemolitions/4': deleted,
    });
    const body = { modelAsset: { id: 1, depreciationReportId: 9 }, demoDate: null, rate: null };
    expect(await port.saveDemolition(body)).toEqual(saved);
    expect(await port.deleteDemolition(9, 4)).toEqual(deleted);
    expect(calls.map((c) => c.path)).toEqual([
      '/depreciationReports/modelAssets/demolitionDates',
      '/depreciationReports/9/modelAssets/assetDemolitions/4',
    ]);
  });

  it('reads and saves the output columns', async () => {
    const flags = [{ columnIdentifier: 'fundCodeFlag' as const, display: false }];
    const { port, calls } = fakeApi({
      'get /depreciation-reports/9/model-asset-display-flags': {
        depreciationReportId: 9,
        fundCodeFlag: false,
        columns: flags,
      },
      'post /depreciation-reports/model-asset-display-flags': flags,
    });
    expect(await port.getOutputColumns(9)).toEqual(flags);
    expect(await port.saveOutputColumns(9, flags)).toBe(true);
    expect(calls[1]?.body).toEqual({ depreciationReportId: 9, columns: flags });
  });
});

describe('HttpAssetRegisterPort: labels and copy', () => {
  it('reads the label list out of {abandonmentLabel}', async () => {
    const labels = [{ id: 1, label: 'Fit-out', depreciationReportId: 9 }];
    const { port } = fakeApi({
      'get /depreciationReports/9/abandonment-label': { abandonmentLabel: labels },
    });
    expect(await port.getLabels(9)).toEqual(labels);
  });

  it('saves labels (the contract answers the list wrapped), and deletes one', async () => {
    const labels = [{ id: 1, label: 'Fit-out', depreciationReportId: 9 }];
    const { port, calls } = fakeApi({
      'post /depreciationReports/abandonment-label': { abandonmentLabel: labels },
      'delete /depreciationReports/abandonment-label/1': { id: 1, deleted: true, unlinkedAssets: 0 },
    });
    expect(await port.saveLabels([{ label: 'Fit-out', depreciationReportId: 9 }])).toEqual(labels);
    expect(calls[0]?.body).toEqual([{ label: 'Fit-out', depreciationReportId: 9 }]);
    expect(await port.deleteLabel(1)).toBe(true);
    // A bare list is not what the service declares (packages/domain/src/api/calls.ts): no usable data (docs/product/rules.md#messages-and-errors).
    const plain = fakeApi({ 'post /depreciationReports/abandonment-label': labels });
    expect(await plain.port.saveLabels(labels)).toBeNull();
  });

  it('answers the mapping text, and null for anything not text', async () => {
    const path = 'post /depreciationReports/modelAssets/model-abandonment-label';
    const body = { modelAssetId: 1, abandonmentLabelId: 2, assetCode: 'ATO-1' };
    const ok = fakeApi({ [path]: 'Successfully Mapped' });
    expect(await ok.port.mapLabel(body)).toBe('Successfully Mapped');
    expect(ok.calls[0]?.body).toEqual(body);
    expect(await fakeApi({ [path]: { error: 1 } }).port.mapLabel(body)).toBeNull();
  });

  it('lists previous registers and copies one', async () => {
    const { port, calls } = fakeApi({
      'get /depreciationReports/9/previousAssetRegisters': [{ id: 3, numberOfAssets: 4 }],
      'post /depreciationReports/9/copyAssetRegister': { copiedAssets: 4 },
    });
    expect(await port.getPreviousRegisters(9)).toHaveLength(1);
    expect(await port.copyRegister(9, 3)).toEqual({ copiedAssets: 4 });
    expect(calls[1]?.body).toEqual({ sourceReportId: 3 });
    expect(await fakeApi().port.copyRegister(9, 3)).toBeNull();
  });
});
