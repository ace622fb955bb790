import type { AdminUser, UserInvitation } from '@taxdep/domain';
import type { AdminPort, ApiFailure } from '@taxdep/domain/ports';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AdminStore } from './AdminStore';
import { UsersSection } from './UsersSection';

afterEach(cleanup);

const user = (uid: string, awaitingPassword: boolean, active = true): AdminUser => ({
  userId: uid.length,
  userUid: uid,
  email: `${uid.toLowerCase()}@firm.example`,
  firstName: uid.split('.')[0] ?? uid,
  lastName: 'Tester',
  role: 'surveyor',
  access: 'user',
  active,
  taxAgentRegistrationNumber: null,
  officeId: null,
  awaitingPassword,
});

const DANA = user('DANA.NEW', true);
const SAM = user('SAM.SET', false);
const GONE = user('GONE.AWAY', true, false);

/** The calls this screen makes; the rest of the port is not reached. */
function portAnswering(invitation: UserInvitation | null, failure: ApiFailure | null = null) {
  const asked: number[] = [];
  const port = {
    access: async () => ({ userId: 1, access: 'admin' as const }),
    users: async () => [DANA, SAM, GONE],
    clients: async () => [],
    funds: async () => [],
    portfolios: async () => [],
    effectiveLifeTable: async () => ({ rows: [], totalRecords: 0, totalPages: 1, pageNo: 1, pageSize: 25 }),
    effectiveLifeLoads: async () => [],
    reinviteUser: async (userId: number) => {
      asked.push(userId);
      return invitation;
    },
    lastFailure: () => failure,
  } as unknown as AdminPort;
  return { port, asked };
}

async function shown(port: AdminPort) {
  const store = new AdminStore(port);
  await act(async () => {
    await store.start();
  });
  render(<UsersSection store={store} offices={[]} />);
}

describe('New sign-in link (docs/product/administration.md "Adding a user")', () => {
  it('is offered only for an active user who has not chosen a password, and shows the fresh link', async () => {
    const { port, asked } = portAnswering({
      link: 'https://portal.example/oidc/invitation?token=fresh',
      expiresAt: '2026-12-13T00:00:00Z',
    });
    await shown(port);
    expect(screen.getByTestId('admin-awaiting-DANA.NEW').textContent).toBe('No password yet');
    expect(screen.queryByTestId('admin-new-link-SAM.SET')).toBeNull();
    expect(screen.queryByTestId('admin-new-link-GONE.AWAY')).toBeNull();
    await act(async () => {
      fireEvent.click(screen.getByTestId('admin-new-link-DANA.NEW'));
    });
    expect(asked).toEqual([DANA.userId]);
    const dialog = screen.getByTestId('admin-new-link-dialog');
    expect(within(dialog).getByText('Their earlier link no longer works.')).toBeTruthy();
    expect((within(dialog).getByTestId('admin-new-link') as HTMLInputElement).value).toBe(
      'https://portal.example/oidc/invitation?token=fresh',
    );
    expect(dialog.textContent).toContain('send this link to dana.new@firm.example yourself');
    fireEvent.click(within(dialog).getByTestId('admin-new-link-done'));
    expect(screen.queryByTestId('admin-new-link-dialog')).toBeNull();
  });

  it('says why when the service makes none', async () => {
    const { port } = portAnswering(null, {
      status: 409,
      message: 'DANA Tester has already chosen a password.',
    } as ApiFailure);
    await shown(port);
    await act(async () => {
      fireEvent.click(screen.getByTestId('admin-new-link-DANA.NEW'));
    });
    expect(screen.getByRole('alert').textContent).toBe(
      'A new sign-in link could not be made: DANA Tester has already chosen a password.',
    );
  });
});
