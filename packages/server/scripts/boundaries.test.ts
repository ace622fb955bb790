/**
 * Issue 24 item 2: `pnpm deps` fails on a feature importing another's internals, on a kernel file importing a
 * feature, and on a folder cycle in the service. The rules of .dependency-cruiser.cjs, as they are, and
 * scripts/folder-cycles.mjs run here on a small service (boundaries-fixture/, laid out as packages/server/src under
 * its own base folder) that breaks each rule once on purpose and keeps it everywhere else: each bad import must be
 * named, and nothing more.
 */
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { cruise, type IForbiddenRuleType } from 'dependency-cruiser';
import { describe, expect, it } from 'vitest';
import { findFolderCycles } from '../../../scripts/folder-cycles.mjs';

const CONFIG = fileURLToPath(new URL('../../../.dependency-cruiser.cjs', import.meta.url));
const FIXTURE = fileURLToPath(new URL('./boundaries-fixture', import.meta.url));
const SOURCE = 'packages/server/src';

const config = createRequire(import.meta.url)(CONFIG) as {
  forbidden: IForbiddenRuleType[];
  options: Record<string, unknown>;
};

async function violations(): Promise<string[]> {
  const { output } = await cruise([SOURCE], {
    ...config.options,
    baseDir: FIXTURE,
    validate: true,
    ruleSet: { forbidden: config.forbidden },
  });
  if (typeof output === 'string') throw new Error('dependency-cruiser answered text, not a result');
  return output.summary.violations.map(({ rule, from, to }) => `${rule.name}: ${from} → ${to}`).sort();
}

describe('the service’s feature rules', () => {
  it('fail on a feature or the composition root importing past another feature’s index, and on a kernel or plumbing file importing a feature', async () => {
    expect(await violations()).toEqual([
      `server-feature-through-index: ${SOURCE}/app.ts → ${SOURCE}/reports/routes.ts`,
      `server-feature-through-index: ${SOURCE}/history/service.ts → ${SOURCE}/reports/repository.ts`,
      `server-kernel-below-features: ${SOURCE}/civil-date.ts → ${SOURCE}/workflow/index.ts`,
      `server-kernel-below-features: ${SOURCE}/kernel/report-state.ts → ${SOURCE}/reports/index.ts`,
    ]);
  });

  it('fail on two folders that import each other, even when no module cycle does', async () => {
    const cycles = await findFolderCycles([`${SOURCE}/`], { baseDir: FIXTURE });
    expect(cycles.map(({ features }) => features)).toEqual([['reports', 'workflow']]);
    const imports = cycles[0]?.imports.join('\n') ?? '';
    expect(imports).toContain(`${SOURCE}/reports/routes.ts`);
    expect(imports).toContain(`${SOURCE}/workflow/service.ts`);
  });
});
