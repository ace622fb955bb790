import type { Report } from '@taxdep/domain';
import { describe, expect, it } from 'vitest';
import { makeReport } from '../testing/fakes';
import { settle, setupGeneralInfo as setup } from '../testing/general-info';

describe('GeneralInfoStore: depreciation method', () => {
  it('loads the methods once', async () => {
    const { store } = await setup();
    await store.loadMethods();
    await store.loadMethods();
    expect(store.methods.map((m) => m.code)).toEqual(['PC', 'DV']);
  });

  it('asks before changing and saves with the blocking loader on confirm', async () => {
    const { port, store } = await setup();
    store.requestMethodChange(2);
    expect(store.pendingMethodId).toBe(2);
    expect(store.selectedMethodId).toBe(2);
    expect(store.report?.instructions.depreciationMethodId).toBe(1);
    expect(port.saved).toHaveLength(0);
    const confirming = store.confirmMethodChange();
    expect(store.blocking).toBe(true);
    await confirming;
    expect(store.blocking).toBe(false);
    expect(store.pendingMethodId).toBeNull();
    expect(port.lastSaved?.instructions.depreciationMethodId).toBe(2);
  });

  it('cancel restores the previous method and saves nothing', async () => {
    const { port, store } = await setup();
    store.requestMethodChange(2);
    store.cancelMethodChange();
    await settle();
    expect(store.pendingMethodId).toBeNull();
    expect(store.selectedMethodId).toBe(1);
    expect(port.saved).toHaveLength(0);
  });

  it('choosing the current method again asks nothing', async () => {
    const { store } = await setup();
    store.requestMethodChange(1);
    expect(store.pendingMethodId).toBeNull();
  });
});

describe('GeneralInfoStore: checker', () => {
  const withReportingInfo = (info: Partial<Report['reportingInfo']>) => {
    const base = makeReport();
    return makeReport({ reportingInfo: { ...base.reportingInfo, ...info } });
  };

  it('does not offer the surveyor as checker (issue 24: the checker is never the surveyor)', async () => {
    const { store } = await setup(withReportingInfo({ qsSurveyorId: 11 }));
    await store.inputChecker('Ale');
    expect(store.checker.suggestions.map((s) => s.firstname)).toEqual(['Alexa']);
  });

  it('leaves the checker alone when the service says the user may not change it', async () => {
    const { port, store } = await setup(withReportingInfo({ checkerReadOnly: true }));
    expect(store.readOnly).toBe(false);
    expect(store.checkerReadOnly).toBe(true);
    await store.inputChecker('Alexa');
    store.chooseChecker('120');
    await settle();
    expect(port.searches).toEqual([]);
    expect(port.saved).toHaveLength(0);
  });

  it('searches from 3 characters; fewer clears the list (docs/product/rules.md)', async () => {
    const { port, store } = await setup();
    await store.inputChecker('Al');
    expect(port.searches).toEqual([]);
    await store.inputChecker('Ale');
    expect(port.searches).toEqual(['Ale']);
    expect(store.checker.suggestions).toHaveLength(2);
    await store.inputChecker('Al');
    expect(store.checker.suggestions).toHaveLength(0);
  });

  it('choosing a suggestion sets qsChecker and qsCheckerId and saves', async () => {
    const { port, store } = await setup();
    await store.inputChecker('Alexa');
    store.chooseChecker('120');
    await settle();
    expect(store.report?.reportingInfo.qsChecker).toBe('Alexa Green');
    expect(store.report?.reportingInfo.qsCheckerId).toBe(120);
    expect(port.lastSaved?.reportingInfo).toMatchObject({ qsChecker: 'Alexa Green', qsCheckerId: 120 });
    expect(store.checker.text(store.report?.reportingInfo.qsChecker ?? null)).toBe('Alexa Green');
    expect(store.checker.suggestions).toHaveLength(0);
  });

  it('a name not chosen from the list is refused: kept in the field, not saved, and the report keeps its checker (issue 16 item 1)', async () => {
    const { port, store } = await setup();
    await store.inputChecker('Nobody Known');
    await store.commitChecker();
    await settle();
    expect(store.report?.reportingInfo).toMatchObject({ qsChecker: 'Chris Checker', qsCheckerId: 7 });
    expect(store.checker.text('Chris Checker')).toBe('Nobody Known');
    expect(port.saved).toHaveLength(0);
    expect(store.errors.checker).toBe(
      '“Nobody Known” is not a name from the list: it is not saved. The report keeps “Chris Checker”.',
    );
    expect(store.saveStatus).toEqual({ state: 'failed', text: 'Not saved: Checker' });
    // Another change still saves, with the checker the report keeps, and the status still tells the truth.
    store.setLowValuePool(false);
    await settle();
    expect(port.lastSaved?.reportingInfo).toMatchObject({ qsChecker: 'Chris Checker', qsCheckerId: 7 });
    expect(store.saveStatus.text).toBe('Not saved: Checker');
    // Emptying the field is refused the same way; choosing a listed name clears the refusal.
    await store.inputChecker('');
    await store.commitChecker();
    expect(store.errors.checker).toBe(
      'Checker is required: the empty field is not saved. The report keeps “Chris Checker”.',
    );
    await store.inputChecker('Alexa');
    store.chooseChecker('120');
    await settle();
    expect(store.errors.checker).toBeUndefined();
    expect(store.saveStatus).toEqual({ state: 'saved', text: 'All changes saved' });
  });

  it('typing a suggested name in full chooses it when the field is left', async () => {
    const { store } = await setup();
    await store.inputChecker('alex brown');
    await store.inputChecker('Alex');
    await store.inputChecker('alex brown');
    await store.commitChecker();
    expect(store.report?.reportingInfo).toMatchObject({ qsChecker: 'Alex Brown', qsCheckerId: 11 });
  });

  it('leaving before the search answers waits for it (a fast typist keeps a listed name)', async () => {
    const { store } = await setup();
    void store.inputChecker('Alex Brown');
    await store.commitChecker();
    expect(store.report?.reportingInfo).toMatchObject({ qsChecker: 'Alex Brown', qsCheckerId: 11 });
  });

  it('leaving the field untouched keeps the checker and saves nothing', async () => {
    const { port, store } = await setup();
    await store.commitChecker();
    await store.inputChecker('Chris Checker');
    await store.commitChecker();
    await settle();
    expect(store.report?.reportingInfo).toMatchObject({ qsChecker: 'Chris Checker', qsCheckerId: 7 });
    expect(port.saved).toHaveLength(0);
  });

  it('an older search answer does not replace a newer list', async () => {
    const { port, store } = await setup();
    let release: () => void = () => undefined;
    const original = port.searchCheckers.bind(port);
    port.searchCheckers = async (text) => {
      if (text === 'Alex') await new Promise<void>((r) => (release = r));
      return original(text);
    };
    const slow = store.inputChecker('Alex');
    await store.inputChecker('Alexa');
    release();
    await slow;
    expect(store.checker.suggestions.map((s) => s.lastname)).toEqual(['Green']);
  });
});
