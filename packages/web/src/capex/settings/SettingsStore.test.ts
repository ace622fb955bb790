import { describe, expect, it } from 'vitest';
import { FakeCapexPort, makeCapexReport } from '../testing/fake-port';
import { capexStore, settle } from '../testing/render';

async function loaded(port = new FakeCapexPort()) {
  const store = capexStore(port);
  await store.load(4);
  return { store, settings: store.settings, port };
}

describe('the Settings tab (issue 27 item 2)', () => {
  it('saves a change with the version read, and takes the new version from the answer', async () => {
    const { store, settings, port } = await loaded();
    settings.type('escalationPercent', '3.5');
    await settle();
    settings.setHorizon('10');
    await settle();
    const saves = port.calls.filter((c) => c.name === 'saveHeader').map((c) => c.body);
    expect(saves).toEqual([
      expect.objectContaining({
        settings: expect.objectContaining({ escalationPercent: '3.5', horizon: 20 }),
        version: 1,
      }),
      expect.objectContaining({ settings: expect.objectContaining({ horizon: 10 }), version: 2 }),
    ]);
    expect(store.report?.version).toBe(3);
    expect(settings.saveState).toBe('saved');
  });

  it('shows the domain’s reason under a field and sends nothing until it is right', async () => {
    const { settings, port } = await loaded();
    settings.type('escalationPercent', '35');
    settings.type('baseYear', '26');
    await settle();
    expect(settings.errors.escalationPercent).toMatch(/^Escalation /);
    expect(settings.errors.baseYear).toBe('Base year must be a financial year from 1900 to 2200.');
    expect(port.calls.some((c) => c.name === 'saveHeader')).toBe(false);
    settings.type('escalationPercent', '-1');
    expect(settings.errors.escalationPercent).toBeDefined();
  });

  it('an element’s own rate and the sinking fund are saved; the fund’s amounts are read as cents', async () => {
    const { settings, port } = await loaded();
    settings.setElementRate('lifts', '4.5');
    settings.setSinkingFund(true);
    settings.type('openingBalance', '250,000.00');
    settings.type('contribution', '$40,000');
    settings.type('interestPercent', '2.5');
    await settle();
    expect(port.stored.settings.elementEscalationPercent).toEqual({ lifts: '4.5' });
    expect(port.stored.sinkingFund).toEqual({
      openingBalanceCents: 25_000_000,
      contributionCents: 4_000_000,
      interestPercent: '2.5',
    });
    settings.type('contribution', 'lots');
    expect(settings.errors.contributionCents).toBe(
      'Contribution must be in whole cents, from $0.00 to $100,000,000.00 a year.',
    );
    // Nothing is sent while any field is wrong: the rate's removal waits for the contribution.
    settings.setElementRate('lifts', null);
    await settle();
    expect(port.stored.settings.elementEscalationPercent).toEqual({ lifts: '4.5' });
    settings.type('contribution', '40,000');
    await settle();
    expect(port.stored.settings.elementEscalationPercent).toEqual({});
  });

  it('shows each field a refusal (400) names under it, and a stale version (409) says to refresh', async () => {
    const { settings, port } = await loaded();
    port.refuse.saveHeader = {
      status: 400,
      message: 'The settings were not saved.',
      fieldErrors: [{ field: 'baseYear', message: 'Base year is after the items’ installation.' }],
    };
    settings.type('baseYear', '2027');
    await settle();
    expect(settings.errors.baseYear).toBe('Base year is after the items’ installation.');
    expect(settings.saveError).toBe(
      'The settings could not be saved: The settings were not saved. Your entries are kept in the form.',
    );
    settings.type('baseYear', '2028');
    expect(settings.errors.baseYear).toBeUndefined();
    port.stored = { ...port.stored, version: 9 };
    await settle();
    expect(settings.saveError).toContain('refresh the page');
  });

  it('a read-only forecast is never edited or saved, and shows no errors', async () => {
    const { settings, port } = await loaded(new FakeCapexPort(makeCapexReport({ readOnly: true })));
    settings.type('escalationPercent', '99');
    settings.setHorizon('10');
    await settle();
    expect(settings.draft?.escalationPercent).toBe('3');
    expect(settings.errors).toEqual({});
    expect(port.calls.some((c) => c.name === 'saveHeader')).toBe(false);
  });
});
