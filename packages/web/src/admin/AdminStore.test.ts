import type {
  AdminUser,
  AdminUserChange,
  EffectiveLifeLoadAnswer,
  EffectiveLifeUpload,
} from '@taxdep/domain';
import type { AdminPort, ApiFailure } from '@taxdep/domain/ports';
import { describe, expect, it } from 'vitest';
import { AdminStore, MAX_EFFECTIVE_LIFE_FILE_BYTES } from './AdminStore';

const pat: AdminUser = {
  userId: 2,
  userUid: 'PAT.PLAIN',
  email: 'pat@test',
  firstName: 'Pat',
  lastName: 'Plain',
  role: 'surveyor',
  access: 'user',
  active: true,
  taxAgentRegistrationNumber: null,
  officeId: null,
  awaitingPassword: false,
};

const answer = (loadId: number | null, loadable = true): EffectiveLifeLoadAnswer => ({
  fileName: 't.csv',
  added: [],
  changed: [
    {
      codes: ['B0003'],
      line: 2,
      assetGroup: 'G',
      asset: 'Printers',
      dateOfApplication: '2026-07-01',
      previousLifeYears: '3',
      effectiveLifeYears: '5',
      source: '',
    },
  ],
  unchanged: 0,
  conflicts: [],
  problems: [],
  loadable,
  loadId,
});

function fakePort(access: 'user' | 'admin', failure: ApiFailure | null = null) {
  const loads: EffectiveLifeUpload[] = [];
  const changes: AdminUserChange[] = [];
  const port: AdminPort = {
    access: async () => ({ userId: 1, access }),
    users: async () => [pat],
    changeUser: async (_id, change) => {
      changes.push(change);
      if (failure) return null;
      const { taxAgentRegistrationNumber, ...rest } = change;
      return {
        ...pat,
        ...rest,
        ...(taxAgentRegistrationNumber === undefined
          ? {}
          : { taxAgentRegistrationNumber: taxAgentRegistrationNumber.trim() || null }),
      };
    },
    clients: async () => [],
    createClient: async (clientName) => ({ clientId: 1, clientName }),
    renameClient: async () => null,
    funds: async () => [],
    createFund: async () => null,
    renameFund: async () => null,
    portfolios: async () => [],
    createPortfolio: async () => null,
    renamePortfolio: async () => null,
    createUser: async (user) =>
      failure
        ? null
        : {
            user: {
              ...pat,
              ...user,
              userId: 9,
              userUid: 'DANA',
              active: true,
              access: 'user' as const,
              taxAgentRegistrationNumber: null,
            },
            invitation: {
              link: 'https://portal.example/oidc/invitation?token=x',
              expiresAt: '2026-12-13T00:00:00Z',
            },
          },
    reinviteUser: async () => null,
    effectiveLifeTable: async (query) => ({
      rows: [],
      totalRecords: query.searchValue ? 0 : 185,
      totalPages: query.searchValue ? 1 : 8,
      pageNo: query.pageNo ?? 1,
      pageSize: 25,
    }),
    effectiveLifeLoads: async () => [],
    previewEffectiveLife: async () => answer(null),
    loadEffectiveLife: async (file) => {
      loads.push(file);
      return answer(7);
    },
    lastFailure: () => failure,
  };
  return { port, loads, changes };
}

