/**
 * `taxdep load-effective-life` on a fresh embedded database (a new installation): the migrations the load reads
 * (001, 002, 017 and 031 of @taxdep/db, applied from their files) and no tax code yet. Loads the reference extract, then
 * shows a second load adds nothing and a revision is printed old → new.
 */
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { MIGRATIONS_DIR } from '@taxdep/db';
import { beforeAll, describe, expect, it } from 'vitest';
import { HELP, run } from './command';

const REFERENCE = new URL('../../../server/src/seed/effective-life.csv', import.meta.url);
const HEADER =
  'table,industry,sub_industry,asset_group,asset,effective_life_years,date_of_application,source';

let dataDir: string;

async function runCaptured(args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const exit = await run(args, {
    out: (t) => out.push(t),
    err: (t) => err.push(t),
    env: { TAXDEP_DATA_DIR: dataDir },
  });
  return { exit, out: out.join(''), err: err.join('') };
}

async function file(text: string) {
  const path = join(dataDir, `table-${Math.random().toString(36).slice(2)}.csv`);
  await writeFile(path, text);
  return path;
}

async function query<T>(text: string): Promise<T[]> {
  const db = await PGlite.create(join(dataDir, 'pglite'));
  try {
    return (await db.query<T>(text)).rows;
  } finally {
    await db.close();
  }
}

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'load-effective-life-'));
  const db = await PGlite.create(join(dataDir, 'pglite'));
  await db.exec(
    'create table schema_migrations (name text primary key, applied_at timestamptz default now())',
  );
  // 031: the load records its rows and rulings (issue 26 item 17).
  for (const name of [
    '001_reference_data.sql',
    '002_portal.sql',
    '017_admin_and_effective_life.sql',
    '031_user_invitations_and_table_loads.sql',
  ]) {
    await db.exec(await readFile(join(MIGRATIONS_DIR, name), 'utf8'));
    await db.query('insert into schema_migrations (name) values ($1)', [name]);
  }
  await db.close();
}, 60_000);

describe('taxdep load-effective-life', () => {
  it('prints its help, and refuses bad use with exit 2', async () => {
    expect((await runCaptured(['--help'])).out).toBe(HELP);
    expect((await runCaptured([])).exit).toBe(2);
    expect((await runCaptured(['a.csv', '--force'])).err).toMatch(/Unknown option --force/);
    expect((await runCaptured([join(dataDir, 'missing.csv')])).err).toMatch(/Cannot read/);
  });

  it('refuses, with exit 2, an embedded database the portal has never migrated', async () => {
    const blank = await mkdtemp(join(tmpdir(), 'load-effective-life-blank-'));
    const db = await PGlite.create(join(blank, 'pglite'));
    await db.close();
    const err: string[] = [];
    const exit = await run([await file(`${HEADER}\n`)], {
      out: () => {},
      err: (t) => err.push(t),
      env: { TAXDEP_DATA_DIR: blank },
    });
    expect(exit).toBe(2);
    expect(err.join('')).toMatch(/The database is not up to date: start the portal once/);
  }, 60_000);

  it('dry-runs the extract on a new installation, storing nothing, then loads it', async () => {
    const path = await file(await readFile(REFERENCE, 'utf8'));
    const dry = await runCaptured([path, '--dry-run']);
    expect(dry.exit, dry.err).toBe(0);
    expect(dry.out).toMatch(/^new A0001 line 2: /);
    expect(dry.out).toMatch(/Dry run: nothing was stored\.\n$/);
    expect(await query('select id from tax_codes')).toEqual([]);

    const loaded = await runCaptured([path]);
    expect(loaded.exit, loaded.err).toBe(0);
    expect(loaded.out).toMatch(/Loaded \(load 1\)\.\n$/);
    // The residential carpet's three dated rows are one asset: one code with three lives.
    const [counts] = await query<{ codes: number; lives: number }>(
      'select (select count(*)::int from tax_codes) as codes, (select count(*)::int from effective_lives) as lives',
    );
    expect(counts!.codes + counts!.lives).toBe(188);
    expect(counts!.lives).toBeGreaterThan(0);

    const again = await runCaptured([path]);
    expect(again.exit).toBe(0);
    expect(again.out).toMatch(/0 new code\(s\), 0 changed life\(s\), 188 unchanged/);
    expect(again.out).toMatch(/Nothing to load: the table holds every row\.\n$/);
    // Each run opens the embedded database (about a second on a shared machine).
  }, 60_000);

  it('prints a revised life old → new, and refuses a file with a problem (exit 1)', async () => {
    const printers =
      'B,,,Additive manufacturing printers (including 3D printers),Additive manufacturing printers (including 3D printers)';
    const revision = await runCaptured([await file(`${HEADER}\n${printers},5,2026-07-01,x\n`), '--dry-run']);
    expect(revision.out).toMatch(/^changed B\d{4} line 2: Additive .*: 3 years → 5 years from 2026-07-01\n/);
    const bad = await runCaptured([await file(`${HEADER}\n${printers},0,2026-07-01,x\n`)]);
    expect(bad.exit).toBe(1);
    expect(bad.out).toMatch(/problem line 2: effective_life_years/);
    expect(bad.out).toMatch(/Nothing was loaded/);
  }, 60_000);
});
