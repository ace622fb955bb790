import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { makeReport } from '../testing/fakes';
import { setupGeneralInfo } from '../testing/general-info';
import { TaxpayerCard } from './TaxpayerCard';

afterEach(cleanup);

const CHOICES = ['Entity type', 'Property use', 'Aggregated turnover', 'Premises when acquired'];

async function renderTaxpayer(report = makeReport()) {
  const setup = await setupGeneralInfo(report);
  render(<TaxpayerCard store={setup.store} />);
  return setup;
}

const select = (label: string) => screen.getByLabelText(label) as HTMLSelectElement;

describe('General Info: the Taxpayer section (issue 23)', () => {
  it('shows "Not set" for every fact a report has not answered, with the rules that need it', async () => {
    await renderTaxpayer();
    for (const label of CHOICES) {
      expect(select(label).selectedOptions[0]?.text).toBe('Not set');
      expect(select(label).disabled).toBe(false);
    }
    // The hint is read with the field (Field ties it by aria-describedby).
    const turnover = select('Aggregated turnover');
    const hint = document.getElementById(turnover.getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).toBe(
      'Instant asset write-off and accelerated depreciation need a business and its turnover.',
    );
    // Issue 25: the contract and settlement dates are under Dates and instructions, not shown twice.
    expect(screen.queryByLabelText('Contract (exchange) date')).toBeNull();
  });

  it('offers the law module’s labels and shows a stored answer by its label', async () => {
    const report = makeReport();
    report.taxpayer = {
      entityType: 'individual',
      propertyUse: 'residentialRental',
      turnoverBand: 'under2m',
      premisesCondition: 'previouslyUsed',
    };
    await renderTaxpayer(report);
    expect(select('Entity type').selectedOptions[0]?.text).toBe('Individual');
    expect(select('Property use').selectedOptions[0]?.text).toBe(
      'Residential premises held to earn rent (not a business)',
    );
    expect(select('Aggregated turnover').selectedOptions[0]?.text).toBe('Under $2 million');
    expect(select('Premises when acquired').selectedOptions[0]?.text).toBe(
      'Previously used (an existing property)',
    );
    // Eleven choices: "Not set" and the ten entity types of taxpayer.ts.
    expect(select('Entity type').options).toHaveLength(11);
  });

  it('saves a choice at once, and "Not set" clears it again', async () => {
    const { port } = await renderTaxpayer();
    fireEvent.change(select('Entity type'), { target: { value: 'company' } });
    await waitFor(() => expect(port.lastSaved?.taxpayer.entityType).toBe('company'));
    fireEvent.change(select('Aggregated turnover'), { target: { value: 'from10mTo50m' } });
    await waitFor(() => expect(port.lastSaved?.taxpayer.turnoverBand).toBe('from10mTo50m'));
    expect(port.lastSaved?.taxpayer.entityType).toBe('company');
    fireEvent.change(select('Entity type'), { target: { value: '' } });
    await waitFor(() => expect(port.lastSaved?.taxpayer.entityType).toBeNull());
    expect(select('Entity type').selectedOptions[0]?.text).toBe('Not set');
  });

  it('a failed save names the field that was not saved', async () => {
    const { port, store } = await renderTaxpayer();
    port.failSaves = true;
    fireEvent.change(select('Property use'), { target: { value: 'business' } });
    await waitFor(() => expect(store.alert?.message).toContain('Property use was not saved'));
    // The choice is kept in the form to try again.
    expect(select('Property use').value).toBe('business');
  });

  it('read-only: shows the answers but changes nothing', async () => {
    const report = makeReport({ readOnly: true });
    report.taxpayer.entityType = 'trust';
    const { port, store } = await renderTaxpayer(report);
    for (const label of CHOICES) {
      expect((screen.getByLabelText(label) as HTMLInputElement).disabled).toBe(true);
    }
    expect(select('Entity type').selectedOptions[0]?.text).toBe('Trust (family or discretionary)');
    store.setTaxpayer('entityType', 'company');
    expect(store.report?.taxpayer.entityType).toBe('trust');
    expect(port.saved).toHaveLength(0);
  });
});
