import type { FirmPort } from '@taxdep/domain/ports';
import { describe, expect, it } from 'vitest';
import { OwnRegistrationStore } from './OwnRegistrationStore';

function fakePort(refuse = false) {
  const saved: string[] = [];
  const port = {
    ownRegistration: async () => ({ userId: 7, taxAgentRegistrationNumber: '25318764' }),
    saveOwnRegistration: async (number: string) => {
      saved.push(number);
      return refuse ? null : { userId: 7, taxAgentRegistrationNumber: number.trim() || null };
    },
    lastFailure: () => (refuse ? { status: 400, message: 'No' } : null),
  } as unknown as FirmPort;
  return { port, saved };
}

describe('OwnRegistrationStore', () => {
  it('shows the stored number, marks one that is not 8 digits without sending it, and saves one that is', async () => {
    const { port, saved } = fakePort();
    const store = new OwnRegistrationStore(port);
    await store.show();
    expect(store.typed).toBe('25318764');
    store.type('2531876');
    expect(await store.save()).toBe(false);
    expect(store.error).toMatch(/8 digits/);
    expect(saved).toEqual([]);
    store.type('24961582');
    expect(store.error).toBeNull();
    expect(await store.save()).toBe(true);
    expect(saved).toEqual(['24961582']);
    expect(store.notice).toBe('Saved: your reports’ sign-off prints 24961582.');
  });

  it('keeps what was typed when the service refuses it', async () => {
    const store = new OwnRegistrationStore(fakePort(true).port);
    await store.show();
    store.type('24961582');
    expect(await store.save()).toBe(false);
    expect(store.typed).toBe('24961582');
    expect(store.failure).toBe('Your registration number could not be saved: No.');
  });
});
