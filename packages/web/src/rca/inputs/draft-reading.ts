/**
 * Reads the Inputs tab's form (rca-draft.ts) into the wire's inputs and says, by field, what cannot be sent at all
 * (an amount that is no amount, months that are no whole number); the domain's own rules (`validateRcaSettings`,
 * `validateRcaBuilding`, the same the service answers with) mark the rest. A draft with only the domain's errors is
 * still saved: the service stores it and those errors block QA Review (issue 28 item 2).
 */
import type { RcaBuildingWire, RcaReportSave, RcaSettingsWire } from '@taxdep/domain';
import { parseAmount } from '@taxdep/domain/format';
import {
  MAX_SUM_CENTS,
  type RcaBuilding,
  validateRcaBuilding,
  validateRcaSettings,
} from '@taxdep/domain/rca';
import {
  adjustmentKey,
  areaKey,
  type BuildingDraft,
  buildingKey,
  type DraftErrors,
  errorsOf,
  type RcaDraft,
  type SettingsDraft,
  settingsKey,
} from './rca-draft';

const AMOUNT_PROBLEM = 'Enter an amount in dollars, such as 1,234.50.';
const WHOLE_PROBLEM = 'Enter a whole number.';
const DECIMAL_PROBLEM = 'Enter a number such as 12.5 (digits and one point).';
/** The wire's decimal text (rca-calls.ts RcaDecimalText). */
const WIRE_DECIMAL = /^[0-9]*(\.[0-9]*)?$/;
const MAX_WIRE_MONTHS = 600;

class Reader {
  readonly unsendable: DraftErrors = {};

  /** Dollars text as cents; blank is `blank`; an amount that is no amount, or below $0, cannot be sent. */
  cents<B extends number | null>(text: string, key: string, blank: B): number | B {
    if (text.trim() === '') return blank;
    const cents = parseAmount(text);
    if (cents === null || cents < 0 || cents > MAX_SUM_CENTS) {
      this.unsendable[key] ??= AMOUNT_PROBLEM;
      return blank;
    }
    return cents;
  }

  whole(text: string, key: string, max = MAX_WIRE_MONTHS): number {
    const trimmed = text.trim();
    if (!/^\d{1,4}$/.test(trimmed) || Number(trimmed) > max) {
      this.unsendable[key] ??= WHOLE_PROBLEM;
      return 0;
    }
    return Number(trimmed);
  }

  decimal(text: string, key: string): string {
    const trimmed = text.trim();
    if (!WIRE_DECIMAL.test(trimmed) || trimmed.length > 20) {
      this.unsendable[key] ??= DECIMAL_PROBLEM;
      return '';
    }
    return trimmed;
  }
}

function readSettings(s: SettingsDraft, read: Reader): RcaSettingsWire {
  const key = settingsKey;
  return {
    assessmentDate: s.assessmentDate,
    escalationMethod: s.escalationMethod,
    escalationPercent: read.decimal(s.escalationPercent, key('escalationPercent')),
    indexFrom: read.decimal(s.indexFrom, key('indexFrom')),
    indexTo: read.decimal(s.indexTo, key('indexTo')),
    policyMonths: read.whole(s.policyMonths, key('policyMonths')),
    gstIncluded: s.gstIncluded,
    gstPercent: read.decimal(s.gstPercent, key('gstPercent')),
    lineRounding: s.lineRounding,
    sumInsuredRoundingCents: s.sumInsuredRoundingCents,
    reviewYears: read.whole(s.reviewYears, key('reviewYears'), 100),
    currentSumInsuredCents: read.cents(s.currentSumInsured, key('currentSumInsuredCents'), null),
    illustrativeLossCents: read.cents(s.illustrativeLoss, key('illustrativeLossCents'), null),
  };
}

function readBuilding(b: BuildingDraft, read: Reader): RcaBuildingWire {
  const key = (field: string) => buildingKey(b.buildingId, field);
  return {
    buildingId: b.buildingId,
    name: b.name,
    areas: b.areas.map((a) => ({
      areaId: a.areaId,
      use: a.use,
      areaM2: read.decimal(a.areaM2, areaKey(b.buildingId, a.areaId, 'areaM2')),
      rateCentsPerM2: read.cents(a.rate, areaKey(b.buildingId, a.areaId, 'rateCentsPerM2'), null),
      // A plain copy: the body is sent (and compared) apart from the form's observable draft.
      libraryRate: a.libraryRate && { ...a.libraryRate },
      overrideReason: a.overrideReason,
    })),
    localityFactor: read.decimal(b.localityFactor, key('localityFactor')),
    externalWorksCents: read.cents(b.externalWorks, key('externalWorksCents'), 0),
    siteServicesCents: read.cents(b.siteServices, key('siteServicesCents'), 0),
    adjustments: b.adjustments.map((j, index) => ({
      description: j.description,
      cents: read.cents(j.amount, adjustmentKey(b.buildingId, index), 0),
    })),
    demolitionMethod: b.demolitionMethod,
    demolitionPercent: read.decimal(b.demolitionPercent, key('demolitionPercent')),
    demolitionCents: read.cents(b.demolition, key('demolitionCents'), 0),
    asbestos: b.asbestos,
    contamination: b.contamination,
    hazardNote: b.hazardNote,
    contingencyPercent: read.decimal(b.contingencyPercent, key('contingencyPercent')),
    professionalFeesPercent: read.decimal(b.professionalFeesPercent, key('professionalFeesPercent')),
    authorityFeesCents: read.cents(b.authorityFees, key('authorityFeesCents'), 0),
    leadMonths: read.whole(b.leadMonths, key('leadMonths')),
    constructionMonths: read.whole(b.constructionMonths, key('constructionMonths')),
  };
}

/** The domain's building: the wire carries the domain's fields as they are. */
function domainBuilding(building: RcaBuildingWire): RcaBuilding {
  return { ...building, areas: building.areas.map((area) => ({ ...area })) };
}

export interface DraftReading {
  /** The inputs as the wire carries them (a field that cannot be sent reads as blank or nil here). */
  settings: RcaSettingsWire;
  buildings: RcaBuildingWire[];
  /** What cannot be sent, by field: the save waits until these are put right. */
  unsendable: DraftErrors;
  /** Every field's reason: what cannot be sent first, then the domain's rules. */
  errors: DraftErrors;
}

export function readDraft(draft: RcaDraft): DraftReading {
  const read = new Reader();
  const settings = readSettings(draft.settings, read);
  const buildings = draft.buildings.map((b) => readBuilding(b, read));
  if (draft.reportName.trim() === '') read.unsendable.reportName = 'Assessment name is required.';
  const domain = errorsOf([
    ...validateRcaSettings(settings),
    ...buildings.flatMap((b) => validateRcaBuilding(domainBuilding(b))),
  ]);
  return { settings, buildings, unsendable: read.unsendable, errors: { ...domain, ...read.unsendable } };
}

/** The PUT body of a draft with nothing unsendable, at the version read. */
export function saveOf(draft: RcaDraft, reading: DraftReading, version: number): RcaReportSave {
  return {
    reportName: draft.reportName.trim(),
    settings: reading.settings,
    buildings: reading.buildings,
    notes: { ...draft.notes },
    version,
  };
}