describe('AdminStore', () => {
  it('loads nothing for a user who does not administer', async () => {
    const store = new AdminStore(fakePort('user').port);
    await store.start();
    expect(store.isAdministrator).toBe(false);
    expect(store.users).toEqual([]);
  });

  it('deactivates a user and shows the service row, or the service reason when refused', async () => {
    const store = new AdminStore(fakePort('admin').port);
    await store.start();
    await store.setActive(store.users[0]!, false);
    expect(store.users[0]!.active).toBe(false);
    expect(store.notice).toBe('Pat Plain is deactivated.');
    const refused = new AdminStore(fakePort('admin', { status: 409, message: 'Not that one' }).port);
    await refused.start();
    await refused.setActive(refused.users[0]!, false);
    expect(refused.users[0]!.active).toBe(true);
    expect(refused.failure).toBe('Pat Plain could not be changed: Not that one.');
  });

  it('previews a chosen file, loads it on Confirm, and refuses a file over the limit unread', async () => {
    const { port, loads } = fakePort('admin');
    const store = new AdminStore(port);
    await store.start();
    await store.chooseFile('t.csv', 10, async () => 'text');
    expect(store.preview?.changed[0]).toMatchObject({ previousLifeYears: '3', effectiveLifeYears: '5' });
    expect(loads).toEqual([]);
    await store.confirmLoad();
    expect(loads).toEqual([{ fileName: 't.csv', text: 'text' }]);
    expect(store.loaded?.loadId).toBe(7);
    expect(store.preview).toBeNull();
    let read = false;
    await store.chooseFile('huge.csv', MAX_EFFECTIVE_LIFE_FILE_BYTES + 1, async () => {
      read = true;
      return '';
    });
    expect(read).toBe(false);
    expect(store.failure).toMatch(/huge.csv is larger than 8 MB/);
  });

  it('saves a registration number of 8 digits, and keeps one that is not, marked, without sending it', async () => {
    const { port, changes } = fakePort('admin');
    const store = new AdminStore(port);
    await store.start();
    const user = store.users[0]!;
    store.typeRegistration(user, '2531876');
    await store.saveRegistration(user);
    expect(changes).toEqual([]);
    expect(store.registrationErrors[user.userId]).toMatch(/8 digits/);
    expect(store.registrationOf(store.users[0]!)).toBe('2531876');
    store.typeRegistration(store.users[0]!, '25318764');
    expect(store.registrationErrors[user.userId]).toBeUndefined();
    await store.saveRegistration(store.users[0]!);
    expect(changes).toEqual([{ taxAgentRegistrationNumber: '25318764' }]);
    expect(store.users[0]!.taxAgentRegistrationNumber).toBe('25318764');
    expect(store.notice).toBe('Pat Plain is registered as 25318764.');
  });

  it('keeps the typed number when the service refuses it, and places a user in an office', async () => {
    const refused = new AdminStore(fakePort('admin', { status: 400, message: 'No' }).port);
    await refused.start();
    refused.typeRegistration(refused.users[0]!, '25318764');
    await refused.saveRegistration(refused.users[0]!);
    expect(refused.failure).toBe('Pat Plain could not be changed: No.');
    expect(refused.registrationOf(refused.users[0]!)).toBe('25318764');
    const { port, changes } = fakePort('admin');
    const store = new AdminStore(port);
    await store.start();
    await store.setOffice(store.users[0]!, 4, 'Sydney');
    expect(changes).toEqual([{ officeId: 4 }]);
    expect(store.users[0]!.officeId).toBe(4);
    expect(store.notice).toBe('Pat Plain is now in the Sydney office.');
  });
});

describe('Add a user (issue 26 item 17)', () => {
  it('marks each field in error beside itself and sends nothing', async () => {
    const store = new AdminStore(fakePort('admin').port);
    await store.start();
    store.newUser.start([]);
    store.newUser.set('email', 'dana at firm');
    expect(await store.newUser.submit()).toBe(false);
    expect(store.newUser.errors).toEqual({
      firstName: 'The first name is required.',
      lastName: 'The last name is required.',
      email: 'An e-mail address looks like name@firm.com.au.',
    });
    expect(store.users).toHaveLength(1);
  });

  it('adds the user to the list by name and keeps the invitation to show', async () => {
    const store = new AdminStore(fakePort('admin').port);
    await store.start();
    store.newUser.start([{ officeId: 4 } as never]);
    expect(store.newUser.fields.officeId).toBe(4);
    store.newUser.set('firstName', 'Dana');
    store.newUser.set('lastName', 'Adams');
    store.newUser.set('email', ' dana@firm.example ');
    store.newUser.set('role', 'checker');
    expect(await store.newUser.submit()).toBe(true);
    expect(store.users.map((u) => u.lastName)).toEqual(['Adams', 'Plain']);
    expect(store.newUser.created?.invitation.link).toContain('/oidc/invitation?token=');
    expect(store.notice).toBe('Dana Adams is added.');
  });

  it('shows the service’s refusal of a taken email beside the email, with what was typed kept', async () => {
    const store = new AdminStore(
      fakePort('admin', { status: 409, message: 'A user with the email dana@firm.example already exists.' })
        .port,
    );
    await store.start();
    store.newUser.start([]);
    store.newUser.set('firstName', 'Dana');
    store.newUser.set('lastName', 'Adams');
    store.newUser.set('email', 'dana@firm.example');
    expect(await store.newUser.submit()).toBe(false);
    expect(store.newUser.errors.email).toMatch(/already exists/);
    expect(store.newUser.fields.email).toBe('dana@firm.example');
  });
});

describe('renames and the registration number say whether they saved (issue 26 item 17)', () => {
  it('answers the refusal of a rename, or null once saved', async () => {
    const store = new AdminStore(
      fakePort('admin', { status: 400, message: 'clientName must not be empty.' }).port,
    );
    await store.start();
    expect(await store.renameClient(1, 'x')).toBe(
      'The client could not be renamed: clientName must not be empty.',
    );
  });

  it('marks a saved registration number', async () => {
    const store = new AdminStore(fakePort('admin').port);
    await store.start();
    const user = store.users[0]!;
    store.typeRegistration(user, '25318764');
    await store.saveRegistration(user);
    expect(store.registrationSaved[user.userId]).toBe(true);
    store.typeRegistration(user, '2531');
    expect(store.registrationSaved[user.userId]).toBe(false);
  });
});
