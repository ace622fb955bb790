import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { exportJWK, generateKeyPair } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findUserThroughPortal, PortalNotRunning } from './portal';
import type { TokenSettings } from './settings';

/**
 * A portal that is stopping either resets the connection of a request in flight or answers 503 to it; either way
 * `taxdep token` must fall back to waiting for the database the portal releases, not fail (the race the command test
 * "asks a portal that is stopping" meets only by chance on a busy machine).
 */
let dir: string;
let keysFile: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'taxdep-cli-portal-'));
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  keysFile = join(dir, 'keys.json');
  await writeFile(
    keysFile,
    JSON.stringify({ signingKeys: [{ ...(await exportJWK(privateKey)), kid: 'k1' }] }),
  );
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function withPortal(
  answer: Parameters<typeof createServer>[1],
  body: (origin: string) => Promise<void>,
) {
  const server: Server = createServer(answer);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  try {
    await body(`http://127.0.0.1:${port}`);
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}

function settings(portalOrigin: string): TokenSettings {
  return {
    dataDir: dir,
    databaseUrl: null,
    tokenSecret: new TextEncoder().encode('x'.repeat(32)),
    portalOrigin,
    portalCertificate: null,
    provider: { issuer: 'https://issuer.test', clientId: 'portal', keysFile },
  };
}

describe('asking a portal that is stopping', () => {
  it('a connection reset mid-request reads as no portal', async () => {
    await withPortal(
      (req) => req.socket.destroy(),
      async (origin) => {
        await expect(findUserThroughPortal(settings(origin), 'sam@demo.taxdep')).rejects.toBeInstanceOf(
          PortalNotRunning,
        );
      },
    );
  });

  it('a 503 answer reads as no portal', async () => {
    await withPortal(
      (_req, res) => res.writeHead(503, { 'content-type': 'application/json' }).end('{"message":"closing"}'),
      async (origin) => {
        await expect(findUserThroughPortal(settings(origin), 'sam@demo.taxdep')).rejects.toBeInstanceOf(
          PortalNotRunning,
        );
      },
    );
  });

  it('any other refusal is an error the user sees, not a wait', async () => {
    await withPortal(
      (_req, res) => res.writeHead(500).end('{}'),
      async (origin) => {
        const error = await findUserThroughPortal(settings(origin), 'sam@demo.taxdep').catch(
          (e: unknown) => e,
        );
        expect(error).not.toBeInstanceOf(PortalNotRunning);
        expect(String(error)).toMatch(/answered 500/);
      },
    );
  });
});
