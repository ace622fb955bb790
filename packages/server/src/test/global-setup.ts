import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TEMPLATE_FOLDER_VARIABLE } from './pglite-template';

/**
 * Vitest's global setup of the service's tests: one folder per run for the PGlite templates (src/test/
 * pglite-template.ts), in the environment the test workers inherit, removed at the end.
 */
export default async function setup(): Promise<() => Promise<void>> {
  const folder = await mkdtemp(join(tmpdir(), 'taxdep-test-templates-'));
  process.env[TEMPLATE_FOLDER_VARIABLE] = folder;
  return async () => {
    await rm(folder, { recursive: true, force: true });
  };
}
