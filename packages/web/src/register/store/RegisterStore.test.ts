import { PAGE_SIZE_SESSION_KEY } from '@taxdep/domain/ports';
import { describe, expect, it } from 'vitest';
import { ABANDONMENT_VIEW, DELETE_ALL_QUESTION, DELETE_SELECTED_QUESTION, DEMOLITION_VIEW } from '../columns';
import {
  FakeRegisterPort,
  MemorySession,
  makeAsset,
  makeRegisterReport,
  manyAssets,
} from '../testing/fake-port';
import { openRegisterStore } from '../testing/open-store';
import type { RegisterStore } from './RegisterStore';

/** Waits for the confirmation a store asked for, then answers it. */
async function answer(store: RegisterStore, confirmed: boolean) {
  await Promise.resolve();
  expect(store.notifier.confirmation).not.toBeNull();
  store.notifier.answer(confirmed);
}

describe('RegisterStore: views and query resets (docs/product/asset-register.md, docs/product/states-and-permissions.md)', () => {
  it('opens on the asset view with the default query', async () => {
    const { store, port } = await openRegisterStore();
    expect(store.rows.map((r) => r.id)).toEqual([1, 2]);
    expect(store.totalRecords).toBe(2);
    expect(port.requests[0]).toEqual({
      searchValue: '',
      filterValues: [],
      pageNo: 1,
      pageSize: 50,
      sortBy: 'id',
      order: 'ASC',
      alerts: false,
      demolition: false,
    });
  });

  it('switching view resets search, filters, page 1 and sort id ascending, and reloads', async () => {
    const { store, port } = await openRegisterStore(new FakeRegisterPort(manyAssets(120)));
    store.setSearch('Asset');
    await store.applySearch();
    await store.applyFilters(['ATO-0105']);
    await store.toggleSort('invoiceDate');
    await store.goToPage(2);
    expect(port.requests.at(-1)).toMatchObject({ pageNo: 2, sortBy: 'invoiceDate', searchValue: 'Asset' });
    const switching = store.switchView(DEMOLITION_VIEW);
    // The asset view's rows are not drawn in the demolition view's columns while it loads.
    expect(store.rows).toHaveLength(0);
    await switching;
    expect(port.requests.at(-1)).toMatchObject({
      searchValue: '',
      filterValues: [],
      pageNo: 1,
      sortBy: 'id',
      order: 'ASC',
      demolition: true,
    });
    expect(store.searchText).toBe('');
  });

  it('the abandonment view lists through its own call and leaves error mode', async () => {
    const { store, port } = await openRegisterStore();
    await store.toggleErrorMode();
    await store.switchView(ABANDONMENT_VIEW);
    expect(store.errorMode).toBe(false);
    expect(port.callsOf('listAbandonmentAssets')).toHaveLength(1);
  });

  it('error mode shows only rows with errors and resets search, filters and page 1', async () => {
    const assets = [...manyAssets(60), makeAsset(61, { description: null })];
    const { store, port } = await openRegisterStore(new FakeRegisterPort(assets));
    store.setSearch('Asset');
    await store.applySearch();
    await store.applyFilters(['ATO-0105']);
    await store.goToPage(2);
    await store.toggleErrorMode();
    expect(port.requests.at(-1)).toMatchObject({
      alerts: true,
      searchValue: '',
      filterValues: [],
      pageNo: 1,
    });
    expect(store.rows.map((r) => r.id)).toEqual([61]);
    expect(store.searchDisabled).toBe(true);
  });

  it('the search box is disabled in the demolition view', async () => {
    const { store } = await openRegisterStore();
    await store.switchView(DEMOLITION_VIEW);
    expect(store.searchDisabled).toBe(true);
    store.setSearch('x');
    expect(store.searchText).toBe('');
  });

  it('each click on a sortable column toggles the order', async () => {
    const { store, port } = await openRegisterStore();
    await store.toggleSort('financialYearEndDate');
    expect(port.requests.at(-1)).toMatchObject({ sortBy: 'financialYearEndDate', order: 'ASC' });
    await store.toggleSort('financialYearEndDate');
    expect(port.requests.at(-1)).toMatchObject({ sortBy: 'financialYearEndDate', order: 'DESC' });
  });

  it('a failed list shows the empty state (docs/product/rules.md#messages-and-errors)', async () => {
    const port = new FakeRegisterPort();
    port.failing.add('listAssets');
    const { store } = await openRegisterStore(port);
    expect(store.rows).toEqual([]);
    expect(store.totalRecords).toBe(0);
    expect(store.loading).toBe(false);
  });
});

