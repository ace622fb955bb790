/**
 * Issue 27: the capital-expenditure forecast's calls (docs/capex-rules.md for the rules, docs/api.md "Capex
 * forecasts" for the calls). A forecast is a report of kind `capex`: it shares the reports' id space, statuses,
 * people, permissions, history, comments and sealing, so the workflow calls (./workflow-calls.ts) serve it by its
 * id; the calls below hold what is its own. Money is whole cents on these calls (never dollars as a JSON number):
 * the forecast is exact in cents (issue 27 item 3). Declared once; ApiCalls (./calls.ts) extends CapexCalls.
 */
import type { BuildingElementId } from '../capex/building-elements';
import type { CapexPriority, ExpenditureKind } from '../capex/capex-item';
import type { SinkingFundField } from '../capex/sinking-fund';
import type { TimeBandId } from '../capex/time-bands';
import type { CapexItemField, CapexSettingsField } from '../capex/validation';
import type { FinancialYearNumber } from './calculation-calls';
import type { CsvFile, XlsxFile } from './export-calls';
import type { CodeText, Count, Id, Text, Version } from './wire-limits';

/**
 * Whole cents of one capex amount: $0.00 to $100,000,000.00 (capex/validation.ts MAX_ITEM_CENTS).
 * @asType integer
 * @minimum 0
 * @maximum 10000000000
 */
export type CapexCents = number;

/**
 * Whole cents of a forecast's figure: an escalated replacement, a total of a year, an element, a band or the whole
 * forecast. Above one item's bound (an item of $100,000,000.00 escalated for 20 years, and totals of many items), and
 * exact: the domain refuses a forecast whose total is not a safe integer (capex/forecast.ts).
 * @asType integer
 * @minimum 0
 * @maximum 9007199254740991
 */
export type CapexTotalCents = number;

/**
 * A percentage per year as text with at most four decimals ("3.5"), read exactly by capex/escalation.ts.
 * @maxLength 20
 * @pattern ^[0-9]{0,3}(\.[0-9]{0,8})?$
 */
export type CapexPercentText = string;

/**
 * A whole number of years (age, life, remaining life); the domain's validation bounds each field.
 * @asType integer
 * @minimum 0
 * @maximum 200
 */
export type WholeYears = number;

/**
 * A quantity or a life in years with decimals; the domain's validation bounds each field and its decimals.
 * @minimum 0
 * @maximum 1000000
 */
export type CapexQuantity = number;

/** The kinds of report the portal keeps; a depreciation report is the spec's, the rest are the sub-applications'. */
export type ReportKind = 'depreciation' | 'capex' | 'rca';

/** The forecast's settings as the wire carries them (capex-item.ts CapexSettings, with the rates as text). */
export interface CapexSettingsWire {
  baseYear: FinancialYearNumber;
  /** 10, 15 or 20 (CAPEX_HORIZONS). */
  horizon: WholeYears;
  escalationPercent: CapexPercentText;
  /** Elements escalating at a rate of their own; an element absent escalates at `escalationPercent`. */
  elementEscalationPercent: Partial<Record<BuildingElementId, CapexPercentText>>;
}

/** The optional sinking fund (capex-item.ts SinkingFundSettings). */
export interface SinkingFundWire {
  openingBalanceCents: CapexCents;
  contributionCents: CapexCents;
  interestPercent: CapexPercentText;
}

/** One item as stored and answered; blanks are null or '' (the domain's validation judges them). */
export interface CapexItemWire {
  /** The item's id within its forecast (a stored row id, as text so the domain's string ids fit). */
  itemId: Text;
  element: BuildingElementId;
  description: Text;
  location: Text;
  /** 1 to 5, or null when not rated. */
  condition: WholeYears | null;
  /** More than 0 with at most three decimals (the domain checks the decimals), or null. */
  quantity: CapexQuantity | null;
  unit: Text;
  unitRateCents: CapexCents | null;
  lumpSumCents: CapexCents | null;
  yearInstalled: FinancialYearNumber | null;
  age: WholeYears | null;
  lifeYears: WholeYears | null;
  remainingLifeOverride: WholeYears | null;
  remainingLifeReason: Text;
  expenditure: ExpenditureKind;
  priority: CapexPriority | null;
  note: Text;
  taxCode: CodeText | null;
  /** The effective life the tax code's table row gives, in years with at most two decimals. */
  effectiveLifeYears: CapexQuantity | null;
  /** The register asset (of the property's depreciation report) this item replaces, if any. */
  replacesAssetId: Id | null;
  /** The domain's verdict on the item as stored: empty when the forecast reads it. */
  errors: { field: CapexItemField; message: Text }[];
}

/** An item as the client sends it: `itemId` absent adds one; present replaces that item's fields. */
export type CapexItemSave = Omit<CapexItemWire, 'itemId' | 'errors'> & { itemId?: Text | null };

