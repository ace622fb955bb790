import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ExplainedCalculationsTab } from './ExplainedCalculationsTab';
import { FakeCalculationsPort } from './testing/fake-port';
import { renderTab, settle } from './testing/render';

afterEach(cleanup);

const figureButton = (assetId: number, name: RegExp) =>
  within(screen.getByTestId(`calculation-row-${assetId}`)).getByRole('button', { name });

describe('the explanation panel (issue 12, every figure explains itself)', () => {
  it('opens from a figure, lays out the service’s derivation with the figure marked, closes on Escape', async () => {
    const { port } = await renderTab((report) => <ExplainedCalculationsTab report={report} />);
    const cell = figureButton(2, /^Depreciation of asset 2/);
    cell.focus();
    fireEvent.click(cell);
    await settle();
    expect(port.explained).toEqual([2]);
    const dialog = screen.getByRole('dialog', { name: 'Depreciation of asset 2 in FY2025' });
    // The asset as its row names it.
    expect(dialog.querySelector('.dialog-subheader')?.textContent).toBe('Tax code A0002 · Asset 2');
    // The figure asked about, to the cent, marked for sight and for a screen reader.
    const asked = within(dialog).getByTestId('explained-depreciation');
    expect(asked.getAttribute('aria-current')).toBe('true');
    expect(asked.textContent).toBe('Depreciation (the figure you chose)$2,000.00');
    expect(within(dialog).getByTestId('explained-closingWrittenDownValue').textContent).toBe(
      'Closing Written Down Value$8,000.00',
    );
    // Days held, the rate and where it came from, the events, each step and the rounding: the service's words.
    expect(within(dialog).getByRole('heading', { name: 'Days held: 365' })).toBeTruthy();
    const rate = within(dialog).getByTestId('explanation-rate');
    expect(within(rate).getByRole('heading').textContent).toBe('Rate (diminishing value)');
    expect(rate.textContent).toContain('Tax-office rate from the effective life of the tax code');
    expect(rate.textContent).toContain('20% = 200% ÷ 10 years');
    expect(dialog.textContent).toContain('Disposal, 31 March 2025:');
    const steps = within(within(dialog).getByTestId('explanation-steps')).getAllByRole('listitem');
    expect(steps).toHaveLength(3);
    const decline = within(dialog).getByTestId('explanation-step-decline');
    expect(decline.className).toContain('explanation-asked');
    expect(decline.textContent).toBe(
      'Decline in value$2,000.00value $10,000.00 × 200% ÷ 10 × 365/365 = $2,000.00s40-72(1)',
    );
    expect(within(dialog).getByRole('heading', { name: 'Rounding to the cent' })).toBeTruthy();
    // Focus is inside, on Close; Escape closes and gives focus back to the figure.
    expect(document.activeElement).toBe(within(dialog).getByTestId('explanation-close'));
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(cell);
  });

  it('marks the step of another figure, and has nothing to mark for a nil one', async () => {
    await renderTab((report) => <ExplainedCalculationsTab report={report} />);
    fireEvent.click(figureButton(1, /^Depreciation Claim to Date of asset 1/));
    await settle();
    const dialog = screen.getByRole('dialog', { name: 'Depreciation Claim to Date of asset 1 in FY2025' });
    expect(within(dialog).getByTestId('explanation-step-claimToDate').className).toContain(
      'explanation-asked',
    );
    fireEvent.click(within(dialog).getByTestId('explanation-close'));
    fireEvent.click(figureButton(1, /^Balancing Adjustment \(deduction \+, income −\) of asset 1/));
    await settle();
    const again = screen.getByRole('dialog', {
      name: 'Balancing Adjustment (deduction +, income −) of asset 1 in FY2025',
    });
    expect(again.querySelectorAll('.explanation-step.explanation-asked')).toHaveLength(0);
    expect(within(again).getByTestId('explained-balancingAdjustment').getAttribute('aria-current')).toBe(
      'true',
    );
  });

  it('says why when the service has no explanation', async () => {
    const port = new FakeCalculationsPort();
    port.failing.add('explainAssetYear');
    port.refusal = { status: 404, message: 'Asset 2 has no figures: the tax engine cannot calculate it' };
    await renderTab((report) => <ExplainedCalculationsTab report={report} />, { port });
    fireEvent.click(figureButton(2, /^Depreciation of asset 2/));
    await settle();
    const dialog = screen.getByRole('dialog', { name: 'Depreciation of asset 2' });
    expect(within(dialog).getByRole('alert').textContent).toBe(
      'The explanation could not be loaded: Asset 2 has no figures: the tax engine cannot calculate it.',
    );
    expect(within(dialog).queryByTestId('explanation')).toBeNull();
  });
});
