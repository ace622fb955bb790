import { describe, expect, it } from 'vitest';
import { loadClientConfig } from './config';

const answer = (status: number, body: unknown) =>
  (async () => new Response(JSON.stringify(body), { status })) as unknown as typeof fetch;

describe('loadClientConfig', () => {
  it('reads the sign-in configuration of the service', async () => {
    const config = await loadClientConfig(
      answer(200, {
        authMode: 'msal',
        clientId: 'taxdep-portal',
        protocolMode: 'OIDC',
        knownAuthorities: ['127.0.0.1:8443'],
        scopes: ['openid'],
        authorities: { portal: 'https://p', link: 'https://l' },
        apiBase: '/api/v1',
        authorizeBase: '/api',
      }),
    );
    expect(config.authorities.link).toBe('https://l');
    expect(config.protocolMode).toBe('OIDC');
  });

  it('fails with a readable message', async () => {
    await expect(loadClientConfig(answer(503, {}))).rejects.toThrow(/503/);
    await expect(loadClientConfig(answer(200, { clientId: 'x' }))).rejects.toThrow(/incomplete/);
  });
});
