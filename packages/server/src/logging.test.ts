import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createServiceLogger, holdBackProviderRuntimeWarning, logSetup } from './logging';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe('logSetup', () => {
  const config = { dataDir: '/srv/taxdep', logLevel: 'info' };

  it('writes the whole log to the data folder and shows only warnings and errors on the console', () => {
    expect(logSetup(config, {})).toEqual({
      file: join('/srv/taxdep', 'logs', 'service.log'),
      level: 'info',
      consoleLevel: 'warn',
    });
  });

  it('keeps the console at warn for a lower LOG_LEVEL, and follows a higher one', () => {
    expect(logSetup({ ...config, logLevel: 'debug' }, {}).consoleLevel).toBe('warn');
    expect(logSetup({ ...config, logLevel: 'error' }, {}).consoleLevel).toBe('error');
  });

  it('shows the whole log on the console with LOG_TO_CONSOLE=1', () => {
    expect(logSetup({ ...config, logLevel: 'debug' }, { LOG_TO_CONSOLE: '1' }).consoleLevel).toBe('debug');
  });

  it('refuses an unknown LOG_LEVEL by its name', () => {
    expect(() => logSetup({ ...config, logLevel: 'verbose' }, {})).toThrow(/LOG_LEVEL .* got 'verbose'/);
  });
});

describe('createServiceLogger', () => {
  it('writes info to the file (creating its folder) and only warnings to the console', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'taxdep-logging-'));
    folders.push(dataDir);
    const shown: string[] = [];
    const setup = logSetup({ dataDir, logLevel: 'info' }, {});
    const logger = createServiceLogger(setup, { write: (line) => void shown.push(line) });
    logger.info('request completed');
    logger.warn('disk nearly full');
    const written = await fileLines(setup.file, 2);
    expect(written.map((line) => JSON.parse(line).msg)).toEqual(['request completed', 'disk nearly full']);
    expect(shown.map((line) => JSON.parse(line).msg)).toEqual(['disk nearly full']);
  });
});

describe('holdBackProviderRuntimeWarning', () => {
  it("holds back oidc-provider's runtime warning only, and restores console.warn", () => {
    const original = console.warn;
    const passed: unknown[][] = [];
    console.warn = (...args: unknown[]) => void passed.push(args);
    try {
      const release = holdBackProviderRuntimeWarning();
      console.warn('\x1b[31;1moidc-provider WARNING: Unsupported runtime. Use Node.js v22.x LTS\x1b[0m');
      console.warn('oidc-provider WARNING: something else');
      expect(release()).toBe(true);
      expect(passed).toEqual([['oidc-provider WARNING: something else']]);
      expect(holdBackProviderRuntimeWarning()()).toBe(false);
    } finally {
      console.warn = original;
    }
  });
});

/** The file is written asynchronously: waits until it holds `count` lines. */
async function fileLines(file: string, count: number): Promise<string[]> {
  for (let i = 0; i < 100; i++) {
    const lines = existsSync(file) ? readFileSync(file, 'utf8').split('\n').filter(Boolean) : [];
    if (lines.length >= count) return lines;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`${file} did not get ${count} lines`);
}
