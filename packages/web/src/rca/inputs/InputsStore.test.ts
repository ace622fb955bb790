import { describe, expect, it } from 'vitest';
import { FakeRcaPort, LIBRARY, makeRcaReport } from '../testing/fake-port';
import { rcaStore, settle } from '../testing/render';

async function loaded(port = new FakeRcaPort()) {
  const store = rcaStore(port);
  await store.load(9);
  return { store, port, inputs: store.inputs };
}

describe('InputsStore (issue 28 item 2): the whole assessment saved as typed, with the version read', () => {
  it('saves the whole document with the version read, money as cents, and takes the new version', async () => {
    const { inputs, port, store } = await loaded();
    inputs.setSetting('currentSumInsured', '$2,000,000');
    inputs.setBuilding('b1', 'externalWorks', '12,500.50');
    await settle();
    expect(port.saves).toHaveLength(1);
    const sent = port.saves[0];
    expect(sent?.version).toBe(1);
    expect(sent?.settings.currentSumInsuredCents).toBe(200_000_000);
    expect(sent?.buildings[0]?.externalWorksCents).toBe(1_250_050);
    expect(sent?.notes.exclusions).toBe('Contents.');
    expect(store.report?.version).toBe(2);
    expect(inputs.saveState).toBe('saved');
    // The next save sends the version the last one answered.
    inputs.setNote('assumptions', 'No heritage constraints.');
    await settle();
    expect(port.saves[1]?.version).toBe(2);
  });

  it('a 409 says someone else saved, keeps what was typed, and Reload shows their save', async () => {
    const { inputs, port } = await loaded();
    port.stored = { ...port.stored, version: 5, reportName: 'Renamed elsewhere' };
    inputs.setBuilding('b1', 'name', 'Tower A');
    await settle();
    expect(inputs.saveState).toBe('failed');
    expect(inputs.conflict).toBe(true);
    expect(inputs.saveError).toMatch(/Someone else saved this assessment meanwhile\. Reload/);
    expect(inputs.draft?.buildings[0]?.name).toBe('Tower A');
    // No further save is tried against the stale version.
    inputs.setBuilding('b1', 'name', 'Tower AB');
    await settle();
    expect(port.saves).toHaveLength(1);
    await inputs.reload();
    expect(inputs.draft?.reportName).toBe('Renamed elsewhere');
    expect(inputs.draft?.buildings[0]?.name).toBe('Main building');
    expect(inputs.conflict).toBe(false);
  });

  it('a failed save keeps every entry, says why, and Try again sends them', async () => {
    const { inputs, port } = await loaded();
    port.refuse.save = { status: 503, message: 'The service is busy.' };
    inputs.setBuilding('b1', 'contingencyPercent', '7.5');
    await settle();
    expect(inputs.saveError).toBe(
      'The inputs could not be saved: The service is busy. Your entries are kept in the form.',
    );
    expect(inputs.draft?.buildings[0]?.contingencyPercent).toBe('7.5');
    await inputs.retry();
    expect(port.stored.buildings[0]?.contingencyPercent).toBe('7.5');
    expect(inputs.saveError).toBeNull();
  });

  it('an amount that is no amount waits in the form with its reason; nothing is sent until it is right', async () => {
    const { inputs, port } = await loaded();
    inputs.setBuilding('b1', 'authorityFees', '12k');
    await settle();
    expect(port.saves).toHaveLength(0);
    expect(inputs.saveState).toBe('waiting');
    expect(inputs.errors['b1.authorityFeesCents']).toBe('Enter an amount in dollars, such as 1,234.50.');
    inputs.setBuilding('b1', 'authorityFees', '12,000');
    await settle();
    expect(port.saves[0]?.buildings[0]?.authorityFeesCents).toBe(1_200_000);
  });

  it('stores a draft with the domain’s errors and shows the answer’s at the field', async () => {
    const { inputs, port } = await loaded();
    inputs.setBuilding('b1', 'leadMonths', '40');
    await settle();
    expect(port.saves).toHaveLength(1);
    expect(port.stored.buildingErrors).toEqual([
      {
        buildingId: 'b1',
        field: 'leadMonths',
        message: 'Lead time must be a whole number of months from 0 to 36.',
      },
    ]);
    expect(inputs.answered).toEqual({
      'b1.leadMonths': 'Lead time must be a whole number of months from 0 to 36.',
    });
    expect(inputs.errors['b1.leadMonths']).toBe('Lead time must be a whole number of months from 0 to 36.');
  });

  it('adds a building with an area to fill, and removes one only once confirmed', async () => {
    const { inputs, port } = await loaded();
    expect(inputs.addBuilding()).toBe('b2');
    await settle();
    expect(port.stored.buildings.map((b) => [b.buildingId, b.name, b.areas.length])).toEqual([
      ['b1', 'Main building', 1],
      ['b2', 'Building 2', 1],
    ]);
    inputs.askRemoveBuilding('b1');
    inputs.cancelRemoveBuilding();
    inputs.askRemoveBuilding('b2');
    inputs.confirmRemoveBuilding();
    await settle();
    expect(port.stored.buildings.map((b) => b.buildingId)).toEqual(['b1']);
  });

  it('a library rate is copied into the area; changing it then needs the reason (the domain’s message)', async () => {
    const { inputs, store } = await loaded();
    const rate = LIBRARY[0];
    if (!rate) throw new Error('no rate');
    await store.picker.open('b1', 'a1');
    store.picker.choose(rate);
    await settle();
    const area = inputs.draft?.buildings[0]?.areas[0];
    expect(area?.rate).toBe('4,500.00');
    expect(area?.libraryRate).toEqual({
      rateId: 11,
      buildingType: 'Office, high rise',
      location: 'Sydney CBD',
      rateCentsPerM2: 450_000,
      pricedOn: '2026-03-01',
      source: 'Rawlinsons 2026',
    });
    expect(inputs.errors['b1.area.a1.overrideReason']).toBeUndefined();
    inputs.setArea('b1', 'a1', 'rate', '4,800');
    expect(inputs.errors['b1.area.a1.overrideReason']).toBe('Give the reason for changing the library rate.');
  });

  it('a read-only assessment is never edited nor saved, and marks nothing', async () => {
    const { inputs, port } = await loaded(new FakeRcaPort(makeRcaReport({ readOnly: true })));
    inputs.setBuilding('b1', 'name', 'Changed');
    inputs.addBuilding();
    await settle();
    expect(inputs.draft?.buildings.map((b) => b.name)).toEqual(['Main building']);
    expect(port.saves).toHaveLength(0);
    expect(inputs.errors).toEqual({});
  });
});
