import { SESSION_KEYS } from '@taxdep/domain/ports';
import axios from 'axios';
import { describe, expect, it } from 'vitest';
import { fakeAdapter, MemoryStore, tokenWith } from './fakes.test-support';
import { readProductTokenClaims } from './product-token-claims';
import { ProductTokenClient } from './product-token-client';

function setup(answer: Parameters<typeof fakeAdapter>[0]) {
  const adapter = fakeAdapter(answer);
  const session = new MemoryStore();
  const client = new ProductTokenClient({
    apiBase: '/api/v1',
    authorizeBase: '/api',
    session,
    http: axios.create({ adapter }),
  });
  return { adapter, session, client };
}

describe('ProductTokenClient (docs/product/calls.md "Shell and main portal")', () => {
  it('exchanges the identity token with the address id', async () => {
    const { client, adapter } = setup(() => ({ status: 200, data: { token: 'p' } }));
    await expect(client.exchange('id-token', '42')).resolves.toBe('p');
    expect(adapter.requests[0]!.url).toBe('/api/v1/auth/token');
    expect(JSON.parse(String(adapter.requests[0]!.data))).toEqual({ idToken: 'id-token', appId: '42' });
  });

  it('answers null when the exchange is refused', async () => {
    const { client } = setup(() => ({ status: 401, data: { message: 'no' } }));
    await expect(client.exchange('id-token', null)).resolves.toBeNull();
  });

  it('authorizes at the version-less base without no-cache', async () => {
    const { client, adapter } = setup((c) => ({
      status: 200,
      data: { authorized: c.params.app === 'FARR' },
    }));
    await expect(client.authorize('FARR', 'p')).resolves.toBe(true);
    await expect(client.authorize('PORTAL', 'p')).resolves.toBe(false);
    const request = adapter.requests[0]!;
    expect(request.url).toBe('/api/authorize');
    expect(request.headers.Authorization).toBe('Bearer p');
    expect(request.headers['Cache-Control']).toBeUndefined();
  });

  it('answers false on 403', async () => {
    const { client } = setup(() => ({ status: 403 }));
    await expect(client.authorize('FARR', 'p')).resolves.toBe(false);
  });

  it('accepts the policy with the stored bearer and answers the renewed token', async () => {
    const { client, adapter, session } = setup(() => ({ status: 200, data: { token: 'renewed' } }));
    session.set(SESSION_KEYS.productToken, 'p');
    await expect(client.acceptPolicy(7)).resolves.toBe('renewed');
    expect(adapter.requests[0]!.params).toEqual({ userId: 7 });
    expect(adapter.requests[0]!.headers.Authorization).toBe('Bearer p');
  });

  it('signs out with DELETE /depreciationReports/token and swallows failures', async () => {
    const { client, adapter } = setup(() => ({ status: 500 }));
    await expect(client.signOut()).resolves.toBeUndefined();
    expect(adapter.requests[0]!.method).toBe('delete');
  });
});

describe('readProductTokenClaims (docs/product/entities.md "Token claims")', () => {
  it('reads user id, uid, policy date and end', () => {
    const token = tokenWith({ sub: '12', uid: 'SAM', pad: '2025-07-01', exp: 99 });
    expect(readProductTokenClaims(token)).toEqual({
      userId: 12,
      userUid: 'SAM',
      policyAcceptedDate: '2025-07-01',
      expiresAt: 99,
    });
  });

  it('answers null for anything else', () => {
    expect(readProductTokenClaims('not a token')).toBeNull();
    expect(readProductTokenClaims(tokenWith({ sub: 'x', uid: 'S', exp: 1 }))).toBeNull();
  });
});
