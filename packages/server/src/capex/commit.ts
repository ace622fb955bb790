/**
 * POST /CapexReports/{id}/commit (issue 27 item 4: '"Commit" a replacement into a depreciation report in progress
 * as a new asset and the old one's disposal, with both shown before they are saved'; docs/api.md "Capex
 * forecasts"). The forecast's replacement becomes a register asset of its escalated cost (forecastCapex's figure),
 * started and invoiced on 1 July of its financial year, as the domain's tax effect assumes (capex/tax-effect.ts);
 * the asset the item replaces is disposed of that day for nil (s40-285 scrapping, docs/tax-rules.md).
 *
 * Both writes are the register's own save (assets saveAssetIn), so every rule of an added or saved asset holds:
 * the report's lock and edit rule, the derived rate, the verdict, the history, and the figures follow on the next
 * call. A preview runs the very same transaction and rolls it back, so what is shown is what a save stores.
 */
import type { Database } from '@taxdep/db/schema';
import type {
  AssetSaveBody,
  CapexCommit,
  CapexCommitAnswer,
  CapexCommitTargets,
  RegisterAsset,
} from '@taxdep/domain';
import { type CapexItem, type CapexReplacement, forecastCapex } from '@taxdep/domain/capex';
import { financialYearEnd, financialYearStart } from '@taxdep/domain/tax';
import type { Kysely, Transaction } from 'kysely';
import { loadWireAsset, saveAssetIn } from '../assets';
import { conflict, HttpError, notFound } from '../http/http-error';
import { mayEdit } from '../kernel/edit-permission';
import { findAssetRecords } from '../kernel/record-repository';
import { writableReport } from '../kernel/report-state';
import * as commitRepo from './commit-repository';
import * as itemRepo from './item-repository';
import * as repo from './repository';
import { itemOfRow, settingsOfColumns } from './wire';

type Db = Kysely<Database>;

const unprocessable = (message: string) => new HttpError(422, message);

/** Thrown inside a preview's transaction so it rolls back; carries the answer out. */
class PreviewRolledBack extends Error {
  constructor(readonly answer: CapexCommitAnswer) {
    super('preview rolled back');
  }
}

/** The forecast's item and its replacement in the financial year asked, or the refusal in words. */
async function replacementOf(
  db: Db,
  reportId: number,
  body: CapexCommit,
): Promise<{
  propertyId: number;
  item: CapexItem;
  replacesAssetId: number | null;
  replacement: CapexReplacement;
}> {
  const header = await repo.findHeader(db, reportId);
  if (!header) throw notFound(`Capex forecast ${reportId} does not exist.`);
  const rows = await itemRepo.listItems(db, reportId);
  const row = rows.find((r) => String(r.id) === body.itemId);
  if (!row) throw notFound(`Item ${body.itemId} is not an item of capex forecast ${reportId}.`);
  const items = rows.map(itemOfRow);
  const forecast = forecastCapex(settingsOfColumns(header), items);
  const item = itemOfRow(row);
  const replacement = forecast.replacements.find(
    (r) => r.itemId === item.id && r.financialYear === body.financialYear,
  );
  if (!replacement) {
    const why = forecast.leftOut.includes(item.id)
      ? ' (the forecast leaves it out until its errors are corrected)'
      : '';
    throw unprocessable(
      `“${item.description}” has no replacement in FY${body.financialYear} in this forecast${why}; nothing was saved.`,
    );
  }
  return { propertyId: header.property_id, item, replacesAssetId: row.replaces_asset_id, replacement };
}

/** The depreciation report named, refused unless it is the same property's and In Progress. */
async function targetOf(db: Db, depreciationReportId: number, propertyId: number) {
  const report = await commitRepo.findCommitReport(db, depreciationReportId);
  if (report?.kind !== 'depreciation') {
    throw notFound(`Depreciation report ${depreciationReportId} does not exist.`);
  }
  if (report.property_id !== propertyId) {
    throw unprocessable(
      `Depreciation report ${depreciationReportId} is of another property than the forecast; nothing was saved.`,
    );
  }
  if (report.status !== commitRepo.IN_PROGRESS) {
    throw conflict(
      `Depreciation report ${depreciationReportId} is ${report.status}: a replacement is committed only to a report In Progress; nothing was saved.`,
    );
  }
  return report;
}

const dollars = (cents: number) => cents / 100;

/** The new asset's save body: the item's words, the escalated cost, 1 July, its tax code, category and method. */
async function newAssetBody(
  trx: Transaction<Database>,
  target: NonNullable<Awaited<ReturnType<typeof commitRepo.findCommitReport>>>,
  item: CapexItem,
  replacement: CapexReplacement,
  problems: string[],
): Promise<AssetSaveBody> {
  const startDate = financialYearStart(replacement.financialYear);
  const code = item.taxCode?.trim() ? await commitRepo.findTaxCodeCategory(trx, item.taxCode) : undefined;
  if (!item.taxCode?.trim()) {
    problems.push('The item names no tax code: the new asset has none until one is chosen in the register.');
  } else if (!code) {
    throw unprocessable(`Tax code ${item.taxCode} does not exist; nothing was saved.`);
  }
  const codeLife = code?.effective_life_years == null ? null : Number(code.effective_life_years);
  if (code && item.effectiveLifeYears != null && codeLife !== item.effectiveLifeYears) {
    problems.push(
      `The item’s effective life (${item.effectiveLifeYears} years) is not tax code ${code.code}’s (${codeLife ?? 'none'}): the register derives the rate from the tax code.`,
    );
  }
  // Category as the tax code gives it; without one, the treatment the tax effect gives (rule 10: R, else 40).
  const categoryId =
    code?.category_id ??
    (await commitRepo.findCategoryId(trx, replacement.expenditure === 'repairs' ? 'R' : '40'));
  if (target.depreciation_method_id === null) {
    problems.push(
      `Depreciation report ${target.id} has no depreciation method: the new asset’s method is left blank.`,
    );
  }
  return {
    depreciationReportId: target.id,
    assetCode: code ? { id: code.id, assetCode: code.code } : null,
    depreciationCategory: categoryId === null ? null : { id: categoryId },
    depreciationMethod: target.depreciation_method_id === null ? null : { id: target.depreciation_method_id },
    description: item.description,
    location: item.location === '' ? null : item.location,
    invoiceDate: startDate,
    depreciationCommencementDate: startDate,
    financialYearEndDate: financialYearEnd(replacement.financialYear),
    originalCost: dollars(replacement.cents),
  };
}

