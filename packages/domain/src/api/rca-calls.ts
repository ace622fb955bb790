/**
 * Issue 28: the reinstatement cost assessment's calls (docs/rca-rules.md for the rules, docs/api.md "Reinstatement
 * cost assessments" for the calls). An assessment is a report of kind `rca`: it shares the reports' id space,
 * statuses, people, permissions, history, comments and sealing, so the workflow calls (./workflow-calls.ts) serve it
 * by its id; the calls below hold what is its own. Money is whole cents; areas, factors and percentages are decimal
 * text read exactly by the domain (rca/decimal-reading.ts). Declared once; ApiCalls (./calls.ts) extends RcaCalls.
 */
import type { RcaLineKind } from '../rca/build-up';
import type { RcaDemolitionMethod, RcaEscalationMethod } from '../rca/rca-inputs';
import type { RcaReviewKind } from '../rca/review-dates';
import type { RcaAreaField, RcaBuildingField, RcaSettingsField } from '../rca/validation';
import type { CsvFile, XlsxFile } from './export-calls';
import type { CivilDate, Count, Id, Text, Version } from './wire-limits';

/**
 * Whole cents of one input: a lump sum, a rate per m², a sum insured, a loss ($0 to $20 billion; the domain's
 * rca/limits.ts bounds each field more closely with a message naming it).
 * @asType integer
 * @minimum 0
 * @maximum 2000000000000
 */
export type RcaCents = number;

/**
 * Whole cents of a worked figure: a line of the build-up (an escalation below a factor of 1 is negative), a total.
 * The domain refuses an assessment whose total is not a safe integer.
 * @asType integer
 * @minimum -9007199254740991
 * @maximum 9007199254740991
 */
export type RcaFigureCents = number;

/**
 * A decimal as typed ("1500.25", "1.10", "12.5"); blank while a draft is incomplete. The domain reads it exactly and
 * names what is wrong with it (decimals, bounds).
 * @maxLength 20
 * @pattern ^[0-9]*(\.[0-9]*)?$
 */
export type RcaDecimalText = string;

/**
 * Whole months of a programme or a policy; the domain bounds each field (rca/limits.ts MONTHS).
 * @asType integer
 * @minimum 0
 * @maximum 600
 */
export type RcaMonths = number;

/**
 * Years between full reassessments (1 to 5; the domain's message names the bounds).
 * @asType integer
 * @minimum 0
 * @maximum 100
 */
export type RcaYears = number;

/**
 * Short text of an input (a use, a building's name, a reason).
 * @maxLength 200
 */
export type RcaShortText = string;

/**
 * A note about hazards, an exclusion, an assumption.
 * @maxLength 2000
 */
export type RcaNoteText = string;

/** The assessment's settings as the wire carries them (rca-inputs.ts RcaSettings). */
export interface RcaSettingsWire {
  assessmentDate: CivilDate;
  escalationMethod: RcaEscalationMethod;
  escalationPercent: RcaDecimalText;
  indexFrom: RcaDecimalText;
  indexTo: RcaDecimalText;
  policyMonths: RcaMonths;
  gstIncluded: boolean;
  gstPercent: RcaDecimalText;
  lineRounding: 'cent' | 'dollar';
  /** One of 100, 100000, 1000000, 10000000 (SUM_INSURED_ROUNDING_CHOICES). */
  sumInsuredRoundingCents: RcaCents;
  reviewYears: RcaYears;
  currentSumInsuredCents: RcaCents | null;
  illustrativeLossCents: RcaCents | null;
}

/** A library rate as an area used it: copied into the assessment, so a later load never changes it. */
export interface RcaLibraryRateWire {
  rateId: Id;
  buildingType: RcaShortText;
  location: RcaShortText;
  rateCentsPerM2: RcaCents;
  pricedOn: CivilDate;
  source: RcaShortText;
}

export interface RcaAreaWire {
  /** The area's id within its building, chosen by the client (a short text, unique in the building). */
  areaId: RcaShortText;
  use: RcaShortText;
  areaM2: RcaDecimalText;
  rateCentsPerM2: RcaCents | null;
  libraryRate: RcaLibraryRateWire | null;
  overrideReason: RcaShortText;
}

