/**
 * `taxdep load-effective-life <file> [--dry-run]` (docs/product/administration.md "From the command line"): loads an
 * effective-life table file into the database the service is configured with, as the Administration page does,
 * for a new installation or a scripted update. Prints what the file adds and changes (old → new life and date),
 * its conflicts and row problems; stores nothing with --dry-run, or when the file has problems or conflicts.
 * Exit 0 loaded (or, dry run, loadable or nothing to add), 1 refused (problems or conflicts), 2 bad use or setup.
 */
import { basename, dirname, isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type EffectiveLifeLoadPlan, planAddsAnything, planIsLoadable } from '@taxdep/domain/effective-life';
import { type LoadIo, processIo, readTableFile } from '../table-load/io';
import { type DatabaseSettings, LoadSetupError, loadInDatabase } from './database';

export const USAGE = 'usage: taxdep load-effective-life <file.csv> [--dry-run]\n';
export const HELP = `${USAGE}
Loads an effective-life table file (columns table, industry, sub_industry, asset_group, asset,
effective_life_years, date_of_application; source optional) into the portal's database:
DATABASE_URL when set, else the embedded database of TAXDEP_DATA_DIR (default <repo>/.data; stop the
portal first). Rows are dated and added, never overwritten; an asset keeps its tax code.
  --dry-run   print what the file adds and changes, store nothing
`;

/** The repository (src/load-effective-life/command.ts → … → repo), as the service's default data folder. */
const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', '..');

export function settingsOf(env: NodeJS.ProcessEnv): DatabaseSettings {
  const dir = env.TAXDEP_DATA_DIR?.trim() || join(REPO_ROOT, '.data');
  return {
    dataDir: isAbsolute(dir) ? dir : resolve(REPO_ROOT, dir),
    databaseUrl: env.DATABASE_URL?.trim() || null,
  };
}

export async function run(args: string[], io: LoadIo = processIo): Promise<number> {
  if (args.includes('--help') || args.includes('-h')) {
    io.out(HELP);
    return 0;
  }
  const dryRun = args.includes('--dry-run');
  const paths = args.filter((arg) => arg !== '--dry-run');
  const unknown = paths.find((arg) => arg.startsWith('-'));
  if (paths.length !== 1 || unknown) {
    io.err(`${unknown ? `Unknown option ${unknown}\n` : ''}${USAGE}`);
    return 2;
  }
  const path = paths[0]!;
  const text = await readTableFile(path, io);
  if (text === null) return 2;
  try {
    const { plan, loadId } = await loadInDatabase(
      settingsOf(io.env),
      { fileName: basename(path), text },
      (p) => !dryRun && planIsLoadable(p) && planAddsAnything(p),
    );
    io.out(describePlan(plan));
    if (!planIsLoadable(plan)) {
      io.out('Nothing was loaded: fix the problems and conflicts above.\n');
      return 1;
    }
    if (loadId !== null) io.out(`Loaded (load ${loadId}).\n`);
    else if (!planAddsAnything(plan)) io.out('Nothing to load: the table holds every row.\n');
    else io.out('Dry run: nothing was stored.\n');
    return 0;
  } catch (error) {
    if (error instanceof LoadSetupError) {
      io.err(`${error.message}\n`);
      return 2;
    }
    throw error;
  }
}

const lifeText = (years: string | null) => (years === null ? 'none' : `${years} years`);
const dateText = (date: string | null) => date ?? 'undated';

/** The diff as lines: new codes, changed lives (old → new from the date), conflicts, problems, counts. */
export function describePlan(plan: EffectiveLifeLoadPlan): string {
  const lines: string[] = [];
  for (const added of plan.added) {
    const lives = added.lives.map(
      (l) => `${lifeText(l.effectiveLifeYears)} from ${dateText(l.dateOfApplication)}`,
    );
    lines.push(
      `new ${added.code} line ${added.line}: ${added.assetGroup} / ${added.asset}: ${lives.join(', ')}`,
    );
  }
  for (const change of plan.changed) {
    lines.push(
      `changed ${change.codes.join(', ')} line ${change.line}: ${change.asset}: ` +
        `${lifeText(change.previousLifeYears)} → ${lifeText(change.effectiveLifeYears)} from ${dateText(change.dateOfApplication)}`,
    );
  }
  for (const conflict of plan.conflicts) {
    lines.push(
      `conflict ${conflict.codes.join(', ')} line ${conflict.line}: ${conflict.asset}: ` +
        `${lifeText(conflict.storedLifeYears)} stored from ${dateText(conflict.dateOfApplication)}, the file says ${lifeText(conflict.fileLifeYears)}`,
    );
  }
  for (const problem of plan.problems) lines.push(`problem line ${problem.line}: ${problem.message}`);
  lines.push(
    `${plan.added.length} new code(s), ${plan.changed.length} changed life(s), ${plan.unchanged} unchanged, ` +
      `${plan.conflicts.length} conflict(s), ${plan.problems.length} problem(s).`,
  );
  return `${lines.join('\n')}\n`;
}
