import { COMPLIANCE_PROBLEM_TITLE, LABEL_MAPPING_CONFLICT_MESSAGE } from '@taxdep/domain/assets';
import type { AssetRegisterPort } from '@taxdep/domain/ports';
import { describe, expect, it } from 'vitest';
import { ABANDONMENT_VIEW } from '../columns';
import { FakeRegisterPort, makeAsset } from '../testing/fake-port';
import { openRegisterStore, tick } from '../testing/open-store';
import type { RegisterStore } from './RegisterStore';

const REASON = 'Report 7 is read-only (its status is Completed); nothing was changed.';

const DEMOLITION = {
  id: 5,
  demoDate: '2030-06-30',
  rate: 20,
  adjustedHistoricalCost: null,
  adjustedAnnualDepreciation: null,
  modelAsset: { id: 1, depreciationReportId: 7 },
};

/** Runs a store action, answering OK to any question it asks on the way. */
async function confirming(store: RegisterStore, action: Promise<void>): Promise<void> {
  await tick();
  if (store.notifier.confirmation) store.notifier.answer(true);
  await action;
}

/** Each write of the register, the call it makes and the words the screen leads with (issue #10). */
const WRITES: {
  name: string;
  call: keyof AssetRegisterPort;
  failed: string;
  run: (store: RegisterStore) => Promise<void>;
}[] = [
  {
    name: 'delete selected',
    call: 'deleteAssets',
    failed: 'The assets could not be deleted',
    run: (store) => {
      store.selection.toggle(store.rows[0]!);
      return confirming(store, store.deleteAssets('selected'));
    },
  },
  {
    name: 'delete all',
    call: 'deleteAllAssets',
    failed: 'The assets could not be deleted',
    run: (store) => confirming(store, store.deleteAssets('all')),
  },
  {
    name: 'demolition save',
    call: 'saveDemolition',
    failed: 'The demolition could not be saved',
    run: (store) => store.demolitions.edit(store.rows[0]!, 0, { rate: 30 }),
  },
  {
    name: 'demolition removal',
    call: 'deleteDemolition',
    failed: 'The demolition could not be removed',
    run: (store) => confirming(store, store.demolitions.remove(store.rows[0]!, 0)),
  },
  {
    name: 'Manage Output',
    call: 'saveOutputColumns',
    failed: 'The output columns could not be saved',
    run: (store) => {
      store.output.open();
      return store.output.save();
    },
  },
  {
    name: 'Manage Abandonment Label save',
    call: 'saveLabels',
    failed: 'The abandonment labels could not be saved',
    run: async (store) => {
      await store.labels.load();
      store.labels.manager.open();
      await store.labels.manager.save();
    },
  },
  {
    name: 'label deletion',
    call: 'deleteLabel',
    failed: 'The label could not be deleted',
    run: async (store) => {
      await store.labels.load();
      store.labels.manager.open();
      await confirming(store, store.labels.manager.remove(store.labels.manager.drafts![0]!.key));
    },
  },
  {
    name: 'Copy Previous',
    call: 'copyRegister',
    failed: 'The previous asset register could not be copied',
    run: async (store) => {
      await store.copy.open();
      store.copy.select(3);
      await store.copy.useSelected();
    },
  },
];

describe('a refused register write shows the service’s reason (issue #10)', () => {
  it.each(WRITES)('$name', async ({ call, failed, run }) => {
    const port = new FakeRegisterPort([makeAsset(1, { assetDemolitions: [DEMOLITION] }), makeAsset(2)]);
    const { store } = await openRegisterStore(port);
    port.failing.add(call);
    port.refusal = { status: 409, message: REASON };
    await run(store);
    expect(port.callsOf(call)).toHaveLength(1);
    expect(store.notifier.alert).toMatchObject({
      type: 'error',
      message: expect.stringContaining(`${failed}: ${REASON}`),
    });
  });

  it('a refused label mapping keeps the words docs/product/rules.md#messages-and-errors fixes for it (Compliance Problem)', async () => {
    const { store, port } = await openRegisterStore();
    await store.switchView(ABANDONMENT_VIEW);
    await store.labels.load();
    port.failing.add('mapLabel');
    port.refusal = { status: 409, message: REASON };
    await store.labels.map(store.rows[0]!, 1);
    expect(store.notifier.dialog).toEqual({
      title: COMPLIANCE_PROBLEM_TITLE,
      messages: [LABEL_MAPPING_CONFLICT_MESSAGE],
    });
  });
});