/** A forecast's header: who, what, where and its state. */
export interface CapexReportHeader {
  capexReportId: Id;
  reportName: Text;
  fundId: Id;
  fundName: Text;
  portfolioId: Id;
  propertyId: Id;
  propertyName: Text | null;
  propertyAddress: Text;
  statusId: Id;
  status: Text;
  surveyorId: Id | null;
  surveyor: Text | null;
  checkerId: Id | null;
  checker: Text | null;
  /** Whether the signed-in user may not change it (status, role and hold: the reports' one rule). */
  readOnly: boolean;
  settings: CapexSettingsWire;
  /** Null when the forecast has no sinking fund. */
  sinkingFund: SinkingFundWire | null;
  /** Stored version of the header (settings, name, sinking fund): PUT sends it back. */
  version: Version;
}

/** GET /CapexReports/{id} (the spec's call): the header and every item in its order. */
export interface CapexReport extends CapexReportHeader {
  items: CapexItemWire[];
  /** The latest depreciation report of the same property, if any: what items may start from and replace. */
  depreciationReportId: Id | null;
}

/** Body of POST /portfolios/{portfolioId}/capexReports. */
export interface NewCapexReport {
  propertyId: Id;
  reportName: Text;
  /** The financial year of the base date; the service defaults it to the current one. */
  baseYear?: FinancialYearNumber | null;
  /** @default 10 */
  horizon?: WholeYears;
  /** @default "3" */
  escalationPercent?: CapexPercentText;
  surveyorId?: Id | null;
  checkerId?: Id | null;
}

/** Body of PUT /CapexReports/{id}: the header's own fields with the version read. */
export interface CapexReportSave {
  reportName: Text;
  settings: CapexSettingsWire;
  sinkingFund: SinkingFundWire | null;
  version: Version;
}

/**
 * A refused header save names each field in error (400). `errors` is absent when the request itself is malformed
 * (a value the schema refuses): then `message` names the field, as every call's 400 does.
 */
export interface CapexSettingsRefusal {
  message: Text;
  errors?: { field: CapexSettingsField | SinkingFundField | 'reportName'; message: Text }[];
}

/** Body of PUT /CapexReports/{id}/items: up to 10,000 items added or changed in one call, in order. */
export interface CapexItemsSave {
  /** @maxItems 10000 */
  items: CapexItemSave[];
}

/** Answer of PUT …/items: the saved items as stored (new ones with their ids), in the order sent. */
export interface CapexItemsSaved {
  items: CapexItemWire[];
}

/** Body of POST /CapexReports/{id}/items/delete. */
export interface CapexItemsDelete {
  /** @maxItems 10000 */
  itemIds: Text[];
}

export interface CapexItemsDeleted {
  deleted: Count;
}

/** One replacement of the forecast (capex/forecast.ts CapexReplacement). */
export interface CapexReplacementWire {
  itemId: Text;
  year: WholeYears;
  financialYear: FinancialYearNumber;
  element: BuildingElementId;
  expenditure: ExpenditureKind;
  baseCents: CapexCents;
  cents: CapexTotalCents;
}

/** GET /CapexReports/{id}/forecast: capex/forecast.ts's figures, the bands and the sinking fund. */
export interface CapexForecastAnswer {
  baseYear: FinancialYearNumber;
  horizon: WholeYears;
  financialYears: FinancialYearNumber[];
  replacements: CapexReplacementWire[];
  /** Per element, in the closed list's order, cents per year 0..horizon (zeros included). */
  matrix: {
    element: BuildingElementId;
    label: Text;
    cents: CapexTotalCents[];
    totalCents: CapexTotalCents;
  }[];
  totalByYear: CapexTotalCents[];
  capitalByYear: CapexTotalCents[];
  repairsByYear: CapexTotalCents[];
  bands: {
    band: TimeBandId;
    label: Text;
    capitalCents: CapexTotalCents;
    repairsCents: CapexTotalCents;
    totalCents: CapexTotalCents;
  }[];
  capitalCents: CapexTotalCents;
  repairsCents: CapexTotalCents;
  totalCents: CapexTotalCents;
  /** Items the forecast could not read, with the reasons: never left out silently. */
  leftOut: { itemId: Text; description: Text; errors: { field: CapexItemField; message: Text }[] }[];
  /** Null without a sinking fund; each year's opening, contribution, interest, spending and closing. */
  sinkingFund: {
    years: {
      year: WholeYears;
      financialYear: FinancialYearNumber;
      openingCents: number;
      contributionCents: number;
      interestCents: number;
      spendingCents: number;
      closingCents: number;
    }[];
    /** The forecast years (offsets) whose closing balance is below zero. */
    shortYears: WholeYears[];
  } | null;
}

/**
 * Whole cents that may be negative: a year's net (spending less deductions) is below nil when its deductions
 * exceed its spending (issue 27 item 4).
 * @asType integer
 * @minimum -9007199254740991
 * @maximum 9007199254740991
 */
export type CapexSignedCents = number;

/**
 * How a replacement is deducted (capex/tax-effect.ts): `division40` a new depreciating asset of the item's effective
 * life, `repairs` deducted whole in its year (s25-10), `noEffectiveLife` capital without a life: listed, no deduction.
 */
