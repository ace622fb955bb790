/**
 * What the shell needs from the service to sign in (GET /api/client-config, src/auth/client-config.ts on the
 * server): the MSAL client, the authority of each sign-in, the API bases.
 */
export interface ClientConfig {
  authMode: 'msal';
  clientId: string;
  protocolMode: 'OIDC' | 'AAD';
  knownAuthorities: string[];
  scopes: string[];
  /** Spec 1: the main portal's sign-in (B2C policy) and the link views' sign-in. */
  authorities: { portal: string; link: string };
  /** The versioned API base, `/api/v1`. */
  apiBase: string;
  /** The version-less base holding `/authorize`, `/api`. */
  authorizeBase: string;
}

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
