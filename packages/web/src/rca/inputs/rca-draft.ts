/**
 * The Inputs tab's form as typed (issue 28 item 2): money as dollars text ("1,234.50"), months and years as text,
 * decimals as the text the domain reads; where each field's reason is kept. draft-reading.ts reads it for the wire.
 */
import type {
  RcaBuildingErrorWire,
  RcaLibraryRateWire,
  RcaNotesWire,
  RcaReport,
  RcaSettingsErrorWire,
} from '@taxdep/domain';
import { formatAmount } from '@taxdep/domain/format';
import type { RcaDemolitionMethod, RcaEscalationMethod } from '@taxdep/domain/rca';

export interface SettingsDraft {
  assessmentDate: string;
  escalationMethod: RcaEscalationMethod;
  escalationPercent: string;
  indexFrom: string;
  indexTo: string;
  policyMonths: string;
  gstIncluded: boolean;
  gstPercent: string;
  lineRounding: 'cent' | 'dollar';
  sumInsuredRoundingCents: number;
  reviewYears: string;
  /** Dollars; blank when not known. */
  currentSumInsured: string;
  illustrativeLoss: string;
}

export interface AreaDraft {
  areaId: string;
  use: string;
  areaM2: string;
  /** Dollars per m²; blank until chosen or entered. */
  rate: string;
  libraryRate: RcaLibraryRateWire | null;
  overrideReason: string;
}

export interface AdjustmentDraft {
  description: string;
  amount: string;
}

export interface BuildingDraft {
  buildingId: string;
  name: string;
  areas: AreaDraft[];
  localityFactor: string;
  externalWorks: string;
  siteServices: string;
  adjustments: AdjustmentDraft[];
  demolitionMethod: RcaDemolitionMethod;
  demolitionPercent: string;
  demolition: string;
  asbestos: boolean;
  contamination: boolean;
  hazardNote: string;
  contingencyPercent: string;
  professionalFeesPercent: string;
  authorityFees: string;
  leadMonths: string;
  constructionMonths: string;
}

export interface RcaDraft {
  reportName: string;
  settings: SettingsDraft;
  buildings: BuildingDraft[];
  notes: RcaNotesWire;
}

/** Where an error sits: `settings.<field>`, `<buildingId>.<field>`, `<buildingId>.area.<areaId>.<field>`, `<buildingId>.adjustment.<index>`. */
export type DraftErrors = Record<string, string>;

export const settingsKey = (field: string) => `settings.${field}`;
export const buildingKey = (buildingId: string, field: string) => `${buildingId}.${field}`;
export const areaKey = (buildingId: string, areaId: string, field: string) =>
  `${buildingId}.area.${areaId}.${field}`;
export const adjustmentKey = (buildingId: string, index: number) => `${buildingId}.adjustment.${index}`;

/** The key of an error the domain or the service gives. */
export function errorKey(error: RcaSettingsErrorWire | RcaBuildingErrorWire): string {
  if (!('buildingId' in error)) return settingsKey(error.field);
  if (error.areaId !== undefined) return areaKey(error.buildingId, error.areaId, error.field);
  if (error.adjustment !== undefined) return adjustmentKey(error.buildingId, error.adjustment);
  return buildingKey(error.buildingId, error.field);
}

export function errorsOf(errors: readonly (RcaSettingsErrorWire | RcaBuildingErrorWire)[]): DraftErrors {
  const keyed: DraftErrors = {};
  for (const error of errors) keyed[errorKey(error)] ??= error.message;
  return keyed;
}

const amountText = (cents: number | null) => (cents === null ? '' : formatAmount(cents));

export function draftOf(report: RcaReport): RcaDraft {
  const s = report.settings;
  return {
    reportName: report.reportName,
    settings: {
      ...s,
      policyMonths: String(s.policyMonths),
      reviewYears: String(s.reviewYears),
      currentSumInsured: amountText(s.currentSumInsuredCents),
      illustrativeLoss: amountText(s.illustrativeLossCents),
    },
    buildings: report.buildings.map((b) => ({
      buildingId: b.buildingId,
      name: b.name,
      areas: b.areas.map((a) => ({
        areaId: a.areaId,
        use: a.use,
        areaM2: a.areaM2,
        rate: amountText(a.rateCentsPerM2),
        libraryRate: a.libraryRate,
        overrideReason: a.overrideReason,
      })),
      localityFactor: b.localityFactor,
      externalWorks: amountText(b.externalWorksCents),
      siteServices: amountText(b.siteServicesCents),
      adjustments: b.adjustments.map((j) => ({ description: j.description, amount: amountText(j.cents) })),
      demolitionMethod: b.demolitionMethod,
      demolitionPercent: b.demolitionPercent,
      demolition: amountText(b.demolitionCents),
      asbestos: b.asbestos,
      contamination: b.contamination,
      hazardNote: b.hazardNote,
      contingencyPercent: b.contingencyPercent,
      professionalFeesPercent: b.professionalFeesPercent,
      authorityFees: amountText(b.authorityFeesCents),
      leadMonths: String(b.leadMonths),
      constructionMonths: String(b.constructionMonths),
    })),
    notes: { ...report.notes },
  };
}

/** The next id not yet used among `ids` with that prefix ("b3" after "b1", "b2"). */
export function nextId(prefix: string, ids: readonly string[]): string {
  const used = ids.map((id) => (id.startsWith(prefix) ? Number(id.slice(prefix.length)) : 0));
  return `${prefix}${Math.max(0, ...used.filter(Number.isSafeInteger)) + 1}`;
}

export function blankArea(areaId: string): AreaDraft {
  return { areaId, use: '', areaM2: '', rate: '', libraryRate: null, overrideReason: '' };
}

/** A new building: one floor area to fill, nothing added, a year's construction. */
export function blankBuilding(buildingId: string, name: string): BuildingDraft {
  return {
    buildingId,
    name,
    areas: [blankArea('a1')],
    localityFactor: '1',
    externalWorks: '',
    siteServices: '',
    adjustments: [],
    demolitionMethod: 'percent',
    demolitionPercent: '0',
    demolition: '',
    asbestos: false,
    contamination: false,
    hazardNote: '',
    contingencyPercent: '0',
    professionalFeesPercent: '0',
    authorityFees: '',
    leadMonths: '0',
    constructionMonths: '12',
  };
}
