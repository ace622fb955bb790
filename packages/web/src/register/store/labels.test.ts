import { LABEL_HAS_ASSETS_MESSAGES } from '@taxdep/domain/assets';
import { describe, expect, it } from 'vitest';
import { SAVED } from '../columns';
import { FakeRegisterPort, makeAsset, manyAssets } from '../testing/fake-port';
import { openRegisterStore, tick } from '../testing/open-store';

async function openManager(port: FakeRegisterPort) {
  const { store } = await openRegisterStore(port);
  await store.labels.load();
  store.labels.manager.open();
  return { store, manager: store.labels.manager };
}

const LEVEL_12 = { id: 1, label: 'Level 12 fit-out', depreciationReportId: 7 };

describe('Manage Abandonment Label (docs/product/asset-register.md, docs/product/rules.md#messages-and-errors)', () => {
  it('Save with no labels closes with success and sends no bare empty list', async () => {
    const port = new FakeRegisterPort();
    port.labels = [];
    const { store, manager } = await openManager(port);
    expect(manager.drafts).toEqual([]);
    await manager.save();
    expect(port.callsOf('saveLabels')).toHaveLength(0);
    expect(manager.isOpen).toBe(false);
    expect(store.notifier.alert?.message).toBe(SAVED.labels);
  });

  it('Save after trashing every label deletes them and sends no bare empty list', async () => {
    const port = new FakeRegisterPort();
    const { store, manager } = await openManager(port);
    await manager.remove(manager.drafts![0]!.key);
    expect(port.callsOf('deleteLabel')[0]?.args).toEqual([1]);
    await manager.save();
    expect(port.callsOf('saveLabels')).toHaveLength(0);
    expect(manager.isOpen).toBe(false);
    expect(store.labels.labels).toEqual([]);
    expect(store.notifier.alert?.message).toBe(SAVED.labels);
  });

  it('warns before deleting a label linked only with an asset on another page', async () => {
    const assets = manyAssets(60);
    assets[59] = makeAsset(60, { abandonmentLabel: LEVEL_12 });
    const port = new FakeRegisterPort(assets);
    const { store, manager } = await openManager(port);
    expect(store.rows.some((row) => row.asset.id === 60)).toBe(false);
    const removing = manager.remove(manager.drafts![0]!.key);
    await tick();
    expect(store.notifier.confirmation).toMatchObject({
      messages: LABEL_HAS_ASSETS_MESSAGES,
      confirmLabel: 'Delete Label',
      cancelLabel: 'Cancel',
    });
    store.notifier.answer(false);
    await removing;
    expect(port.callsOf('deleteLabel')).toHaveLength(0);
    expect(manager.drafts).toHaveLength(1);
  });

  it('uses the service’s count: a label linked with no asset is deleted without the warning', async () => {
    const port = new FakeRegisterPort(manyAssets(3));
    const { store, manager } = await openManager(port);
    await manager.remove(manager.drafts![0]!.key);
    expect(store.notifier.confirmation).toBeNull();
    expect(port.callsOf('deleteLabel')[0]?.args).toEqual([1]);
    expect(manager.drafts).toEqual([]);
  });

  it('a label created in the dialog links nothing: the trash removes it without a warning or a call', async () => {
    const { store, manager } = await openManager(new FakeRegisterPort());
    manager.create();
    expect(manager.drafts![1]!.linkedAssetCount).toBe(0);
    await manager.remove(manager.drafts![1]!.key);
    expect(store.notifier.confirmation).toBeNull();
    expect(manager.drafts!.map((draft) => draft.label)).toEqual(['Level 12 fit-out']);
  });
});
