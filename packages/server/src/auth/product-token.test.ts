import { afterEach, describe, expect, it, vi } from 'vitest';
import { signProductToken, verifyProductToken } from './product-token';

const secret = new TextEncoder().encode('a test secret of at least thirty-two bytes');
const user = { userId: 7, userUid: 'SURVEYOR1', policyAcceptedDate: '2026-07-01' };

describe('product token verification', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('accepts a token again until it expires, then refuses it although it was accepted before', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-21T09:00:00Z'));
    const token = await signProductToken(user, secret, 60);
    expect(await verifyProductToken(token, secret)).toEqual(user);
    vi.setSystemTime(new Date('2026-11-21T09:00:59Z'));
    expect(await verifyProductToken(token, secret)).toEqual(user);
    vi.setSystemTime(new Date('2026-11-21T09:01:01Z'));
    await expect(verifyProductToken(token, secret)).rejects.toThrow();
  });

  it('refuses a token signed with another secret, even one accepted under its own', async () => {
    const token = await signProductToken(user, secret, 60);
    expect(await verifyProductToken(token, secret)).toEqual(user);
    const other = new TextEncoder().encode('another secret, also thirty-two bytes long');
    await expect(verifyProductToken(token, other)).rejects.toThrow();
  });
});
