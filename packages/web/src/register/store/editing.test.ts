import {
  BLANK_LABEL_FOOTER,
  blankLabelMessage,
  COMPLIANCE_PROBLEM_TITLE,
  DUPLICATE_LABEL_MESSAGE,
  LABEL_HAS_ASSETS_MESSAGES,
  LABEL_MAPPING_CONFLICT_MESSAGE,
} from '@taxdep/domain/assets';
import { describe, expect, it } from 'vitest';
import { ABANDONMENT_VIEW, OUTPUT_SAVED, SAVED } from '../columns';
import { FakeRegisterPort, makeAsset } from '../testing/fake-port';
import { openRegisterStore, tick } from '../testing/open-store';

describe('row editing (docs/product/states-and-permissions.md, docs/product/rules.md)', () => {
  it('saves a change and replaces the row with the answer', async () => {
    const { store, port } = await openRegisterStore();
    const row = store.rows[0]!;
    await store.editor.edit(row, { description: 'Chiller' });
    expect(port.callsOf('saveAsset')).toHaveLength(1);
    expect(row.asset.description).toBe('Chiller');
    expect(store.notifier.alert).toMatchObject({ title: 'Save Success', message: SAVED.assets });
  });

  it('a save carries the row as last read, so a change someone else made meanwhile is kept', async () => {
    const { store, port } = await openRegisterStore();
    const row = store.rows[0]!;
    const listed = row.asset;
    // Someone else corrects the cost after this page was listed.
    port.assets = port.assets.map((a) => (a.id === row.id ? { ...a, originalCost: 15000 } : a));
    await store.editor.edit(row, { location: 'Level 9' });
    expect(port.callsOf('saveAsset')[0]?.args[1]).toBe(listed);
    expect(row.asset).toMatchObject({ location: 'Level 9', originalCost: 15000 });
    // The next save's base is the service's answer, not the row as first listed.
    await store.editor.edit(row, { supplier: 'Daikin' });
    expect(port.callsOf('saveAsset')[1]?.args[1]).toMatchObject({ location: 'Level 9', originalCost: 15000 });
  });

  it('typing during a save is kept over the answer, which brings the other fields', async () => {
    const { store, port } = await openRegisterStore();
    const row = store.rows[0]!;
    port.assets = port.assets.map((a) => (a.id === row.id ? { ...a, supplier: 'Daikin' } : a));
    const saving = store.editor.edit(row, { location: 'Level 9' });
    row.update({ ...row.asset, description: 'Typed while saving' });
    await saving;
    expect(row.asset).toMatchObject({
      location: 'Level 9',
      supplier: 'Daikin',
      description: 'Typed while saving',
    });
  });

  it('a failed save keeps what the user typed and shows an error alert', async () => {
    const { store, port } = await openRegisterStore();
    port.failing.add('saveAsset');
    const row = store.rows[0]!;
    await store.editor.edit(row, { description: 'Typed' });
    expect(row.asset.description).toBe('Typed');
    expect(store.notifier.alert).toMatchObject({
      type: 'error',
      message: 'The asset could not be saved. Your changes are kept; edit the field again to retry.',
    });
  });

  it('a refused save shows the service’s reason after the screen’s words (issue #10)', async () => {
    const { store, port } = await openRegisterStore();
    port.failing.add('saveAsset');
    port.refusal = { status: 409, message: 'Asset 1 is read-only; nothing was changed.' };
    const row = store.rows[0]!;
    await store.editor.edit(row, { description: 'Typed' });
    expect(row.asset.description).toBe('Typed');
    expect(store.notifier.alert).toMatchObject({
      type: 'error',
      message:
        'The asset could not be saved: Asset 1 is read-only; nothing was changed. ' +
        'Your changes are kept; edit the field again to retry.',
    });
  });

  it('a read-only asset is never saved', async () => {
    const { store, port } = await openRegisterStore(new FakeRegisterPort([makeAsset(1, { readOnly: true })]));
    await store.editor.edit(store.rows[0]!, { description: 'No' });
    expect(port.callsOf('saveAsset')).toHaveLength(0);
  });

  it('a tax code not chosen from the suggestions is cleared', async () => {
    const { store } = await openRegisterStore();
    const row = store.rows[0]!;
    await store.editor.commitTaxCode(row, 'atox', []);
    expect(row.asset.assetCode).toBeNull();
    expect(row.errorOf('assetCode')).toBe('Tax code is required.');
  });

  it('in ATO mode a change of tax code asks the service for the rate before saving', async () => {
    const { store, port } = await openRegisterStore();
    const row = store.rows[0]!;
    const codes = await store.lookups.searchTaxCodes('ato');
    expect(port.callsOf('searchTaxCodes')[0]?.args).toEqual(['ATO']);
    await store.editor.commitTaxCode(row, 'ato-0900', codes);
    expect(port.callsOf('getDepreciationRate')[0]?.args[0]).toMatchObject({ assetCode: 'ATO-0900' });
    expect(port.savedAsset(0).depreciationRate).toBe(20);
  });
});