describe('RegisterStore: paging (docs/product/asset-register.md, docs/product/rules.md#constants-and-limits)', () => {
  it('remembers the page size for the session and goes back to page 1', async () => {
    const session = new MemorySession();
    const { store, port } = await openRegisterStore(new FakeRegisterPort(manyAssets(120)), session);
    await store.goToPage(2);
    await store.setPageSize(100);
    expect(session.get(PAGE_SIZE_SESSION_KEY)).toBe('100');
    expect(port.requests.at(-1)).toMatchObject({ pageNo: 1, pageSize: 100 });
    const again = await openRegisterStore(new FakeRegisterPort(), session);
    expect(again.store.pageSize).toBe(100);
  });

  it('defaults to 50 when the session holds nothing usable', async () => {
    const session = new MemorySession();
    session.set(PAGE_SIZE_SESSION_KEY, '33');
    const { store } = await openRegisterStore(undefined, session);
    expect(store.pageSize).toBe(50);
  });

  it('shows the pager above 1 page and the jump box above 25 records; refuses pages out of range', async () => {
    const { store, port } = await openRegisterStore(new FakeRegisterPort(manyAssets(26)));
    expect(store.pagerShown).toBe(false);
    expect(store.jumpBoxShown).toBe(true);
    await store.setPageSize(25);
    expect(store.pagerShown).toBe(true);
    const before = port.requests.length;
    await store.goToPage(3);
    await store.goToPage(0);
    expect(port.requests.length).toBe(before);
  });
});

describe('RegisterStore: delete flows (docs/product/asset-register.md, docs/product/states-and-permissions.md, docs/product/rules.md#messages-and-errors)', () => {
  it('asks first; Cancel deletes nothing', async () => {
    const { store, port } = await openRegisterStore();
    store.selection.toggle(store.rows[0]!);
    const deleting = store.deleteAssets('selected');
    await answer(store, false);
    await deleting;
    expect(port.callsOf('deleteAssets')).toHaveLength(0);
    expect(store.selection.count).toBe(1);
  });

  it('deletes the selection with the selected question, clears the selection and reloads', async () => {
    const { store, port } = await openRegisterStore();
    store.selection.toggle(store.rows[0]!);
    const deleting = store.deleteAssets('selected');
    await Promise.resolve();
    expect(store.notifier.confirmation?.messages).toEqual([
      'This action cannot be undone.',
      DELETE_SELECTED_QUESTION,
    ]);
    store.notifier.answer(true);
    await deleting;
    expect(port.callsOf('deleteAssets')[0]?.args).toEqual([[1]]);
    expect(store.rows.map((r) => r.id)).toEqual([2]);
    expect(store.selection.count).toBe(0);
  });

  it('steps back a page when every row of a later page was deleted', async () => {
    const { store, port } = await openRegisterStore(new FakeRegisterPort(manyAssets(51)));
    await store.goToPage(2);
    store.selection.selectAll(true);
    const deleting = store.deleteAssets('selected');
    await answer(store, true);
    await deleting;
    expect(port.requests.at(-1)?.pageNo).toBe(1);
    expect(store.page).toBe(1);
  });

  it('stays on the page when some rows remain', async () => {
    const { store } = await openRegisterStore(new FakeRegisterPort(manyAssets(53)));
    await store.goToPage(2);
    store.selection.toggle(store.rows[0]!);
    const deleting = store.deleteAssets('selected');
    await answer(store, true);
    await deleting;
    expect(store.page).toBe(2);
  });

  it('delete-all asks the all question and returns to page 1', async () => {
    const { store, port } = await openRegisterStore(new FakeRegisterPort(manyAssets(120)));
    await store.goToPage(3);
    const deleting = store.deleteAssets('all');
    await Promise.resolve();
    expect(store.notifier.confirmation?.messages[1]).toBe(DELETE_ALL_QUESTION);
    store.notifier.answer(true);
    await deleting;
    expect(port.callsOf('deleteAllAssets')).toHaveLength(1);
    expect(store.page).toBe(1);
    expect(store.totalRecords).toBe(0);
  });

  it('a failed delete says so and keeps the selection', async () => {
    const port = new FakeRegisterPort();
    port.failing.add('deleteAssets');
    const { store } = await openRegisterStore(port);
    store.selection.toggle(store.rows[1]!);
    const deleting = store.deleteAssets('selected');
    await answer(store, true);
    await deleting;
    expect(store.notifier.alert?.type).toBe('error');
    expect(store.selection.count).toBe(1);
  });

  it('read-only: nothing can be selected or deleted', async () => {
    const { store } = await openRegisterStore(undefined, undefined, makeRegisterReport({ readOnly: true }));
    store.selection.selectAll(true);
    expect(store.selection.count).toBe(0);
    await store.deleteAssets('all');
    expect(store.notifier.confirmation).toBeNull();
  });
});

