/**
 * What loading an effective-life table file adds to the firm's tax codes (docs/product/administration.md
 * "Effective-life table"; docs/tax-rules.md "Tax codes"). s40-95(2): an asset takes the Commissioner's life in force
 * when it was acquired, so a load never overwrites a life: a revised life is a new dated life of the same tax code,
 * and an asset the table did not hold gets a new code. Tax codes stay stable: an asset (its table, industry,
 * sub-industry, group and name) keeps the code it has, and new codes continue its table's numbering (A0001, B0001).
 * Loading the same file twice adds nothing the second time.
 */
import type { CivilDate } from '../format/civil-date';
import type {
  EffectiveLifeEntry,
  EffectiveLifeFile,
  EffectiveLifeFileProblem,
  EffectiveLifeTableLetter,
} from './table-file';
import { canonicalLifeYears } from './table-file';

export interface DatedLife {
  /** Canonical decimal years (table-file.ts canonicalLifeYears) or as the database prints it ('10.00'). */
  effectiveLifeYears: string;
  dateOfApplication: CivilDate | null;
}

/** A tax code of the effective-life table as stored, with every life it has (its own row and the loaded ones). */
export interface KnownTaxCode {
  code: string;
  table: EffectiveLifeTableLetter;
  industry: string;
  subIndustry: string;
  assetGroup: string;
  asset: string;
  lives: DatedLife[];
}

/** A new tax code: an asset the table did not hold, with its lives in date order. */
export interface AddedTaxCode {
  code: string;
  line: number;
  table: EffectiveLifeTableLetter;
  industry: string;
  subIndustry: string;
  assetGroup: string;
  asset: string;
  source: string;
  lives: DatedLife[];
}

/** A new dated life of an asset the table held (every code of that asset gets it). */
export interface AddedLife {
  codes: string[];
  line: number;
  assetGroup: string;
  asset: string;
  dateOfApplication: CivilDate | null;
  /** The life in force just before this date, or null when none was. */
  previousLifeYears: string | null;
  effectiveLifeYears: string;
  source: string;
}

/** A row dated like a life the asset already has, with another life: a load adds, so it is refused. */
export interface LifeConflict {
  codes: string[];
  line: number;
  asset: string;
  dateOfApplication: CivilDate | null;
  storedLifeYears: string;
  fileLifeYears: string;
}

export interface EffectiveLifeLoadPlan {
  added: AddedTaxCode[];
  changed: AddedLife[];
  /** Rows the table already holds (same asset, date and life). */
  unchanged: number;
  conflicts: LifeConflict[];
  /** The file's row problems (table-file.ts), unchanged. */
  problems: EffectiveLifeFileProblem[];
}

/** The identity of an asset across loads: case, and runs of spaces, do not make another asset. */
export function assetKey(
  a: Pick<KnownTaxCode, 'table' | 'industry' | 'subIndustry' | 'assetGroup' | 'asset'>,
) {
  const norm = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();
  return [a.table, a.industry, a.subIndustry, a.assetGroup, a.asset].map(norm).join('\u0000');
}

const dateKey = (date: CivilDate | null) => date ?? '';

/** The life in force just before `date` among `lives` (the latest dated earlier; undated ones count as earliest). */
function lifeBefore(lives: readonly DatedLife[], date: CivilDate | null): string | null {
  if (date === null) return null;
  let best: DatedLife | null = null;
  for (const life of lives) {
    const at = dateKey(life.dateOfApplication);
    if (at >= date) continue;
    if (!best || at > dateKey(best.dateOfApplication)) best = life;
  }
  return best ? canonical(best.effectiveLifeYears) : null;
}

const canonical = (life: string) => canonicalLifeYears(life) ?? life;

/** The next code number of each table, after the highest code of the form A0001 the table has. */
function nextNumbers(known: readonly KnownTaxCode[]): Map<EffectiveLifeTableLetter, number> {
  const next = new Map<EffectiveLifeTableLetter, number>([
    ['A', 1],
    ['B', 1],
  ]);
  for (const code of known) {
    const match = /^([AB])(\d+)$/.exec(code.code);
    if (!match) continue;
    const letter = match[1] as EffectiveLifeTableLetter;
    next.set(letter, Math.max(next.get(letter)!, Number(match[2]) + 1));
  }
  return next;
}

interface Asset {
  codes: string[];
  lives: DatedLife[];
  added: AddedTaxCode | null;
}

