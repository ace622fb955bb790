/**
 * GET /CapexReports/{id}/taxEffect (issue 27 item 4; docs/capex-rules.md "What the spending is worth in tax"): the
 * domain's capexTaxEffect on the stored forecast, under the settings of the property's latest depreciation report
 * (the report GET /CapexReports/{id} names as `depreciationReportId`), and with the register assets the items
 * replace as that register's own figures map them (src/calculations `currentFigures`: the same engine input the
 * register's schedule is made from, not a second mapping). Nothing is worked here: every figure is the engine's.
 */
import type { Database } from '@taxdep/db/schema';
import type { CapexTaxEffectAnswer } from '@taxdep/domain';
import {
  type CapexItem,
  capexTaxEffect,
  forecastCapex,
  type RetiredAssets,
  type TaxEffectedFigures,
  type TaxEffectSettings,
} from '@taxdep/domain/capex';
import type { TaxAssetInput, TaxInputIssue } from '@taxdep/domain/tax';
import type { Kysely } from 'kysely';
import { currentFigures, type Figures as RegisterFigures } from '../calculations';
import { HttpError, notFound } from '../http/http-error';
import * as itemRepo from './item-repository';
import * as repo from './repository';
import { itemOfRow, settingsOfColumns } from './wire';

type Refusal = CapexTaxEffectAnswer['refused'][number];

const METHOD_NAMES = { DV: 'Diminishing value', PC: 'Prime cost' } as const;

/** The register's figures of the depreciation report, or null when it has none (no EOFY report date: 409). */
async function figuresOf(db: Kysely<Database>, reportId: number): Promise<RegisterFigures | null> {
  try {
    return await currentFigures(db, reportId);
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 409) return null;
    throw error;
  }
}

/** A reason of the engine or the register in words: theirs when a sentence, else its field's. */
function reasonOf(issue: TaxInputIssue): string {
  if (/^[A-Z]/.test(issue.message)) return issue.message;
  return issue.field === 'disposal' ? `It ${issue.message}.` : `Its ${issue.field} ${issue.message}.`;
}

/**
 * Per item that names a register asset: that asset's engine input, or why it retires nothing (gone, disposed of,
 * without figures). Listed, never dropped: an item whose asset cannot be scrapped is in `refused`.
 */
function retiredAssets(
  rows: readonly { id: number; replaces_asset_id: number | null }[],
  items: ReadonlyMap<string, CapexItem>,
  replacing: ReadonlySet<string>,
  figures: RegisterFigures | null,
  depreciationReportId: number | null,
): { retired: Map<string, TaxAssetInput | null>; refused: Refusal[] } {
  const inputs = new Map((figures?.schedule.assets ?? []).map((a) => [a.input.id, a.input]));
  const retired = new Map<string, TaxAssetInput | null>();
  const refused: Refusal[] = [];
  for (const row of rows) {
    const assetId = row.replaces_asset_id;
    if (assetId === null) continue;
    const itemId = String(row.id);
    // Only an item's first capital replacement within the horizon scraps its register asset (tax-effect.ts).
    if (!replacing.has(itemId)) continue;
    const description = items.get(itemId)?.description ?? '';
    const input = inputs.get(String(assetId));
    if (input) {
      retired.set(itemId, input);
      continue;
    }
    const issues = figures?.uncalculated.get(assetId);
    const reasons =
      depreciationReportId === null
        ? ['The property has no depreciation report.']
        : figures === null
          ? [`Report ${depreciationReportId} has no EOFY report date, so its register has no figures.`]
          : issues
            ? [`Asset ${assetId} has no figures in report ${depreciationReportId}:`, ...issues.map(reasonOf)]
            : [`Asset ${assetId} is not in the register of report ${depreciationReportId}.`];
    refused.push({ itemId, description, assetId, reasons });
  }
  return { retired, refused };
}

function figuresWire(f: TaxEffectedFigures) {
  return {
    capitalCents: f.capitalCents,
    repairsCents: f.repairsCents,
    newAssetDeductionCents: f.newAssetDeductionCents,
    repairsDeductionCents: f.repairsDeductionCents,
    balancingDeductionCents: f.balancingDeductionCents,
    totalDeductionCents: f.totalDeductionCents,
    netCents: f.netCents,
  };
}

export async function taxEffectAnswer(db: Kysely<Database>, reportId: number): Promise<CapexTaxEffectAnswer> {
  const header = await repo.findHeader(db, reportId);
  if (!header) throw notFound(`Capex forecast ${reportId} does not exist.`);
  const rows = await itemRepo.listItems(db, reportId);
  const items = rows.map(itemOfRow);
  const forecast = forecastCapex(settingsOfColumns(header), items);
  const depreciationReportId = await repo.findLatestDepreciationReport(db, header.property_id);
  const figures = depreciationReportId === null ? null : await figuresOf(db, depreciationReportId);
  const reportMethod = figures?.settings.depreciationMethod ?? null;
  const settings: TaxEffectSettings = {
    // Issue 27 item 4: the report's method; without one, diminishing value (and the answer says so).
    method: reportMethod ?? 'DV',
    roundingUnit: figures?.settings.roundingUnit ?? 'cent',
    leapYearPolicy: figures?.settings.leapYearPolicy ?? 'statutory',
  };
  const itemById = new Map(items.map((i) => [i.id, i]));
  const replacing = new Set(
    forecast.replacements.filter((r) => r.expenditure === 'capital').map((r) => r.itemId),
  );
  const register = retiredAssets(rows, itemById, replacing, figures, depreciationReportId);
  const effect = capexTaxEffect(forecast, items, register.retired as RetiredAssets, settings);
  const assetOf = new Map(rows.map((r) => [String(r.id), r.replaces_asset_id]));
  const engineRefusals: Refusal[] = effect.refused.map(({ itemId, issues }) => ({
    itemId,
    description: itemById.get(itemId)?.description ?? '',
    assetId: assetOf.get(itemId) as number,
    reasons: issues.map(reasonOf),
  }));
  return {
    method: settings.method,
    methodName: METHOD_NAMES[settings.method],
    methodSource: reportMethod === null ? 'default' : 'report',
    roundingUnit: settings.roundingUnit ?? 'cent',
    leapYearPolicy: settings.leapYearPolicy ?? 'statutory',
    depreciationReport:
      depreciationReportId === null
        ? null
        : { depreciationReportId, reportName: await repo.findReportName(db, depreciationReportId) },
    financialYears: effect.financialYears,
    years: effect.years.map((y) => ({ year: y.year, financialYear: y.financialYear, ...figuresWire(y) })),
    totals: figuresWire(effect.totals),
    replacements: effect.replacements.map((r) => ({
      itemId: r.itemId,
      description: itemById.get(r.itemId)?.description ?? '',
      year: r.year,
      financialYear: r.financialYear,
      expenditure: r.expenditure,
      cents: r.cents,
      treatment: r.treatment,
      retires: r.retires,
      retiredAssetId: r.retires === 'registerAsset' ? (assetOf.get(r.itemId) ?? null) : null,
      retiredValueCents: r.retiredValueCents,
      balancingDeductionCents: r.balancingDeductionCents,
      deductionsByYear: r.deductionsByYear,
    })),
    refused: [...register.refused, ...engineRefusals],
  };
}
