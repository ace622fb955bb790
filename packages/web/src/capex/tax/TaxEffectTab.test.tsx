import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CapexApp } from '../CapexApp';
import { FakeCapexPort, makeCapexReport, roofItem } from '../testing/fake-port';
import { capexContainer, capexStore, renderCapex, settle } from '../testing/render';

afterEach(cleanup);

/**
 * Base FY2026, 20 years, 3%: a lift of effective life 10 replaced in FY2027 ($10,000.00 × 1.03 = $10,300.00), a
 * repaint every 5 years from FY2026 (repairs), and issue 27's roof membrane with no effective life (FY2027, FY2042).
 */
function port() {
  return new FakeCapexPort(
    makeCapexReport({
      items: [
        {
          ...roofItem('1'),
          element: 'lifts',
          description: 'Lift car',
          yearInstalled: 2017,
          lifeYears: 10,
          effectiveLifeYears: 10,
        },
        {
          ...roofItem('2'),
          element: 'internalFinishes',
          description: 'Repaint',
          lumpSumCents: 500_000,
          yearInstalled: 2021,
          lifeYears: 5,
          expenditure: 'repairs',
        },
        roofItem('3'),
      ],
    }),
  );
}

async function openTaxEffect(fake = port()) {
  const store = capexStore(fake);
  renderCapex(<CapexApp capexReportId={4} />, capexContainer(store));
  fireEvent.click(await screen.findByRole('tab', { name: 'Tax effect' }));
  await screen.findByTestId('capex-tax');
  return { store, fake };
}

const cells = (testId: string) =>
  within(screen.getByTestId(testId))
    .getAllByRole('cell')
    .map((c) => c.textContent);

describe('the Tax effect tab (issue 27 item 4)', () => {
  it('shows the tax-effected capex by year with hand-worked figures, and which method and report it used', async () => {
    await openTaxEffect();
    expect(screen.getByTestId('capex-tax-basis').textContent).toBe(
      'Deductions under diminishing value (DV), the method of FY2025 depreciation schedule, the property’s latest depreciation report; rounded to cents.',
    );
    // FY2026: the repaint, $5,000.00, deducted in full.
    expect(cells('capex-tax-year-2026')).toEqual(['$0', '$5,000', '$0', '$5,000', '$0', '$5,000', '$0']);
    // FY2027: the lift and the membrane, $10,300.00 each; the lift declines $10,300.00 × 200% ÷ 10 = $2,060.00.
    expect(cells('capex-tax-year-2027')).toEqual([
      '$20,600',
      '$0',
      '$2,060',
      '$0',
      '$0',
      '$2,060',
      '$18,540',
    ]);
    expect(
      screen.getAllByRole('row').filter((r) => r.dataset.testid?.startsWith('capex-tax-year-')),
    ).toHaveLength(21);
  });

  it('lists every replacement with its treatment, those without an effective life too', async () => {
    await openTaxEffect();
    expect(cells('capex-tax-replacement-1-2027')).toEqual([
      'FY2027',
      '$10,300',
      'Division 40 asset',
      // Decline over FY2027 to FY2036 (the FY2037 replacement is past the horizon): less than its cost.
      expect.stringMatching(/^\$\d/),
      'Nothing',
      '$0',
    ]);
    expect(cells('capex-tax-replacement-2-2026').slice(2, 4)).toEqual([
      'Repairs: deducted in full',
      '$5,000',
    ]);
    expect(cells('capex-tax-replacement-3-2027').slice(2, 4)).toEqual([
      'No effective life: no deduction',
      '$0',
    ]);
    expect(cells('capex-tax-replacement-3-2042')[2]).toBe('No effective life: no deduction');
  });

  it('lists the register assets it could not scrap with the reasons, each a link to its item', async () => {
    const fake = port();
    fake.taxEffectExtras = {
      refused: [
        { itemId: '1', description: 'Lift car', assetId: 77, reasons: ['It already leaves the register.'] },
      ],
    };
    const { store } = await openTaxEffect(fake);
    const refused = screen.getByTestId('capex-tax-refused');
    expect(within(refused).getByRole('heading').textContent).toBe('1 register asset is not scrapped');
    expect(screen.getByTestId('capex-tax-refused-1').textContent).toBe(
      'Lift car (asset 77): It already leaves the register.',
    );
    fireEvent.click(within(refused).getByRole('link', { name: 'Lift car' }));
    expect(store.tab).toBe('items');
  });

  it('says when the method is diminishing value by default', async () => {
    const fake = port();
    fake.taxEffectExtras = { methodSource: 'default', depreciationReport: null };
    await openTaxEffect(fake);
    expect(screen.getByTestId('capex-tax-basis').textContent).toBe(
      'Deductions under diminishing value (DV) by default: the property has no depreciation report; rounded to cents.',
    );
  });

  it('says why when the figures cannot be read', async () => {
    const fake = port();
    fake.refuse.taxEffect = { status: 500, message: null };
    await (async () => {
      const store = capexStore(fake);
      renderCapex(<CapexApp capexReportId={4} />, capexContainer(store));
      fireEvent.click(await screen.findByRole('tab', { name: 'Tax effect' }));
    })();
    const failure = await screen.findByTestId('capex-tax-failure');
    expect(failure.getAttribute('role')).toBe('alert');
    expect(failure.textContent).toContain('The tax effect could not be worked out');
  });

  it('reads the figures again after a save while shown, and is reached from Forecast with the arrow key', async () => {
    const { store, fake } = await openTaxEffect();
    const before = fake.calls.filter((c) => c.name === 'taxEffect').length;
    store.forecastChanged();
    await settle();
    expect(fake.calls.filter((c) => c.name === 'taxEffect').length).toBe(before + 1);
    fireEvent.click(screen.getByRole('tab', { name: 'Forecast' }));
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Forecast' }), { key: 'ArrowRight' });
    expect(document.activeElement?.textContent).toBe('Tax effect');
    expect(screen.getByRole('tab', { name: 'Tax effect' }).getAttribute('aria-selected')).toBe('true');
  });
});
