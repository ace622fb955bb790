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

const assessment: ReportListEntry = {
  ...entry(11, 3),
  reportKind: 'rca',
  reportName: 'Harbour Tower reinstatement cost assessment, 26 November 2026',
  eofyReportDate: null,
};

async function listed() {
  const fake = fakePort({ reports: [entry(7, 3), forecast, assessment] });
  const store = new PortalStore(fake.port, fake.files, null);
  render(<PortalContent store={store} />);
  await act(() => store.start());
  const [report, capex, rca] = screen.getAllByTestId('portal-report');
  if (!report || !capex || !rca) throw new Error('three rows expected');
  return { ...fake, store, report, capex, rca };
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

describe('the main portal’s assessments (issue 28 items 1 and 5)', () => {
  it('an assessment’s row is marked, opens at ?rcaId= and downloads its Assessment PDF with isRca=true', async () => {
    const { rca, pdfCalls, saved, store } = await listed();
    const name = 'Harbour Tower reinstatement cost assessment, 26 November 2026';
    expect(within(rca).getByRole('link', { name }).getAttribute('href')).toBe('/?rcaId=11');
    expect(within(rca).getByText('Reinstatement cost assessment')).toBeTruthy();
    const buttons = within(rca).getAllByRole('button');
    expect(buttons.map((b) => b.getAttribute('aria-label'))).toEqual([
      `Assessment PDF: Download the latest stored PDF of ${name}`,
    ]);
    await act(async () => {
      fireEvent.click(within(rca).getByRole('button', { name: /^Assessment PDF/ }));
    });
    expect(pdfCalls).toEqual(['status 11', `pdf 3/11/${STORED.documentUId} isRca`]);
    expect(saved.map((file) => file.fileName)).toEqual([STORED.fileName]);
    store.close();
  });

  it('says in the assessment’s words when it has no PDF yet, or while its first is being made', async () => {
    for (const [state, message] of [
      ['none', 'No PDF has been made for this assessment yet: open its Document tab to make it.'],
      [
        'generating',
        'No PDF has been made for this assessment yet: it is being made now, so try again in a moment.',
      ],
    ] as const) {
      const fake = fakePort({
        reports: [assessment],
        pdf: { reportId: 11, state, revision: STORED.revision, job: null, document: null },
      });
      const store = new PortalStore(fake.port, fake.files, null);
      render(<PortalContent store={store} />);
      await act(() => store.start());
      await act(async () => {
        fireEvent.click(screen.getByRole('button', { name: /^Assessment PDF/ }));
      });
      expect(screen.getByTestId('portal-download-failure').textContent).toBe(message);
      expect(fake.saved).toEqual([]);
      store.close();
      cleanup();
    }
  });

  it('the Kind filter offers assessments and asks the list for reportKind=rca from page 1', async () => {
    const { store, calls } = await listed();
    await act(() => store.setPage(2));
    const kind = screen.getByLabelText('Kind') as HTMLSelectElement;
    expect([...kind.options].map((o) => o.text)).toEqual([
      'Every kind',
      'Depreciation reports',
      'Capex forecasts',
      'Reinstatement cost assessments',
    ]);
    await act(async () => {
      fireEvent.change(kind, { target: { value: 'rca' } });
    });
    expect(calls.at(-1)?.query).toMatchObject({ reportKind: 'rca', pageNo: 1 });
    await act(async () => {
      fireEvent.change(kind, { target: { value: '' } });
    });
    expect(calls.at(-1)?.query).not.toHaveProperty('reportKind');
    store.close();
  });
});
