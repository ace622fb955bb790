/**
 * No cycle among the folders of a package's source root (issue 24 item 2: "no folder cycles in the service"):
 * `node scripts/folder-cycles.mjs packages/server/src` cruises the root with the settings of .dependency-cruiser.cjs,
 * counts every source file (tests and their helpers left out: a test imports across folders by design) as its
 * top folder under the root, or as itself when it sits at the root, and fails when two of those import each other,
 * directly or round a longer ring. Each ring is printed with one import per step, so the fix can start there.
 * dependency-cruiser's own folder rules (scope: 'folder') cannot leave the tests out, hence this script; `pnpm deps`
 * runs it after the module rules.
 */
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { cruise } from 'dependency-cruiser';

const require = createRequire(import.meta.url);

/** Tests and their helpers, as .dependency-cruiser.cjs names them (relative to the source root). */
const TEST_FILE = /(\.test\.tsx?$|\.test-support\.tsx?$|^test\/|(^|\/)testing\/)/;

/** The folder (or root file) a source path of `root` belongs to, or null for a file outside it or a test. */
export function folderOf(root, source) {
  if (!source.startsWith(`${root}/`)) return null;
  const inner = source.slice(root.length + 1);
  if (TEST_FILE.test(inner)) return null;
  return inner.split('/')[0];
}

/**
 * The rings of `modules` (dependency-cruiser's `modules` of a cruise result) among the folders of `root`, each as
 * `{ folders, steps }`: the folders in the ring (sorted) and one import `from → to` for each step between them.
 */
export function folderCycles(root, modules) {
  /** folder → folder → the first import seen between them */
  const edges = new Map();
  for (const module of modules) {
    const from = folderOf(root, module.source);
    if (from === null) continue;
    for (const dependency of module.dependencies) {
      const to = folderOf(root, dependency.resolved);
      if (to === null || to === from) continue;
      if (!edges.has(from)) edges.set(from, new Map());
      const out = edges.get(from);
      if (!out.has(to)) out.set(to, `${module.source} → ${dependency.resolved}`);
    }
  }
  return stronglyConnected(edges)
    .filter((component) => component.length > 1)
    .map((component) => {
      const members = new Set(component);
      const steps = component.flatMap((from) =>
        [...(edges.get(from) ?? [])].filter(([to]) => members.has(to)).map(([, step]) => step),
      );
      return { folders: [...component].sort(), steps: steps.sort() };
    })
    .sort((a, b) => a.folders.join().localeCompare(b.folders.join()));
}

/** Tarjan's strongly connected components of a directed graph given as node → (node → anything). */
function stronglyConnected(edges) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const components = [];
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
      } else if (onStack.has(to)) {
        low.set(node, Math.min(low.get(node), index.get(to)));
      }
    }
    if (low.get(node) === index.get(node)) {
      const component = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      components.push(component);
    }
  };
  for (const node of edges.keys()) if (!index.has(node)) visit(node);
  return components;
}

/**
 * Cruises `roots` with the options of the configuration file (and `baseDir`, the folder the paths are relative
 * to: the repository by default) and answers each root's folder rings.
 */
export async function cruiseFolderCycles(roots, { config = '.dependency-cruiser.cjs', baseDir } = {}) {
  const { options } = require(resolve(config));
  const { output } = await cruise(roots, { ...options, ...(baseDir ? { baseDir } : {}), validate: false });
  return roots.map((root) => ({ root, cycles: folderCycles(root, output.modules) }));
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const roots = process.argv.slice(2);
  if (roots.length === 0) {
    console.error('usage: node scripts/folder-cycles.mjs <source root>...');
    process.exit(2);
  }
  let rings = 0;
  for (const { root, cycles } of await cruiseFolderCycles(roots)) {
    for (const { folders, steps } of cycles) {
      rings += 1;
      console.error(`error folder-cycle: ${root}: ${folders.join(' ↔ ')}`);
      for (const step of steps) console.error(`    ${step}`);
    }
  }
  if (rings > 0) process.exit(1);
  console.log(`✔ no folder cycles in ${roots.join(', ')}`);
}
