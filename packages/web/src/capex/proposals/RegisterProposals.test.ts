import { describe, expect, it } from 'vitest';
import { FakeCapexPort, makeCapexReport, roofItem } from '../testing/fake-port';
import { capexStore } from '../testing/render';

describe('Start from the register (issue 27 item 2)', () => {
  it('stages the proposals, lets the user pick and change the element, and saves only the chosen as new items', async () => {
    const port = new FakeCapexPort();
    port.proposals = [
      { ...roofItem('p1'), description: 'Carpet', element: 'fitOut', replacesAssetId: 367, taxCode: '1234' },
      { ...roofItem('p2'), description: 'Hot water unit', element: 'fitOut', lifeYears: null },
      { ...roofItem('p3'), description: 'Blinds', element: 'fitOut' },
    ];
    const store = capexStore(port);
    await store.load(4);
    await store.proposals.start();
    const [carpet, water, blinds] = store.proposals.staged;
    expect(store.proposals.chosen).toHaveLength(3);
    expect(store.proposals.errorsOf(water!)).toEqual([
      'Life must be a whole number of years, from 1 to 100.',
    ]);
    store.proposals.setElement(water!, 'hydraulics');
    store.proposals.toggle(blinds!);
    expect(port.calls.some((c) => c.name === 'saveItems')).toBe(false);
    await store.proposals.save();
    const sent = port.calls.find((c) => c.name === 'saveItems')?.body as Record<string, unknown>[];
    expect(sent.map((s) => [s.description, s.element, 'itemId' in s])).toEqual([
      ['Carpet', 'fitOut', false],
      ['Hot water unit', 'hydraulics', false],
    ]);
    expect(sent[0]).toMatchObject({ replacesAssetId: 367, taxCode: '1234' });
    expect(store.items.rows.map((r) => r.fields.description)).toEqual([
      'Roof membrane',
      'Carpet',
      'Hot water unit',
    ]);
    expect(store.items.counts.leftOut).toBe(1);
    expect(store.proposals.open).toBe(false);
    expect(carpet).toBeDefined();
  });

  it('is not offered without a depreciation report of the property, nor on a read-only forecast', async () => {
    const none = capexStore(new FakeCapexPort(makeCapexReport({ depreciationReportId: null })));
    await none.load(4);
    expect(none.proposals.available).toBe(false);
    const sealed = capexStore(new FakeCapexPort(makeCapexReport({ readOnly: true })));
    await sealed.load(4);
    expect(sealed.proposals.available).toBe(false);
  });
});
