import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CapexApp } from '../CapexApp';
import { FakeCapexPort, makeCapexReport, roofItem } from '../testing/fake-port';
import { capexContainer, capexStore, renderCapex, settle } from '../testing/render';

afterEach(cleanup);

/** Issue 27's example plus a repair with no life (left out) and a fund that falls short. */
function port() {
  return new FakeCapexPort(
    makeCapexReport({
      items: [
        roofItem('1'),
        {
          ...roofItem('2'),
          description: 'Repaint',
          element: 'internalFinishes',
          expenditure: 'repairs',
          lifeYears: null,
        },
      ],
      sinkingFund: { openingBalanceCents: 500_000, contributionCents: 200_000, interestPercent: '0' },
    }),
  );
}

async function openForecast(fake = port()) {
  const store = capexStore(fake);
  renderCapex(<CapexApp capexReportId={4} />, capexContainer(store));
  fireEvent.click(await screen.findByRole('tab', { name: 'Forecast' }));
  await screen.findByTestId('capex-forecast');
  return { store, fake };
}

describe('the Forecast tab (issue 27 item 3)', () => {
  it('shows the year × element matrix with hand-worked figures: $10,000 at 3% replaced FY2027 and FY2042', async () => {
    await openForecast();
    const roof = screen.getByTestId('capex-matrix-roofFacade');
    const cells = within(roof)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells).toHaveLength(22);
    // Year 1: 10,000.00 × 1.03 = 10,300.00; year 16: 10,000.00 × 1.03^16 = 16,047.06 (whole dollars shown).
    expect(cells[1]).toBe('$10,300');
    expect(cells[16]).toBe('$16,047');
    expect(cells[21]).toBe('$26,347');
    expect(within(screen.getByTestId('capex-matrix-total')).getAllByRole('cell').at(-1)?.textContent).toBe(
      '$26,347',
    );
    expect(within(screen.getByTestId('capex-band-years1To2')).getAllByRole('cell')[0]?.textContent).toBe(
      '$10,300',
    );
    expect(within(screen.getByTestId('capex-band-years16To20')).getAllByRole('cell')[2]?.textContent).toBe(
      '$16,047',
    );
  });

  it('marks the years the sinking fund falls short', async () => {
    await openForecast();
    // Opening 5,000 + 2,000 = 7,000 in FY2026; FY2027 7,000 + 2,000 − 10,300 = −1,300.
    expect(screen.getByTestId('capex-fund-summary').textContent).toBe(
      'The fund falls short in one year: FY2027.',
    );
    expect(within(screen.getByTestId('capex-fund-2027')).getByText('Short')).toBeTruthy();
  });

  it('lists the items left out with their reasons, each a link to its row in the grid', async () => {
    await openForecast();
    const leftOut = screen.getByTestId('capex-left-out');
    expect(leftOut.textContent).toContain('Repaint: Life must be a whole number of years, from 1 to 100.');
    fireEvent.click(within(leftOut).getByRole('link', { name: 'Repaint' }));
    expect(screen.getByRole('tab', { name: 'Items' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByTestId('capex-cell-message').textContent).toBe(
      'Life must be a whole number of years, from 1 to 100.',
    );
  });

  it('reads the figures again after a save', async () => {
    const { store, fake } = await openForecast();
    store.items.edit(store.items.rows[1]!, 'lifeYears', 10);
    await settle();
    expect(fake.calls.filter((c) => c.name === 'forecast')).toHaveLength(2);
    expect(screen.queryByTestId('capex-left-out')).toBeNull();
  });

  it('draws the PDF’s chart: the spending of each year stacked by element, named and described', async () => {
    await openForecast();
    const chart = screen.getByRole('img', {
      name: /^Forecast spending per financial year, by building element/,
    });
    // The charts package's CapexElementChart (the PDF's too): its description names the forecast's years.
    expect(chart.textContent).toContain('2026');
    expect(chart.querySelectorAll('rect').length).toBeGreaterThan(0);
  });
});
