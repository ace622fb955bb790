import type { AccountInfo, Configuration, IPublicClientApplication } from '@azure/msal-browser';
import { describe, expect, it } from 'vitest';
import { isSignInStateError, MsalIdentity, type MsalSettings, msalConfiguration } from './msal-identity';

const settings: MsalSettings = {
  clientId: 'taxdep-portal',
  authority: 'https://127.0.0.1:8443/oidc',
  knownAuthorities: ['127.0.0.1:8443'],
  protocolMode: 'OIDC',
  scopes: ['openid', 'profile', 'email', 'offline_access'],
  redirectUri: 'https://127.0.0.1:8443/',
};

const account = {
  homeAccountId: 'h',
  environment: '127.0.0.1:8443',
  tenantId: '',
  username: 'sam.surveyor@demo.taxdep',
  localAccountId: 'l',
  idToken: 'id-token',
  idTokenClaims: { exp: 2000 },
} as AccountInfo;

/** Only the calls the adapter makes; everything else would throw. */
function fakePca(overrides: Partial<IPublicClientApplication>) {
  const calls: string[] = [];
  let active: AccountInfo | null = null;
  const pca = {
    handleRedirectPromise: async () => null,
    getActiveAccount: () => active,
    getAllAccounts: () => [],
    setActiveAccount: (a: AccountInfo | null) => {
      active = a;
    },
    clearCache: async () => {
      calls.push('clearCache');
    },
    loginRedirect: async (request: unknown) => {
      calls.push(`loginRedirect ${JSON.stringify(request)}`);
    },
    ...overrides,
  } as unknown as IPublicClientApplication;
  return { pca, calls };
}

function identityWith(pca: IPublicClientApplication) {
  const configurations: Configuration[] = [];
  const identity = new MsalIdentity(settings, async (configuration) => {
    configurations.push(configuration);
    return pca;
  });
  return { identity, configurations };
}

describe('MsalIdentity (docs/product/shell-and-sign-in.md, docs/product/states-and-permissions.md)', () => {
  it('configures OIDC protocol mode, session storage and the 1750 s renewal offset', () => {
    const configuration = msalConfiguration(settings);
    expect(configuration.system?.protocolMode).toBe('OIDC');
    expect(configuration.system?.tokenRenewalOffsetSeconds).toBe(1750);
    expect(configuration.cache?.cacheLocation).toBe('sessionStorage');
    expect(configuration.auth.knownAuthorities).toEqual(['127.0.0.1:8443']);
  });

  it('completes a redirect, makes its account active and hands back the starting query', async () => {
    const { pca } = fakePca({
      handleRedirectPromise: async () => ({ account, state: '?depreciationReportId=3' }) as never,
    });
    const { identity } = identityWith(pca);
    await expect(identity.completeRedirect()).resolves.toEqual({
      kind: 'ok',
      returnSearch: '?depreciationReportId=3',
    });
    await expect(identity.currentIdentity()).resolves.toEqual({
      idToken: 'id-token',
      expiresAt: 2000,
      username: 'sam.surveyor@demo.taxdep',
    });
  });

  it('reports a sign-in state error', async () => {
    const stateError = Object.assign(new Error('state not found'), { errorCode: 'state_not_found' });
    const { pca } = fakePca({ handleRedirectPromise: async () => Promise.reject(stateError) });
    await expect(identityWith(pca).identity.completeRedirect()).resolves.toEqual({ kind: 'state-error' });
    expect(isSignInStateError(new Error('Hash does not contain state.'))).toBe(true);
  });

  it('reports other redirect failures as no identity', async () => {
    const { pca } = fakePca({
      handleRedirectPromise: async () => Promise.reject(new Error('access_denied')),
    });
    await expect(identityWith(pca).identity.completeRedirect()).resolves.toEqual({
      kind: 'failed',
      message: 'access_denied',
    });
  });

  it('forces a sign-in by clearing the cache first and carries the query in state', async () => {
    const { pca, calls } = fakePca({});
    await identityWith(pca).identity.signIn({ force: true, returnSearch: '?esgId=4' });
    expect(calls[0]).toBe('clearCache');
    expect(calls[1]).toContain('"state":"?esgId=4"');
  });

  it('answers null when silent renewal needs interaction', async () => {
    const { pca } = fakePca({
      getAllAccounts: () => [account],
      acquireTokenSilent: async () => Promise.reject(new Error('interaction_required')),
    });
    await expect(identityWith(pca).identity.renewIdentity()).resolves.toBeNull();
  });

  it('creates the MSAL client once', async () => {
    const { pca } = fakePca({});
    const { identity, configurations } = identityWith(pca);
    await identity.currentIdentity();
    await identity.currentIdentity();
    expect(configurations).toHaveLength(1);
  });
});
