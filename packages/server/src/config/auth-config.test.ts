import { X509Certificate } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadAuthConfig } from './auth-config';

let dataDir: string;
const context = () => ({ dataDir, port: 8443, host: '127.0.0.1' });

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'taxdep-auth-config-'));
});

afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

describe('loadAuthConfig', () => {
  it('defaults to the built-in provider over HTTPS with a generated certificate for 127.0.0.1 and localhost', async () => {
    const config = await loadAuthConfig({}, context());
    expect(config.publicOrigin).toBe('https://127.0.0.1:8443');
    expect(config.issuers).toEqual(['https://127.0.0.1:8443/oidc']);
    expect(config.embeddedProvider).toBe(true);
    expect(config.providerKeys?.signingKeys[0]?.kid).toBeTruthy();
    expect(config.redirectUris).toEqual(['https://127.0.0.1:8443/', 'https://localhost:8443/']);
    expect(config.knownAuthorities).toEqual(['127.0.0.1:8443']);
    expect(config.productTokenLifetimeSeconds).toBe(900);
    const cert = new X509Certificate(config.tls!.cert);
    expect(cert.subjectAltName).toContain('DNS:localhost');
    expect(cert.subjectAltName).toContain('IP Address:127.0.0.1');
    // Kept in the data folder: the second start reuses certificate and keys.
    const again = await loadAuthConfig({}, context());
    expect(again.tls?.cert).toBe(config.tls?.cert);
    expect(again.providerKeys).toEqual(config.providerKeys);
  });

  it('switches to the firm identity provider and its two sign-ins by configuration alone', async () => {
    const config = await loadAuthConfig(
      {
        TLS_DISABLED: '1',
        TRUST_PROXY: '1',
        PUBLIC_ORIGIN: 'https://portal.example.com/',
        OIDC_ISSUER: 'https://login.example.com/tenant/v2.0/',
        OIDC_JWKS_URI: 'https://login.example.com/tenant/discovery/v2.0/keys',
        OIDC_CLIENT_ID: 'abc-123',
        AUTH_PORTAL_AUTHORITY: 'https://tenant.b2clogin.com/tenant.onmicrosoft.com/B2C_1_portal',
        AUTH_LINK_AUTHORITY: 'https://login.example.com/tenant',
        AUTH_PROTOCOL_MODE: 'aad',
        AUTH_SCOPES: 'openid offline_access',
        PRODUCT_TOKEN_LIFETIME_SECONDS: '600',
      },
      context(),
    );
    expect(config).toMatchObject({
      tls: null,
      trustProxy: true,
      embeddedProvider: false,
      providerKeys: null,
      issuers: ['https://login.example.com/tenant/v2.0'],
      jwksUri: 'https://login.example.com/tenant/discovery/v2.0/keys',
      clientId: 'abc-123',
      redirectUris: ['https://portal.example.com/', 'http://127.0.0.1:8443/', 'http://localhost:8443/'],
      knownAuthorities: ['tenant.b2clogin.com', 'login.example.com'],
      protocolMode: 'AAD',
      scopes: ['openid', 'offline_access'],
      productTokenLifetimeSeconds: 600,
    });
  });

  it('refuses half a TLS pair and unknown protocol modes', async () => {
    await expect(loadAuthConfig({ TLS_CERT_FILE: '/x.pem' }, context())).rejects.toThrow(/set together/);
    await expect(
      loadAuthConfig({ TLS_DISABLED: '1', AUTH_PROTOCOL_MODE: 'SAML' }, context()),
    ).rejects.toThrow(/AUTH_PROTOCOL_MODE/);
  });
});
