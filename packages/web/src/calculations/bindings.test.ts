import type { ApiClient } from '@taxdep/domain/ports';
import { Container } from 'inversify';
import { describe, expect, it } from 'vitest';
import type { DeductionsStore } from '../deductions';
import { FIGURES_TYPES } from '../figures/identifiers';
import { TYPES } from '../identifiers';
import { makeRegisterReport } from '../register/testing/fake-port';
import type { SummaryStore } from '../summary';
import { bindCalculations } from './bindings';
import type { CalculationsStore } from './CalculationsStore';
import { makeCalculationRow } from './testing/fake-port';
import { deductionAnswer, summaryAnswer } from './testing/fixtures';

/** An ApiClient answering the three tabs' calls of report 7, recording what was asked. */
function fakeApi(asked: string[]): ApiClient {
  const answers: Record<string, unknown> = {
    'POST /depreciationReports/7/calculations': {
      modelAssetCalcParams: [makeCalculationRow(1)],
      totalPages: 1,
      totalRecords: 1,
      calcFYStartDate: '2024-07-01',
      calcFYEndDate: '2025-06-30',
    },
    'GET /depreciationReports/7/categoryReport': deductionAnswer('40'),
    'GET /depreciationReports/7/summary': summaryAnswer(),
  };
  const answer = <T>(key: string) => (answers[key] ?? null) as T | null;
  return {
    async get<T>(path: string, params?: Record<string, unknown>) {
      asked.push(`GET ${path} ${JSON.stringify(params ?? {})}`);
      return answer<T>(`GET ${path}`);
    },
    async post<T>(path: string, body?: unknown) {
      asked.push(`POST ${path} ${JSON.stringify(body)}`);
      return answer<T>(`POST ${path}`);
    },
    put: async () => null,
    delete: async () => null,
    download: async () => null,
    lastFailure: () => null,
  };
}

describe('bindCalculations: the three tabs over the HTTP adapter (composition root)', () => {
  it('the stores reach the service through the ApiClient, one port for all three', async () => {
    const asked: string[] = [];
    const container = new Container({ defaultScope: 'Singleton' });
    container.bind(TYPES.ApiClient).toConstantValue(fakeApi(asked));
    bindCalculations(container);
    const report = makeRegisterReport({ depreciationReportId: 7 });
    const calculations = container.get<CalculationsStore>(FIGURES_TYPES.CalculationsStore);
    await calculations.open(report);
    expect(calculations.rows.map((row) => row.id)).toEqual([1]);
    const deductions = container.get<DeductionsStore>(FIGURES_TYPES.DeductionsStore);
    await deductions.open(report);
    await deductions.choose('40');
    expect(deductions.answer?.categoryAsset[0]?.assetGroup).toBe('Carpets');
    const summary = container.get<SummaryStore>(FIGURES_TYPES.SummaryStore);
    await summary.open(report);
    expect(summary.answer?.eofyReportDate).toBe('2025-06-30');
    expect(asked).toEqual([
      'POST /depreciationReports/7/calculations {"searchValue":"","pageNo":1,"pageSize":50,"sortBy":"id","order":"ASC","calculations":true}',
      'GET /depreciationReports/7/categoryReport {"category":"DiminishingValue"}',
      'GET /depreciationReports/7/categoryReport {"category":"40","pageNo":1,"pageSize":50}',
      'GET /depreciationReports/7/summary {"pageNo":1,"pageSize":50}',
    ]);
  });
});
