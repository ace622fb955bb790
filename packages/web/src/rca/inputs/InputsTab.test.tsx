import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { RcaApp } from '../RcaApp';
import { FakeRcaPort, makeRcaReport } from '../testing/fake-port';
import { rcaContainer, rcaStore, renderRca, settle } from '../testing/render';

afterEach(cleanup);

async function shown(port = new FakeRcaPort()) {
  const store = rcaStore(port);
  await act(async () => {
    renderRca(<RcaApp rcaReportId={9} />, rcaContainer(store));
    await settle();
  });
  return { store, port };
}

const type = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });

describe('the Inputs tab (issue 28 item 2)', () => {
  it('“Choose from library” offers the rates in force on the assessment date, filtered by typing, and fills the area', async () => {
    const { port } = await shown();
    fireEvent.click(screen.getByRole('button', { name: 'Choose from library, area 1' }));
    const picker = await screen.findByTestId('rca-rate-picker');
    expect(port.calls.find((c) => c.name === 'buildingRates')?.body).toBe('2026-07-01');
    expect(within(picker).getAllByRole('row')).toHaveLength(3);
    type(within(picker).getByTestId('rca-rate-filter'), 'western');
    expect(within(picker).queryByText('Sydney CBD')).toBeNull();
    type(within(picker).getByTestId('rca-rate-filter'), 'sydney cbd rawlinsons');
    await act(async () => {
      fireEvent.click(within(picker).getByRole('button', { name: 'Choose Office, high rise, Sydney CBD' }));
      await settle();
    });
    expect(screen.queryByTestId('rca-rate-picker')).toBeNull();
    expect((screen.getByLabelText('Rate per m² ($), area 1') as HTMLInputElement).value).toBe('4,500.00');
    expect(screen.getByTestId('rca-area-b1-a1-library').textContent).toBe(
      'Office, high rise, Sydney CBD: $4,500.00/m², priced 2026-03-01 (Rawlinsons 2026)',
    );
    expect(port.stored.buildings[0]?.areas[0]?.libraryRate?.rateId).toBe(11);
    expect(port.stored.buildings[0]?.areas[0]?.rateCentsPerM2).toBe(450_000);
  });

  it('changing a library rate asks for the reason at the area, in the domain’s words, until one is given', async () => {
    const report = makeRcaReport();
    const area = report.buildings[0]?.areas[0];
    if (!area) throw new Error('no area');
    area.libraryRate = {
      rateId: 11,
      buildingType: 'Office, high rise',
      location: 'Sydney CBD',
      rateCentsPerM2: 450_000,
      pricedOn: '2026-03-01',
      source: 'Rawlinsons 2026',
    };
    area.rateCentsPerM2 = 450_000;
    area.overrideReason = '';
    const { port } = await shown(new FakeRcaPort(report));
    const reasonError = 'rca-area-b1-a1-overrideReason-error';
    expect(screen.queryByTestId(reasonError)).toBeNull();
    await act(async () => {
      type(screen.getByLabelText('Rate per m² ($), area 1'), '$4,800');
      await settle();
    });
    expect(screen.getByTestId(reasonError).textContent).toBe(
      'Give the reason for changing the library rate.',
    );
    const reason = screen.getByLabelText('Reason for a rate not the library’s, area 1');
    expect(reason.getAttribute('aria-invalid')).toBe('true');
    await act(async () => {
      type(reason, 'Basement fit-out dearer than the type');
      await settle();
    });
    expect(screen.queryByTestId(reasonError)).toBeNull();
    expect(port.stored.buildings[0]?.areas[0]).toMatchObject({
      rateCentsPerM2: 480_000,
      overrideReason: 'Basement fit-out dearer than the type',
    });
  });

  it('the floor areas are a keyboard grid: the arrows move between rows of a column', async () => {
    await shown();
    fireEvent.click(screen.getByRole('button', { name: 'Add floor area' }));
    const first = screen.getByLabelText('Area (m²), area 1');
    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(screen.getByLabelText('Area (m²), area 2'));
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(first);
  });

  it('removes a building only once confirmed', async () => {
    const { port } = await shown();
    fireEvent.click(screen.getByTestId('rca-remove-b1'));
    const dialog = screen.getByTestId('rca-remove-confirm');
    expect(dialog.textContent).toContain('Remove Main building?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(screen.getByTestId('rca-building-b1')).toBeTruthy();
    fireEvent.click(screen.getByTestId('rca-remove-b1'));
    await act(async () => {
      fireEvent.click(
        within(screen.getByTestId('rca-remove-confirm')).getByRole('button', { name: 'Remove' }),
      );
      await settle();
    });
    expect(screen.queryByTestId('rca-building-b1')).toBeNull();
    expect(port.stored.buildings).toEqual([]);
  });

  it('a 409 offers to reload; what was typed stays in the form until then', async () => {
    const { port } = await shown();
    port.stored = { ...port.stored, version: 3 };
    await act(async () => {
      type(screen.getByLabelText('Building name'), 'Tower A');
      await settle();
    });
    const alert = screen.getByTestId('rca-save-error');
    expect(alert.textContent).toContain('Someone else saved this assessment meanwhile.');
    expect((screen.getByLabelText('Building name') as HTMLInputElement).value).toBe('Tower A');
    await act(async () => {
      fireEvent.click(within(alert).getByRole('button', { name: 'Reload' }));
      await settle();
    });
    expect((screen.getByLabelText('Building name') as HTMLInputElement).value).toBe('Main building');
    expect(screen.queryByTestId('rca-save-error')).toBeNull();
  });

  it('a read-only assessment shows its inputs disabled, with nothing to add, remove or choose', async () => {
    await shown(new FakeRcaPort(makeRcaReport({ readOnly: true, status: 'Completed' })));
    expect(screen.getByTestId('rca-readonly-badge')).toBeTruthy();
    const inputs = screen.getByTestId('rca-inputs');
    for (const input of within(inputs).getAllByRole('textbox'))
      expect((input as HTMLInputElement).disabled).toBe(true);
    expect(within(inputs).queryByRole('button', { name: /Choose from library|Add|Remove/ })).toBeNull();
  });
});