/** The disposal of the asset the item replaces, saved through the register, or null with the reason. */
async function dispose(
  trx: Transaction<Database>,
  depreciationReportId: number,
  replacesAssetId: number | null,
  replacement: CapexReplacement,
  userId: number,
  problems: string[],
): Promise<CapexCommitAnswer['disposal']> {
  if (replacesAssetId === null) return null;
  if (replacement.expenditure === 'repairs') {
    problems.push('A repair keeps the asset it repairs (s25-10): nothing is disposed of.');
    return null;
  }
  let stored: RegisterAsset;
  try {
    stored = await loadWireAsset(trx, replacesAssetId);
  } catch (error) {
    if (!(error instanceof HttpError) || error.statusCode !== 404) throw error;
    problems.push(
      `Asset ${replacesAssetId}, which the item replaces, no longer exists: no disposal is recorded.`,
    );
    return null;
  }
  if (stored.depreciationReportId !== depreciationReportId) {
    problems.push(
      `Asset ${replacesAssetId}, which the item replaces, is not in report ${depreciationReportId}: no disposal is recorded.`,
    );
    return null;
  }
  if (stored.disposalDate) {
    throw conflict(
      `Asset ${replacesAssetId} (“${stored.description ?? ''}”) was already disposed of on ${stored.disposalDate}; nothing was saved.`,
    );
  }
  const disposalDate = financialYearStart(replacement.financialYear);
  // Only the two fields change over the row as stored (docs/api.md "Concurrent edits of a row").
  const base = stored as AssetSaveBody;
  const saved = await saveAssetIn(
    trx,
    { ...base, base, id: stored.id, depreciationReportId, disposalDate, terminationValue: 0 },
    userId,
  );
  return {
    assetId: saved.id,
    description: saved.description ?? '',
    disposalDate,
    terminationValue: saved.terminationValue ?? 0,
  };
}

/** The register's verdict on the new asset (validateAsset, as stored by the save), in its words. */
async function verdictMessages(trx: Transaction<Database>, assetId: number): Promise<string[]> {
  const [record] = await findAssetRecords(trx, [assetId]);
  const errors = (record?.asset_errors ?? []) as { message?: string }[];
  const messages = errors.map((e) => e.message).filter((m): m is string => typeof m === 'string');
  return messages.length > 0
    ? messages.map((m) => `The register flags the new asset: ${m}`)
    : ['The register flags the new asset: its error mode shows why.'];
}

export async function commitReplacement(
  db: Db,
  request: { reportId: number; body: CapexCommit; userId: number },
): Promise<CapexCommitAnswer> {
  const { reportId, body, userId } = request;
  const { propertyId, item, replacesAssetId, replacement } = await replacementOf(db, reportId, body);
  const target = await targetOf(db, body.depreciationReportId, propertyId);
  try {
    return await db.transaction().execute(async (trx) => {
      // The report FOR UPDATE first (its edit rule too): commits to one report take turns, so the check that the
      // replaced asset is still held below holds until this transaction ends (no replacement committed twice).
      await writableReport(trx, target.id, userId, 'update');
      const problems: string[] = [];
      const newBody = await newAssetBody(trx, target, item, replacement, problems);
      const newAsset = await saveAssetIn(trx, newBody, userId);
      const disposal = await dispose(trx, target.id, replacesAssetId, replacement, userId, problems);
      if (newAsset.hasErrors) problems.push(...(await verdictMessages(trx, newAsset.id)));
      const answer: CapexCommitAnswer = {
        saved: body.save,
        depreciationReportId: target.id,
        newAsset: body.save ? newAsset : { ...newAsset, id: 0 },
        disposal,
        problems,
      };
      if (!body.save) throw new PreviewRolledBack(answer);
      return answer;
    });
  } catch (error) {
    if (error instanceof PreviewRolledBack) return error.answer;
    throw error;
  }
}

/** GET /CapexReports/{id}/commitTargets: the property's depreciation reports In Progress. */
export async function commitTargets(db: Db, reportId: number, userId: number): Promise<CapexCommitTargets> {
  const header = await repo.findHeader(db, reportId);
  if (!header) throw notFound(`Capex forecast ${reportId} does not exist.`);
  const rows = await commitRepo.findCommitTargets(db, header.property_id);
  return {
    reports: rows.map((r) => ({
      depreciationReportId: r.id,
      reportName: r.report_name ?? '',
      eofyReportDate: r.eofy_report_date,
      mayEdit: mayEdit(
        {
          id: r.id,
          status: r.status,
          statusReadOnly: r.read_only,
          surveyorId: r.surveyor_id,
          checkerId: r.checker_id,
        },
        userId,
      ),
    })),
  };
}
