/**
 * Feature boundaries of a package (issue 24 item 2, docs/architecture.md "Feature boundaries"): the top-level folders
 * of a package's source root are its features; they meet only through a feature's `index.ts` (its public surface) or
 * in a shared folder below them, and no two of them depend on each other, even through others (a folder cycle).
 *
 * Written for any root so the same two checks serve the web (`packages/web/src/`) and, once its cycles are gone, the
 * service (`packages/server/src/`): `featureImportRules` gives dependency-cruiser rules (in .dependency-cruiser.cjs),
 * `folderCycles` finds the cycles in a cruise result (scripts/folder-cycles.mjs, in `pnpm deps`). dependency-cruiser's
 * own `scope: 'folder'` cycles cannot say "feature": they group by every nested folder, not by the top-level one.
 * Files directly in the root (the composition root `container.ts`, the entry point, shared identifiers) are not in a
 * feature: each is its own unit, free of the import rule.
 */

const literal = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A test file or test helper, as a path inside a feature: `*.test.ts(x)`, `*.test-support.ts(x)`, `testing/`. */
const TESTS_IN_FEATURE = '(.*\\.test(-support)?\\.tsx?$|testing/|.*/testing/)';

/**
 * The dependency-cruiser rules that a file of one feature imports another feature's files only through its
 * `index.ts`, and that the shared folders import no feature. A feature's `bindings.ts` is part of the composition
 * root (imported by the container only) and may wire another feature's stores from their files: through an
 * `index.ts` it would also bring that feature's screens (and their CSS, in another order) into the first page's
 * bundle, which the web loads before the lazily loaded screens. Tests (`tests`, a pattern of a path inside a feature)
 * may also reach another feature's `testing/` folder (its fakes and render helpers) and its `bindings.ts`: a test
 * wires features together as the composition root does, nothing else may.
 * @param {{ name: string, root: string, shared: string[], tests?: string }} options `root` ends with '/'.
 */
function featureImportRules({ name, root, shared, tests = TESTS_IN_FEATURE }) {
  const at = `^${literal(root)}`;
  const sharedFolders = `(${shared.map(literal).join('|')})/`;
  // `$1` is the importing file's feature (dependency-cruiser's group matching of `from.path`).
  const otherFeature = `${at}(?!$1/)(?!${sharedFolders})[^/]+/`;
  const publicSurface = `${at}[^/]+/index\\.tsx?$`;
  return [
    {
      name: `${name}-feature-through-index`,
      comment:
        `A feature (a top-level folder of ${root}) reaches another only through its index.ts, the public ` +
        'surface, so its files can change without breaking the others; move what two features both need to a ' +
        `shared folder below them (${shared.join(', ')}) or into the feature that owns it. A bindings.ts (the ` +
        "composition root's part for its area) may wire another feature's stores from their files.",
      severity: 'error',
      from: { path: `${at}([^/]+)/`, pathNot: [`${at}[^/]+/${tests}`, `${at}[^/]+/bindings\\.tsx?$`] },
      to: { path: otherFeature, pathNot: publicSurface },
    },
    {
      name: `${name}-feature-through-index-in-tests`,
      comment:
        "Tests are held to the same line but may also use another feature's testing/ fakes and its bindings.ts " +
        '(a test wires the real bindings as the composition root does).',
      severity: 'error',
      from: { path: `${at}([^/]+)/${tests}` },
      to: { path: otherFeature, pathNot: [publicSurface, `${at}[^/]+/(testing/|bindings\\.tsx?$)`] },
    },
    {
      name: `${name}-shared-below-features`,
      comment: `The shared folders (${shared.join(', ')}) sit below every feature: they import none.`,
      severity: 'error',
      from: { path: `${at}${sharedFolders}` },
      to: { path: `${at}(?!${sharedFolders})[^/]+/` },
    },
  ];
}

/** The unit a file belongs to under `root`: its top-level folder, a file directly in the root, or null outside. */
function featureOf(path, root) {
  if (!path.startsWith(root)) return null;
  const rest = path.slice(root.length);
  const slash = rest.indexOf('/');
  return slash === -1 ? rest : rest.slice(0, slash);
}

/**
 * The folder cycles under `root` in dependency-cruiser's `modules` (a cruise result): each strongly connected group
 * of two or more features, with one import per edge inside it as evidence, sorted. Files matching `skip` (tests:
 * a test composes features like the composition root) are left out on both ends.
 * @param {{ source: string, dependencies: { resolved: string }[] }[]} modules
 * @param {{ root: string, skip?: RegExp }} options
 * @returns {{ features: string[], imports: string[] }[]}
 */
function folderCycles(modules, { root, skip }) {
  const edges = new Map();
  for (const module of modules) {
    const from = featureOf(module.source, root);
    if (from === null || skip?.test(module.source)) continue;
    for (const dependency of module.dependencies) {
      const to = featureOf(dependency.resolved, root);
      if (to === null || to === from || skip?.test(dependency.resolved)) continue;
      if (!edges.has(from)) edges.set(from, new Map());
      const targets = edges.get(from);
      if (!targets.has(to)) targets.set(to, `${module.source} → ${dependency.resolved}`);
    }
  }
  return stronglyConnected(edges)
    .filter((group) => group.length > 1)
    .map((group) => {
      const members = new Set(group);
      const imports = [];
      for (const from of group) {
        for (const [to, evidence] of edges.get(from) ?? []) if (members.has(to)) imports.push(evidence);
      }
      return { features: [...group].sort(), imports: imports.sort() };
    })
    .sort((a, b) => a.features.join().localeCompare(b.features.join()));
}

/** Tarjan's strongly connected components over `edges` (node → Map of targets). */
function stronglyConnected(edges) {
  const nodes = new Set(edges.keys());
  for (const targets of edges.values()) for (const to of targets.keys()) nodes.add(to);
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const groups = [];
  let next = 0;
  const visit = (node) => {
    index.set(node, next);
    low.set(node, next);
    next += 1;
    stack.push(node);
    onStack.add(node);
    for (const to of edges.get(node)?.keys() ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node), low.get(to)));
      } else if (onStack.has(to)) low.set(node, Math.min(low.get(node), index.get(to)));
    }
    if (low.get(node) === index.get(node)) {
      const group = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        group.push(member);
      } while (member !== node);
      groups.push(group);
    }
  };
  for (const node of nodes) if (!index.has(node)) visit(node);
  return groups;
}

module.exports = { featureImportRules, folderCycles, featureOf, TESTS_IN_FEATURE };
