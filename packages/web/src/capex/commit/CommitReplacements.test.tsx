import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Container } from 'inversify';
import { afterEach, describe, expect, it } from 'vitest';
import { TYPES } from '../../identifiers';
import { bindReport } from '../../report/bindings';
import { bindCapex } from '../bindings';
import { CapexApp } from '../CapexApp';
import { FakeCommitPort } from '../testing/fake-commit-port';
import { FakeCapexPort, makeCapexReport, roofItem } from '../testing/fake-port';
import { capexStore, renderCapex, silentApi } from '../testing/render';

afterEach(cleanup);

async function openForecast(commitPort = new FakeCommitPort()) {
  const store = capexStore(new FakeCapexPort(makeCapexReport({ items: [roofItem('1')] })));
  const container = new Container({ defaultScope: 'Singleton' });
  container.bind(TYPES.ApiClient).toConstantValue(silentApi);
  bindReport(container);
  bindCapex(container, () => store, commitPort);
  renderCapex(<CapexApp capexReportId={4} />, container);
  fireEvent.click(await screen.findByRole('tab', { name: 'Forecast' }));
  await screen.findByTestId('capex-replacements');
  return commitPort;
}

const facts = (testId: string) =>
  Object.fromEntries(
    within(screen.getByTestId(testId))
      .getAllByRole('term')
      .map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]),
  );

describe('Commit to report on the Forecast tab (issue 27 item 4)', () => {
  it('lists each replacement with its action; the dialog shows the new asset and the disposal before Save', async () => {
    const port = await openForecast();
    // Issue 27's example: life 15 installed 2012 is replaced FY2027 and FY2042 ($10,000 at 3% a year).
    const row = screen.getByTestId('capex-replacement-1-2027');
    expect(within(row).getAllByRole('cell')[0]?.textContent).toBe('Roof membrane');
    expect(screen.getByTestId('capex-replacement-1-2042')).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: 'Commit to report: Roof membrane, FY2027' }));
    await screen.findByTestId('capex-commit-preview');
    expect(port.calls).toEqual([{ itemId: '1', financialYear: 2027, depreciationReportId: 42, save: false }]);
    expect(facts('capex-commit-new-asset')).toMatchObject({
      Description: 'Roof membrane',
      'Tax code': 'CAPEXROOF',
      Category: '40',
      Method: 'DV',
      Cost: '$10,300.00',
      'Start date': '2026-07-01',
      Rate: '20%',
    });
    expect(facts('capex-commit-disposal')).toEqual({
      Asset: '77: Roof membrane (original)',
      'Disposal date': '2026-07-01',
      'Termination value': '$0.00',
    });
    fireEvent.click(screen.getByTestId('capex-commit-save'));
    const saved = await screen.findByTestId('capex-commit-saved');
    expect(saved.textContent).toContain('Saved: asset 901 added and asset 77 disposed of.');
    // The register of report 42, opened on the new asset.
    expect(screen.getByTestId('capex-commit-open-report').getAttribute('href')).toBe(
      '/AssetRegister?depreciationReportId=42&assetId=901',
    );
    expect(port.calls.filter((c) => c.save)).toHaveLength(1);
    expect(screen.queryByTestId('capex-commit-save')).toBeNull();
  });

  it('does not save to a report the user may not edit, and says why', async () => {
    await openForecast();
    fireEvent.click(screen.getByTestId('capex-commit-1-2027'));
    await screen.findByTestId('capex-commit-preview');
    fireEvent.change(screen.getByTestId('capex-commit-report'), { target: { value: '43' } });
    await waitFor(() => expect(screen.getByTestId('capex-commit-not-editable')).toBeTruthy());
    expect(screen.getByTestId('capex-commit-save').hasAttribute('disabled')).toBe(true);
  });
});
