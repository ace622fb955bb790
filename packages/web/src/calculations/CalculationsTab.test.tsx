import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CalculationsTab } from './CalculationsTab';
import { FakeCalculationsPort, makeCalculationRow, manyCalculationRows } from './testing/fake-port';
import { renderTab, settle } from './testing/render';

afterEach(cleanup);

const cellOf = (assetId: number, field: string) =>
  within(screen.getByTestId(`calculation-row-${assetId}`)).getByTestId(field);

describe('CalculationsTab (docs/product/calculations-deductions-summary-report.md#calculations-tab)', () => {
  it('shows every column, the figures in whole dollars, the total records and the financial year', async () => {
    await renderTab((report) => <CalculationsTab report={report} />);
    const headers = screen.getAllByRole('columnheader').map((th) => th.textContent?.replace(/[▲▼↕]/g, ''));
    expect(headers).toEqual([
      'Asset ID',
      'Tax Code',
      'Category',
      'Description',
      'Original Cost',
      'Method',
      'Rate (%)',
      'Effective Life (years)',
      'Opening Written Down Value',
      'Additions',
      'Depreciation',
      'Balancing Adjustment (deduction +, income −)',
      'Closing Written Down Value',
      'Depreciation Claim to Date',
    ]);
    expect(cellOf(1, 'id').textContent).toBe('1');
    expect(cellOf(1, 'assetCode').textContent).toBe('A0001');
    expect(cellOf(1, 'originalCost').textContent).toBe('$1,001');
    // The header says the unit: Rate (%), Effective Life (years).
    expect(cellOf(1, 'depreciationRate').textContent).toBe('18.75');
    expect(cellOf(1, 'effectiveLife').textContent).toBe('10.67');
    expect(cellOf(2, 'openingWrittenDownValue').textContent).toBe('$1,800');
    expect(cellOf(1, 'depreciation').textContent).toBe('$123,457');
    // Issue 26 item 9: a balancing deduction (the wire's disposal sign −$20) shows as a deduction, positive.
    expect(cellOf(1, 'balancingAdjustment').textContent).toBe('$20');
    expect(cellOf(2, 'depreciationClaimToDate').textContent).toBe('$400');
    expect(cellOf(1, 'depreciation').className).toBe('num');
    expect(screen.getByTestId('calculations-total').textContent).toBe('Total Records: 2');
    expect(screen.getByTestId('calculations-year').textContent).toBe(
      'Financial year 01 July 2024 to 30 June 2025',
    );
    // Without the explanation panel wired, the figures are text, not buttons that do nothing.
    expect(screen.queryAllByRole('button', { name: /Explain/ })).toEqual([]);
  });

  it('shows $0 with the reason on a second-hand asset the law denies (s40-27), its values as they are', async () => {
    const denied = makeCalculationRow(3, {
      depreciation: 0,
      balancingAdjustment: 0,
      depreciationClaimToDate: 0,
      closingWrittenDownValue: 2_100,
      deniedBy: 's40-27',
    });
    await renderTab((report) => <CalculationsTab report={report} />, {
      port: new FakeCalculationsPort([makeCalculationRow(1), denied]),
    });
    expect(cellOf(3, 'depreciation').textContent).toBe(
      '$0 — s40-27 (second-hand asset in residential premises)',
    );
    expect(cellOf(3, 'depreciation').getAttribute('title')).toContain('CGT event K7');
    expect(cellOf(3, 'depreciationClaimToDate').getAttribute('title')).toContain('s40-27');
    expect(cellOf(3, 'closingWrittenDownValue').textContent).toBe('$2,100');
    expect(cellOf(1, 'depreciation').textContent).toBe('$123,457');
    expect(within(screen.getByTestId('calculation-row-1')).queryByTestId('denied-reason')).toBeNull();
  });

  it('says No calculated assets when there are none, and shows no pager', async () => {
    await renderTab((report) => <CalculationsTab report={report} />, { port: new FakeCalculationsPort([]) });
    expect(screen.getByTestId('calculations-empty').textContent).toBe('No calculated assets');
    expect(screen.getByTestId('calculations-total').textContent).toBe('Total Records: 0');
    expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull();
  });

  it('pages with ellipses, page sizes and the page jump, as the register does', async () => {
    const { port } = await renderTab((report) => <CalculationsTab report={report} />, {
      port: new FakeCalculationsPort(manyCalculationRows(500)),
    });
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    // The ellipsis is hidden from screen readers (the page numbers say it all), so read the list items as drawn.
    expect([...pages.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      '‹',
      '1',
      '2',
      '3',
      '4',
      '5',
      '…',
      '10',
      '›',
    ]);
    fireEvent.change(screen.getByTestId('page-jump'), { target: { value: '11' } });
    expect((screen.getByTestId('page-jump-go') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByTestId('page-jump'), { target: { value: '6' } });
    fireEvent.click(screen.getByTestId('page-jump-go'));
    await settle();
    expect(port.requests.at(-1)).toMatchObject({ pageNo: 6 });
    expect(screen.getByTestId('page-6').getAttribute('aria-current')).toBe('page');
    expect(screen.getByTestId('calculation-row-251')).toBeTruthy();
    fireEvent.change(screen.getByTestId('page-size'), { target: { value: '200' } });
    await settle();
    expect(port.requests.at(-1)).toMatchObject({ pageNo: 1, pageSize: 200 });
    expect(screen.getAllByTestId(/^calculation-row-/)).toHaveLength(200);
  });

  it('searches on Enter and sorts by a header', async () => {
    const rows = [makeCalculationRow(1, { description: 'Oven' }), makeCalculationRow(2)];
    const { port } = await renderTab((report) => <CalculationsTab report={report} />, {
      port: new FakeCalculationsPort(rows),
    });
    const search = screen.getByRole('searchbox', { name: 'Search calculations' });
    fireEvent.change(search, { target: { value: 'oven' } });
    fireEvent.keyDown(search, { key: 'Enter' });
    await settle();
    expect(screen.getAllByTestId(/^calculation-row-/)).toHaveLength(1);
    expect(screen.getByTestId('calculations-total').textContent).toBe('Total Records: 1');
    fireEvent.click(screen.getByTestId('sort-depreciation'));
    await settle();
    expect(port.requests.at(-1)).toMatchObject({ sortBy: 'depreciation', order: 'ASC', searchValue: 'oven' });
    expect(screen.getByTestId('sort-depreciation').closest('th')?.getAttribute('aria-sort')).toBe(
      'ascending',
    );
  });

  it('each computed figure is a button that asks for its explanation', async () => {
    const onExplain = vi.fn();
    await renderTab((report) => <CalculationsTab report={report} onExplain={onExplain} />);
    const row = screen.getByTestId('calculation-row-2');
    const buttons = within(row).getAllByRole('button');
    expect(buttons).toHaveLength(6);
    const depreciation = within(row).getByRole('button', {
      name: 'Depreciation of asset 2: $123,457. Explain',
    });
    depreciation.focus();
    expect(document.activeElement).toBe(depreciation);
    fireEvent.click(depreciation);
    expect(onExplain).toHaveBeenCalledWith(2, 'depreciation');
    fireEvent.click(within(row).getByRole('button', { name: /^Depreciation Claim to Date/ }));
    expect(onExplain).toHaveBeenLastCalledWith(2, 'depreciationClaimToDate');
  });

  it('shows a loader while the call runs, then the service reason when it fails', async () => {
    const port = new FakeCalculationsPort();
    port.hold();
    port.failing.add('listCalculations');
    port.refusal = { status: 409, message: 'Report 7 is being recalculated' };
    await renderTab((report) => <CalculationsTab report={report} />, { port });
    expect(screen.getByTestId('loader').textContent).toContain('Loading calculations');
    await act(async () => port.release());
    await settle();
    expect(screen.getByRole('alert').textContent).toBe(
      'The calculations could not be loaded: Report 7 is being recalculated.',
    );
    expect(screen.getByTestId('calculations-empty').textContent).toBe('No calculated assets');
  });
});
