/** A file on disk as the import check takes it (ImportFile of packages/domain/src/import/check-file.ts). */
import { readFile, stat } from 'node:fs/promises';
import { basename } from 'node:path';
import type { ImportFile } from '@taxdep/domain/import';

/**
 * The file's name and size come from `stat`, so an oversized file is refused before a byte of it is read; its bytes
 * are read only when the check asks for them. Rejects with the system's reason when the file cannot be found.
 */
export async function openImportFile(path: string): Promise<ImportFile> {
  const info = await stat(path);
  if (info.isDirectory()) throw new Error(`${path} is a directory`);
  return {
    name: basename(path),
    size: info.size,
    bytes: async () => new Uint8Array(await readFile(path)),
  };
}
