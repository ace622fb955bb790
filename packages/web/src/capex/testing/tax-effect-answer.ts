import type { CapexReport, CapexTaxEffectAnswer } from '@taxdep/domain';
import { capexTaxEffect, forecastCapex, type TaxEffectedFigures } from '@taxdep/domain/capex';

const figures = (f: TaxEffectedFigures) => ({
  capitalCents: f.capitalCents,
  repairsCents: f.repairsCents,
  newAssetDeductionCents: f.newAssetDeductionCents,
  repairsDeductionCents: f.repairsDeductionCents,
  balancingDeductionCents: f.balancingDeductionCents,
  totalDeductionCents: f.totalDeductionCents,
  netCents: f.netCents,
});

/**
 * The tax effect the service answers for `report` (issue 27 item 4), worked by the domain's capexTaxEffect, with no
 * register asset retired: the fake port adds a report, its method and refusals as a test sets them.
 */
export function taxEffectAnswerOf(report: CapexReport, method: 'DV' | 'PC'): CapexTaxEffectAnswer {
  const items = report.items.map(({ itemId, errors: _errors, ...fields }) => ({ id: itemId, ...fields }));
  const effect = capexTaxEffect(forecastCapex(report.settings, items), items, new Map(), { method });
  return {
    method,
    methodName: method === 'DV' ? 'Diminishing value' : 'Prime cost',
    methodSource: 'report',
    roundingUnit: 'cent',
    leapYearPolicy: 'statutory',
    depreciationReport: report.depreciationReportId
      ? { depreciationReportId: report.depreciationReportId, reportName: 'FY2025 depreciation schedule' }
      : null,
    financialYears: effect.financialYears,
    years: effect.years.map((y) => ({ year: y.year, financialYear: y.financialYear, ...figures(y) })),
    totals: figures(effect.totals),
    replacements: effect.replacements.map((r) => ({
      itemId: r.itemId,
      description: items.find((i) => i.id === r.itemId)?.description ?? '',
      year: r.year,
      financialYear: r.financialYear,
      expenditure: r.expenditure,
      cents: r.cents,
      treatment: r.treatment,
      retires: r.retires,
      retiredAssetId: null,
      retiredValueCents: r.retiredValueCents,
      balancingDeductionCents: r.balancingDeductionCents,
      deductionsByYear: r.deductionsByYear,
    })),
    refused: [],
  };
}
