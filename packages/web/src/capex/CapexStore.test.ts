import { describe, expect, it } from 'vitest';
import { capexLoadFailureText } from './load-failure';
import { FakeCapexPort, makeCapexReport } from './testing/fake-port';
import { capexStore } from './testing/render';

describe('CapexStore (issue 27)', () => {
  it('reads the forecast once: its header, its items and whether items may start from the register', async () => {
    const port = new FakeCapexPort();
    const store = capexStore(port);
    const loading = store.load(4);
    expect(store.state).toBe('loading');
    await loading;
    expect(store.state).toBe('loaded');
    expect(store.report?.reportName).toBe('Harbour Tower capex forecast');
    expect(store.items.rows.map((row) => row.itemId)).toEqual(['1']);
    expect(store.depreciationReportId).toBe(42);
    expect(store.readOnly).toBe(false);
    await store.load(4);
    expect(port.calls.filter((c) => c.name === 'report')).toHaveLength(1);
  });

  it('fails and says why as the report view does: missing or not yours (404/403), else retry', async () => {
    const store = capexStore();
    await store.load(9);
    expect(store.state).toBe('failed');
    expect(store.readOnly).toBe(true);
    expect(capexLoadFailureText(9, store.failure)).toBe(
      'Capex forecast 9 does not exist, or it is not one of yours. Check the link, or open the forecast from your list of reports.',
    );
    expect(
      capexLoadFailureText(9, {
        status: 500,
        message: 'The service did not answer properly; try again later.',
      }),
    ).toBe(
      'Capex forecast 9 could not be loaded. The service did not answer properly; try again later. Refresh the page to try again.',
    );
  });

  it('after a workflow move reads the header again (status, readOnly) and keeps the grid as it is', async () => {
    const port = new FakeCapexPort();
    const store = capexStore(port);
    await store.load(4);
    store.items.addRow();
    port.stored = { ...port.stored, status: 'Completed', statusId: 3, readOnly: true };
    await store.reload(4);
    expect(store.report?.status).toBe('Completed');
    expect(store.readOnly).toBe(true);
    expect(store.items.rows).toHaveLength(2);
    await store.reload(5);
    expect(port.calls.filter((c) => c.name === 'report')).toHaveLength(2);
  });

  it('a left-out item’s link opens the Items tab with its row under the cursor', async () => {
    const port = new FakeCapexPort(
      makeCapexReport({ items: [{ ...makeCapexReport().items[0]!, itemId: '8', lifeYears: null }] }),
    );
    const store = capexStore(port);
    await store.load(4);
    store.showItem('8');
    expect(store.tab).toBe('items');
    const row = store.items.rows[0]!;
    expect(store.items.cursor.active).toEqual({ rowKey: row.key, columnKey: 'lifeYears' });
  });
});
