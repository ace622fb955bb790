import type { DeductionCategory } from '@taxdep/domain';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FakeCalculationsPort } from '../calculations/testing/fake-port';
import { deductionAnswer, emptyDeductionAnswer, taxFlowAnswer } from '../calculations/testing/fixtures';
import { renderTab, settle } from '../calculations/testing/render';
import { DeductionsTab } from './DeductionsTab';

afterEach(cleanup);

async function renderDeductions(port = new FakeCalculationsPort()) {
  return renderTab((report) => <DeductionsTab report={report} />, { port });
}

async function choose(category: DeductionCategory) {
  fireEvent.change(screen.getByTestId('deductions-view'), { target: { value: category } });
  await settle();
}

const cells = (row: HTMLElement) => [...row.children].map((cell) => cell.textContent);

describe('DeductionsTab: the drop-down (docs/product/calculations-deductions-summary-report.md#deductions-tab)', () => {
  it('offers the seven views in order and asks the service for each chosen one', async () => {
    const { port } = await renderDeductions();
    const options = within(screen.getByTestId('deductions-view')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      '1. Summary Tax Flow 40 Years',
      '2. Division 40 Depreciating Asset',
      '3. Division 40 Low Value Pool',
      '4. Division 43 Capital Works',
      '5. Division 43 Fit-Out Abandonment',
      '6. Instant Asset Write-Off',
      '7. Other Deductions',
    ]);
    for (const category of ['40', 'L', 'CapitalWorks', 'Abandonment', 'IA', 'R'] as const)
      await choose(category);
    expect(port.categories).toEqual([
      'DiminishingValue',
      '40',
      'L',
      'CapitalWorks',
      'Abandonment',
      'IA',
      'R',
    ]);
    expect(screen.getByTestId('deductions-view-title').textContent).toBe('Other Deductions');
  });
});

describe('view 1: Summary Tax Flow 40 Years', () => {
  it('draws the chart, then a row per financial year end, Additional Allowances and Total', async () => {
    await renderDeductions();
    const chart = screen.getByRole('img', { name: /Summary tax flow, 40 years/ });
    expect(chart.querySelectorAll('rect[data-series]').length).toBe(10 + 5 + 40 + 1);
    expect(screen.getByTestId('tax-flow-chart-table').querySelectorAll('tbody tr')).toHaveLength(40);
    const table = screen.getByTestId('summary-tax-flow-table');
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 40 + 2);
    expect(cells(screen.getByTestId('tax-flow-2025-06-30'))).toEqual([
      '30 Jun 2025',
      '$1,000',
      '$300',
      '$2,500',
      '$0',
      '$0',
      '$0',
      '$0',
      '$0',
      '$0',
      '$3,800',
    ]);
    // An assessable adjustment counts against the deductions: negative (docs/tax-rules.md rule 15).
    expect(cells(screen.getByTestId('tax-flow-2027-06-30'))[4]).toBe('-$1,235');
    expect(cells(screen.getByTestId('tax-flow-additional-allowances'))[0]).toBe('Additional Allowances');
    expect(cells(screen.getByTestId('tax-flow-additional-allowances'))[1]).toBe('$1,500');
    expect(cells(screen.getByTestId('tax-flow-total')).slice(0, 4)).toEqual([
      'Total',
      '$11,504',
      '$0',
      '$100,000',
    ]);
  });

  it('an all-zero flow says There are no assets yet.', async () => {
    const port = new FakeCalculationsPort();
    port.reports.DiminishingValue = taxFlowAnswer(true);
    await renderDeductions(port);
    expect(screen.getByTestId('deductions-empty').textContent).toBe('There are no assets yet.');
    expect(screen.queryByRole('img')).toBeNull();
  });
});

describe('views 2 to 5: the deduction tables', () => {
  it.each([
    ['40', 'Division 40 Depreciating Asset'],
    ['L', 'Division 40 Low Value Pool'],
    ['CapitalWorks', 'Division 43 Capital Works'],
    ['Abandonment', 'Division 43 Fit-Out Abandonment'],
  ] as const)(
    '%s: Table B with the assets, Table A by industry, six years, Total',
    async (category, title) => {
      await renderDeductions();
      await choose(category);
      expect(screen.getByTestId('deductions-view-title').textContent).toBe(title);
      const tableB = screen.getByTestId('deduction-table-b');
      const years = within(tableB).getAllByRole('columnheader', { name: /^30 Jun/ });
      expect(years.map((th) => th.textContent)).toEqual([
        '30 Jun 2024Prior year',
        '30 Jun 2025Current year',
        '30 Jun 2026',
        '30 Jun 2027',
        '30 Jun 2028',
        '30 Jun 2029',
      ]);
      expect(cells(screen.getByTestId('deduction-asset-11')).slice(0, 7)).toEqual([
        '11 Carpet level 1',
        '15 Aug 2023',
        '$10,000',
        '$10,000',
        '$1,235',
        '$8,766',
        '$1,235',
      ]);
      expect(within(screen.getByTestId('deduction-group-Carpets')).getAllByRole('row')).toHaveLength(2);
      // The label in the first column (it stays in view), the asset columns' cells empty, then the years.
      expect(cells(within(tableB).getByTestId('deduction-total')).slice(0, 5)).toEqual([
        'Total',
        '',
        '',
        '$10,000',
        '$1,235',
      ]);
      const tableA = screen.getByTestId('deduction-table-a');
      expect(
        within(tableA)
          .getAllByRole('rowheader')
          .map((th) => th.textContent),
      ).toEqual(['Rental and hiring', 'Residential property operators', 'Carpets', 'Total']);
      expect(screen.queryByTestId('pool-rate') !== null).toBe(category === 'L');
    },
  );

  it('the low value pool view shows its rate text', async () => {
    await renderDeductions();
    await choose('L');
    expect(screen.getByTestId('pool-rate').textContent).toBe('Low value pool rate: 18.75% / 37.5%');
  });

  it('an empty view says There are no assets yet.', async () => {
    const port = new FakeCalculationsPort();
    port.reports['40'] = emptyDeductionAnswer('40');
    await renderDeductions(port);
    await choose('40');
    expect(screen.getByTestId('deductions-empty').textContent).toBe('There are no assets yet.');
  });
});

