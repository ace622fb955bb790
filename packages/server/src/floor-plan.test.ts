/**
 * Issue 11 "features side by side, each with its routes, service and repository (SQL only in repositories)", and
 * issue 24 item 2 "a kernel that owns the record": dependency-cruiser (.dependency-cruiser.cjs) guards which folder
 * imports which; this guards where SQL is written, in every folder of the service and at its root. A query built
 * in a service, a route handler or a kernel module fails here with the file and the line.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SOURCE = fileURLToPath(new URL('.', import.meta.url));

/** The feature folders: each holds routes.ts, service.ts and, where it stores anything, repository.ts. */
const FEATURES = [
  'admin',
  'assets',
  'auth',
  'calculations',
  'capex',
  'capex-document',
  'copy-register',
  'demolitions',
  'export',
  'history',
  'import',
  'labels',
  'listing',
  'output-columns',
  'owners',
  'paste',
  'portal',
  'rca',
  'rca-document',
  'reference',
  'report-document',
  'report-jobs',
  'reports',
  'workflow',
] as const;

/** Below the features: the kernel (the asset record, who may edit it) and the plumbing; their SQL is checked too. */
const BELOW = ['kernel', 'http', 'contract', 'config', 'security'] as const;

/**
 * Folders whose SQL is theirs by nature, so not checked: the database itself (connection, migrations, the lock the
 * migrations take), the demo data (seed/ writes the tables it fills, as a fixture of the product) and the tests'
 * helpers (test/, like every *.test.ts).
 */
const SQL_BY_NATURE = ['db', 'seed', 'test'] as const;

/**
 * Files besides *repository.ts that are stores by nature: the listing's projection and the portal's report
 * directory are in-memory copies that read the rows they hold; the user directory, the revocation list of
 * signed-out tokens (with its per-instance cache) and the sign-in provider's storage and throttle are the auth
 * feature's repositories.
 */
const STORES = new Set([
  'listing/projection/projection-sync.ts',
  'listing/projection/row-answers.ts',
  'portal/report-directory.ts',
  'auth/users.ts',
  'auth/revoked-tokens.ts',
  'auth/oidc/adapter.ts',
  'auth/oidc/sign-in-throttle.ts',
]);

/** What builds or runs SQL with Kysely. */
const SQL = /\b(selectFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto)\(|\bsql(<[^>]*>)?`/;

const isSource = (name: string) =>
  name.endsWith('.ts') && !/\.test(-support)?\.ts$/.test(name) && !name.endsWith('.d.ts');

function sourcesUnder(folder: string): string[] {
  return readdirSync(join(SOURCE, folder), { recursive: true, encoding: 'utf8' })
    .filter(isSource)
    .map((name) => join(folder, name));
}

/** The folders of the service's source root, and its own files (the composition root, logging, money, dates). */
const FOLDERS = readdirSync(SOURCE).filter((name) => statSync(join(SOURCE, name)).isDirectory());
const ROOT_FILES = readdirSync(SOURCE).filter((name) => isSource(name) && !FOLDERS.includes(name));

function sqlOutsideRepositories(files: readonly string[]): string[] {
  return files
    .filter((file) => !file.endsWith('repository.ts') && !STORES.has(file))
    .flatMap((file) =>
      readFileSync(join(SOURCE, file), 'utf8')
        .split('\n')
        .flatMap((line, index) => (SQL.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [])),
    );
}

describe('the floor plan of the service', () => {
  it('names every folder of the service: a feature, below the features, or SQL by nature', () => {
    const named = new Set<string>([...FEATURES, ...BELOW, ...SQL_BY_NATURE]);
    expect(FOLDERS.filter((folder) => !named.has(folder))).toEqual([]);
  });

  it.each([...FEATURES, ...BELOW])('%s writes its SQL only in repositories', (folder) => {
    expect(sqlOutsideRepositories(sourcesUnder(folder))).toEqual([]);
  });

  it('the files at the root of the service write no SQL', () => {
    expect(ROOT_FILES).toContain('app.ts');
    expect(sqlOutsideRepositories(ROOT_FILES)).toEqual([]);
  });

  it('every feature folder has its routes and its service', () => {
    // The listing is a module the register's routes share (listing/index.ts is its one face) and the report
    // document, the capex forecast's and the assessment's are the PDFs the report jobs write (report-document/index.ts,
    // capex-document/index.ts, rca-document/index.ts), not features with calls of their own;
    // sign-in's work is named for what it does (users.ts, product-token.ts, oidc/), not one service.ts.
    const withRoutes = FEATURES.filter(
      (f) =>
        f !== 'listing' &&
        f !== 'report-document' &&
        f !== 'capex-document' &&
        f !== 'rca-document' &&
        f !== 'auth',
    );
    const missing = withRoutes.flatMap((feature) => {
      const files = new Set(sourcesUnder(feature).map((file) => relative(feature, file)));
      return ['routes.ts', 'service.ts']
        .filter((name) => !files.has(name))
        .map((name) => `${feature}/${name}`);
    });
    expect(missing).toEqual([]);
  });

  it('the SQL pattern finds a query (so an empty answer above means something)', () => {
    expect(SQL.test("await trx.selectFrom('assets')")).toBe(true);
    expect(SQL.test('const rows = await sql<{ id: number }>`select 1`')).toBe(true);
    expect(SQL.test('// the sql of the feature')).toBe(false);
  });
});
