import type { AdminUser, EffectiveLifeLoadAnswer, EffectiveLifeUpload } from '@taxdep/domain';
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
  const port: AdminPort = {
    access: async () => ({ userId: 1, access }),
    users: async () => [pat],
    changeUser: async (_id, change) => (failure ? null : { ...pat, ...change }),
    clients: async () => [],
    createClient: async (clientName) => ({ clientId: 1, clientName }),
    renameClient: async () => null,
    funds: async () => [],
    createFund: async () => null,
    renameFund: async () => null,
    portfolios: async () => [],
    createPortfolio: async () => null,
    renamePortfolio: async () => null,
    previewEffectiveLife: async () => answer(null),
    loadEffectiveLife: async (file) => {
      loads.push(file);
      return answer(7);
    },
    lastFailure: () => failure,
  };
  return { port, loads };
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
});
