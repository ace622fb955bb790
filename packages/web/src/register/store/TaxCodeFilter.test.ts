import { describe, expect, it } from 'vitest';
import { FakeRegisterPort } from '../testing/fake-port';
import { openRegisterStore } from '../testing/open-store';

describe('TaxCodeFilter (issue 16 item 5)', () => {
  it('lists each code with its description, searched by either', async () => {
    const port = new FakeRegisterPort();
    port.searchTaxCodes = async (searchValue: string) =>
      searchValue === 'ATO-'
        ? [
            { id: 1, assetCode: 'ATO-0105', asset: 'Lifts (including traction lifts)' },
            { id: 2, assetCode: 'ATO-0200', asset: 'Carpets' },
          ].map((code) => ({
            ...code,
            industry: '',
            subIndustry: '',
            assetGroup: '',
            effectiveLifeYears: 10,
            dateOfApplication: null,
            categoryCode: '40',
            constructionType: null,
          }))
        : [];
    const { store } = await openRegisterStore(port);
    const filter = store.taxFilter;
    await filter.open();
    expect(filter.visibleCodes.map((code) => filter.labelOf(code))).toEqual([
      'ATO-0105 — Lifts (including traction lifts)',
      'ATO-0200 — Carpets',
    ]);
    filter.setSearch('carp');
    expect(filter.visibleCodes).toEqual(['ATO-0200']);
  });

  it('Clear All Filters lists the whole register at once, without Apply', async () => {
    const { store, port } = await openRegisterStore();
    await store.applyFilters(['ATO-0105']);
    await store.taxFilter.open();
    const before = port.callsOf('listAssets').length;
    await store.taxFilter.clearAll();
    expect(store.taxFilter.isOpen).toBe(false);
    expect(store.filterValues).toEqual([]);
    expect(port.callsOf('listAssets').length).toBe(before + 1);
  });
});
