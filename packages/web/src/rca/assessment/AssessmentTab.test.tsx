import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { RcaApp } from '../RcaApp';
import { FakeRcaPort, makeRcaReport, ricsBuilding } from '../testing/fake-port';
import { rcaContainer, rcaStore, renderRca, settle } from '../testing/render';

afterEach(cleanup);

async function assessmentShown(port: FakeRcaPort) {
  const store = rcaStore(port);
  await act(async () => {
    renderRca(<RcaApp rcaReportId={9} />, rcaContainer(store));
    await settle();
  });
  await act(async () => {
    fireEvent.click(screen.getByRole('tab', { name: 'Assessment' }));
    await settle();
  });
  return store;
}

const amountOf = (kind: string) =>
  screen.getByTestId(`rca-line-b1-${kind}`).querySelector('td.num')?.textContent;

describe('the Assessment tab (issue 28 item 4)', () => {
  it('shows the RICS/BCIS sample build-up line by line as the domain works it, and the recommendation', async () => {
    const report = makeRcaReport();
    report.settings.currentSumInsuredCents = 200_000_000;
    await assessmentShown(new FakeRcaPort(report));
    // £1,146 × 1.10 = £1,261 × 1,500 m² = £1,891,500; + £25,000; × 225/223; + 12% fees; + £75,000; + 17.5%.
    expect(amountOf('area')).toBe('$1,891,500.00');
    expect(amountOf('base')).toBe('$1,916,500.00');
    expect(amountOf('escalatedCost')).toBe('$1,933,688.00');
    expect(amountOf('professionalFees')).toBe('$232,043.00');
    expect(amountOf('costExcludingGst')).toBe('$2,240,731.00');
    expect(amountOf('reinstatementCost')).toBe('$2,632,859.00');
    expect(screen.getByTestId('rca-line-b1-base').className).toBe('rca-subtotal');
    expect(screen.getByTestId('rca-line-b1-adjustment').className).toBe('');
    expect(screen.getByTestId('rca-recommended').textContent).toBe('$2,632,859.00');
    expect(screen.getByTestId('rca-total').textContent).toBe(
      'Reinstatement cost $2,632,859.00. Rounded up to the next dollar.',
    );
    // $2 m insured against $2,632,859 required: 75.9% (rounded down), and a 10% loss pays that share of it.
    expect(screen.getByTestId('rca-insured').textContent).toContain('75.9% of the recommended sum');
    expect(screen.getByTestId('rca-under-insured').textContent).toContain('would pay only 75.9% of the loss');
    const tenPercent = within(screen.getByTestId('rca-averaging')).getAllByRole('row')[1];
    expect(
      within(tenPercent as HTMLElement)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['$263,285.90', '$200,000.00', '$63,285.90']);
    expect(screen.getByTestId('rca-reviews').textContent).toContain('full reassessment');
  });

  it('each line explains itself: Enter on its label opens its formula and notes, and closes them again', async () => {
    await assessmentShown(new FakeRcaPort());
    const line = within(screen.getByTestId('rca-line-b1-area')).getByRole('button', { name: 'Offices' });
    expect(line.getAttribute('aria-expanded')).toBe('false');
    line.focus();
    fireEvent.keyDown(line, { key: 'Enter' });
    expect(line.getAttribute('aria-expanded')).toBe('true');
    const explanation = screen.getByTestId('rca-explanation');
    expect(line.getAttribute('aria-controls')).toBe(explanation.id);
    expect(explanation.textContent).toContain('1,500 m² × $1,261.00/m² = $1,891,500.00');
    expect(explanation.textContent).toContain(
      'Located rate: $1,146.00 × 1.1 = $1,261.00/m², rounded to the dollar',
    );
    expect(explanation.textContent).toContain('Reason: BCIS sample rate');
    fireEvent.keyDown(line, { key: 'Enter' });
    expect(screen.queryByTestId('rca-explanation')).toBeNull();
    // A click opens another line's in its place.
    fireEvent.click(within(screen.getByTestId('rca-line-b1-escalation')).getByRole('button'));
    expect(screen.getByTestId('rca-explanation').textContent).toContain('Cost index 225 ÷ 223');
  });

  it('while the inputs have errors it says so and each error leads to its building in the Inputs tab', async () => {
    const port = new FakeRcaPort(makeRcaReport({ buildings: [ricsBuilding({ leadMonths: 40 })] }));
    const store = await assessmentShown(port);
    const problem = screen.getByTestId('rca-problem');
    expect(problem.textContent).toContain('Correct the inputs marked to see the assessment.');
    expect(problem.textContent).toContain(
      'Main building: Lead time must be a whole number of months from 0 to 36.',
    );
    expect(screen.queryByTestId('rca-recommended')).toBeNull();
    fireEvent.click(within(problem).getByRole('button', { name: 'Main building' }));
    expect(store.tab).toBe('inputs');
    expect(document.activeElement?.id).toBe('rca-b1-name');
    expect(screen.getByTestId('rca-b1-leadMonths-error').textContent).toBe(
      'Lead time must be a whole number of months from 0 to 36.',
    );
  });

  it('reads the figures again after a save changed the inputs', async () => {
    const port = new FakeRcaPort();
    const store = await assessmentShown(port);
    await act(async () => {
      store.inputs.setBuilding('b1', 'professionalFeesPercent', '15');
      await settle();
    });
    expect(port.calls.filter((c) => c.name === 'assessment')).toHaveLength(2);
    expect(amountOf('professionalFees')).toBe('$290,053.00');
  });
});
