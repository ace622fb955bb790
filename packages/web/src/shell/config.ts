import type { ClientConfig } from '@taxdep/domain';

export type { ClientConfig };

export const CLIENT_CONFIG_PATH = '/api/client-config';

/** Loads the client configuration; throws with a readable message when the service does not answer. */
export async function loadClientConfig(fetcher: typeof fetch = fetch): Promise<ClientConfig> {
  const response = await fetcher(CLIENT_CONFIG_PATH, { headers: { Accept: 'application/json' } });
  if (!response.ok)
    throw new Error(`The portal service answered ${response.status} to ${CLIENT_CONFIG_PATH}.`);
  const body = (await response.json()) as Partial<ClientConfig>;
  if (!body.clientId || !body.authorities?.portal || !body.authorities.link || !body.apiBase) {
    throw new Error('The portal service sent an incomplete sign-in configuration.');
  }
  return {
    authMode: 'msal',
    clientId: body.clientId,
    protocolMode: body.protocolMode === 'AAD' ? 'AAD' : 'OIDC',
    knownAuthorities: body.knownAuthorities ?? [],
    scopes: body.scopes ?? ['openid', 'profile'],
    authorities: body.authorities,
    apiBase: body.apiBase,
    authorizeBase: body.authorizeBase ?? '/api',
  };
}