describe('rate mode (docs/product/states-and-permissions.md)', () => {
  it('Customize waits for a typed rate, stored as sourceTaxRate', async () => {
    const { store, port } = await openRegisterStore();
    const row = store.rows[0]!;
    await store.editor.setRateMode(row, 'Customize');
    expect(row.rateMode).toBe('Customize');
    expect(port.callsOf('saveAsset')).toHaveLength(0);
    await store.editor.setCustomRate(row, 7.5);
    expect(port.savedAsset(0).sourceTaxRate).toBe(7.5);
    expect(row.rateMode).toBe('Customize');
  });

  it('ATO clears sourceTaxRate and takes the rate from the service', async () => {
    const { store, port } = await openRegisterStore(
      new FakeRegisterPort([makeAsset(1, { sourceTaxRate: 9 })]),
    );
    const row = store.rows[0]!;
    expect(row.rateMode).toBe('Customize');
    await store.editor.setRateMode(row, 'ATO');
    const sent = port.callsOf('saveAsset')[0]?.args[0] as {
      sourceTaxRate: number | null;
      depreciationRate: number;
    };
    expect(sent.sourceTaxRate).toBeNull();
    expect(sent.depreciationRate).toBe(20);
    expect(row.rateMode).toBe('ATO');
  });
});

describe('abandonment labels (docs/product/states-and-permissions.md, docs/product/calls.md, docs/product/rules.md#messages-and-errors)', () => {
  it('maps a label; a refused mapping shows Compliance Problem and restores the previous label', async () => {
    const { store, port } = await openRegisterStore();
    await store.switchView(ABANDONMENT_VIEW);
    await store.labels.load();
    const row = store.rows[0]!;
    await store.labels.map(row, 1);
    expect(row.labelId).toBe(1);
    expect(port.callsOf('mapLabel')[0]?.args[0]).toEqual({
      modelAssetId: 1,
      abandonmentLabelId: 1,
      assetCode: 'ATO-0105',
    });
    port.mappingAnswer = 'Something else';
    await store.labels.map(row, 0);
    expect(row.labelId).toBe(1);
    expect(store.notifier.dialog).toEqual({
      title: COMPLIANCE_PROBLEM_TITLE,
      messages: [LABEL_MAPPING_CONFLICT_MESSAGE],
    });
  });

  it('a failed call also restores the previous label', async () => {
    const { store, port } = await openRegisterStore();
    port.failing.add('mapLabel');
    const row = store.rows[0]!;
    await store.labels.map(row, 1);
    expect(row.labelId).toBe(0);
    expect(row.pendingLabelId).toBeNull();
  });

  it('Save refuses blank labels with the Compliance Problem dialog and marks duplicates', async () => {
    const { store, port } = await openRegisterStore();
    await store.labels.load();
    const manager = store.labels.manager;
    manager.open();
    manager.create();
    await manager.save();
    expect(store.notifier.dialog?.messages).toEqual([blankLabelMessage(2), BLANK_LABEL_FOOTER]);
    manager.setText(manager.drafts![1]!.key, 'level 12 FIT-OUT');
    await manager.save();
    expect(manager.drafts![1]!.error).toBe(DUPLICATE_LABEL_MESSAGE);
    expect(port.callsOf('saveLabels')).toHaveLength(0);
    manager.setText(manager.drafts![1]!.key, 'Café');
    manager.setDate(manager.drafts![1]!.key, '2026-03-31');
    await manager.save();
    expect(manager.isOpen).toBe(false);
    expect(store.labels.labels.map((l) => l.label)).toEqual(['Level 12 fit-out', 'Café']);
    expect(store.notifier.alert?.message).toBe(SAVED.labels);
  });

  it('deleting a label linked to assets asks first', async () => {
    const label = { id: 1, label: 'Level 12 fit-out', depreciationReportId: 7 };
    const { store, port } = await openRegisterStore(
      new FakeRegisterPort([makeAsset(1, { abandonmentLabel: label })]),
    );
    await store.labels.load();
    const manager = store.labels.manager;
    manager.open();
    const removing = manager.remove(manager.drafts![0]!.key);
    await tick();
    expect(store.notifier.confirmation?.messages).toEqual(LABEL_HAS_ASSETS_MESSAGES);
    store.notifier.answer(true);
    await removing;
    expect(port.callsOf('deleteLabel')[0]?.args).toEqual([1]);
    expect(store.rows[0]!.asset.abandonmentLabel).toBeNull();
    expect(manager.drafts).toEqual([]);
  });
});

describe('output columns and copy (docs/product/asset-register.md, docs/product/rules.md#messages-and-errors)', () => {
  it('Manage Output saves the ticks and says so', async () => {
    const { store, port } = await openRegisterStore();
    store.output.open();
    store.output.toggle('fundCodeFlag');
    await store.output.save();
    expect(store.output.isShown('fundCodeFlag')).toBe(false);
    expect(port.flags).toHaveLength(12);
    expect(store.notifier.alert).toMatchObject({ title: OUTPUT_SAVED.title, message: OUTPUT_SAVED.message });
    store.output.open();
    store.output.toggleAll();
    expect(store.output.allTicked).toBe(true);
  });

  it('Copy Previous copies the chosen register, reloads and says so', async () => {
    const { store, port } = await openRegisterStore();
    await store.copy.open();
    expect(store.copy.entries).toHaveLength(2);
    store.copy.select(3);
    const labelReads = port.callsOf('getLabels').length;
    await store.copy.useSelected();
    expect(port.callsOf('copyRegister')[0]?.args).toEqual([3]);
    // The copy may have brought labels: they are read again for the Abandonment view.
    expect(port.callsOf('getLabels').length).toBe(labelReads + 1);
    expect(store.copy.isOpen).toBe(false);
    expect(store.totalRecords).toBe(3);
    expect(store.notifier.alert?.type).toBe('success');
  });
});
