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

const strings = { type: 'array', items: { type: 'string' } } as const;

export const clientConfigSchema = {
  type: 'object',
  required: ['authMode', 'clientId', 'protocolMode', 'knownAuthorities', 'scopes', 'authorities', 'apiBase'],
  properties: {
    authMode: { type: 'string', enum: ['msal'] },
    clientId: { type: 'string' },
    protocolMode: { type: 'string', enum: ['OIDC', 'AAD'] },
    knownAuthorities: strings,
    scopes: strings,
    authorities: {
      type: 'object',
      required: ['portal', 'link'],
      properties: { portal: { type: 'string' }, link: { type: 'string' } },
    },
    apiBase: { type: 'string' },
    authorizeBase: { type: 'string' },
  },
} as const;
