import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FakeCalculationsPort } from '../calculations/testing/fake-port';
import { renderTab } from '../calculations/testing/render';
import { DeductionsTab } from './DeductionsTab';

afterEach(cleanup);

describe('prime cost versus diminishing value (issue 12), under the 40-year chart', () => {
  it('lays out both methods’ claims over 1, 5, 10 and 40 years and draws them', async () => {
    await renderTab((report) => <DeductionsTab report={report} />);
    const section = screen.getByTestId('method-comparison');
    expect(within(section).getByRole('heading', { name: 'Prime cost vs diminishing value' })).toBeTruthy();
    const table = within(section).getByTestId('method-comparison-table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual([
      'Method',
      'First yearFY2025',
      '5 yearsFY2025–FY2029',
      '10 yearsFY2025–FY2034',
      '40 yearsFY2025–FY2064',
    ]);
    const cells = (method: string) =>
      within(within(section).getByTestId(`method-comparison-${method}`))
        .getAllByRole('cell')
        .map((td) => td.textContent);
    expect(cells('DV')).toEqual(['$2,000', '$3,600', '$3,600', '$3,600']);
    expect(cells('PC')).toEqual(['$1,000', '$5,000', '$10,000', '$10,000']);
    // Exact to the cent before the display rounds: prime cost less diminishing value.
    expect(cells('difference')).toEqual(['-$1,000', '$1,400', '$6,400', '$6,400']);
    const chart = within(section).getByRole('img', { name: /Prime cost versus diminishing value/ });
    expect(chart.querySelectorAll('path[data-series]')).toHaveLength(2);
    // The chart's alternative: claims to date per year, both methods.
    const rows = within(section).getByTestId('method-comparison-chart-table').querySelectorAll('tbody tr');
    expect(rows).toHaveLength(40);
    expect(rows[1]?.textContent).toBe('2026$3,600$2,000');
  });

  it('shows the service’s reason when the comparison fails, the tax flow still there', async () => {
    const port = new FakeCalculationsPort();
    port.failing.add('getMethodComparison');
    port.refusal = { status: 409, message: 'Report 7 has no EOFY report date' };
    await renderTab((report) => <DeductionsTab report={report} />, { port });
    expect(screen.getByTestId('method-comparison-failure').textContent).toBe(
      'The method comparison could not be loaded: Report 7 has no EOFY report date.',
    );
    expect(screen.getByTestId('summary-tax-flow-table')).toBeTruthy();
  });
});
