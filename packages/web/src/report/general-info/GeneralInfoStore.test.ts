import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeReport, readOnlyRefusal } from '../testing/fakes';
import { settle, setupGeneralInfo as setup } from '../testing/general-info';
import { SAVE_SUCCESS } from './GeneralInfoStore';

describe('GeneralInfoStore: auto-save', () => {
  it('saves the whole body, without readOnly, on a change (docs/product/calls.md)', async () => {
    const { port, store } = await setup();
    store.setLowValuePool(false);
    await settle();
    expect(port.saved).toHaveLength(1);
    const body = port.lastSaved!;
    expect(body).not.toHaveProperty('readOnly');
    expect(body.instructions.lowValuePoolFlag).toBe(false);
    // Status fields and the hidden property block pass through unchanged.
    expect(body.statusId).toBe(1);
    expect(body.reportStatus).toBe('Draft');
    expect(body.propertyInfo.purchasePrice).toBe(1250000);
    expect(body.propertyInfo.buildingPeriodAtReportDate).toBe('12 years');
    expect(store.saveState).toBe('saved');
    expect(store.alert).toBeNull();
  });

  describe('typing', () => {
    beforeEach(() => {
      vi.useFakeTimers();
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    it('saves after the typing pause, once, with the last text', async () => {
      const { port, store } = await setup();
      store.setText('reliantParty', 'A', 'Tax paying entity');
      store.setText('reliantParty', 'AB', 'Tax paying entity');
      await vi.advanceTimersByTimeAsync(499);
      expect(port.saved).toHaveLength(0);
      await vi.advanceTimersByTimeAsync(1);
      expect(port.saved).toHaveLength(1);
      expect(port.lastSaved?.instructions.reliantParty).toBe('AB');
    });

    it('saves at once when the field is left', async () => {
      const { port, store } = await setup();
      store.setText('qsReference', 'REF-2', 'Reference');
      store.commitTyping();
      await vi.advanceTimersByTimeAsync(0);
      expect(port.lastSaved?.reportingInfo.qsReference).toBe('REF-2');
      await vi.advanceTimersByTimeAsync(1000);
      expect(port.saved).toHaveLength(1);
    });
  });

  it('takes the saved answer: a concurrent change shows up, typing done meanwhile is kept', async () => {
    const { port, store } = await setup();
    let release: () => void = () => undefined;
    const original = port.updateReport.bind(port);
    port.updateReport = async (update) => {
      await new Promise<void>((r) => (release = r));
      return original(update);
    };
    port.concurrentEdit = (r) => {
      r.instructions.fundCode = 'F99';
      r.reportingInfo.qsReference = 'THEIRS';
      Object.assign(r, { version: 8 });
    };
    store.setLowValuePool(false);
    await settle();
    // Typed while the save runs: must survive the answer.
    store.setText('qsReference', 'MINE', 'Reference');
    release();
    await settle();
    expect(store.report?.instructions.fundCode).toBe('F99');
    expect(store.report?.reportingInfo.qsReference).toBe('MINE');
    expect((store.report as unknown as { version: number }).version).toBe(8);
    store.dispose();
  });

  it('cuts the report name at 1000 characters (docs/product/rules.md#constants-and-limits)', async () => {
    const { store } = await setup();
    store.setText('reportName', 'x'.repeat(1200), 'Report name');
    expect(store.report?.reportingInfo.reportName).toHaveLength(1000);
    store.dispose();
  });

  it('changes made in one go are sent in one save', async () => {
    const { port, store } = await setup();
    store.setLowValuePool(false);
    store.setAssessmentDate('2025-04-01');
    await settle();
    expect(port.saved).toHaveLength(1);
    expect(port.lastSaved?.instructions.lowValuePoolFlag).toBe(false);
    expect(port.lastSaved?.reportingInfo.assessmentDate).toBe('2025-04-01');
  });

  it('changes made while a save runs follow in one save with the latest values', async () => {
    const { port, store } = await setup();
    let release: () => void = () => undefined;
    const original = port.updateReport.bind(port);
    let calls = 0;
    port.updateReport = async (update) => {
      calls += 1;
      if (calls === 1) await new Promise<void>((r) => (release = r));
      return original(update);
    };
    store.setLowValuePool(false);
    await settle();
    store.setAssessmentDate('2025-04-01');
    store.setEofyReportDate('2024-06-30');
    await settle();
    expect(calls).toBe(1);
    release();
    await settle();
    await settle();
    expect(calls).toBe(2);
    expect(port.saved.map((b) => b.reportingInfo.eofyReportDate)).toEqual(['2025-06-30', '2024-06-30']);
    expect(port.lastSaved?.reportingInfo.assessmentDate).toBe('2025-04-01');
  });

  it('changing the EOFY date names the report after it (docs/product/states-and-permissions.md)', async () => {
    const { port, store } = await setup();
    store.setEofyReportDate('2026-06-30');
    await settle();
    expect(store.report?.reportingInfo.reportName).toBe('30 June 2026');
    expect(port.lastSaved?.reportingInfo.reportName).toBe('30 June 2026');
  });

  it('an emptied required field is not saved: the body keeps the stored value and the field says so (issue 16 item 1)', async () => {
    const { port, store } = await setup();
    const storedDate = store.report?.reportingInfo.assessmentDate;
    expect(storedDate).toBeTruthy();
    store.setAssessmentDate('');
    await settle();
    expect(store.report?.reportingInfo.assessmentDate).toBeNull();
    expect(port.lastSaved?.reportingInfo.assessmentDate).toBe(storedDate);
    expect(store.errors.assessmentDate).toMatch(
      /^Assessment date is required: the empty field is not saved\. The report keeps “\d{1,2} \w+ \d{4}”\.$/,
    );
    expect(store.saveStatus).toEqual({ state: 'failed', text: 'Not saved: Assessment date' });
    store.setText('reportName', '', 'Report name');
    store.commitTyping();
    await settle();
    expect(store.saveStatus.text).toBe('Not saved: Assessment date, Report name');
    store.setAssessmentDate('2025-05-05');
    store.setText('reportName', 'Final', 'Report name');
    store.commitTyping();
    await settle();
    expect(port.lastSaved?.reportingInfo).toMatchObject({
      assessmentDate: '2025-05-05',
      reportName: 'Final',
    });
    expect(store.saveStatus).toEqual({ state: 'saved', text: 'All changes saved' });
  });

  it('a required field that was never filled may stay empty while other fields save', async () => {
    const neverNamed = makeReport();
    neverNamed.reportingInfo.reportName = null;
    const { port, store } = await setup(neverNamed);
    store.setLowValuePool(false);
    await settle();
    expect(port.lastSaved?.reportingInfo.reportName).toBeNull();
    expect(store.errors.reportName).toBe('Report name is required.');
    expect(store.saveStatus.text).toBe('All changes saved');
  });

  it('the explicit save shows the success alert; auto-saves do not (docs/product/rules.md#messages-and-errors)', async () => {
    const { store } = await setup();
    store.setLowValuePool(false);
    await settle();
    expect(store.alert).toBeNull();
    expect(await store.saveNow()).toBe(true);
    expect(store.alert).toEqual(SAVE_SUCCESS);
    expect(store.alert?.title).toBe('Save Success');
    expect(store.alert?.message).toBe('General Info updated successfully.');
  });

  it('a failed save keeps the value in the form and says it was not saved', async () => {
    const { port, store } = await setup();
    port.failSaves = true;
    store.setAssessmentDate('2025-05-05');
    await settle();
    expect(store.report?.reportingInfo.assessmentDate).toBe('2025-05-05');
    expect(store.saveState).toBe('failed');
    expect(store.alert?.type).toBe('error');
    // No reason given: the screen's own words, as before issue #10.
    expect(store.alert?.message).toBe(
      'Assessment date was not saved. Your entry is kept in the form; try again.',
    );
    // Retrying once the service is back saves the kept value and confirms it.
    port.failSaves = false;
    store.alert?.action?.run();
    await settle();
    expect(port.lastSaved?.reportingInfo.assessmentDate).toBe('2025-05-05');
    expect(store.alert).toEqual(SAVE_SUCCESS);
  });

  it('a save refused because the report was completed meanwhile shows the service’s reason (issue #10)', async () => {
    const { port, store } = await setup();
    // Completed on the service after this form loaded the report.
    port.report!.readOnly = true;
    store.setAssessmentDate('2025-05-05');
    await settle();
    expect(store.report?.reportingInfo.assessmentDate).toBe('2025-05-05');
    expect(store.saveState).toBe('failed');
    expect(store.alert?.message).toBe(
      `Assessment date was not saved: ${readOnlyRefusal(42)} Your entry is kept in the form; try again.`,
    );
    store.dispose();
  });

  it('a read-only report is never edited or saved', async () => {
    const { port, store } = await setup(makeReport({ readOnly: true }));
    store.setLowValuePool(false);
    store.setText('reliantParty', 'Other', 'Tax paying entity');
    store.setEofyReportDate('2024-06-30');
    store.requestMethodChange(2);
    await store.confirmMethodChange();
    store.chooseChecker('11');
    await store.inputChecker('Ale');
    expect(await store.saveNow()).toBe(false);
    await settle();
    expect(port.saved).toHaveLength(0);
    expect(store.report?.instructions.lowValuePoolFlag).toBe(true);
    expect(store.report?.instructions.reliantParty).toBe('Harbour Trust');
    expect(store.report?.instructions.depreciationMethodId).toBe(1);
    expect(store.checker.suggestions).toHaveLength(0);
    expect(store.errors).toEqual({});
    store.dispose();
  });

  it('lists the missing required fields unless read-only (docs/product/rules.md)', async () => {
    const neverFilled = makeReport();
    neverFilled.instructions.reliantParty = null;
    const { store } = await setup(neverFilled);
    store.setText('reliantParty', ' ', 'Tax paying entity');
    expect(store.errors.reliantParty).toBe('Tax paying entity is required.');
    store.dispose();
  });
});
