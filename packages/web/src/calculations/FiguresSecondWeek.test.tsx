/**
 * Issue 26 items 5 and 9 on the Calculations tab: the Total row over every row the search finds, a pool member at
 * the pool's rate, and the note of the assets left out with why.
 */
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CalculationsTab } from './CalculationsTab';
import { FakeCalculationsPort, makeCalculationRow } from './testing/fake-port';
import { renderTab, settle } from './testing/render';

afterEach(cleanup);

describe('Calculations: totals, pool rate, assets left out (issue 26)', () => {
  it('adds up every row the search finds in a Total row, not only the page', async () => {
    const rows = Array.from({ length: 60 }, (_, k) =>
      makeCalculationRow(k + 1, { depreciation: 100, balancingAdjustment: k === 0 ? -50 : 0 }),
    );
    await renderTab((report) => <CalculationsTab report={report} />, {
      port: new FakeCalculationsPort(rows),
    });
    const total = screen.getByTestId('calculations-total-row');
    expect(within(total).getByRole('rowheader').textContent).toBe('Total (all rows)');
    // 60 rows of $100, though the page shows 50.
    expect(within(total).getByTestId('total-depreciation').textContent).toBe('$6,000');
    expect(within(total).getByTestId('total-balancingAdjustment').textContent).toBe('$50');
    fireEvent.change(screen.getByTestId('calculations-search'), { target: { value: 'Asset 1' } });
    fireEvent.keyDown(screen.getByTestId('calculations-search'), { key: 'Enter' });
    await settle();
    // Asset 1, 10 to 19: 11 rows.
    expect(
      within(screen.getByTestId('calculations-total-row')).getByTestId('total-depreciation').textContent,
    ).toBe('$1,100');
  });

  it('shows a pool member at the pool’s rate, marked as such', async () => {
    const member = makeCalculationRow(4, { depreciationRate: 37.5, pooled: true });
    await renderTab((report) => <CalculationsTab report={report} />, {
      port: new FakeCalculationsPort([member]),
    });
    expect(within(screen.getByTestId('calculation-row-4')).getByTestId('depreciationRate').textContent).toBe(
      '37.5 (pool)',
    );
  });

  it('says how many assets are left out, and lists each with its errors', async () => {
    const port = new FakeCalculationsPort();
    port.leftOut = {
      count: 2,
      assets: [
        { id: 421, description: null, reasons: ['Asset description is required.'] },
        { id: 430, description: 'Carpet', reasons: ['Original cost must not be negative.'] },
      ],
    };
    await renderTab((report) => <CalculationsTab report={report} />, { port });
    expect(screen.getByTestId('figures-left-out-count').textContent).toMatch(
      /^2 assets of the register are left out of these figures: the Asset Register flags them invalid\./,
    );
    const list = screen.getByTestId('figures-left-out-list');
    expect(list.textContent).toContain('Asset 421: Asset description is required.');
    expect(list.textContent).toContain('Asset 430 · Carpet: Original cost must not be negative.');
  });

  it('says nothing when nothing is left out', async () => {
    await renderTab((report) => <CalculationsTab report={report} />);
    expect(screen.queryByTestId('figures-left-out')).toBeNull();
  });
});
