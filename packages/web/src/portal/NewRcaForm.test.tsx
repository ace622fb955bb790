import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { NewRcaForm } from './NewRcaForm';
import { FUND, setup } from './new-report.test-support';

afterEach(cleanup);

describe('NewRcaForm (issue 28 item 1)', () => {
  it('opens on Fund with today’s date typed day/month/year, and a date that is no day is not sent', async () => {
    const { rca, rcaCreated } = setup();
    await rca.show([FUND], 3);
    render(<NewRcaForm store={rca} />);
    expect(document.activeElement).toBe(screen.getByLabelText('Fund'));
    const date = screen.getByLabelText('Assessment date') as HTMLInputElement;
    expect(date.value).toBe('26/11/2026');
    fireEvent.change(date, { target: { value: '31/02/2027' } });
    fireEvent.blur(date);
    expect(screen.getByTestId('date-problem').textContent).not.toBe('');
    // The unreadable text stays in the field; the store keeps the last date, so nothing wrong is sent.
    expect(rca.assessmentDate).toBe('2026-11-26');
    fireEvent.change(date, { target: { value: '' } });
    fireEvent.blur(date);
    fireEvent.click(screen.getByRole('button', { name: 'Create and open' }));
    await waitFor(() =>
      expect(screen.getByTestId('new-rca-errors').textContent).toBe('One field needs attention.'),
    );
    expect(screen.getByTestId('new-rca-assessmentDate-error').textContent).toBe('Enter the assessment date.');
    expect(rcaCreated).toEqual([]);
  });

  it('offers as checker those who may check other than the surveyor, creates and closes on Escape', async () => {
    const { rca, rcaCreated, redirects } = setup();
    await rca.show([FUND], 3);
    render(<NewRcaForm store={rca} />);
    const checker = screen.getByLabelText('Checker (optional)') as HTMLSelectElement;
    expect([...checker.options].map((o) => o.text)).toEqual(['Not yet', 'Chris Checker (Sydney)']);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Create and open' }));
    });
    expect(rcaCreated.map(([portfolioId, body]) => [portfolioId, body.propertyId])).toEqual([[9, 21]]);
    expect(redirects).toEqual(['/?rcaId=99']);
    fireEvent.keyDown(screen.getByLabelText('Assessment name'), { key: 'Escape' });
    expect(rca.open).toBe(false);
  });
});
