/**
 * The bad-input corpus (test/corpus, docs/product/import-export.md "Files refused") through the command itself: every
 * file answers its expected exit status and message, never a throw, and a refused file prints no row (never a
 * partial result), in both the text and the JSON report.
 */
import { mkdtemp, readFile, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { corpusCases, largeCases } from '../../test/corpus/cases';
import { manifestOf } from '../../test/corpus/generate-corpus';
import { run } from './command';

const CORPUS = resolve(__dirname, '../../test/corpus');

interface Entry {
  file: string;
  exit: 0 | 1 | 2;
  code: string | null;
  includes: string;
}

async function runCaptured(args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const exit = await run(args, { out: (t) => out.push(t), err: (t) => err.push(t) });
  return { exit, out: out.join(''), err: err.join('') };
}

async function expectOutcome(path: string, entry: Entry) {
  const text = await runCaptured([path]);
  expect(text.exit, `${entry.file}: ${text.err}${text.out.slice(0, 500)}`).toBe(entry.exit);
  if (entry.exit === 2) {
    expect(text.out).toBe('');
    expect(text.err).toContain(entry.includes);
    expect(text.err.trim().split('\n')).toHaveLength(1);
  } else {
    expect(text.err).toBe('');
    expect(text.out).toContain(entry.includes);
  }
  const json = await runCaptured([path, '--json']);
  expect(json.exit).toBe(entry.exit);
  const report = JSON.parse(json.out);
  expect(report.exitCode).toBe(entry.exit);
  expect(report.problem?.code ?? null).toBe(entry.code);
  if (entry.exit === 2) expect(report).toMatchObject({ status: 'unreadable', rowCount: 0, rows: [] });
}

const manifest: Entry[] = JSON.parse(await readFile(join(CORPUS, 'manifest.json'), 'utf8'));

describe('taxdep check-import on the bad-input corpus', () => {
  it('holds at least 100 files, as cases.ts writes them', async () => {
    expect(manifest.length).toBeGreaterThanOrEqual(100);
    expect(manifest).toEqual(manifestOf());
    for (const item of corpusCases) {
      expect(new Uint8Array(await readFile(join(CORPUS, 'files', item.file))), item.file).toEqual(item.bytes);
    }
  });

  it.each(manifest.map((entry) => [entry.file, entry] as const))('%s', async (_, entry) => {
    await expectOutcome(join(CORPUS, 'files', entry.file), entry);
  });

  it.each(largeCases.map((item) => [item.file, item] as const))(
    '%s (written at test time)',
    async (_, item) => {
      const path = join(await mkdtemp(join(tmpdir(), 'corpus-')), item.file);
      await writeFile(path, item.text());
      await expectOutcome(path, { ...item, code: item.code ?? null });
    },
    60_000,
  );

  it('refuses a file over 50 MB from its size alone (a sparse file, written at test time)', async () => {
    const path = join(await mkdtemp(join(tmpdir(), 'corpus-')), 'huge.csv');
    await writeFile(path, '');
    await truncate(path, 51 * 1024 * 1024);
    await expectOutcome(path, {
      file: 'huge.csv',
      exit: 2,
      code: 'too-large',
      includes: 'The file is 51.0 MB; the import takes files up to 50.0 MB.',
    });
  });

  it('answers a missing file and a directory with exit 2 and the reason', async () => {
    await expectOutcome(join(CORPUS, 'no-such.csv'), {
      file: 'x',
      exit: 2,
      code: 'unreadable',
      includes: 'there is no such file',
    });
    await expectOutcome(CORPUS, { file: 'x', exit: 2, code: 'unreadable', includes: 'is a directory' });
  });
});
