import type { AuthConfig } from './config';

/**
 * `GET /api/client-config`: what the web shell needs to sign in (spec 1, 2.1): the MSAL client id, the
 * authority of each sign-in (main portal: B2C policy; views opened by link: link sign-in), the known
 * authorities, the protocol mode, the scopes and the API bases. Nothing secret.
 */
export interface ClientConfigBody {
  authMode: 'msal';
  clientId: string;
  protocolMode: 'OIDC' | 'AAD';
  knownAuthorities: string[];
  scopes: string[];
  authorities: { portal: string; link: string };
  apiBase: string;
  authorizeBase: string;
}

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
