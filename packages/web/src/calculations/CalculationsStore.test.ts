import { PAGE_SIZE_SESSION_KEY } from '@taxdep/domain/ports';
import { describe, expect, it } from 'vitest';
import { MemorySession, makeRegisterReport } from '../register/testing/fake-port';
import { CalculationsStore } from './CalculationsStore';
import {
  FakeCalculationsPort,
  makeCalculationRow,
  manyCalculationRows,
  REPORT_ID,
} from './testing/fake-port';

async function openStore(port = new FakeCalculationsPort(), session = new MemorySession()) {
  const store = new CalculationsStore(port, session, { searchDelayMs: 0 });
  await store.open(makeRegisterReport({ depreciationReportId: REPORT_ID }));
  return { store, port, session };
}

const ids = (store: CalculationsStore) => store.rows.map((row) => row.id);

describe('CalculationsStore: the query (docs/product/calculations-deductions-summary-report.md#calculations-tab)', () => {
  it('opens on page 1 of 50, sorted by id ascending, with the current financial year', async () => {
    const { store, port } = await openStore(new FakeCalculationsPort(manyCalculationRows(120)));
    expect(port.requests).toEqual([{ searchValue: '', pageNo: 1, pageSize: 50, sortBy: 'id', order: 'ASC' }]);
    expect(ids(store)).toHaveLength(50);
    expect(store.totalRecords).toBe(120);
    expect(store.totalPages).toBe(3);
    expect(store.financialYear).toEqual({ start: '2024-07-01', end: '2025-06-30' });
    expect(store.loading).toBe(false);
    expect(store.failure).toBeNull();
  });

  it('searches from page 1, after the pause or at once on Enter', async () => {
    const rows = [makeCalculationRow(1, { description: 'Oven' }), ...manyCalculationRows(60).slice(1)];
    const { store, port } = await openStore(new FakeCalculationsPort(rows));
    await store.goToPage(2);
    store.setSearch('OVEN');
    expect(port.requests).toHaveLength(2);
    await store.applySearch();
    expect(port.requests.at(-1)).toMatchObject({ searchValue: 'OVEN', pageNo: 1 });
    expect(ids(store)).toEqual([1]);
    expect(store.totalRecords).toBe(1);
    // The same text again asks nothing.
    await store.applySearch();
    expect(port.requests).toHaveLength(3);
  });

  it('pages, ignores pages out of range, and jumps', async () => {
    const { store, port } = await openStore(new FakeCalculationsPort(manyCalculationRows(320)));
    await store.goToPage(5);
    expect(ids(store)[0]).toBe(201);
    await store.goToPage(0);
    await store.goToPage(8);
    await store.goToPage(5);
    expect(port.requests).toHaveLength(2);
    await store.goToPage(7);
    expect(ids(store)).toEqual(
      manyCalculationRows(320)
        .slice(300)
        .map((row) => row.id),
    );
  });

  it('keeps the page size for the session and starts again from page 1', async () => {
    const session = new MemorySession();
    const { store } = await openStore(new FakeCalculationsPort(manyCalculationRows(120)), session);
    await store.goToPage(2);
    await store.setPageSize(25);
    expect(session.get(PAGE_SIZE_SESSION_KEY)).toBe('25');
    expect(store.page).toBe(1);
    expect(store.totalPages).toBe(5);
    // The register's choice is the same session setting: the next visit follows it.
    session.set(PAGE_SIZE_SESSION_KEY, '100');
    await store.open(makeRegisterReport({ depreciationReportId: REPORT_ID }));
    expect(store.pageSize).toBe(100);
  });

  it('toggles the sort of a column, from page 1', async () => {
    const rows = [3, 1, 2].map((id) => makeCalculationRow(id, { originalCost: 100 * (4 - id) }));
    const { store, port } = await openStore(new FakeCalculationsPort(rows));
    await store.toggleSort('originalCost');
    expect(port.requests.at(-1)).toMatchObject({ sortBy: 'originalCost', order: 'ASC', pageNo: 1 });
    expect(ids(store)).toEqual([3, 2, 1]);
    await store.toggleSort('originalCost');
    expect(store.order).toBe('DESC');
    expect(ids(store)).toEqual([1, 2, 3]);
    await store.toggleSort('description');
    expect(store.order).toBe('ASC');
  });

  it('another report starts from the default query; the same report keeps it', async () => {
    const { store, port } = await openStore(new FakeCalculationsPort(manyCalculationRows(120)));
    await store.toggleSort('depreciation');
    await store.goToPage(2);
    await store.open(makeRegisterReport({ depreciationReportId: REPORT_ID }));
    expect(port.requests.at(-1)).toMatchObject({ sortBy: 'depreciation', pageNo: 2 });
    await store.open(makeRegisterReport({ depreciationReportId: 8 }));
    expect(port.requests.at(-1)).toMatchObject({ sortBy: 'id', order: 'ASC', pageNo: 1, searchValue: '' });
  });
});

describe('CalculationsStore: answers', () => {
  it('a failure empties the table and keeps the service reason (issue #10)', async () => {
    const port = new FakeCalculationsPort();
    port.failing.add('listCalculations');
    port.refusal = { status: 404, message: 'Report 7 does not exist' };
    const { store } = await openStore(port);
    expect(store.rows).toEqual([]);
    expect(store.totalRecords).toBe(0);
    expect(store.failure).toBe('The calculations could not be loaded: Report 7 does not exist.');
    port.failing.clear();
    await store.load();
    expect(store.failure).toBeNull();
    expect(store.rows).toHaveLength(2);
  });

  it('shows only the answer to the latest request', async () => {
    const port = new FakeCalculationsPort(manyCalculationRows(120));
    const { store } = await openStore(port);
    port.hold();
    const first = store.goToPage(2);
    const second = store.goToPage(3);
    expect(store.loading).toBe(true);
    port.release();
    await Promise.all([first, second]);
    expect(store.page).toBe(3);
    expect(ids(store)[0]).toBe(101);
    expect(store.loading).toBe(false);
  });
});
