import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BuildingRatesSection } from './BuildingRatesSection';
import { chosen, fakeRates, HEADINGS } from './building-rates.test-support';

afterEach(cleanup);

async function shown() {
  const fake = fakeRates();
  render(<BuildingRatesSection store={fake.store} />);
  await act(() => fake.store.start());
  return fake;
}

const rows = (testId: string) =>
  within(screen.getByTestId(testId))
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent));

describe('the Building rates section (issue 28 item 3)', () => {
  it('says what the file’s columns are, and lists the rates held with the loads’ history', async () => {
    await shown();
    expect(screen.getByTestId('building-rates-columns').textContent).toBe(HEADINGS);
    expect(rows('building-rates-held')).toEqual([
      ['Office', 'Sydney CBD', '$3,450.00', '01 July 2026', 'Cost guide 2026'],
    ]);
    expect(screen.getByTestId('building-rates-count').textContent).toBe('1 rate held');
    expect(screen.getByTestId('building-rates-loads').textContent).toContain(
      'with the release: sample.csv, 1 rate added.',
    );
  });

  it('previews a file (focus on its heading), confirms it and shows the new rate held and its load', async () => {
    const { store } = await shown();
    await act(() =>
      chosen(store, 'rates-2027.csv', `${HEADINGS}\nWarehouse,Brisbane,1280.50,2027-01-01,Cost guide 2027\n`),
    );
    const preview = screen.getByTestId('building-rates-preview');
    expect(document.activeElement).toBe(within(preview).getByRole('heading'));
    expect(screen.getByTestId('building-rates-summary').textContent).toBe(
      '1 to add, 0 already held, 0 conflict(s), 0 problem(s).',
    );
    expect(rows('building-rates-added')).toEqual([
      ['2', 'Warehouse', 'Brisbane', '$1,280.50', '01 January 2027', 'Cost guide 2027'],
    ]);
    await act(async () => {
      fireEvent.click(screen.getByTestId('building-rates-confirm'));
    });
    expect(screen.queryByTestId('building-rates-preview')).toBeNull();
    expect(screen.getByTestId('building-rates-notice').textContent).toContain('1 rate added');
    expect(rows('building-rates-held').map((row) => row[0])).toEqual(['Office', 'Warehouse']);
    expect(screen.getByTestId('building-rates-loads').textContent).toContain('Avery Admin: rates-2027.csv');
  });

  it('names a conflict with the held rate and each problem by line, and does not offer Confirm', async () => {
    const { store } = await shown();
    await act(() =>
      chosen(
        store,
        'bad.csv',
        `${HEADINGS}\nOffice,Sydney CBD,3500,2026-07-01,Revised\nShop,Perth,12.345,2026-09-01,Guide\n`,
      ),
    );
    const problems = within(screen.getByTestId('building-rates-problems'))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(problems).toEqual([
      'Line 2: Office, Sydney CBD priced on 01 July 2026 is held at $3,450.00/m²; the file says $3,500.00/m². ' +
        'A load never rewrites a held rate: date the new figure, or leave the row out.',
      'Line 3: Rate per m² must be dollars with at most two decimals, more than $0 and at most $50000.',
    ]);
    expect((screen.getByTestId('building-rates-confirm') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('building-rates-not-loadable').textContent).toBe(
      'Fix the problems and conflicts in the file and load it again; the library is unchanged.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByTestId('building-rates-preview')).toBeNull();
  });

  it('says a file of rates all held already changes nothing', async () => {
    const { store } = await shown();
    await act(() =>
      chosen(store, 'same.csv', `${HEADINGS}\nOffice,Sydney CBD,3450,2026-07-01,Cost guide 2026\n`),
    );
    expect(screen.getByTestId('building-rates-not-loadable').textContent).toBe(
      'The library already holds every rate of this file.',
    );
  });

  it('filters the rates held as you type, and the template button saves the template', async () => {
    const { store, saved } = await shown();
    fireEvent.change(screen.getByLabelText('Filter the rates'), { target: { value: 'perth' } });
    expect(screen.getByTestId('building-rates-count').textContent).toBe('0 rates matching “perth”');
    expect(screen.queryByTestId('building-rates-held')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Download the template' }));
    expect(saved.map((file) => file.fileName)).toEqual(['building-rates-template.csv']);
    expect(store.filterText).toBe('perth');
  });
});
