import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import {
  assertProductionReady,
  ProductionModeError,
  type ProductionSettings,
  parseMode,
  productionProblems,
} from './production-mode';

const UNSAFE: ProductionSettings = {
  mode: 'production',
  demoData: true,
  tokenSecretSet: false,
  embeddedProvider: true,
  allowBuiltInSignIn: false,
  embeddedDatabase: true,
  allowEmbeddedDatabase: false,
};
const READY: ProductionSettings = {
  mode: 'production',
  demoData: false,
  tokenSecretSet: true,
  embeddedProvider: false,
  allowBuiltInSignIn: false,
  embeddedDatabase: false,
  allowEmbeddedDatabase: false,
};

describe('production mode (issue 10)', () => {
  it('accepts anything in development mode', () => {
    expect(productionProblems({ ...UNSAFE, mode: 'development' })).toEqual([]);
  });

  it('names every unsafe default at once, each with the setting to change', () => {
    const problems = productionProblems(UNSAFE);
    expect(problems).toHaveLength(4);
    expect(problems[0]).toMatch(/TAXDEP_DEMO_DATA=0/);
    expect(problems[1]).toMatch(/TOKEN_SECRET is not set/);
    expect(problems[2]).toMatch(/OIDC_ISSUER.*TAXDEP_ALLOW_BUILTIN_SIGN_IN=1/);
    expect(problems[3]).toMatch(/DATABASE_URL.*TAXDEP_ALLOW_EMBEDDED_DATABASE=1/);
    expect(() => assertProductionReady(UNSAFE)).toThrow(ProductionModeError);
  });

  it('refuses each unsafe default alone', () => {
    expect(productionProblems({ ...READY, demoData: true })).toEqual([
      expect.stringMatching(/TAXDEP_DEMO_DATA/),
    ]);
    expect(productionProblems({ ...READY, tokenSecretSet: false })).toEqual([
      expect.stringMatching(/TOKEN_SECRET/),
    ]);
    expect(productionProblems({ ...READY, embeddedProvider: true })).toEqual([
      expect.stringMatching(/built-in identity provider/),
    ]);
    expect(productionProblems({ ...READY, embeddedDatabase: true })).toEqual([
      expect.stringMatching(/embedded database/),
    ]);
  });

  it('accepts the embedded database only when allowed explicitly', () => {
    expect(() =>
      assertProductionReady({ ...READY, embeddedDatabase: true, allowEmbeddedDatabase: true }),
    ).not.toThrow();
  });

  it('accepts the built-in provider only when allowed explicitly', () => {
    expect(() => assertProductionReady(READY)).not.toThrow();
    expect(() =>
      assertProductionReady({ ...READY, embeddedProvider: true, allowBuiltInSignIn: true }),
    ).not.toThrow();
  });

  it('reads TAXDEP_MODE strictly', () => {
    expect(parseMode(undefined)).toBe('development');
    expect(parseMode(' Production ')).toBe('production');
    expect(() => parseMode('prod')).toThrow(/TAXDEP_MODE must be development or production/);
  });
});

describe('production mode at start (loadConfig)', () => {
  let dataDir: string;
  const base = () => ({ TAXDEP_DATA_DIR: dataDir, TLS_DISABLED: '1' });
  const secret = 's'.repeat(40);

  beforeEach(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'taxdep-production-'));
  });
  afterEach(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('refuses the defaults and generates no token secret', async () => {
    const refused = loadConfig({ ...base(), TAXDEP_MODE: 'production' });
    await expect(refused).rejects.toThrow(ProductionModeError);
    await expect(refused).rejects.toThrow(
      /TAXDEP_DEMO_DATA=0[\s\S]*TOKEN_SECRET[\s\S]*OIDC_ISSUER[\s\S]*DATABASE_URL/,
    );
    expect(existsSync(join(dataDir, 'token-secret'))).toBe(false);
  });

  it('starts with demo data off, a set secret and the firm’s identity provider', async () => {
    const config = await loadConfig({
      ...base(),
      TAXDEP_MODE: 'production',
      TAXDEP_DEMO_DATA: '0',
      TOKEN_SECRET: secret,
      OIDC_ISSUER: 'https://login.firm.example/tenant/v2.0',
      DATABASE_URL: 'postgres://taxdep@db.firm.example/taxdep',
    });
    expect(config).toMatchObject({ mode: 'production', demoData: false, allowBuiltInSignIn: false });
    expect(config.auth.embeddedProvider).toBe(false);
  });

  it('starts with the built-in provider when TAXDEP_ALLOW_BUILTIN_SIGN_IN=1', async () => {
    const env = {
      ...base(),
      TAXDEP_MODE: 'production',
      TAXDEP_DEMO_DATA: '0',
      TOKEN_SECRET: secret,
      TAXDEP_ALLOW_EMBEDDED_DATABASE: '1',
    };
    await expect(loadConfig(env)).rejects.toThrow(/TAXDEP_ALLOW_BUILTIN_SIGN_IN=1/);
    const config = await loadConfig({ ...env, TAXDEP_ALLOW_BUILTIN_SIGN_IN: '1' });
    expect(config).toMatchObject({ mode: 'production', allowBuiltInSignIn: true });
  });

  it('stays in development mode by default', async () => {
    const config = await loadConfig(base());
    expect(config).toMatchObject({ mode: 'development', demoData: true, allowBuiltInSignIn: false });
  });
});
