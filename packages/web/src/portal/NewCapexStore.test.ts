import { describe, expect, it } from 'vitest';
import { FUND, setup } from './new-report.test-support';

describe('New capex forecast (issue 27 item 1)', () => {
  it('opens on the fund’s first property, this financial year, 10 years at 3%, named after the property', async () => {
    const { capex } = setup();
    await capex.show([FUND], 3);
    expect(capex.propertyId).toBe(21);
    // 26 November 2026 is in FY2027 (1 July 2026 to 30 June 2027).
    expect(capex.baseYear).toBe('2027');
    expect(capex.horizon).toBe(10);
    expect(capex.escalationPercent).toBe('3');
    expect(capex.surveyorId).toBe(3);
    expect(capex.reportName).toBe('Harbour Tower capital expenditure forecast FY2027–FY2037');
    capex.setHorizon(20);
    expect(capex.reportName).toBe('Harbour Tower capital expenditure forecast FY2027–FY2047');
    capex.setName('Due diligence forecast');
    capex.setHorizon(15);
    expect(capex.reportName).toBe('Due diligence forecast');
  });

  it('creates the forecast for the chosen property and opens it at ?capexId=', async () => {
    const { capex, capexCreated, redirects } = setup();
    await capex.show([FUND], 3);
    capex.setEscalation('3.5');
    capex.setPerson('checkerId', 5);
    expect(await capex.submit()).toBe(true);
    expect(capexCreated).toEqual([
      [
        9,
        {
          propertyId: 21,
          reportName: 'Harbour Tower capital expenditure forecast FY2027–FY2037',
          baseYear: 2027,
          horizon: 10,
          escalationPercent: '3.5',
          surveyorId: 3,
          checkerId: 5,
        },
      ],
    ]);
    expect(redirects).toEqual(['/?capexId=88']);
  });

  it('says what is wrong in the settings’ own words and sends nothing', async () => {
    const { capex, capexCreated } = setup();
    await capex.show([FUND], 3);
    capex.setBaseYear('26');
    capex.setEscalation('35');
    capex.setName('  ');
    capex.setPerson('checkerId', 3);
    expect(await capex.submit()).toBe(false);
    expect(capex.errors.baseYear).toBe('Base year must be a financial year from 1900 to 2200.');
    expect(capex.errors.escalationPercent).toMatch(/^Escalation /);
    expect(capex.errors.reportName).toBe('Enter the forecast’s name.');
    expect(capex.errors.checkerId).toBe('The checker must be someone other than the surveyor.');
    expect(capexCreated).toEqual([]);
  });

  it('keeps the form and says the service’s reason when it refuses', async () => {
    const { capex, redirects } = setup({
      refuse: { status: 403, message: 'You may not create work in this fund.' },
    });
    await capex.show([FUND], 3);
    expect(await capex.submit()).toBe(false);
    expect(capex.failure).toContain('You may not create work in this fund.');
    expect(capex.open).toBe(true);
    expect(redirects).toEqual([]);
  });
});