export interface RcaAdjustmentWire {
  description: RcaShortText;
  cents: RcaCents;
}

/** One building's inputs (rca-inputs.ts RcaBuilding). */
export interface RcaBuildingWire {
  /** The building's id within its assessment, chosen by the client (unique in the assessment). */
  buildingId: RcaShortText;
  name: RcaShortText;
  /** @maxItems 100 */
  areas: RcaAreaWire[];
  localityFactor: RcaDecimalText;
  externalWorksCents: RcaCents;
  siteServicesCents: RcaCents;
  /** @maxItems 50 */
  adjustments: RcaAdjustmentWire[];
  demolitionMethod: RcaDemolitionMethod;
  demolitionPercent: RcaDecimalText;
  demolitionCents: RcaCents;
  asbestos: boolean;
  contamination: boolean;
  hazardNote: RcaNoteText;
  contingencyPercent: RcaDecimalText;
  professionalFeesPercent: RcaDecimalText;
  authorityFeesCents: RcaCents;
  leadMonths: RcaMonths;
  constructionMonths: RcaMonths;
}

/** What the document says besides the figures: the assessor's basis, assumptions and exclusions. */
export interface RcaNotesWire {
  basis: RcaNoteText;
  assumptions: RcaNoteText;
  exclusions: RcaNoteText;
}

export interface RcaSettingsErrorWire {
  field: RcaSettingsField;
  message: Text;
}

export interface RcaBuildingErrorWire {
  buildingId: Text;
  field: RcaBuildingField | RcaAreaField;
  areaId?: Text;
  /** The adjustment's index in its building, when the problem is one adjustment's. */
  adjustment?: Count;
  message: Text;
}

/** GET /RcaReports/{id}: who, what, where, its state and every input. */
export interface RcaReport {
  rcaReportId: Id;
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
  settings: RcaSettingsWire;
  /** @maxItems 50 */
  buildings: RcaBuildingWire[];
  notes: RcaNotesWire;
  /** The domain's verdict on the inputs as stored (empty when the assessment can be worked out). */
  settingsErrors: RcaSettingsErrorWire[];
  buildingErrors: RcaBuildingErrorWire[];
  /** Stored version of the inputs: PUT sends it back; a stale one answers 409. */
  version: Version;
}

/** Body of POST /portfolios/{portfolioId}/rcaReports. */
export interface NewRcaReport {
  propertyId: Id;
  reportName: Text;
  /** The service defaults it to the firm's today. */
  assessmentDate?: CivilDate | null;
  surveyorId?: Id | null;
  checkerId?: Id | null;
}

/**
 * Body of PUT /RcaReports/{id}: every input with the version read. A draft with the domain's errors is stored (the
 * answer lists them, and they block QA Review); a value the schema refuses answers 400 naming the field.
 */
export interface RcaReportSave {
  reportName: Text;
  settings: RcaSettingsWire;
  /** @maxItems 50 */
  buildings: RcaBuildingWire[];
  notes: RcaNotesWire;
  version: Version;
}

/** One line of a building's build-up (build-up.ts RcaLine): the figure and what it is worked from. */
export interface RcaLineWire {
  kind: RcaLineKind;
  label: Text;
  cents: RcaFigureCents;
  subtotal: boolean;
  formula: Text;
  notes: Text[];
  areaId?: Text;
}

/** GET /RcaReports/{id}/assessment: assessment.ts's figures, or why there are none yet. */
export interface RcaAssessmentAnswer {
  /** Null while the inputs have errors (listed) or no building: `problem` says which. */
  assessment: {
    buildings: {
      buildingId: Text;
      name: Text;
      lines: RcaLineWire[];
      reinstatementCents: RcaFigureCents;
      escalationFactor: Text;
      monthsToMidConstruction: Text;
    }[];
    totalCents: RcaFigureCents;
    recommendedSumInsuredCents: RcaFigureCents;
    roundingNote: Text;
    currentSumInsuredCents: RcaFigureCents | null;
    /** One decimal, rounded down ("82.2"). */
    insuredPercent: Text | null;
    underInsured: boolean;
    averaging: {
      /** Percent of the recommended sum, or null for the assessor's own loss. */
      lossPercent: Count | null;
      lossCents: RcaFigureCents;
      payoutCents: RcaFigureCents;
      shortfallCents: RcaFigureCents;
    }[];
    reviews: { date: CivilDate; kind: RcaReviewKind }[];
    warnings: Text[];
  } | null;
  problem: Text | null;
  settingsErrors: RcaSettingsErrorWire[];
  buildingErrors: RcaBuildingErrorWire[];
  /** The library rates the areas use, each once, with when they were priced and their source. */
  ratesUsed: RcaLibraryRateWire[];
}

