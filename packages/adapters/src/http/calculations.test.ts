import type { CalculationsBody } from '@taxdep/domain';
import { describe, expect, it } from 'vitest';
import { HttpCalculationsPort } from './calculations';
import { recordingApi } from './testing/recording-api';

const request: CalculationsBody = {
  searchValue: 'oven',
  pageNo: 2,
  pageSize: 25,
  sortBy: 'id',
  order: 'ASC',
};
const page = {
  modelAssetCalcParams: [],
  totalPages: 0,
  totalRecords: 0,
  calcFYStartDate: '2024-07-01',
  calcFYEndDate: '2025-06-30',
};
const view = {
  category: '40',
  financialYears: [2024, 2025, 2026, 2027, 2028, 2029],
  categoryAsset: [],
  categoryAssetAsPerIndustryForTableA: [],
  balance: [],
  balanceSummaryTaxFlow: [],
  additionalAllowancesSummaryTaxFlow: null,
  totalSummaryTaxFlow: null,
};

describe('HttpCalculationsPort (docs/product/calls.md)', () => {
  it('POST …/calculations with the search, paging and sort, and calculations: true', async () => {
    const { api, calls } = recordingApi({ 'post /depreciationReports/9/calculations': page });
    expect(await new HttpCalculationsPort(api).listCalculations(9, request)).toEqual(page);
    expect(calls).toEqual([
      {
        method: 'post',
        path: '/depreciationReports/9/calculations',
        body: { ...request, calculations: true },
        params: undefined,
      },
    ]);
  });

  it('GET …/categoryReport?category= and …/summary, with the page of asset lines asked for', async () => {
    const summary = { eofyReportDate: '2025-06-30', categoryWiseAssetForSummaryTab: [], total: {} };
    const { api, calls } = recordingApi({
      'get /depreciationReports/9/categoryReport': view,
      'get /depreciationReports/9/summary': summary,
    });
    const port = new HttpCalculationsPort(api);
    expect(await port.getCategoryReport(9, '40')).toEqual(view);
    expect(calls[0]).toEqual({
      method: 'get',
      path: '/depreciationReports/9/categoryReport',
      params: { category: '40' },
    });
    expect(await port.getSummary(9)).toEqual(summary);
    expect(await port.getCategoryReport(9, 'L', { pageNo: 3, pageSize: 100 })).toEqual(view);
    expect(await port.getSummary(9, { pageNo: 2, pageSize: 25 })).toEqual(summary);
    expect(calls.slice(2).map((c) => c.params)).toEqual([
      { category: 'L', pageNo: 3, pageSize: 100 },
      { pageNo: 2, pageSize: 25 },
    ]);
  });

  it('an answer without its lists, or a refusal, answers null with the reason (issue #10)', async () => {
    const refusal = { status: 404, message: 'Report 9 does not exist.' };
    const { api } = recordingApi(
      {
        'post /depreciationReports/9/calculations': { totalRecords: 3 },
        'get /depreciationReports/9/summary': { eofyReportDate: '2025-06-30' },
      },
      { 'get /depreciationReports/9/categoryReport': refusal },
    );
    const port = new HttpCalculationsPort(api);
    expect(await port.listCalculations(9, request)).toBeNull();
    expect(port.lastFailure()).toBeNull();
    expect(await port.getSummary(9)).toBeNull();
    expect(await port.getCategoryReport(9, 'IA')).toBeNull();
    expect(port.lastFailure()).toEqual(refusal);
  });
});
