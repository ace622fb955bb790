import type { CalculationsPage, ReportOwners } from '@taxdep/domain';
import type { CalculationsPort, OwnersPort } from '@taxdep/domain/ports';
import { describe, expect, it } from 'vitest';
import { FiguresOwnerStore } from './FiguresOwnerStore';
import { OwnerScopedCalculationsPort } from './owner-scoped-port';

/** Issue 23 item 7: whose figures the tabs show, and the calls that carry the choice. */
function ownersPort(lists: ReportOwners['owners'][]): OwnersPort {
  return {
    getOwners: async (reportId) => ({
      depreciationReportId: reportId,
      owners: lists.shift() ?? [],
      readOnly: false,
    }),
    saveOwners: async () => null,
    lastFailure: () => null,
  };
}

const JAMIE = { ownerId: 11, name: 'Jamie Citizen', share: 6_000 };
const RILEY = { ownerId: 12, name: 'Riley Citizen', share: 4_000 };

describe('FiguresOwnerStore', () => {
  it('offers the owners of a report with several, and a chosen owner becomes every call’s ownerId', async () => {
    const store = new FiguresOwnerStore(ownersPort([[JAMIE, RILEY]]));
    await store.open(6);
    expect(store.offersChoice).toBe(true);
    expect(store.query).toEqual({});
    store.select(12);
    expect(store.owner?.name).toBe('Riley Citizen');
    expect(store.query).toEqual({ ownerId: 12 });
    expect(FiguresOwnerStore.label(JAMIE)).toBe('Jamie Citizen — 60.00%');
  });

  it('offers no choice for one owner, and falls back to the whole when the chosen owner is gone', async () => {
    const store = new FiguresOwnerStore(ownersPort([[JAMIE, RILEY], [{ ...JAMIE, share: 10_000 }]]));
    await store.open(6);
    store.select(12);
    await store.open(6);
    expect(store.offersChoice).toBe(false);
    expect(store.ownerId).toBeNull();
    // An owner of no report is never chosen.
    store.select(99);
    expect(store.query).toEqual({});
  });

  it('starts another report from the whole', async () => {
    const store = new FiguresOwnerStore(
      ownersPort([
        [JAMIE, RILEY],
        [JAMIE, RILEY],
      ]),
    );
    await store.open(6);
    store.select(11);
    await store.open(7);
    expect(store.ownerId).toBeNull();
  });
});

describe('OwnerScopedCalculationsPort', () => {
  it('adds the chosen owner to the Calculations, Deductions, Summary, explanation and comparison calls', async () => {
    const asked: unknown[] = [];
    const page = { modelAssetCalcParams: [] } as unknown as CalculationsPage;
    const record = <T>(value: unknown, answer: T): T => {
      asked.push(value);
      return answer;
    };
    const inner: CalculationsPort = {
      listCalculations: async (_id, body) => record(body, page),
      getCategoryReport: async (_id, _c, paging) => record(paging, null),
      getSummary: async (_id, paging) => record(paging, null),
      explainAssetYear: async (_id, _a, fy, owner) => record([fy, owner], null),
      getMethodComparison: async (_id, owner) => record(owner, null),
      getLeftOutAssets: async () => null,
      lastFailure: () => null,
    };
    const owner: { query: { ownerId?: number } } = { query: { ownerId: 12 } };
    const port = new OwnerScopedCalculationsPort(inner, owner);
    await port.listCalculations(6, { pageNo: 2 });
    await port.getCategoryReport(6, '40', { pageNo: 1, pageSize: 25 });
    await port.getSummary(6);
    await port.explainAssetYear(6, 3, 2025);
    await port.getMethodComparison(6);
    // The whole report's calls go as they are.
    owner.query = {};
    await port.getSummary(6);
    expect(asked).toEqual([
      { pageNo: 2, ownerId: 12 },
      { pageNo: 1, pageSize: 25, ownerId: 12 },
      { ownerId: 12 },
      [2025, { ownerId: 12 }],
      { ownerId: 12 },
      undefined,
    ]);
  });
});
