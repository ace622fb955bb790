/**
 * The firm's building-rate library (issue 28 item 3; docs/rca-rules.md "Rates as data"): read by every signed-in
 * user (all of it, or the rates in force on a date), and loaded by the administrator as the effective-life table is
 * (admin/effective-life.ts): a preview of what a file adds and refuses, a confirmed load planned again against the
 * library as it is then, and the history of loads. The file is read and planned by the domain
 * (readRateLibraryFile, planRateLibraryLoad); a load only adds rates, so a rate is never rewritten.
 */
import type { Database } from '@taxdep/db/schema';
import type {
  BuildingRateLoadAnswer,
  BuildingRateLoadRecord,
  BuildingRateUpload,
  BuildingRateWire,
} from '@taxdep/domain';
import {
  planRateLibraryLoad,
  type RateLibraryFile,
  type RateLibraryPlan,
  ratesInForce,
  readRateLibraryFile,
} from '@taxdep/domain/rca';
import type { Kysely } from 'kysely';
import { isCivilDate } from '../civil-date';
import { badRequest, HttpError } from '../http/http-error';
import * as rateRepo from './rate-repository';

type Db = Kysely<Database>;

/** GET /buildingRates: with `asOf`, the latest rate priced on or before it per building type and location. */
export async function buildingRates(db: Db, asOf: string | undefined): Promise<BuildingRateWire[]> {
  // The schema reads the shape of a date; whether the day exists is the calendar's. A blank one reads as none.
  if (asOf && !isCivilDate(asOf)) throw badRequest(`asOf ${asOf} is not a day of the calendar.`);
  const rates = await rateRepo.findRates(db);
  const chosen = asOf ? ratesInForce(rates, asOf) : rates;
  return chosen.map((rate) => ({
    rateId: rate.rateId,
    buildingType: rate.buildingType,
    location: rate.location,
    rateCentsPerM2: rate.rateCentsPerM2,
    pricedOn: rate.pricedOn,
    source: rate.source,
    loadId: rate.loadId,
  }));
}

function answerOf(
  fileName: string,
  file: RateLibraryFile,
  plan: RateLibraryPlan,
  loadId: number | null,
): BuildingRateLoadAnswer {
  return {
    fileName,
    added: plan.added.map(({ line, buildingType, location, rateCentsPerM2, pricedOn, source }) => ({
      line,
      buildingType,
      location,
      rateCentsPerM2,
      pricedOn,
      source,
    })),
    unchanged: plan.unchanged,
    conflicts: plan.conflicts.map(({ line, rate, storedCentsPerM2 }) => ({
      line,
      buildingType: rate.buildingType,
      location: rate.location,
      pricedOn: rate.pricedOn,
      rateCentsPerM2: rate.rateCentsPerM2,
      storedCentsPerM2,
    })),
    problems: file.problems,
    loadable: loadable(file, plan),
    loadId,
  };
}

/** Confirm may load a file with no problems, no conflicts and something to add. */
function loadable(file: RateLibraryFile, plan: RateLibraryPlan): boolean {
  return file.problems.length === 0 && plan.conflicts.length === 0 && plan.added.length > 0;
}

/** POST /admin/building-rates/preview: what the file would add, leave and refuse (nothing is stored). */
export async function previewRateLoad(db: Db, upload: BuildingRateUpload): Promise<BuildingRateLoadAnswer> {
  const file = readRateLibraryFile(upload.text);
  const plan = planRateLibraryLoad(file, await rateRepo.findRates(db));
  return answerOf(upload.fileName, file, plan, null);
}

/** A load refused: 422 with the reason, as the effective-life table's (admin/routes.ts). */
export function refusalOf(answer: BuildingRateLoadAnswer): HttpError {
  const { problems, conflicts } = answer;
  return new HttpError(
    422,
    problems.length + conflicts.length > 0
      ? `The file cannot be loaded: ${problems.length} row problem(s) and ${conflicts.length} conflicting rate(s).`
      : 'The file adds nothing to the building-rate library.',
  );
}

/**
 * POST /admin/building-rates/load: planned again against the library as it is now (a load since the preview is
 * seen), refused with 422 when it has problems, conflicts or adds nothing, else its new rates and the load stored.
 */
export async function loadRates(
  db: Db,
  upload: BuildingRateUpload,
  userId: number | null,
): Promise<BuildingRateLoadAnswer> {
  const file = readRateLibraryFile(upload.text);
  const answer = await db.transaction().execute(async (trx) => {
    await rateRepo.lockRateLoads(trx);
    const plan = planRateLibraryLoad(file, await rateRepo.findRates(trx));
    if (!loadable(file, plan)) return answerOf(upload.fileName, file, plan, null);
    const loadId = await rateRepo.insertLoad(trx, { fileName: upload.fileName, userId, rates: plan.added });
    return answerOf(upload.fileName, file, plan, loadId);
  });
  if (answer.loadId === null) throw refusalOf(answer);
  return answer;
}

/** GET /admin/building-rates/loads: every load, the newest first. */
export async function rateLoads(db: Db): Promise<BuildingRateLoadRecord[]> {
  const rows = await rateRepo.findLoads(db);
  return rows.map((row) => ({
    loadId: row.id,
    fileName: row.file_name,
    loadedAt: new Date(row.loaded_at).toISOString(),
    loadedBy: row.loaded_by,
    ratesAdded: row.rates_added,
  }));
}
