#!/usr/bin/env node
// Issue 11 "One source for the contract": the wire contract is declared once, as TypeScript in
// packages/domain/src/api/calls.ts (ApiCalls); this script writes the JSON Schemas the service validates with and
// documents at /api/docs (packages/server/src/contract/calls.schema.json, committed so the service needs no
// generator at run time). `--check` fails when the committed file is not what the declaration gives (stale).
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createGenerator } from 'ts-json-schema-generator';

const root = new URL('..', import.meta.url).pathname;
const source = join(root, 'packages/domain/src/api/calls.ts');
const target = join(root, 'packages/server/src/contract/calls.schema.json');

export function generateContract() {
  const generator = createGenerator({
    path: source,
    tsconfig: join(root, 'packages/domain/tsconfig.json'),
    type: 'ApiCalls',
    // Named aliases (Id, CivilDate, …) become definitions, so the file shows each bound once.
    expose: 'export',
    jsDoc: 'extended',
    topRef: true,
    // The typecheck step checks the types; the generator only reads them.
    skipTypeCheck: true,
  });
  const schema = generator.createSchema('ApiCalls');
  const text = JSON.stringify({
    $comment:
      'Generated from packages/domain/src/api/calls.ts by `pnpm contract:generate` (scripts/generate-contract.mjs); do not edit.',
    ...schema,
  });
  return formatted(text);
}

/** In the repository's JSON format (Biome's), so `biome check` passes the committed file as it is written. */
function formatted(text) {
  const biome = spawnSync(join(root, 'node_modules/.bin/biome'), ['format', `--stdin-file-path=${target}`], {
    input: text,
    encoding: 'utf8',
  });
  if (biome.status !== 0) throw new Error(`biome format failed: ${biome.stderr}`);
  return biome.stdout;
}

const check = process.argv.includes('--check');
const fresh = generateContract();
if (check) {
  let committed = '';
  try {
    committed = readFileSync(target, 'utf8');
  } catch {
    // A missing file is stale too.
  }
  if (committed !== fresh) {
    console.error(
      `${target} is stale: packages/domain/src/api changed since it was generated. Run \`pnpm contract:generate\`.`,
    );
    process.exit(1);
  }
  console.log('contract: calls.schema.json matches packages/domain/src/api/calls.ts');
} else {
  writeFileSync(target, fresh);
  console.log(`contract: wrote ${target}`);
}
