import type { ReportListEntry } from '@taxdep/domain';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PortalContent } from './MainPortal';
import { PortalStore } from './PortalStore';
import { entry, fakePort, STORED } from './testing/fake-port';

afterEach(cleanup);

const forecast: ReportListEntry = {
  ...entry(9, 3),
  reportKind: 'capex',
  reportName: 'Harbour Tower capex forecast',
};

async function listed() {
  const fake = fakePort({ reports: [entry(7, 3), forecast] });
  const store = new PortalStore(fake.port, fake.files, null);
  render(<PortalContent store={store} />);
  await act(() => store.start());
  const [report, capex] = screen.getAllByTestId('portal-report');
  if (!report || !capex) throw new Error('two rows expected');
  return { ...fake, store, report, capex };
}

describe('the main portal’s rows (issue 27 item 5)', () => {
  it('a capex forecast’s row offers its Forecast PDF, downloaded with isCapex=true under the service’s name', async () => {
    const { capex, pdfCalls, saved, store } = await listed();
    expect(
      within(capex).getByRole('link', { name: 'Harbour Tower capex forecast' }).getAttribute('href'),
    ).toBe('/?capexId=9');
    expect(within(capex).getByText('Capex forecast')).toBeTruthy();
    // One download, named for what it saves; no register CSV (a forecast has no register).
    const buttons = within(capex).getAllByRole('button');
    expect(buttons.map((b) => b.getAttribute('aria-label'))).toEqual([
      'Forecast PDF: Download the latest stored PDF of Harbour Tower capex forecast',
    ]);
    await act(async () => {
      fireEvent.click(within(capex).getByRole('button', { name: /^Forecast PDF/ }));
    });
    expect(pdfCalls).toEqual(['status 9', `pdf 3/9/${STORED.documentUId} isCapex`]);
    expect(saved.map((file) => file.fileName)).toEqual([STORED.fileName]);
    store.close();
  });

  it('a depreciation report’s row keeps its Register CSV and Report PDF, isCapex=false', async () => {
    const { report, pdfCalls, store } = await listed();
    expect(
      within(report)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Register CSV', 'Report PDF']);
    await act(async () => {
      fireEvent.click(within(report).getByRole('button', { name: /^Report PDF/ }));
    });
    expect(pdfCalls).toEqual(['status 7', `pdf 3/7/${STORED.documentUId}`]);
    store.close();
  });

  it('says in the forecast’s words when it has no PDF yet', async () => {
    const fake = fakePort({
      reports: [forecast],
      pdf: { reportId: 9, state: 'none', revision: STORED.revision, job: null, document: null },
    });
    const store = new PortalStore(fake.port, fake.files, null);
    render(<PortalContent store={store} />);
    await act(() => store.start());
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /^Forecast PDF/ }));
    });
    expect(
      screen.getByText('No PDF has been made for this forecast yet: open its Document tab to make it.'),
    ).toBeTruthy();
    expect(fake.saved).toEqual([]);
    store.close();
  });
});
