import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FakeCalculationsPort } from '../calculations/testing/fake-port';
import { renderTab, settle } from '../calculations/testing/render';
import { SummaryTab } from './SummaryTab';

afterEach(cleanup);

const cells = (row: HTMLElement) => [...row.children].map((cell) => cell.textContent);

describe('SummaryTab (docs/product/calculations-deductions-summary-report.md#summary-tab)', () => {
  it('is headed by the EOFY report date and lists each group, its assets, its total and the grand total', async () => {
    await renderTab((report) => <SummaryTab report={report} />);
    expect(screen.getByTestId('summary-date').textContent).toBe('For the financial year ending 30 June 2025');
    const headers = within(screen.getByTestId('summary-table'))
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual([
      'Asset Group / Asset',
      'Original Cost',
      'Opening Written Down Value',
      'Additions',
      'Balancing Adjustment (deduction +, income −)',
      'Deduction for Decline in Value',
      'Claims for Deduction and Disposal',
      'Closing Written Down Value',
    ]);
    expect(cells(screen.getByTestId('summary-asset-11'))).toEqual([
      '11 Carpet level 1',
      '$10,000',
      '$8,766',
      '$0',
      '$0',
      '$1,235',
      '$1,235',
      '$7,531',
    ]);
    expect(cells(screen.getByTestId('summary-group-total-Carpets')).slice(0, 3)).toEqual([
      'Total Carpets',
      '$30,000',
      '$26,297',
    ]);
    // Asset group EX means expensed items (docs/product/rules.md#constants-and-limits).
    expect(cells(screen.getByTestId('summary-group-total-EX'))[0]).toBe('Total Expensed items');
    expect(cells(screen.getByTestId('summary-total')).slice(0, 2)).toEqual(['Total', '$30,120']);
  });

  it('says There are no assets yet. when the register has none', async () => {
    const port = new FakeCalculationsPort();
    port.summary = { ...port.summary, categoryWiseAssetForSummaryTab: [], totalRecords: 0, totalPages: 0 };
    await renderTab((report) => <SummaryTab report={report} />, { port });
    expect(screen.getByTestId('summary-empty').textContent).toBe('There are no assets yet.');
  });

  it('shows a loader while the call runs, then the service reason when it fails', async () => {
    const port = new FakeCalculationsPort();
    port.hold();
    port.failing.add('getSummary');
    port.refusal = { status: null, message: 'The service did not answer properly; try again later.' };
    await renderTab((report) => <SummaryTab report={report} />, { port });
    expect(screen.getByTestId('loader').textContent).toContain('Loading the summary');
    await act(async () => port.release());
    await settle();
    expect(screen.getByRole('alert').textContent).toBe(
      'The summary could not be loaded: The service did not answer properly; try again later.',
    );
    expect(screen.getByTestId('summary-empty')).toBeTruthy();
  });
});

describe('SummaryTab: a page of asset lines at a time (docs/api.md "Paging the asset lines")', () => {
  it('shows each group with its count in all, pages with the pager, and keeps the totals of the register', async () => {
    const port = new FakeCalculationsPort();
    port.summary = { ...port.summary, totalRecords: 260, totalPages: 6 };
    await renderTab((report) => <SummaryTab report={report} />, { port });
    expect(port.pagings).toEqual([{ pageNo: 1, pageSize: 50 }]);
    expect(screen.getByTestId('summary-group-Carpets').querySelector('.row-group')?.textContent).toBe(
      'Carpets · 2 assets',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await settle();
    expect(port.pagings.at(-1)).toEqual({ pageNo: 2, pageSize: 50 });
    expect(screen.getByTestId('summary-total')).toBeTruthy();
  });
});
