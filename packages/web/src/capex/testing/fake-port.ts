import type {
  CapexExportTable,
  CapexForecastAnswer,
  CapexItemSave,
  CapexItemsSaved,
  CapexItemWire,
  CapexReport,
  CapexReportSave,
  CapexTaxEffectAnswer,
  WorkbookAnswer,
  WorkbookBody,
} from '@taxdep/domain';
import {
  BUILDING_ELEMENTS,
  forecastCapex,
  sinkingFund,
  validateCapexItem,
  validateCapexSettings,
} from '@taxdep/domain/capex';
import type { ApiFailure, CapexPort, ExportedFile } from '@taxdep/domain/ports';
import { BLANK_ITEM } from '../items/item-columns';
import { taxEffectAnswerOf } from './tax-effect-answer';

/** Issue 27's example: life 15 installed 2012, base FY2026: replaced FY2027 and FY2042 in a 20-year forecast. */
export function roofItem(itemId = '1'): CapexItemWire {
  return {
    ...BLANK_ITEM,
    itemId,
    element: 'roofFacade',
    description: 'Roof membrane',
    location: 'Level 12',
    lumpSumCents: 1_000_000,
    yearInstalled: 2012,
    lifeYears: 15,
    errors: [],
  };
}

export function makeCapexReport(overrides: Partial<CapexReport> = {}): CapexReport {
  return {
    capexReportId: 4,
    reportName: 'Harbour Tower capex forecast',
    fundId: 1,
    fundName: 'Harbour Fund',
    portfolioId: 1,
    propertyId: 7,
    propertyName: 'Harbour Tower',
    propertyAddress: '1 George Street, Sydney NSW 2000',
    statusId: 1,
    status: 'In Progress',
    surveyorId: 2,
    surveyor: 'Alex Surveyor',
    checkerId: 3,
    checker: 'Chris Checker',
    readOnly: false,
    settings: { baseYear: 2026, horizon: 20, escalationPercent: '3', elementEscalationPercent: {} },
    sinkingFund: null,
    version: 1,
    items: [roofItem()],
    depreciationReportId: 42,
    ...overrides,
  };
}

/**
 * A CapexPort keeping one forecast in memory as the service does (the calls of capex-calls.ts): items judged by
 * the domain, the forecast worked by the domain, a stale version refused (409), settings the domain refuses
 * answered 400 with the fields. Records the calls; `refuse` makes the next call of a name fail.
 */
export class FakeCapexPort implements CapexPort {
  /** The forecast as the service holds it. */
  stored: CapexReport;
  proposals: CapexItemWire[] = [];
  calls: { name: string; body?: unknown }[] = [];
  refuse: Partial<Record<keyof CapexPort, ApiFailure>> = {};
  workbook: WorkbookAnswer | null = null;
  /** What the tax effect answers besides the domain's figures (its report, method source, refusals). */
  taxEffectExtras: Partial<CapexTaxEffectAnswer> = {};
  private failure: ApiFailure | null = null;
  private nextId = 100;

  constructor(report: CapexReport = makeCapexReport()) {
    this.stored = structuredClone(report);
  }

  async report(capexReportId: number): Promise<CapexReport | null> {
    if (this.refused('report')) return null;
    this.calls.push({ name: 'report' });
    if (capexReportId !== this.stored.capexReportId) return this.fail({ status: 404, message: null });
    return structuredClone(this.stored);
  }

  async saveHeader(_id: number, save: CapexReportSave): Promise<CapexReport | null> {
    if (this.refused('saveHeader')) return null;
    this.calls.push({ name: 'saveHeader', body: save });
    if (save.version !== this.stored.version)
      return this.fail({ status: 409, message: 'The forecast was changed by someone else.' });
    const errors = validateCapexSettings(save.settings);
    if (errors.length > 0)
      return this.fail({
        status: 400,
        message: 'The settings were not saved.',
        fieldErrors: errors.map((e) => ({ field: e.field, message: e.message })),
      });
    this.stored = {
      ...this.stored,
      reportName: save.reportName,
      settings: save.settings,
      sinkingFund: save.sinkingFund,
      version: this.stored.version + 1,
    };
    return structuredClone(this.stored);
  }

  async saveItems(_id: number, items: readonly CapexItemSave[]): Promise<CapexItemsSaved | null> {
    if (this.refused('saveItems')) return null;
    this.calls.push({ name: 'saveItems', body: structuredClone(items) });
    const saved = items.map((save) => {
      const itemId = save.itemId ?? String(this.nextId++);
      const { itemId: _ignored, ...fields } = save;
      const item: CapexItemWire = {
        ...fields,
        itemId,
        errors: validateCapexItem({ id: itemId, ...fields }, this.stored.settings.baseYear),
      };
      const at = this.stored.items.findIndex((i) => i.itemId === itemId);
      if (at >= 0) this.stored.items[at] = item;
      else this.stored.items.push(item);
      return item;
    });
    return { items: saved };
  }