export type CapexTaxTreatment = 'division40' | 'repairs' | 'noEffectiveLife';

/** A year's (or the horizon's) tax-effected capex, in cents: spending, deductions by kind, and the net. */
export interface CapexTaxFiguresWire {
  capitalCents: CapexTotalCents;
  repairsCents: CapexTotalCents;
  /** Division 40 decline of the forecast's new assets. */
  newAssetDeductionCents: CapexTotalCents;
  /** Repairs and maintenance deducted in full (s25-10). */
  repairsDeductionCents: CapexTotalCents;
  /** Losses on scrapping the assets the replacements retire (s40-285). */
  balancingDeductionCents: CapexTotalCents;
  totalDeductionCents: CapexTotalCents;
  /** Spending less deductions. */
  netCents: CapexSignedCents;
}

/** GET /CapexReports/{id}/taxEffect (issue 27 item 4): capex/tax-effect.ts's figures on the stored forecast. */
export interface CapexTaxEffectAnswer {
  /** The method the new assets decline by: the depreciation report's, else diminishing value. */
  method: 'DV' | 'PC';
  /** "Diminishing value" or "Prime cost". */
  methodName: Text;
  /** `report`: the depreciation report's own method; `default`: no report, or a report without a method (DV). */
  methodSource: 'report' | 'default';
  roundingUnit: 'cent' | 'dollar';
  leapYearPolicy: 'statutory' | 'cap365';
  /** The property's latest depreciation report, whose settings and register were read; null when it has none. */
  depreciationReport: { depreciationReportId: Id; reportName: Text | null } | null;
  financialYears: FinancialYearNumber[];
  /** One per financial year of the horizon, in order. */
  years: (CapexTaxFiguresWire & { year: WholeYears; financialYear: FinancialYearNumber })[];
  totals: CapexTaxFiguresWire;
  /** Every replacement of the forecast, in its order, with its deductions per year 0..horizon. */
  replacements: {
    itemId: Text;
    description: Text;
    year: WholeYears;
    financialYear: FinancialYearNumber;
    expenditure: ExpenditureKind;
    cents: CapexTotalCents;
    treatment: CapexTaxTreatment;
    /** What it scraps on 1 July of its year: the register's asset, the item's earlier replacement, or nothing. */
    retires: 'registerAsset' | 'earlierReplacement' | null;
    /** The register asset scrapped (with `retires: 'registerAsset'`), else null. */
    retiredAssetId: Id | null;
    retiredValueCents: CapexTotalCents;
    balancingDeductionCents: CapexTotalCents;
    deductionsByYear: CapexTotalCents[];
  }[];
  /**
   * Items whose register asset (`replacesAssetId`) is not scrapped, with the reasons in words: the asset is gone,
   * disposed of, without figures in its register, or refused by the engine. Its balancing deduction is left at nil.
   */
  refused: { itemId: Text; description: Text; assetId: Id; reasons: Text[] }[];
}

interface CapexParams {
  /** The forecast's id (a report id of kind capex). */
  id: Id;
}

interface CapexPortfolioParams {
  portfolioId: Id;
}

/** Issue 27 item 5: the tables a forecast exports (one CSV each; the workbook holds all three). */
export type CapexExportTable = 'matrix' | 'items' | 'replacements';

export interface CapexExportQuery {
  table: CapexExportTable;
}

export interface CapexCalls {
  'POST /portfolios/{portfolioId}/capexReports': {
    params: CapexPortfolioParams;
    body: NewCapexReport;
    response: CapexReport;
  };
  'GET /CapexReports/{id}': { params: CapexParams; response: CapexReport };
  'PUT /CapexReports/{id}': {
    params: CapexParams;
    body: CapexReportSave;
    response: CapexReport;
    errors: { 400: CapexSettingsRefusal };
  };
  'PUT /CapexReports/{id}/items': { params: CapexParams; body: CapexItemsSave; response: CapexItemsSaved };
  'POST /CapexReports/{id}/items/delete': {
    params: CapexParams;
    body: CapexItemsDelete;
    response: CapexItemsDeleted;
  };
  /** Items proposed from the property's latest depreciation report (not saved: the client stages them). */
  'GET /CapexReports/{id}/registerItems': { params: CapexParams; response: CapexItemsSaved };
  'GET /CapexReports/{id}/forecast': { params: CapexParams; response: CapexForecastAnswer };
  // Issue 27 item 4: what the forecast's spending is worth in tax (docs/capex-rules.md).
  'GET /CapexReports/{id}/taxEffect': { params: CapexParams; response: CapexTaxEffectAnswer };
  // Issue 27 item 5: the year × element matrix, the items or the replacements as CSV (amounts in dollars and cents,
  // formula-like text neutralised), and all three as one Excel workbook. The PDF is the report documents' calls
  // (report-document-calls.ts), which serve a forecast's id too.
  'GET /CapexReports/{id}/exportCsv': { params: CapexParams; query: CapexExportQuery; response: CsvFile };
  'GET /CapexReports/{id}/exportWorkbook': { params: CapexParams; response: XlsxFile };
}