/** A library rate as the firm holds it (GET /buildingRates, the administrator's table). */
export interface BuildingRateWire extends RcaLibraryRateWire {
  /** The load that added it. */
  loadId: Id;
}

export interface BuildingRatesQuery {
  /** The date whose rates are wanted: the latest priced on or before it per building type and location. Absent: every rate. */
  asOf?: CivilDate;
}

/** The text of a building-rate library file (rca/rate-library-file.ts): a CSV of at most 20,000 rows. */
export interface BuildingRateUpload {
  /**
   * @minLength 1
   * @maxLength 255
   */
  fileName: Text;
  /** @maxLength 4000000 */
  text: string;
}

/** What a load adds and refuses (the preview), or added (the confirmed load). */
export interface BuildingRateLoadAnswer {
  fileName: Text;
  added: (Omit<RcaLibraryRateWire, 'rateId'> & { line: Count })[];
  unchanged: Count;
  /** A rate held for the same building type, location and date at a different figure: never rewritten. */
  conflicts: {
    line: Count;
    buildingType: Text;
    location: Text;
    pricedOn: CivilDate;
    rateCentsPerM2: RcaCents;
    storedCentsPerM2: RcaCents;
  }[];
  problems: { line: Count; message: Text }[];
  /** Whether Confirm may load it: no problems, no conflicts, something to add. */
  loadable: boolean;
  /** The stored load (confirm only); null in a preview. */
  loadId: Id | null;
}

/** One load of the library, newest first. */
export interface BuildingRateLoadRecord {
  loadId: Id;
  fileName: Text;
  /** ISO instant. */
  loadedAt: Text;
  /** Who loaded it: a user's name, or null for the release's own sample library. */
  loadedBy: Text | null;
  ratesAdded: Count;
}

interface RcaParams {
  /** The assessment's id (a report id of kind rca). */
  id: Id;
}

interface RcaPortfolioParams {
  portfolioId: Id;
}

export interface RcaCalls {
  'POST /portfolios/{portfolioId}/rcaReports': {
    params: RcaPortfolioParams;
    body: NewRcaReport;
    response: RcaReport;
  };
  'GET /RcaReports/{id}': { params: RcaParams; response: RcaReport };
  'PUT /RcaReports/{id}': { params: RcaParams; body: RcaReportSave; response: RcaReport };
  'GET /RcaReports/{id}/assessment': { params: RcaParams; response: RcaAssessmentAnswer };
  // Issue 28 item 5: the build-up line by line as CSV (amounts in dollars and cents, formula-like text neutralised)
  // and as an Excel workbook (the build-up, the rates used, the averaging illustration). The PDF is the report
  // documents' calls (report-document-calls.ts), which serve an assessment's id too.
  'GET /RcaReports/{id}/exportCsv': { params: RcaParams; response: CsvFile };
  'GET /RcaReports/{id}/exportWorkbook': { params: RcaParams; response: XlsxFile };
  // Issue 28 item 3: the firm's rate library, read by every user, loaded by the administrator.
  'GET /buildingRates': { query: BuildingRatesQuery; response: BuildingRateWire[] };
  'POST /admin/building-rates/preview': { body: BuildingRateUpload; response: BuildingRateLoadAnswer };
  'POST /admin/building-rates/load': { body: BuildingRateUpload; response: BuildingRateLoadAnswer };
  'GET /admin/building-rates/loads': { response: BuildingRateLoadRecord[] };
}