  async deleteItems(_id: number, itemIds: readonly string[]): Promise<number | null> {
    if (this.refused('deleteItems')) return null;
    this.calls.push({ name: 'deleteItems', body: [...itemIds] });
    const before = this.stored.items.length;
    this.stored.items = this.stored.items.filter((item) => !itemIds.includes(item.itemId));
    return before - this.stored.items.length;
  }

  async registerItems(): Promise<CapexItemsSaved | null> {
    if (this.refused('registerItems')) return null;
    this.calls.push({ name: 'registerItems' });
    return { items: structuredClone(this.proposals) };
  }

  async forecast(): Promise<CapexForecastAnswer | null> {
    if (this.refused('forecast')) return null;
    this.calls.push({ name: 'forecast' });
    return forecastAnswerOf(this.stored);
  }

  async taxEffect(): Promise<CapexTaxEffectAnswer | null> {
    if (this.refused('taxEffect')) return null;
    this.calls.push({ name: 'taxEffect' });
    return {
      ...taxEffectAnswerOf(this.stored, this.taxEffectExtras.method ?? 'DV'),
      ...this.taxEffectExtras,
    };
  }

  /** Issue 27 item 5: each file as the service names it (Content-Disposition). */
  async exportCsv(capexReportId: number, table: CapexExportTable): Promise<ExportedFile | null> {
    if (this.refused('exportCsv')) return null;
    this.calls.push({ name: 'exportCsv', body: { capexReportId, table } });
    return { blob: new Blob(['\uFEFF']), fileName: `${this.stored.reportName} - ${table}.csv` };
  }

  async exportWorkbook(capexReportId: number): Promise<ExportedFile | null> {
    if (this.refused('exportWorkbook')) return null;
    this.calls.push({ name: 'exportWorkbook', body: { capexReportId } });
    return { blob: new Blob(['PK']), fileName: `${this.stored.reportName}.xlsx` };
  }

  async readWorkbook(body: WorkbookBody): Promise<WorkbookAnswer | null> {
    this.calls.push({ name: 'readWorkbook', body });
    return this.workbook ?? this.fail({ status: 400, message: 'The file is not an Excel workbook (.xlsx).' });
  }

  lastFailure(): ApiFailure | null {
    return this.failure;
  }

  private refused(name: keyof CapexPort): boolean {
    const failure = this.refuse[name];
    this.failure = failure ?? null;
    if (failure) delete this.refuse[name];
    return Boolean(failure);
  }

  private fail(failure: ApiFailure): null {
    this.failure = failure;
    return null;
  }
}

/** The forecast the service answers, worked by the domain's rules from the stored rows. */
export function forecastAnswerOf(report: CapexReport): CapexForecastAnswer {
  const items = report.items.map(({ itemId, errors: _errors, ...fields }) => ({ id: itemId, ...fields }));
  const forecast = forecastCapex(report.settings, items);
  const fund = report.sinkingFund
    ? sinkingFund(report.sinkingFund, forecast.baseYear, forecast.totalByYear)
    : null;
  return {
    baseYear: forecast.baseYear,
    horizon: forecast.horizon,
    financialYears: forecast.financialYears,
    replacements: forecast.replacements,
    matrix: BUILDING_ELEMENTS.map((element) => {
      const cents = forecast.matrix[element.id];
      return {
        element: element.id,
        label: element.label,
        cents,
        totalCents: cents.reduce((a, b) => a + b, 0),
      };
    }),
    totalByYear: forecast.totalByYear,
    capitalByYear: forecast.capitalByYear,
    repairsByYear: forecast.repairsByYear,
    bands: forecast.bands.map(({ band, label, capitalCents, repairsCents, totalCents }) => ({
      band,
      label,
      capitalCents,
      repairsCents,
      totalCents,
    })),
    capitalCents: forecast.capitalCents,
    repairsCents: forecast.repairsCents,
    totalCents: forecast.totalCents,
    leftOut: forecast.leftOut.map((id) => {
      const item = items.find((i) => i.id === id);
      return {
        itemId: id,
        description: item?.description ?? '',
        errors: item ? validateCapexItem(item, report.settings.baseYear) : [],
      };
    }),
    sinkingFund: fund,
  };
}
