import { describe, expect, it } from 'vitest';
import { HttpCalculationsPort } from './calculations';
import { recordingApi } from './testing/recording-api';

const explanation = {
  assetId: 12,
  financialYear: 2025,
  steps: [],
  events: [],
  figures: {},
  derivation: {},
};
const comparison = {
  currentFinancialYear: 2025,
  primeCost: { method: 'PC', perFinancialYear: [] },
  diminishingValue: { method: 'DV', perFinancialYear: [] },
};

describe('HttpCalculationsPort: the explanation and the method comparison (issue 12)', () => {
  it('GET …/calculations/{assetId}/explanation and …/methodComparison', async () => {
    const { api, calls } = recordingApi({
      'get /depreciationReports/9/calculations/12/explanation': explanation,
      'get /depreciationReports/9/methodComparison': comparison,
    });
    const port = new HttpCalculationsPort(api);
    expect(await port.explainAssetYear(9, 12)).toEqual(explanation);
    expect(calls[0]).toEqual({
      method: 'get',
      path: '/depreciationReports/9/calculations/12/explanation',
      params: {},
    });
    await port.explainAssetYear(9, 12, 2027);
    expect(calls[1]?.params).toEqual({ financialYear: 2027 });
    expect(await port.getMethodComparison(9)).toEqual(comparison);
  });

  it('an answer without its steps or years, or a refusal, answers null with the reason (issue #10)', async () => {
    const refusal = { status: 404, message: 'Asset 12 has no figures: the tax engine cannot calculate it.' };
    const { api } = recordingApi(
      { 'get /depreciationReports/9/methodComparison': { currentFinancialYear: 2025 } },
      { 'get /depreciationReports/9/calculations/12/explanation': refusal },
    );
    const port = new HttpCalculationsPort(api);
    expect(await port.getMethodComparison(9)).toBeNull();
    expect(port.lastFailure()).toBeNull();
    expect(await port.explainAssetYear(9, 12)).toBeNull();
    expect(port.lastFailure()).toEqual(refusal);
  });
});