export function planEffectiveLifeLoad(
  known: readonly KnownTaxCode[],
  file: EffectiveLifeFile,
): EffectiveLifeLoadPlan {
  const assets = new Map<string, Asset>();
  for (const code of known) {
    const key = assetKey(code);
    const asset = assets.get(key) ?? { codes: [], lives: [], added: null };
    asset.codes.push(code.code);
    asset.lives.push(...code.lives);
    assets.set(key, asset);
  }
  const numbers = nextNumbers(known);
  const plan: EffectiveLifeLoadPlan = {
    added: [],
    changed: [],
    unchanged: 0,
    conflicts: [],
    problems: file.problems,
  };
  for (const entry of file.entries) {
    const key = assetKey(entry);
    const life: DatedLife = {
      effectiveLifeYears: entry.effectiveLifeYears,
      dateOfApplication: entry.dateOfApplication,
    };
    const asset = assets.get(key);
    if (!asset) {
      const number = numbers.get(entry.table)!;
      numbers.set(entry.table, number + 1);
      const added = newCode(entry, `${entry.table}${String(number).padStart(4, '0')}`, life);
      plan.added.push(added);
      assets.set(key, { codes: [added.code], lives: added.lives, added });
      continue;
    }
    const same = asset.lives.find((l) => dateKey(l.dateOfApplication) === dateKey(life.dateOfApplication));
    if (same) {
      if (canonical(same.effectiveLifeYears) === life.effectiveLifeYears) plan.unchanged++;
      else plan.conflicts.push(conflictOf(asset, entry, same));
      continue;
    }
    if (asset.added) {
      // Another dated life of a code this load adds: it goes with the new code.
      asset.added.lives.push(life);
      asset.added.lives.sort((a, b) =>
        dateKey(a.dateOfApplication).localeCompare(dateKey(b.dateOfApplication)),
      );
      continue;
    }
    plan.changed.push({
      codes: [...asset.codes],
      line: entry.line,
      assetGroup: entry.assetGroup,
      asset: entry.asset,
      dateOfApplication: entry.dateOfApplication,
      previousLifeYears: lifeBefore(asset.lives, entry.dateOfApplication),
      effectiveLifeYears: entry.effectiveLifeYears,
      source: entry.source,
    });
    asset.lives.push(life);
  }
  return plan;
}

function newCode(entry: EffectiveLifeEntry, code: string, life: DatedLife): AddedTaxCode {
  return {
    code,
    line: entry.line,
    table: entry.table,
    industry: entry.industry,
    subIndustry: entry.subIndustry,
    assetGroup: entry.assetGroup,
    asset: entry.asset,
    source: entry.source,
    lives: [life],
  };
}

function conflictOf(asset: Asset, entry: EffectiveLifeEntry, stored: DatedLife): LifeConflict {
  return {
    codes: [...asset.codes],
    line: entry.line,
    asset: entry.asset,
    dateOfApplication: entry.dateOfApplication,
    storedLifeYears: canonical(stored.effectiveLifeYears),
    fileLifeYears: entry.effectiveLifeYears,
  };
}

/** Whether the plan would change the table (a confirm with nothing to add is refused as pointless). */
export function planAddsAnything(plan: EffectiveLifeLoadPlan): boolean {
  return plan.added.length > 0 || plan.changed.length > 0;
}

/** A plan may be confirmed only when every row of the file is usable: no problems and no conflicts. */
export function planIsLoadable(plan: EffectiveLifeLoadPlan): boolean {
  return plan.problems.length === 0 && plan.conflicts.length === 0;
}

/** The known codes after the plan is applied (what the service stores), for checks and the second load. */
export function knownAfter(known: readonly KnownTaxCode[], plan: EffectiveLifeLoadPlan): KnownTaxCode[] {
  const extra = new Map<string, DatedLife[]>();
  for (const change of plan.changed) {
    for (const code of change.codes) {
      extra.set(code, [
        ...(extra.get(code) ?? []),
        { effectiveLifeYears: change.effectiveLifeYears, dateOfApplication: change.dateOfApplication },
      ]);
    }
  }
  return [
    ...known.map((k) => ({ ...k, lives: [...k.lives, ...(extra.get(k.code) ?? [])] })),
    ...plan.added.map((a) => ({
      code: a.code,
      table: a.table,
      industry: a.industry,
      subIndustry: a.subIndustry,
      assetGroup: a.assetGroup,
      asset: a.asset,
      lives: a.lives,
    })),
  ];
}
