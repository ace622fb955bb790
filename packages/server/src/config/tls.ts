import { X509Certificate } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { generate } from 'selfsigned';

export interface TlsFiles {
  cert: string;
  key: string;
}

/**
 * The embedded default serves the portal over HTTPS because MSAL refuses an authority that is not https
 * (msal-common `authority_uri_insecure`). With no `TLS_CERT_FILE`/`TLS_KEY_FILE`, a self-signed certificate
 * for 127.0.0.1 and localhost is generated once into the data folder and renewed when it nears its end.
 */
export async function loadOrCreateTls(dataDir: string, now: Date = new Date()): Promise<TlsFiles> {
  const certFile = join(dataDir, 'tls-cert.pem');
  const keyFile = join(dataDir, 'tls-key.pem');
  if (existsSync(certFile) && existsSync(keyFile)) {
    const cert = await readFile(certFile, 'utf8');
    const key = await readFile(keyFile, 'utf8');
    if (stillValid(cert, now)) return { cert, key };
  }
  const notAfter = new Date(now);
  // Browsers refuse server certificates valid for more than 398 days.
  notAfter.setUTCDate(notAfter.getUTCDate() + 397);
  const pems = await generate([{ name: 'commonName', value: 'taxdep local portal' }], {
    keyType: 'ec',
    algorithm: 'sha256',
    notBeforeDate: now,
    notAfterDate: notAfter,
    extensions: [
      { name: 'basicConstraints', cA: false },
      { name: 'keyUsage', digitalSignature: true, keyEncipherment: true },
      { name: 'extKeyUsage', serverAuth: true },
      {
        name: 'subjectAltName',
        altNames: [
          { type: 2, value: 'localhost' },
          { type: 7, ip: '127.0.0.1' },
        ],
      },
    ],
  });
  await mkdir(dataDir, { recursive: true });
  await writeFile(certFile, pems.cert);
  await writeFile(keyFile, pems.private, { mode: 0o600 });
  return { cert: pems.cert, key: pems.private };
}

function stillValid(cert: string, now: Date): boolean {
  try {
    const validTo = new Date(new X509Certificate(cert).validTo);
    return validTo.getTime() - now.getTime() > 7 * 24 * 3600 * 1000;
  } catch {
    return false;
  }
}
