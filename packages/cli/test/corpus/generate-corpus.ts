/**
 * Writes the committed part of the check-import corpus: `files/<case>` and `manifest.json` (file, exit, code,
 * includes). Run after changing cases.ts: `pnpm exec tsx packages/cli/test/corpus/generate-corpus.ts`. The corpus test
 * fails when the committed files differ from what cases.ts says.
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { corpusCases } from './cases';

const here = import.meta.dirname;

export function manifestOf(cases = corpusCases) {
  return cases.map(({ file, exit, code, includes }) => ({ file, exit, code: code ?? null, includes }));
}

async function main() {
  const dir = join(here, 'files');
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  for (const item of corpusCases) await writeFile(join(dir, item.file), item.bytes);
  await writeFile(join(here, 'manifest.json'), `${JSON.stringify(manifestOf(), null, 2)}\n`);
  process.stdout.write(`${corpusCases.length} corpus files written to ${dir}\n`);
}

if (process.argv[1] && import.meta.filename === process.argv[1]) await main();
