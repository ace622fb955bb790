import type { Identity, IdentityPort, ProductTokenPort, RedirectOutcome } from '@taxdep/domain/ports';
import { SESSION_KEYS } from '@taxdep/domain/ports';
import { describe, expect, it } from 'vitest';
import { MemoryStore, tokenWith } from './fakes.test-support';
import { ProductTokenRenewal, TOKEN_CHECK_INTERVAL_MS } from './token-renewal';

const NOW_MS = 1_750_000_000_000;
const NOW = NOW_MS / 1000;

class FakeIdentity implements IdentityPort {
  renewals = 0;
  constructor(public renewed: Identity | null) {}
  completeRedirect(): Promise<RedirectOutcome> {
    return Promise.resolve({ kind: 'ok', returnSearch: null });
  }
  currentIdentity(): Promise<Identity | null> {
    return Promise.resolve(this.renewed);
  }
  renewIdentity(): Promise<Identity | null> {
    this.renewals += 1;
    return Promise.resolve(this.renewed);
  }
  signIn(): Promise<void> {
    return Promise.resolve();
  }
  signOut(): Promise<void> {
    return Promise.resolve();
  }
}

function tokens(answer: string | null): ProductTokenPort & { exchanges: [string, string | null][] } {
  const exchanges: [string, string | null][] = [];
  return {
    exchanges,
    exchange: (idToken, appId) => {
      exchanges.push([idToken, appId]);
      return Promise.resolve(answer);
    },
    authorize: () => Promise.resolve(true),
    acceptPolicy: () => Promise.resolve(null),
    signOut: () => Promise.resolve(),
  };
}

function setup(
  expiresIn: number | null,
  renewed: Identity | null = { idToken: 'id', expiresAt: NOW + 3600, username: 'u' },
) {
  const session = new MemoryStore();
  if (expiresIn !== null) {
    session.set(
      SESSION_KEYS.productToken,
      tokenWith({ sub: '1', uid: 'U', pad: null, exp: NOW + expiresIn }),
    );
  }
  const identity = new FakeIdentity(renewed);
  const port = tokens('renewed-token');
  const scheduled: { ms: number; task: () => void }[] = [];
  const renewal = new ProductTokenRenewal(identity, port, session, {
    now: () => NOW_MS,
    every: (ms, task) => {
      scheduled.push({ ms, task });
      return () => scheduled.splice(0);
    },
  });
  return { session, identity, port, renewal, scheduled };
}

describe('ProductTokenRenewal (docs/product/states-and-permissions.md, docs/product/rules.md#constants-and-limits)', () => {
  it('checks every 60 seconds', () => {
    const { renewal, scheduled } = setup(900);
    renewal.start('12');
    expect(scheduled.map((s) => s.ms)).toEqual([TOKEN_CHECK_INTERVAL_MS]);
    renewal.stop();
    expect(scheduled).toHaveLength(0);
  });

  it('leaves a token with time to run', async () => {
    const { renewal, identity } = setup(600);
    await expect(renewal.check('12')).resolves.toBe(false);
    expect(identity.renewals).toBe(0);
  });

  it('renews the identity and exchanges it again near the end, with the address id', async () => {
    const { renewal, session, port } = setup(60);
    await expect(renewal.check('12')).resolves.toBe(true);
    expect(port.exchanges).toEqual([['id', '12']]);
    expect(session.get(SESSION_KEYS.productToken)).toBe('renewed-token');
  });

  it('gets a token when none is stored', async () => {
    const { renewal, session } = setup(null);
    await renewal.check(null);
    expect(session.get(SESSION_KEYS.productToken)).toBe('renewed-token');
  });

  it('keeps the old token when the identity cannot be renewed silently', async () => {
    const { renewal, session, port } = setup(60, null);
    await expect(renewal.check('12')).resolves.toBe(false);
    expect(port.exchanges).toHaveLength(0);
    expect(session.get(SESSION_KEYS.productToken)).not.toBe('renewed-token');
  });
});
