/**
 * The package boundaries of taxdep (issue 11, docs/architecture.md), checked on the resolved import graph by
 * dependency-cruiser in `pnpm check` (`pnpm deps`). Type-only imports count: a type is a dependency too.
 * Paths are resolved files, so a relative path into another package (`../../server/src/x`) is caught the same as
 * `@taxdep/server/x`; an import that resolves to nothing (e.g. of a package no longer depended on) is an error.
 * A violation prints `error <rule>: <file> → <dependency>` and fails the run.
 */

/** Tests and their helpers: they may also use the test tools (vitest, fast-check, testing-library). */
const TEST_FILES = '(\\.test\\.tsx?$|\\.test-support\\.tsx?$|^packages/server/src/test/|/testing/)';
const { featureImportRules } = require('./scripts/feature-boundaries.cjs');

/** An npm package by name, wherever pnpm stores it. */
const npm = (names) => `(^|/)node_modules/(${names.join('|')})/`;

// ─── The service's features and kernel (issue 24 item 2) ─────────────────────────────────────────────────────────
// One function of the package's source root, so the web's rules of the same kind can share it. The third rule of
// the kind, no cycle among the source root's folders, is scripts/folder-cycles.mjs (run by `pnpm deps` after this
// file): a dependency-cruiser folder rule cannot leave tests out, and tests import across folders by design.
// Proven on a fixture by packages/server/scripts/boundaries.test.ts.

/** The service's folders below its features: the kernel (the asset record and who may edit it) and the plumbing. */
const SERVER_LOW_FOLDERS = ['kernel', 'http', 'db', 'contract', 'config', 'security'];
/** The service's source files at its root that are below the features (the rest there is its composition root). */
const SERVER_LOW_FILES = ['logging', 'money', 'civil-date'];

/**
 * The feature rules of a package whose source root is `root` (e.g. 'packages/server/src'): every folder of the
 * root is a feature but `low` (and `test`, the tests' helpers); root files but `lowFiles` are the composition
 * root. Tests and their helpers may reach anything (a test sets up through other features' internals).
 */
function featureRules(root, low, lowFiles) {
  const tests = `(\\.test\\.tsx?$|\\.test-support\\.tsx?$|^${root}/test/|/testing/)`;
  const notFeature = `(${[...low, 'test'].join('|')})/`;
  return [
    {
      name: 'feature-through-index',
      comment:
        `A feature of ${root} is used by other features and the composition root only through its index.ts, ` +
        'its public face: its routes, services and repositories stay its own to change. Export what others ' +
        'need from the index, or move what several features share down into the kernel.',
      severity: 'error',
      from: { path: `^${root}/([^/]+)`, pathNot: tests },
      to: { path: `^${root}/(?!${notFeature})[^/]+/(?!index\\.tsx?$)`, pathNot: `^${root}/$1/` },
    },
    {
      name: 'kernel-below-features',
      comment:
        `The kernel and the plumbing of ${root} (${low.join(', ')}, ${lowFiles.join(', ')}) import no feature, ` +
        'not even through its index: features are built on them, never the reverse. Move what they need down.',
      severity: 'error',
      from: { path: `^${root}/(${low.join('|')}/|(${lowFiles.join('|')})\\.tsx?$)`, pathNot: tests },
      to: { path: `^${root}/(?!${notFeature})[^/]+/` },
    },
  ];
}

const SERVER_FEATURE_RULES = featureRules('packages/server/src', SERVER_LOW_FOLDERS, SERVER_LOW_FILES).map(
  (rule) => ({ ...rule, name: `server-${rule.name}` }),
);
// ─── end of the service's features and kernel ──────────────────────────────────────────────────────────────────

