import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderTab, settle } from '../calculations/testing/render';
import { SummaryTab } from '../summary';

afterEach(cleanup);

const OWNERS = [
  { ownerId: 11, name: 'Jamie Citizen', share: 6_000 },
  { ownerId: 12, name: 'Riley Citizen', share: 4_000 },
];

describe('the owner picker above the figures tabs (issue 23 item 7)', () => {
  it('is not shown for a report without several owners', async () => {
    await renderTab((report) => <SummaryTab report={report} />);
    expect(screen.queryByTestId('figures-owner')).toBeNull();
  });

  it('loads the tab again with the chosen owner’s figures, and says whose they are', async () => {
    const { port } = await renderTab((report) => <SummaryTab report={report} />, { owners: OWNERS });
    const picker = screen.getByLabelText('Figures for') as HTMLSelectElement;
    expect([...picker.options].map((o) => o.text)).toEqual([
      'Whole property (all owners)',
      'Jamie Citizen — 60.00%',
      'Riley Citizen — 40.00%',
    ]);
    expect(screen.getByRole('status').textContent).toContain('sum of the owners’ figures');
    fireEvent.change(picker, { target: { value: '12' } });
    await settle();
    expect(port.pagings.at(-1)).toMatchObject({ ownerId: 12 });
    expect(screen.getByRole('status').textContent).toContain('Every amount is Riley Citizen’s share');
    fireEvent.change(picker, { target: { value: '' } });
    await settle();
    expect(port.pagings.at(-1)).not.toHaveProperty('ownerId');
  });
});
