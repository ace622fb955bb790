import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, REPO_ROOT } from './config';

describe('configuration from the environment', () => {
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'taxdep-config-'));
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('has the documented defaults', async () => {
    const config = await loadConfig({ TAXDEP_DATA_DIR: dataDir, TLS_DISABLED: '1' });
    expect(config).toMatchObject({
      port: 8443,
      host: '127.0.0.1',
      dataDir,
      databaseUrl: null,
      webDist: join(REPO_ROOT, 'packages', 'web', 'dist'),
      demoData: true,
      logLevel: 'info',
    });
  });

  it('generates the token secret once and keeps it in the data folder', async () => {
    const first = await loadConfig({ TAXDEP_DATA_DIR: dataDir, TLS_DISABLED: '1' });
    const second = await loadConfig({ TAXDEP_DATA_DIR: dataDir, TLS_DISABLED: '1' });
    expect(first.tokenSecret.length).toBe(32);
    expect(Buffer.from(second.tokenSecret).equals(Buffer.from(first.tokenSecret))).toBe(true);
    expect((await readFile(join(dataDir, 'token-secret'), 'utf8')).trim()).toBe(
      Buffer.from(first.tokenSecret).toString('hex'),
    );
  });

  it('reads every setting and refuses bad values', async () => {
    const config = await loadConfig({
      TAXDEP_DATA_DIR: dataDir,
      TLS_DISABLED: '1',
      PORT: '9000',
      HOST: '0.0.0.0',
      DATABASE_URL: 'postgres://u@h/db',
      TOKEN_SECRET: 'a'.repeat(40),
      WEB_DIST: '/srv/web',
      TAXDEP_DEMO_DATA: '0',
    });
    expect(config).toMatchObject({
      port: 9000,
      host: '0.0.0.0',
      databaseUrl: 'postgres://u@h/db',
      webDist: '/srv/web',
      demoData: false,
    });
    expect(new TextDecoder().decode(config.tokenSecret)).toBe('a'.repeat(40));
    await expect(loadConfig({ TAXDEP_DATA_DIR: dataDir, TLS_DISABLED: '1', PORT: 'http' })).rejects.toThrow(
      /PORT/,
    );
    await expect(
      loadConfig({ TAXDEP_DATA_DIR: dataDir, TLS_DISABLED: '1', TOKEN_SECRET: 'short' }),
    ).rejects.toThrow(/TOKEN_SECRET/);
  });
});
