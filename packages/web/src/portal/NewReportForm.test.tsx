import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { NewReportForm } from './NewReportForm';
import { FUND, setup } from './new-report.test-support';

afterEach(cleanup);

describe('NewReportForm (issue 15: keyboard friendly, clear errors)', () => {
  it('opens with the focus on Fund, ties each error to its field, and closes on Escape', async () => {
    const { store } = setup();
    await store.show([FUND], 3);
    render(<NewReportForm store={store} />);
    expect(document.activeElement).toBe(screen.getByLabelText('Fund'));
    fireEvent.click(screen.getByRole('button', { name: 'Create and open' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('6 fields need attention.'));
    const postCode = screen.getByLabelText('Post code');
    expect(postCode.getAttribute('aria-invalid')).toBe('true');
    const described = postCode.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(described)?.textContent).toBe('Enter a post code of 4 digits.');
    // The master id's hint stays described beside any error.
    expect(screen.getByLabelText('Master property id (optional)').getAttribute('aria-describedby')).toBe(
      'new-report-masterId-hint',
    );
    fireEvent.change(postCode, { target: { value: '3000' } });
    expect(screen.getByLabelText('Post code').getAttribute('aria-invalid')).toBeNull();
    fireEvent.keyDown(screen.getByLabelText('Suburb'), { key: 'Escape' });
    expect(store.open).toBe(false);
  });

  it('offers the checkers other than the surveyor, and an existing property when asked', async () => {
    const { store } = setup();
    await store.show([FUND], 3);
    render(<NewReportForm store={store} />);
    const checkers = [...(screen.getByLabelText('Checker') as HTMLSelectElement).options].map((o) => o.text);
    expect(checkers).toEqual(['Choose…', 'Chris Checker (Sydney)']);
    fireEvent.click(screen.getByLabelText(/An existing property/));
    const property = screen.getByLabelText('Existing property') as HTMLSelectElement;
    expect(property.options[0]?.text).toBe('Harbour Tower — 1 Harbour Street (last report 30 June 2025)');
  });

  it('asks who claims (issue 23): entity type and property use start "Not set" and are chosen by name', async () => {
    const { store } = setup();
    await store.show([FUND], 3);
    render(<NewReportForm store={store} />);
    const entity = screen.getByLabelText('Entity type') as HTMLSelectElement;
    const use = screen.getByLabelText('Property use') as HTMLSelectElement;
    expect(entity.selectedOptions[0]?.text).toBe('Not set');
    expect(use.selectedOptions[0]?.text).toBe('Not set');
    expect([...entity.options].map((o) => o.text)).toContain('Self-managed superannuation fund');
    fireEvent.change(entity, { target: { value: 'smsf' } });
    fireEvent.change(use, { target: { value: 'residentialRental' } });
    store.set('checkerId', 5);
    expect(store.request?.taxpayer).toEqual({ entityType: 'smsf', propertyUse: 'residentialRental' });
    fireEvent.change(entity, { target: { value: '' } });
    expect(store.entityType).toBeNull();
  });

  it('asks the report’s facts (issue 25), each optional, dates as day/month/year', async () => {
    const { store, created } = setup();
    await store.show([FUND], 3);
    render(<NewReportForm store={store} />);
    fireEvent.click(screen.getByLabelText(/An existing property/));
    fireEvent.change(screen.getByLabelText('Checker'), { target: { value: '5' } });
    fireEvent.change(screen.getByLabelText('Instructed by (company)'), {
      target: { value: ' Harbour Pty Ltd ' },
    });
    const inspection = screen.getByLabelText('Inspection date');
    fireEvent.change(inspection, { target: { value: '22/07/2025' } });
    fireEvent.blur(inspection);
    const rent = screen.getByLabelText('First available for rent');
    fireEvent.change(rent, { target: { value: '31/02/2019' } });
    fireEvent.blur(rent);
    // A date that is no day stays in its field, marked, and is not taken.
    expect(rent.getAttribute('aria-invalid')).toBe('true');
    expect(store.facts.firstAvailableForRentDate).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'Create and open' }));
    await waitFor(() => expect(created).toHaveLength(1));
    expect(created[0]?.[1].facts).toEqual({
      instructedCompany: 'Harbour Pty Ltd',
      inspectionDate: '2025-07-22',
    });
  });

  it('says under the later date when two dates are in an impossible order, and still creates the report', async () => {
    const { store, created } = setup();
    await store.show([FUND], 3);
    render(<NewReportForm store={store} />);
    fireEvent.click(screen.getByLabelText(/An existing property/));
    fireEvent.change(screen.getByLabelText('Checker'), { target: { value: '5' } });
    const typeDate = (label: string, value: string) => {
      const input = screen.getByLabelText(label);
      fireEvent.change(input, { target: { value } });
      fireEvent.blur(input);
      return input;
    };
    typeDate('Instruction date', '01/08/2025');
    const inspection = typeDate('Inspection date', '22/07/2025');
    expect(inspection.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByTestId('new-report-inspectionDate-error').textContent).toBe(
      'Inspection date (22 July 2025) is before instruction date (01 August 2025): the property is inspected for an instruction already received.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Create and open' }));
    await waitFor(() => expect(created).toHaveLength(1));
    expect(created[0]?.[1].facts).toEqual({ instructionDate: '2025-08-01', inspectionDate: '2025-07-22' });
  });
});
