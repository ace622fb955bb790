import { describe, expect, it } from 'vitest';
import { ReportStore } from './ReportStore';
import { FakeReportsPort, makeReport } from './testing/fakes';

describe('ReportStore', () => {
  it('loads the report and its status list', async () => {
    const store = new ReportStore(new FakeReportsPort());
    const loading = store.load(42);
    expect(store.state).toBe('loading');
    await loading;
    expect(store.state).toBe('loaded');
    expect(store.report?.depreciationReportId).toBe(42);
    expect(store.statusLabel).toBe('In Progress');
    expect(store.readOnly).toBe(false);
  });

  it('names the status from the status list when the report carries only its id', async () => {
    const store = new ReportStore(new FakeReportsPort(makeReport({ status: null, statusId: 2 })));
    await store.load(42);
    expect(store.statusLabel).toBe('QA Review');
  });

  it('fails when the service answers no report (docs/product/rules.md#messages-and-errors: null)', async () => {
    const store = new ReportStore(new FakeReportsPort());
    await store.load(99);
    expect(store.state).toBe('failed');
    expect(store.report).toBeNull();
    expect(store.readOnly).toBe(true);
  });

  it('does not reload a report already loaded', async () => {
    const port = new FakeReportsPort();
    const store = new ReportStore(port);
    await store.load(42);
    store.report!.instructions.reliantParty = 'Edited';
    await store.load(42);
    expect(store.report?.instructions.reliantParty).toBe('Edited');
  });
});
