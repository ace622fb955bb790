/**
 * Issue 24 item 4, "docs that match the tree", checked where a test can: every package is in the README's folder
 * map and in docs/architecture.md, every feature folder of the service and of the portal is named in
 * docs/architecture.md, the documents do not call built work planned, and no file of the repository names a
 * machine's own paths (they differ on every machine; a newcomer's clone has none of them).
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = new URL('..', import.meta.url).pathname;
const read = (path) => readFileSync(join(root, path), 'utf8');
const folders = (path) =>
  readdirSync(join(root, path)).filter((name) => statSync(join(root, path, name)).isDirectory());

const readme = read('README.md');
const architecture = read('docs/architecture.md');

describe('the documents match the tree', () => {
  it('names every package in the README folder map and in docs/architecture.md', () => {
    const packages = folders('packages');
    expect(
      packages.filter((name) => !readme.includes(`packages/${name}`)),
      'not in README.md',
    ).toEqual([]);
    expect(
      packages.filter((name) => !architecture.includes(`@taxdep/${name}`)),
      'not in docs/architecture.md',
    ).toEqual([]);
  });

  it('names every folder of the service and of the portal in docs/architecture.md', () => {
    for (const base of ['packages/server/src', 'packages/web/src']) {
      const missing = folders(base).filter(
        (name) => name !== 'test' && name !== 'testing' && !new RegExp(`\\b${name}\\b`).test(architecture),
      );
      expect(missing, `docs/architecture.md does not name these folders of ${base}`).toEqual([]);
    }
  });

  it('does not call built work planned', () => {
    const pages = [
      'README.md',
      'docs/architecture.md',
      ...readdirSync(join(root, 'docs/product')).map((p) => `docs/product/${p}`),
    ];
    const planned = pages.filter((page) => /\bplanned\b/i.test(read(page)));
    expect(planned).toEqual([]);
  });

  it("names no machine's own paths in any file of the repository", () => {
    const files = execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' })
      .split('\n')
      .filter(Boolean);
    const machinePath = /(^|[\s"'`(=])\/(work|root|home\/[a-z][\w-]*|Users\/[A-Za-z])\//;
    const naming = files.filter((file) => {
      if (file === 'pnpm-lock.yaml' || /\.(png|pdf|ttf|woff2?|ico|tgz|tar)$/.test(file)) return false;
      return read(file)
        .split('\n')
        .some((line) => machinePath.test(line));
    });
    expect(naming).toEqual([]);
  });
});