module.exports = {
  forbidden: [
    {
      name: 'domain-only-date-fns',
      comment:
        'The domain is framework-free and runs unchanged in the browser, the service and the CLI: its code ' +
        'depends on date-fns only (no node:, react, mobx, axios, papaparse, @azure/*, no other workspace package).',
      severity: 'error',
      from: { path: '^packages/domain/src/', pathNot: TEST_FILES },
      to: { pathNot: ['^packages/domain/src/', npm(['date-fns'])] },
    },
    {
      name: 'domain-not-other-packages',
      comment:
        'Nothing of the domain, its tests and benches included, reaches another workspace package or e2e: ' +
        'its tests prove the domain alone.',
      severity: 'error',
      from: { path: '^packages/domain/' },
      to: { path: ['^packages/(?!domain/)', '^e2e/', '^@taxdep/(?!domain)'] },
    },
    {
      name: 'adapters-only-domain',
      comment:
        'Adapters implement the domain ports with their libraries (axios, MSAL, papaparse, browser storage); ' +
        'they never reach the portal, the service or the CLI, which depend on them and not the reverse.',
      severity: 'error',
      from: { path: '^packages/adapters/' },
      to: { path: ['^packages/(web|server|cli)/', '^e2e/', '^@taxdep/(web|server|cli)'] },
    },
    {
      name: 'web-not-server-or-cli',
      comment:
        'The portal talks to the service over HTTP only (spec 7); it shares the domain, never server code.',
      severity: 'error',
      from: { path: '^packages/web/' },
      to: { path: ['^packages/(server|cli)/', '^e2e/', '^@taxdep/(server|cli)'] },
    },
    {
      name: 'web-adapters-only-in-composition-root',
      comment:
        'The portal reaches adapters (and their libraries) only in its composition root, so stores and views ' +
        'see ports and can be tested with fakes: packages/web/src/container.ts and the per-area bindings it ' +
        'calls (shell/, report/, register/, calculations/ bindings.ts), see web-bindings-only-from-container.',
      severity: 'error',
      from: {
        path: '^packages/web/',
        pathNot: '^packages/web/src/(container\\.ts|[^/]+/bindings\\.ts)$',
      },
      to: {
        path: [
          '^packages/adapters/',
          '^@taxdep/adapters',
          npm(['axios', '@azure/msal-browser', 'papaparse']),
        ],
      },
    },
    {
      name: 'web-bindings-only-from-container',
      comment:
        'The per-area bindings are part of the composition root only while nothing but the container (and ' +
        'tests) imports them; otherwise a store or view would reach adapters through them.',
      severity: 'error',
      from: { path: '^packages/web/', pathNot: ['^packages/web/src/container\\.ts$', TEST_FILES] },
      to: { path: '^packages/web/src/[^/]+/bindings\\.ts$' },
    },
    {
      name: 'charts-only-react-and-visx',
      comment:
        'The charts are drawn the same in the portal and, with react-dom/server, in the PDF report of the ' +
        'service (docs/product/calculations-deductions-summary-report.md "Report tab"): React and visx only, ' +
        'no state library, no adapters, nothing of the portal or the service. The figures come in as props.',
      severity: 'error',
      from: { path: '^packages/charts/src/', pathNot: TEST_FILES },
      to: {
        pathNot: [
          '^packages/charts/src/',
          '^packages/domain/src/api/',
          npm(['react', '@visx/axis', '@visx/group', '@visx/scale', '@visx/shape']),
        ],
      },
    },
    {
      name: 'charts-domain-types-only',
      comment:
        'The charts may name the wire shapes of the domain (types, erased at build) but run none of its code: ' +
        'the caller maps and formats, the chart draws.',
      severity: 'error',
      from: { path: '^packages/charts/' },
      to: { path: ['^packages/domain/', '^@taxdep/domain'], dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'charts-not-other-packages',
      comment:
        'Nothing of the charts, tests included, reaches another workspace package (but domain types) or e2e.',
      severity: 'error',
      from: { path: '^packages/charts/' },
      to: { path: ['^packages/(?!charts/|domain/)', '^e2e/', '^@taxdep/(?!charts|domain)'] },
    },
    {
      name: 'db-only-domain',
      comment:
        'The database package (schema, migrations, connection, the repositories the service and the CLI share) ' +
        'sits below both: its code imports the domain, kysely, PGlite and pg (and Node), never the service, ' +
        'the CLI, the portal, the adapters or the charts (issue 24 item 3).',
      severity: 'error',
      from: { path: '^packages/db/src/', pathNot: TEST_FILES },
      to: {
        pathNot: [
          '^packages/db/src/',
          '^packages/domain/src/',
          npm(['kysely', '@electric-sql/pglite', 'pg', 'pg-[a-z-]+', 'pgpass', 'postgres-[a-z-]+']),
        ],
        dependencyTypesNot: ['core'],
      },
    },
    {
      name: 'db-not-other-packages',
      comment: 'Nothing of the database package, tests included, reaches a package above it or e2e.',
      severity: 'error',
      from: { path: '^packages/db/' },
      to: {
        path: [
          '^packages/(web|adapters|server|cli|charts)/',
          '^e2e/',
          '^@taxdep/(web|adapters|server|cli|charts)',
        ],
      },
    },
    {
      name: 'server-only-domain',
      comment:
        'The service imports the domain (one set of rules for browser, service and CLI) and the database ' +
        'package, never the portal, the browser adapters or the CLI.',
      severity: 'error',
      from: { path: '^packages/server/' },
      to: { path: ['^packages/(web|adapters|cli)/', '^e2e/', '^@taxdep/(web|adapters|cli)'] },
    },
    {
      name: 'cli-not-server-sources',
      comment:
        'The CLI reaches the service only through its HTTP API, or the database through @taxdep/db (the ' +
        'repositories it shares with the service: taxdep token, load-effective-life), and otherwise uses the ' +
        'domain and the adapters (CSV): never the service or portal sources.',
      severity: 'error',
      from: { path: '^packages/cli/' },
      to: { path: ['^packages/(server|web)/', '^e2e/', '^@taxdep/(server|web)'] },
    },
    ...SERVER_FEATURE_RULES,
    {
      name: 'e2e-drives-from-outside',
      comment:
        'Browser tests and benches drive the product from outside (HTTP, the browser, spawned commands, SQL ' +
        'on the database): nothing of packages/*; their page objects live in e2e/pages.',
      severity: 'error',
      from: { path: '^e2e/' },
      to: { path: ['^packages/', '^@taxdep/'] },
    },
    // ── Feature boundaries of the web (issue 24 item 2, docs/architecture.md "Feature boundaries") ──────────────
    // A web feature (a top-level folder of packages/web/src) imports another only through its index.ts; the shared
    // folders below them (ui: screen pieces, figures: what the figures tabs share, routes: the report's addresses)
    // import no feature. Files directly in src (container.ts, the composition root; main.tsx; identifiers.ts) are
    // in no feature. Exceptions: the per-area bindings.ts (the composition root with container.ts) may wire another
    // feature's stores from their files (an index.ts would pull that feature's screens into the first page's bundle);
    // tests may also use another feature's testing/ and bindings.ts. Folder cycles (bindings included, tests not):
    // scripts/folder-cycles.mjs in `pnpm deps`.
    // For the service: add featureImportRules({ name: 'server', root: 'packages/server/src/', shared: [...] }) and
    // its root to `pnpm deps`'s folder-cycles line.
    ...featureImportRules({ name: 'web', root: 'packages/web/src/', shared: ['ui', 'figures', 'routes'] }),
    // ── end of the web's feature boundaries ──────────────────────────────────────────────────────────────────
    {
      name: 'no-circular',
      comment:
        'Modules that import each other (even for a type) cannot be understood or tested one at a time; move ' +
        'what both need to a third module.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'not-to-unresolvable',
      comment: 'An import that resolves to no file, e.g. of a package that is no longer a dependency.',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // The rules' own fixture breaks them on purpose (packages/server/scripts/boundaries.test.ts cruises it alone).
    exclude: {
      path: ['^(packages/[^/]+/dist|\\.data|test-results|playwright-report)/', '/boundaries-fixture/'],
    },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.d.ts'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
