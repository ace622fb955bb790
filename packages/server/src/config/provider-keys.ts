import { createHash, generateKeyPairSync, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { JWK } from 'jose';

/** The built-in provider's secrets, generated at first start and kept in the data folder. */
export interface ProviderKeys {
  /** Private signing keys (RS256) for id tokens. */
  signingKeys: JWK[];
  /** Keys that sign the provider's cookies. */
  cookieKeys: string[];
}

const FILE = 'oidc-keys.json';

export async function loadOrCreateProviderKeys(dataDir: string): Promise<ProviderKeys> {
  const file = join(dataDir, FILE);
  if (existsSync(file)) {
    const stored = JSON.parse(await readFile(file, 'utf8')) as Partial<ProviderKeys>;
    if (
      Array.isArray(stored.signingKeys) &&
      stored.signingKeys.length > 0 &&
      Array.isArray(stored.cookieKeys)
    ) {
      return { signingKeys: stored.signingKeys, cookieKeys: stored.cookieKeys };
    }
  }
  const keys = createProviderKeys();
  await mkdir(dataDir, { recursive: true });
  await writeFile(file, `${JSON.stringify(keys, null, 2)}\n`, { mode: 0o600 });
  return keys;
}

export function createProviderKeys(): ProviderKeys {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = privateKey.export({ format: 'jwk' }) as JWK;
  // RFC 7638 thumbprint of an RSA key: the required members in lexicographic order.
  const kid = createHash('sha256')
    .update(JSON.stringify({ e: jwk.e, kty: jwk.kty, n: jwk.n }))
    .digest('base64url');
  return {
    signingKeys: [{ ...jwk, kid, alg: 'RS256', use: 'sig' }],
    cookieKeys: [randomBytes(32).toString('hex')],
  };
}

/** The public half of the signing keys, to verify our own id tokens without a request to ourselves. */
export function publicJwks(keys: ProviderKeys): { keys: JWK[] } {
  return {
    keys: keys.signingKeys.map(({ kty, n, e, kid, alg, use }) => ({ kty, n, e, kid, alg, use })),
  };
}
