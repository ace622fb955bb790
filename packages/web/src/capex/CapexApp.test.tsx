import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CapexApp } from './CapexApp';
import { FakeCapexPort, makeCapexReport } from './testing/fake-port';
import { capexContainer, capexStore, renderCapex } from './testing/render';

afterEach(cleanup);

describe('CapexApp (issue 27: the shell’s ?capexId= view)', () => {
  it('shows a loader, then the header, the tabs and Settings', async () => {
    renderCapex(<CapexApp capexReportId={4} />, capexContainer());
    expect(screen.getByTestId('loader')).toBeTruthy();
    expect((await screen.findByTestId('capex-name')).textContent).toBe('Harbour Tower capex forecast');
    expect(screen.getByTestId('capex-facts').textContent).toBe(
      'Harbour Tower, 1 George Street, Sydney NSW 2000Fund: Harbour Fund',
    );
    expect(screen.getByTestId('capex-status').textContent).toBe('In Progress');
    expect(screen.getByTestId('capex-people').textContent).toBe(
      'Surveyor: Alex Surveyor · Checker: Chris Checker',
    );
    expect(screen.queryByTestId('capex-readonly-badge')).toBeNull();
    const tabs = within(screen.getByRole('tablist', { name: 'Forecast tabs' })).getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual([
      'Settings',
      'Items',
      'Forecast',
      'Tax effect',
      'Document',
      'History',
    ]);
    expect(screen.getByRole('tab', { name: 'Settings' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByTestId('capex-settings')).toBeTruthy();
  });

  it('moves between tabs with the arrow keys, Home and End, the tab taking the focus', async () => {
    renderCapex(<CapexApp capexReportId={4} />, capexContainer());
    const settings = await screen.findByRole('tab', { name: 'Settings' });
    fireEvent.keyDown(settings, { key: 'ArrowRight' });
    expect(document.activeElement?.textContent).toBe('Items');
    expect(screen.getByTestId('capex-item-count').textContent).toBe('1 item, 0 left out');
    fireEvent.keyDown(document.activeElement!, { key: 'End' });
    expect(screen.getByRole('tab', { name: 'History' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: 'Settings' }).getAttribute('aria-selected')).toBe('true');
  });

  it('says so when the forecast cannot be read, with a way back', async () => {
    renderCapex(<CapexApp capexReportId={9} />, capexContainer());
    const error = await screen.findByTestId('capex-load-error');
    expect(within(error).getByRole('alert').textContent).toContain(
      'Capex forecast 9 does not exist, or it is not one of yours.',
    );
    expect(within(error).getByRole('link', { name: 'Go to My work' }).getAttribute('href')).toBe('/');
  });

  it('a read-only forecast says so and offers no change', async () => {
    const store = capexStore(new FakeCapexPort(makeCapexReport({ readOnly: true, status: 'Completed' })));
    renderCapex(<CapexApp capexReportId={4} />, capexContainer(store));
    expect((await screen.findByTestId('capex-readonly-badge')).textContent).toBe('Read only');
    expect((screen.getByLabelText('Escalation (% a year)') as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('tab', { name: 'Items' }));
    expect((screen.getByRole('button', { name: 'Add item' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByTestId('capex-import') as HTMLButtonElement).disabled).toBe(true);
  });

  it('Settings shows the domain’s reason under the field it concerns', async () => {
    renderCapex(<CapexApp capexReportId={4} />, capexContainer());
    const escalation = (await screen.findByLabelText('Escalation (% a year)')) as HTMLInputElement;
    fireEvent.change(escalation, { target: { value: '35' } });
    expect(screen.getByTestId('capex-escalation-error').textContent).toMatch(/^Escalation /);
    expect(escalation.getAttribute('aria-invalid')).toBe('true');
  });
});
