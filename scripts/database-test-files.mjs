// The service's test files that open a database, for the PostgreSQL pass of scripts/test-all.mjs: the others
// (configuration, tokens, cells, the floor plan...) run the same code on either engine, so they run once, on the
// PGlite pass. A file counts when it, or a test helper it imports (src/test/, *.test-support.ts), opens one.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const OPENS_A_DATABASE = /createTestDatabase|createTestApp|TEST_DATABASE_URL|openDatabase|testEngine\(/;

function walk(folder, found = []) {
  for (const name of readdirSync(folder)) {
    const path = join(folder, name);
    if (name === 'node_modules') continue;
    if (statSync(path).isDirectory()) walk(path, found);
    else if (/\.tsx?$/.test(name)) found.push(path);
  }
  return found;
}

function localImports(file) {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/from '(\.{1,2}\/[^']+)'/g)]
    .map((m) => resolve(dirname(file), m[1]))
    .flatMap((base) => [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts')])
    .filter((path) => existsSync(path));
}

/** Paths relative to `root` of the service's test files that open a database, directly or through a helper. */
export function databaseTestFiles(root) {
  const files = walk(join(root, 'packages/server/src'));
  const opens = new Map();
  const visiting = new Set();
  const check = (file) => {
    if (opens.has(file)) return opens.get(file);
    if (visiting.has(file)) return false;
    visiting.add(file);
    const text = readFileSync(file, 'utf8');
    // Only test code is followed: a test reaching the database through production modules does so with one of
    // the helpers above, which the pattern sees.
    const result =
      OPENS_A_DATABASE.test(text) ||
      localImports(file)
        .filter((path) => /\.test-support\.ts$|\/src\/test\//.test(path))
        .some(check);
    opens.set(file, result);
    return result;
  };
  return files
    .filter((file) => file.endsWith('.test.ts') && check(file))
    .map((file) => relative(root, file))
    .sort();
}
