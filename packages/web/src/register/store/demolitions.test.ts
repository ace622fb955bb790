import { DELETE_DEMOLITION_MESSAGE } from '@taxdep/domain/assets';
import { describe, expect, it } from 'vitest';
import { SAVED } from '../columns';
import { FakeRegisterPort, makeAsset } from '../testing/fake-port';
import { openRegisterStore, tick } from '../testing/open-store';

describe('demolitions (docs/product/asset-register.md, docs/product/states-and-permissions.md, docs/product/rules.md#messages-and-errors)', () => {
  it('the tick creates an empty demolition', async () => {
    const { store, port } = await openRegisterStore();
    const row = store.rows[0]!;
    await store.demolitions.tick(row, true);
    expect(port.callsOf('saveDemolition')[0]?.args[0]).toEqual({
      modelAsset: { id: 1, depreciationReportId: 7 },
      demoDate: null,
      rate: null,
    });
    expect(row.asset.assetDemolitions).toHaveLength(1);
    expect(store.notifier.alert?.message).toBe(SAVED.demolitions);
  });

  it('editing saves the demolition and shows the adjusted figures of the answer', async () => {
    const demolition = {
      id: 5,
      demoDate: null,
      rate: null,
      adjustedHistoricalCost: null,
      adjustedAnnualDepreciation: null,
      modelAsset: { id: 1, depreciationReportId: 7 },
    };
    const { store } = await openRegisterStore(
      new FakeRegisterPort([makeAsset(1, { assetDemolitions: [demolition] })]),
    );
    const row = store.rows[0]!;
    await store.demolitions.edit(row, 0, { demoDate: '2030-06-30' });
    expect(row.errorOf('demolitionRate', 0)).toBeDefined();
    await store.demolitions.edit(row, 0, { rate: 20 });
    expect(row.asset.assetDemolitions[0]).toMatchObject({ id: 5, rate: 20, adjustedHistoricalCost: 1000 });
    expect(row.hasErrors).toBe(false);
  });

  it('saving or removing one demolition refreshes the cumulative figures of the others (docs/tax-rules.md rule 7)', async () => {
    const demolition = (id: number, rate: number) => ({
      id,
      demoDate: '2030-06-30',
      rate,
      adjustedHistoricalCost: null,
      adjustedAnnualDepreciation: null,
      modelAsset: { id: 1, depreciationReportId: 7 },
    });
    const { store } = await openRegisterStore(
      new FakeRegisterPort([makeAsset(1, { assetDemolitions: [demolition(5, 10), demolition(6, 20)] })]),
    );
    const row = store.rows[0]!;
    const figures = () => row.asset.assetDemolitions.map((d) => d.adjustedHistoricalCost);

    await store.demolitions.edit(row, 0, { rate: 30 });
    // The second one stands after 30% demolished by the first.
    expect(figures()).toEqual([1000, 700]);
    expect(row.asset.assetDemolitions.some((d) => 'assetDemolitions' in d)).toBe(false);

    const removal = store.demolitions.remove(row, 0);
    await tick();
    store.notifier.answer(true);
    await removal;
    expect(row.asset.assetDemolitions.map((d) => d.id)).toEqual([6]);
    expect(figures()).toEqual([1000]);
  });

  it('removing asks; Cancel keeps it, OK deletes it', async () => {
    const demolition = {
      id: 5,
      demoDate: '2030-06-30',
      rate: 10,
      adjustedHistoricalCost: null,
      adjustedAnnualDepreciation: null,
      modelAsset: { id: 1, depreciationReportId: 7 },
    };
    const { store, port } = await openRegisterStore(
      new FakeRegisterPort([makeAsset(1, { assetDemolitions: [demolition] })]),
    );
    const row = store.rows[0]!;
    const cancelled = store.demolitions.remove(row, 0);
    await tick();
    expect(store.notifier.confirmation?.messages).toEqual([DELETE_DEMOLITION_MESSAGE]);
    store.notifier.answer(false);
    await cancelled;
    expect(row.asset.assetDemolitions).toHaveLength(1);
    const confirmed = store.demolitions.remove(row, 0);
    await tick();
    store.notifier.answer(true);
    await confirmed;
    expect(port.callsOf('deleteDemolition')[0]?.args).toEqual([5]);
    expect(row.asset.assetDemolitions).toHaveLength(0);
  });

  it('Add Demolition Date adds one to each ticked asset and clears the selection', async () => {
    const { store, port } = await openRegisterStore();
    store.selection.selectAll(true);
    await store.demolitions.addToSelected();
    expect(port.callsOf('saveDemolition')).toHaveLength(2);
    expect(store.selection.count).toBe(0);
  });
});
