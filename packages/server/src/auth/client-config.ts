import type { ClientConfig } from '@taxdep/domain';
import type { AuthConfig } from '../config/auth-config';

/** `GET /api/client-config` (the shape is the domain's `ClientConfig`, which the web shell reads). */
export type ClientConfigBody = ClientConfig;

export function clientConfigOf(auth: AuthConfig): ClientConfigBody {
  return {
    authMode: 'msal',
    clientId: auth.clientId,
    protocolMode: auth.protocolMode,
    knownAuthorities: auth.knownAuthorities,
    scopes: auth.scopes,
    authorities: { portal: auth.portalAuthority, link: auth.linkAuthority },
    apiBase: '/api/v1',
    authorizeBase: '/api',
  };
}
