import type { ReportOwners, ReportOwnersSave } from '@taxdep/domain';
import type { ApiFailure, OwnersPort } from '@taxdep/domain/ports';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { OwnersCard } from './OwnersCard';
import { OwnersStore, parseShare } from './OwnersStore';

afterEach(cleanup);

/** The service's rules, as far as the card needs them: it answers what it saved, with ids. */
class FakeOwnersPort implements OwnersPort {
  saved: ReportOwnersSave[] = [];
  failure: ApiFailure | null = null;
  private nextId = 10;
  constructor(private answer: ReportOwners) {}
  async getOwners(): Promise<ReportOwners | null> {
    return this.answer;
  }
  async saveOwners(reportId: number, body: ReportOwnersSave): Promise<ReportOwners | null> {
    this.saved.push(body);
    if (this.failure) return null;
    this.answer = {
      depreciationReportId: reportId,
      readOnly: false,
      owners: body.owners.map((o) => ({ ownerId: o.ownerId ?? this.nextId++, name: o.name, share: o.share })),
    };
    return this.answer;
  }
  lastFailure(): ApiFailure | null {
    return this.failure;
  }
}

async function renderOwners(answer: Partial<ReportOwners> = {}) {
  const port = new FakeOwnersPort({ depreciationReportId: 42, owners: [], readOnly: false, ...answer });
  const store = new OwnersStore(port);
  render(<OwnersCard store={store} reportId={42} />);
  await screen.findByTestId('owners-block');
  return { port, store };
}

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;
const total = () => screen.getByTestId('owners-total').textContent;

describe('General Info: the Owners section (issue 23 item 7)', () => {
  it('reads a percentage with up to two decimals as hundredths of a percent', () => {
    expect(parseShare('50')).toBe(5_000);
    expect(parseShare('33.33')).toBe(3_333);
    expect(parseShare('12.5 %')).toBe(1_250);
    expect(parseShare('100.01')).toBeNull();
    expect(parseShare('1.234')).toBeNull();
    expect(parseShare('abc')).toBeNull();
  });

  it('adds owners, shows the running total and says when it is not 100%', async () => {
    const { port } = await renderOwners();
    expect(total()).toBe('No owners: the report is for a single owner.');
    fireEvent.click(button('Add owner'));
    // The first owner is offered the whole; the name is still missing, so nothing can be saved.
    expect(input('Owner 1 share (%)').value).toBe('100.00');
    expect(button('Save owners').disabled).toBe(true);
    fireEvent.change(input('Owner 1 name'), { target: { value: 'Ann' } });
    fireEvent.change(input('Owner 1 share (%)'), { target: { value: '70' } });
    expect(total()).toBe('Total 70.00%: the shares must add up to exactly 100.00%.');
    expect(screen.getByTestId('owners-problems').textContent).toContain('add up to 70.00%');
    fireEvent.click(button('Add owner'));
    expect(input('Owner 2 share (%)').value).toBe('30.00');
    fireEvent.change(input('Owner 2 name'), { target: { value: 'Bob' } });
    expect(total()).toBe('Total 100.00%');
    fireEvent.click(button('Save owners'));
    await waitFor(() => expect(screen.getByTestId('owners-message').textContent).toBe('Owners saved.'));
    expect(port.saved).toEqual([
      {
        owners: [
          { name: 'Ann', share: 7_000 },
          { name: 'Bob', share: 3_000 },
        ],
      },
    ]);
  });

  it('renames, re-shares and removes an owner, keeping the ids of those kept', async () => {
    const { port } = await renderOwners({
      owners: [
        { ownerId: 1, name: 'Ann', share: 5_000 },
        { ownerId: 2, name: 'Bob', share: 2_500 },
        { ownerId: 3, name: 'Cy', share: 2_500 },
      ],
    });
    expect(total()).toBe('Total 100.00%');
    expect(button('Save owners').disabled).toBe(true);
    fireEvent.click(button('Remove owner 3 (Cy)'));
    fireEvent.change(input('Owner 2 name'), { target: { value: 'Bob Ray' } });
    fireEvent.change(input('Owner 2 share (%)'), { target: { value: '50' } });
    fireEvent.click(button('Save owners'));
    await waitFor(() => expect(port.saved).toHaveLength(1));
    expect(port.saved[0]?.owners).toEqual([
      { ownerId: 1, name: 'Ann', share: 5_000 },
      { ownerId: 2, name: 'Bob Ray', share: 5_000 },
    ]);
  });

  it('names a repeated owner and a share that is not a percentage', async () => {
    await renderOwners();
    fireEvent.click(button('Add owner'));
    fireEvent.change(input('Owner 1 name'), { target: { value: 'Ann' } });
    fireEvent.change(input('Owner 1 share (%)'), { target: { value: '50' } });
    fireEvent.click(button('Add owner'));
    fireEvent.change(input('Owner 2 name'), { target: { value: 'ann' } });
    fireEvent.change(input('Owner 2 share (%)'), { target: { value: 'half' } });
    const problems = screen.getByTestId('owners-problems').textContent ?? '';
    expect(problems).toContain('Owner 2: enter the share as a percentage');
    expect(problems).toContain('Owner 2: Another owner is already called “ann”.');
    expect(button('Save owners').disabled).toBe(true);
  });

  it('keeps the list when a save is refused, with the service’s reason', async () => {
    const { port } = await renderOwners({ owners: [{ ownerId: 1, name: 'Ann', share: 10_000 }] });
    port.failure = { status: 409, message: 'Report 42 is read-only' };
    fireEvent.change(input('Owner 1 name'), { target: { value: 'Ann Lee' } });
    fireEvent.click(button('Save owners'));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'The owners were not saved: Report 42 is read-only. Your changes are kept; try again.',
      ),
    );
    expect(input('Owner 1 name').value).toBe('Ann Lee');
  });

  it('read-only: shows the owners, offers no change', async () => {
    await renderOwners({ readOnly: true, owners: [{ ownerId: 1, name: 'Ann', share: 10_000 }] });
    expect(input('Owner 1 name').disabled).toBe(true);
    expect(input('Owner 1 share (%)').disabled).toBe(true);
    expect(screen.queryByRole('button')).toBeNull();
    expect(total()).toBe('Total 100.00%');
  });
});