describe('RegisterStore: permissions and Add Asset', () => {
  it('copy only in In Progress and QA Review, never read-only', async () => {
    // The service judges `status`; reportStatus is passed through and says nothing here.
    const status = async (value: string, readOnly = false) =>
      (
        await openRegisterStore(
          undefined,
          undefined,
          makeRegisterReport({ status: value, reportStatus: 'In Progress', readOnly }),
        )
      ).store.canCopy;
    expect(await status('In Progress')).toBe(true);
    expect(await status('QA Review')).toBe(true);
    expect(await status('Completed')).toBe(false);
    expect(await status('In Progress', true)).toBe(false);
  });

  it('Add Asset while the page is on its way keeps the new row when the page arrives (nothing typed is lost)', async () => {
    const { store } = await openRegisterStore();
    const reloading = store.reload();
    store.addAsset();
    await reloading;
    expect(store.rows[0]?.isNew).toBe(true);
    expect(store.rows.filter((row) => row.isNew)).toHaveLength(1);
    expect(store.rows.length).toBeGreaterThan(1);
  });

  it('Add Asset puts a row on top with the report’s fund and property codes, stored once it has a tax code and a description (issue 16 item 4)', async () => {
    const { store, port } = await openRegisterStore();
    store.addAsset();
    const row = store.rows[0]!;
    expect(row.isNew).toBe(true);
    expect(row.asset).toMatchObject({ fundCode: 'HPOF', propertyCode: 'HT01' });
    expect(row.draftReason).toBe(
      'Not saved yet: a new asset is stored once it has a tax code and a description.',
    );
    await store.editor.edit(row, { assetCode: { id: 7, assetCode: 'B0003' } });
    expect(port.callsOf('saveAsset')).toHaveLength(0);
    expect(row.draftReason).toBe('Not saved yet: a new asset is stored once it has a description.');
    await store.editor.edit(row, { description: '   ' });
    expect(port.callsOf('saveAsset')).toHaveLength(0);
    await store.editor.edit(row, { description: 'Lift' });
    const sent = port.callsOf('saveAsset')[0]?.args[0] as object;
    expect('id' in sent).toBe(false);
    expect(sent).toMatchObject({ fundCode: 'HPOF', propertyCode: 'HT01', description: 'Lift' });
    expect(row.draftReason).toBeNull();
    expect(row.isNew).toBe(false);
    expect(store.totalRecords).toBe(3);
    await store.editor.edit(row, { location: 'Level 2' });
    expect(port.savedAsset(1).id).toBe(row.id);
    expect(store.totalRecords).toBe(3);
  });
});