describe('views 6 and 7', () => {
  it('Instant Asset Write-Off: the assets written off whole, a deduction per year', async () => {
    await renderDeductions();
    await choose('IA');
    expect(cells(screen.getByTestId('deduction-asset-31'))).toEqual([
      '31 Laptop',
      '15 Aug 2023',
      '$1,500',
      '$0',
      '$1,500',
      '$0',
      '$0',
      '$0',
      '$0',
    ]);
    expect(cells(screen.getByTestId('deduction-total'))[4]).toBe('$1,500');
  });

  it('Other Deductions: repairs and expensed items by the years that have figures', async () => {
    await renderDeductions();
    await choose('R');
    const table = screen.getByTestId('other-deductions-table');
    expect(cells(screen.getByTestId('deduction-asset-41'))).toEqual([
      '41 Repaint walls',
      '30 Jun 2025',
      '$0',
      '$2,500',
      '$2,500',
      '$0',
    ]);
    expect(
      within(screen.getByTestId('deduction-group-EX')).getByRole('rowheader', {
        name: 'Expensed items · 1 asset',
      }),
    ).toBeTruthy();
    expect(cells(screen.getByTestId('deduction-asset-42'))[1]).toBe('30 Jun 2026');
    expect(
      within(table)
        .getAllByTestId('deduction-total')
        .map((row) => cells(row)[1]),
    ).toEqual(['30 Jun 2025', '30 Jun 2026']);
  });
});

describe('DeductionsTab: loading and failure', () => {
  it('shows a loader while the view loads, then the service reason and the empty state', async () => {
    const port = new FakeCalculationsPort();
    const { deductions } = await renderDeductions(port);
    port.hold();
    port.failing.add('getCategoryReport');
    port.refusal = { status: 404, message: 'Report 7 does not exist' };
    fireEvent.change(screen.getByTestId('deductions-view'), { target: { value: 'IA' } });
    expect(screen.getByTestId('loader').textContent).toContain('Loading Instant Asset Write-Off');
    port.release();
    await settle();
    expect(deductions.loading).toBe(false);
    expect(screen.getByRole('alert').textContent).toBe(
      'The deductions could not be loaded: Report 7 does not exist.',
    );
    expect(screen.getByTestId('deductions-empty').textContent).toBe('There are no assets yet.');
  });
});

describe('DeductionsTab: a page of asset lines at a time (docs/api.md "Paging the asset lines")', () => {
  it('asks for the session page size, turns the page with the pager, and keeps the page shown meanwhile', async () => {
    const port = new FakeCalculationsPort();
    port.reports['40'] = { ...deductionAnswer('40'), totalRecords: 120, totalPages: 3 };
    await renderDeductions(port);
    await choose('40');
    expect(port.pagings.at(0)).toBeUndefined(); // the Summary Tax Flow has no lines to page
    expect(port.pagings.at(-1)).toEqual({ pageNo: 1, pageSize: 50 });
    expect(screen.getByTestId('deductions-pager').textContent).toContain('3');
    port.hold();
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(screen.getByTestId('deduction-asset-11')).toBeTruthy();
    expect(screen.getByTestId('loader').textContent).toContain('Loading Division 40 Depreciating Asset');
    port.release();
    await settle();
    expect(port.pagings.at(-1)).toEqual({ pageNo: 2, pageSize: 50 });
    fireEvent.change(screen.getByTestId('page-size'), { target: { value: '200' } });
    await settle();
    expect(port.pagings.at(-1)).toEqual({ pageNo: 1, pageSize: 200 });
    await choose('L');
    expect(port.pagings.at(-1)).toEqual({ pageNo: 1, pageSize: 200 });
  });
});

describe('Table A: codes outside the effective life table', () => {
  it('names the industry and sub-industry rows of codes that have none', async () => {
    const port = new FakeCalculationsPort();
    const answer = deductionAnswer('CapitalWorks');
    const [industry] = answer.categoryAssetAsPerIndustryForTableA;
    port.reports.CapitalWorks = {
      ...answer,
      categoryAssetAsPerIndustryForTableA: industry
        ? [
            {
              ...industry,
              industryName: '',
              categoryAsset: industry.categoryAsset.map((sub) => ({ ...sub, subIndustryName: '' })),
            },
          ]
        : [],
    };
    await renderDeductions(port);
    await choose('CapitalWorks');
    const names = within(screen.getByTestId('deduction-table-a'))
      .getAllByRole('rowheader')
      .map((th) => th.textContent);
    expect(names.slice(0, 2)).toEqual([
      'No industry (codes outside the effective life table)',
      'No sub-industry',
    ]);
  });
});
