// @vitest-environment node
/*
 * The feature boundaries of `pnpm deps` (issue 24 item 2, docs/architecture.md "Feature boundaries") fail on a bad
 * import: each rule of scripts/feature-boundaries.cjs and the folder-cycle check of scripts/folder-cycles.mjs run
 * on a tiny source tree written for the test in a temporary folder (never under packages/*, so the real run does
 * not see it), with one good and one bad import each; and the repository's config applies them to the web.
 */
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { cruise, type ICruiseResult, type IForbiddenRuleType } from 'dependency-cruiser';
import { afterEach, describe, expect, it } from 'vitest';
import { featureImportRules } from '../../../scripts/feature-boundaries.cjs';
import { findFolderCycles } from '../../../scripts/folder-cycles.mjs';

const ROOT = 'src/';
const RULES = featureImportRules({ name: 'app', root: ROOT, shared: ['ui'] });
let folder = '';

afterEach(async () => {
  if (folder) await rm(folder, { recursive: true, force: true });
  folder = '';
});

/** Writes `files` (path → its imports) as TypeScript modules under a new temporary folder. */
async function sourceTree(files: Record<string, string[]>): Promise<string> {
  folder = await mkdtemp(join(tmpdir(), 'feature-boundaries-'));
  for (const [path, imports] of Object.entries(files)) {
    await mkdir(join(folder, dirname(path)), { recursive: true });
    const lines = imports.map((target, i) => `import { x as x${i} } from '${target}';`);
    await writeFile(
      join(folder, path),
      `${lines.join('\n')}\nexport const x = [${imports.map((_, i) => `x${i}`)}];\n`,
    );
  }
  return folder;
}

/** The violations of `rules` in the tree, as `rule: from → to`. */
async function violations(baseDir: string, rules: IForbiddenRuleType[]): Promise<string[]> {
  const { output } = await cruise([ROOT], { baseDir, ruleSet: { forbidden: rules }, validate: true });
  return (output as ICruiseResult).summary.violations
    .map((v) => `${v.rule.name}: ${v.from} → ${v.to}`)
    .sort();
}

describe('a feature imports another only through its index.ts', () => {
  it("fails on another feature's internal file; passes its index.ts, a shared folder, the composition root", async () => {
    const tree = await sourceTree({
      'src/register/grid.ts': ['../deductions/figures', '../deductions', '../ui/pager', './store'],
      'src/register/store.ts': [],
      'src/deductions/index.ts': ['./figures'],
      'src/deductions/figures.ts': [],
      'src/ui/pager.ts': [],
      'src/container.ts': ['./register/store', './deductions/figures'],
      'src/register/bindings.ts': ['../deductions/figures'],
    });
    expect(await violations(tree, RULES)).toEqual([
      'app-feature-through-index: src/register/grid.ts → src/deductions/figures.ts',
    ]);
  });

  it("lets a test use another feature's testing/ and bindings.ts, but not its internal files", async () => {
    const tree = await sourceTree({
      'src/summary/SummaryTab.test.ts': [
        '../figures/testing/render',
        '../figures/bindings',
        '../figures/store',
      ],
      'src/figures/testing/render.ts': [],
      'src/figures/bindings.ts': [],
      'src/figures/store.ts': [],
      'src/summary/SummaryTab.ts': ['../figures/testing/render'],
    });
    expect(await violations(tree, RULES)).toEqual([
      'app-feature-through-index-in-tests: src/summary/SummaryTab.test.ts → src/figures/store.ts',
      'app-feature-through-index: src/summary/SummaryTab.ts → src/figures/testing/render.ts',
    ]);
  });

  it('fails on a shared folder importing a feature, even through its index.ts', async () => {
    const tree = await sourceTree({
      'src/ui/pager.ts': ['../register', './dialog'],
      'src/ui/dialog.ts': [],
      'src/register/index.ts': [],
    });
    expect(await violations(tree, RULES)).toEqual([
      'app-shared-below-features: src/ui/pager.ts → src/register/index.ts',
    ]);
  });
});

describe('no folder cycle', () => {
  it('fails on two features that import each other, through their index.ts and a third feature', async () => {
    const tree = await sourceTree({
      'src/report/index.ts': ['./view'],
      'src/report/view.ts': ['../workflow'],
      'src/workflow/index.ts': ['./bar'],
      'src/workflow/bar.ts': ['../history'],
      'src/history/index.ts': ['../report'],
      'src/portal/index.ts': ['../report'],
    });
    expect(await findFolderCycles([ROOT], { baseDir: tree })).toEqual([
      {
        root: ROOT,
        features: ['history', 'report', 'workflow'],
        imports: [
          'src/history/index.ts → src/report/index.ts',
          'src/report/view.ts → src/workflow/index.ts',
          'src/workflow/bar.ts → src/history/index.ts',
        ],
      },
    ]);
  });

  it('passes features in one direction, a root file wiring them both ways, and a test that composes them', async () => {
    const tree = await sourceTree({
      'src/report/index.ts': ['../workflow', '../identifiers'],
      'src/workflow/index.ts': ['../identifiers'],
      'src/workflow/bar.test.ts': ['../report'],
      'src/workflow/testing/render.ts': ['../../report'],
      'src/container.ts': ['./report', './workflow'],
      'src/identifiers.ts': [],
    });
    expect(await findFolderCycles([ROOT], { baseDir: tree })).toEqual([]);
  });
});

describe('the repository applies them to the web', () => {
  const require = createRequire(import.meta.url);
  const config: { forbidden: IForbiddenRuleType[] } = require('../../../.dependency-cruiser.cjs');

  it('has the three rules for packages/web/src and runs the folder-cycle check on it in pnpm deps', async () => {
    const web = config.forbidden.filter(
      (rule) => rule.name?.startsWith('web-feature') || rule.name === 'web-shared-below-features',
    );
    expect(web.map((rule) => rule.name)).toEqual([
      'web-feature-through-index',
      'web-feature-through-index-in-tests',
      'web-shared-below-features',
    ]);
    for (const rule of web) expect(JSON.stringify(rule.from)).toContain('^packages/web/src/');
    const manifest = JSON.parse(await readFile(new URL('../../../package.json', import.meta.url), 'utf8'));
    expect(manifest.scripts.deps).toMatch(/node scripts\/folder-cycles\.mjs( \S+)* packages\/web\/src(\s|$)/);
  });
});
