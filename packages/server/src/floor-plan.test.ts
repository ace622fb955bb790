/**
 * Issue 11 "features side by side, each with its routes, service and repository (SQL only in repositories)":
 * dependency-cruiser (.dependency-cruiser.cjs) guards which folder imports which; this guards where SQL is
 * written. A query built in a service or a route handler fails here with the file and the line.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SOURCE = fileURLToPath(new URL('.', import.meta.url));

/** The feature folders: each holds routes.ts, service.ts and, where it stores anything, repository.ts. */
const FEATURES = [
  'admin',
  'assets',
  'calculations',
  'copy-register',
  'demolitions',
  'export',
  'history',
  'import',
  'labels',
  'listing',
  'output-columns',
  'paste',
  'portal',
  'reference',
  'report-jobs',
  'reports',
  'workflow',
] as const;

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

function sourcesUnder(folder: string): string[] {
  return readdirSync(join(SOURCE, folder), { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.ts') && !/\.test(-support)?\.ts$/.test(name) && !name.endsWith('.d.ts'))
    .map((name) => join(folder, name));
}

function sqlOutsideRepositories(folder: string): string[] {
  return sourcesUnder(folder)
    .filter((file) => !file.endsWith('repository.ts') && !STORES.has(file))
    .flatMap((file) =>
      readFileSync(join(SOURCE, file), 'utf8')
        .split('\n')
        .flatMap((line, index) => (SQL.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [])),
    );
}

describe('the floor plan of the service', () => {
  it.each([...FEATURES, 'auth'])('%s writes its SQL only in repositories', (feature) => {
    expect(sqlOutsideRepositories(feature)).toEqual([]);
  });

  it('every feature folder has its routes and its service', () => {
    // The listing is a module the register's routes share (listing/index.ts is its one face), not a feature; the
    // history has a service and a repository but no routes of its own: its one call (GET …/history) is declared
    // with the report's workflow in workflow/routes.ts.
    const withRoutes = FEATURES.filter((feature) => feature !== 'listing' && feature !== 'history');
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
