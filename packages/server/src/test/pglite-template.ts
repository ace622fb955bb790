import { existsSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * The migrated (and seeded) PGlite of the tests, built once per test run and copied for every test file (issue 24:
 * `initdb` and the migrations took most of the service tests' time, repeated for about 80 databases). The run's
 * folder comes from src/test/global-setup.ts; the first test file that needs a kind of database builds it and
 * writes its tarball (to a temporary name, then renamed, so no worker reads half a file), and later ones load it.
 * Without the folder (a test started outside the package's vitest configuration) each database is built afresh.
 */
export const TEMPLATE_FOLDER_VARIABLE = 'TAXDEP_TEST_PGLITE_TEMPLATES';

function templateFile(kind: string): string | null {
  const folder = process.env[TEMPLATE_FOLDER_VARIABLE];
  return folder && existsSync(folder) ? join(folder, `${kind}.tar`) : null;
}

export async function readPgliteTemplate(kind: string): Promise<Blob | null> {
  const file = templateFile(kind);
  return file && existsSync(file) ? new Blob([await readFile(file)]) : null;
}

export async function writePgliteTemplate(kind: string, dump: () => Promise<Blob>): Promise<void> {
  const file = templateFile(kind);
  if (!file || existsSync(file)) return;
  const partial = `${file}.${process.pid}.${Date.now()}`;
  await writeFile(partial, Buffer.from(await (await dump()).arrayBuffer()));
  await rename(partial, file);
}
