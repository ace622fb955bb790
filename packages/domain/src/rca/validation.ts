/**
 * The rules of an assessment's settings and buildings (issue 28 item 2), per field, in words a surveyor can act on.
 * The service refuses what these refuse; the screen marks the same fields. An assessment that passes is one the
 * build-up can work out (build-up.ts).
 */
import { isCivilDate } from '../format/civil-date';
import { type DecimalReading, readDecimal } from './decimal-reading';
import {
  AREA_RULE,
  ESCALATION_RULE,
  INDEX_RATIO,
  INDEX_RULE,
  LOCALITY_RULE,
  MAX_ADJUSTMENTS,
  MAX_AREAS_PER_BUILDING,
  MAX_LUMP_SUM_CENTS,
  MAX_RATE_CENTS_PER_M2,
  MAX_SUM_CENTS,
  MAX_TEXT,
  MONTHS,
  PERCENT_RULE,
  REVIEW_YEARS,
} from './limits';
import {
  RCA_DEMOLITION_METHODS,
  RCA_ESCALATION_METHODS,
  type RcaArea,
  type RcaBuilding,
  type RcaSettings,
  SUM_INSURED_ROUNDING_CHOICES,
} from './rca-inputs';

export type RcaSettingsField = Exclude<keyof RcaSettings, 'gstIncluded'>;
export type RcaBuildingField = Exclude<keyof RcaBuilding, 'buildingId' | 'asbestos' | 'contamination'>;
export type RcaAreaField = Exclude<keyof RcaArea, 'areaId' | 'libraryRate'>;

export interface RcaSettingsError {
  field: RcaSettingsField;
  message: string;
}

/** A building's problem; `areaId` or `adjustment` (its index) names the line when the problem is one line's. */
export interface RcaBuildingError {
  buildingId: string;
  field: RcaBuildingField | RcaAreaField;
  areaId?: string;
  adjustment?: number;
  message: string;
}

function money(value: unknown, max: number): boolean {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 && value <= max;
}

function wholeIn(value: unknown, range: { min: number; max: number }): boolean {
  return typeof value === 'number' && Number.isInteger(value) && value >= range.min && value <= range.max;
}

function dollars(cents: number): string {
  return `$${(cents / 100).toLocaleString('en-AU')}`;
}

const MONTH_LABELS = {
  policyMonths: 'Policy period',
  leadMonths: 'Lead time',
  constructionMonths: 'Construction period',
};

function decimalProblem(label: string, reading: DecimalReading): string | null {
  return reading.problem === null ? null : `${label} ${reading.problem}.`;
}

export function validateRcaSettings(settings: RcaSettings): RcaSettingsError[] {
  const errors: RcaSettingsError[] = [];
  const add = (field: RcaSettingsField, message: string | null) => {
    if (message !== null) errors.push({ field, message });
  };
  if (!isCivilDate(settings.assessmentDate)) add('assessmentDate', 'Assessment date must be a date.');
  if (!RCA_ESCALATION_METHODS.includes(settings.escalationMethod)) {
    add('escalationMethod', 'Choose escalation by a rate per year or by a cost index.');
  } else if (settings.escalationMethod === 'rate') {
    add(
      'escalationPercent',
      decimalProblem('Escalation', readDecimal(settings.escalationPercent, ESCALATION_RULE)),
    );
  } else {
    const from = readDecimal(settings.indexFrom, INDEX_RULE);
    const to = readDecimal(settings.indexTo, INDEX_RULE);
    add('indexFrom', decimalProblem('The index the rates were priced at', from));
    add('indexTo', decimalProblem('The forecast index', to));
    if (from.value && to.value) {
      const rise = (to.value.num * from.value.den) / (to.value.den * from.value.num);
      if (rise < INDEX_RATIO.min || rise > INDEX_RATIO.max) {
        add(
          'indexTo',
          `The forecast index must be between ${INDEX_RATIO.min} and ${INDEX_RATIO.max} times the index the rates were priced at.`,
        );
      }
    }
  }
  if (!wholeIn(settings.policyMonths, MONTHS.policyMonths)) {
    add(
      'policyMonths',
      `Policy period must be a whole number of months from ${MONTHS.policyMonths.min} to ${MONTHS.policyMonths.max}.`,
    );
  }
  if (settings.gstIncluded)
    add('gstPercent', decimalProblem('GST', readDecimal(settings.gstPercent, PERCENT_RULE)));
  if (settings.lineRounding !== 'cent' && settings.lineRounding !== 'dollar') {
    add('lineRounding', 'Round the lines to the cent or to the dollar.');
  }
  if (!SUM_INSURED_ROUNDING_CHOICES.includes(settings.sumInsuredRoundingCents)) {
    add(
      'sumInsuredRoundingCents',
      `Round the sum insured up to one of ${SUM_INSURED_ROUNDING_CHOICES.map(dollars).join(', ')}.`,
    );
  }
  if (!wholeIn(settings.reviewYears, REVIEW_YEARS)) {
    add('reviewYears', `Full reassessment must be every ${REVIEW_YEARS.min} to ${REVIEW_YEARS.max} years.`);
  }
  if (settings.currentSumInsuredCents !== null && !money(settings.currentSumInsuredCents, MAX_SUM_CENTS)) {
    add(
      'currentSumInsuredCents',
      `Current sum insured must be in whole cents, at most ${dollars(MAX_SUM_CENTS)}, or left blank.`,
    );
  }
  if (settings.illustrativeLossCents !== null && !money(settings.illustrativeLossCents, MAX_SUM_CENTS)) {
    add(
      'illustrativeLossCents',
      `The loss to illustrate must be in whole cents, at most ${dollars(MAX_SUM_CENTS)}, or left blank.`,
    );
  }
  return errors;
}

function areaErrors(buildingId: string, area: RcaArea): RcaBuildingError[] {
  const errors: RcaBuildingError[] = [];
  const add = (field: RcaAreaField, message: string | null) => {
    if (message !== null) errors.push({ buildingId, areaId: area.areaId, field, message });
  };
  const use = area.use.trim();
  if (use === '') add('use', 'Say what the area is used for.');
  else if (use.length > MAX_TEXT) add('use', `Use must be at most ${MAX_TEXT} characters.`);
  add('areaM2', decimalProblem('Area (m²)', readDecimal(area.areaM2, AREA_RULE)));
  if (area.rateCentsPerM2 === null) {
    add('rateCentsPerM2', 'Choose a rate from the library or enter one.');
  } else if (!money(area.rateCentsPerM2, MAX_RATE_CENTS_PER_M2) || area.rateCentsPerM2 === 0) {
    add(
      'rateCentsPerM2',
      `Rate per m² must be in whole cents, more than $0 and at most ${dollars(MAX_RATE_CENTS_PER_M2)}.`,
    );
  } else if (isOverridden(area) && area.overrideReason.trim() === '') {
    add(
      'overrideReason',
      area.libraryRate === null
        ? 'Give the reason for a rate that is not from the library.'
        : 'Give the reason for changing the library rate.',
    );
  }
  if (area.overrideReason.length > MAX_TEXT)
    add('overrideReason', `Reason must be at most ${MAX_TEXT} characters.`);
  return errors;
}

/** Whether an area's rate is not the library's as priced (a hand rate, or a library rate changed). */
export function isOverridden(area: RcaArea): boolean {
  return area.libraryRate === null || area.libraryRate.rateCentsPerM2 !== area.rateCentsPerM2;
}

export function validateRcaBuilding(building: RcaBuilding): RcaBuildingError[] {
  const errors: RcaBuildingError[] = [];
  const id = building.buildingId;
  const add = (field: RcaBuildingField, message: string | null, adjustment?: number) => {
    if (message === null) return;
    errors.push(
      adjustment === undefined
        ? { buildingId: id, field, message }
        : { buildingId: id, field, adjustment, message },
    );
  };
  const name = building.name.trim();
  if (name === '') add('name', 'Building name is required.');
  else if (name.length > MAX_TEXT) add('name', `Building name must be at most ${MAX_TEXT} characters.`);
  if (building.areas.length === 0) add('areas', 'Add at least one floor area.');
  if (building.areas.length > MAX_AREAS_PER_BUILDING)
    add('areas', `A building has at most ${MAX_AREAS_PER_BUILDING} floor areas.`);
  for (const area of building.areas) errors.push(...areaErrors(id, area));
  add(
    'localityFactor',
    decimalProblem('Locality factor', readDecimal(building.localityFactor, LOCALITY_RULE)),
  );
  const lump = `must be in whole cents, from $0 to ${dollars(MAX_LUMP_SUM_CENTS)}.`;
  if (!money(building.externalWorksCents, MAX_LUMP_SUM_CENTS))
    add('externalWorksCents', `External works ${lump}`);
  if (!money(building.siteServicesCents, MAX_LUMP_SUM_CENTS))
    add('siteServicesCents', `Site services ${lump}`);
  if (building.adjustments.length > MAX_ADJUSTMENTS)
    add('adjustments', `A building has at most ${MAX_ADJUSTMENTS} adjustments.`);
  building.adjustments.forEach((adjustment, index) => {
    const text = adjustment.description.trim();
    if (text === '' || text.length > MAX_TEXT)
      add('adjustments', `Describe each adjustment (at most ${MAX_TEXT} characters).`, index);
    if (!money(adjustment.cents, MAX_LUMP_SUM_CENTS)) add('adjustments', `An adjustment ${lump}`, index);
  });
  if (!RCA_DEMOLITION_METHODS.includes(building.demolitionMethod)) {
    add('demolitionMethod', 'Choose demolition as a percentage or a lump sum.');
  } else if (building.demolitionMethod === 'percent') {
    add(
      'demolitionPercent',
      decimalProblem('Demolition', readDecimal(building.demolitionPercent, PERCENT_RULE)),
    );
  } else if (!money(building.demolitionCents, MAX_LUMP_SUM_CENTS)) {
    add('demolitionCents', `Demolition ${lump}`);
  }
  if ((building.asbestos || building.contamination) && building.hazardNote.trim() === '') {
    add('hazardNote', 'Say what the demolition allows for the asbestos or contamination noted.');
  }
  if (building.hazardNote.length > MAX_TEXT * 5)
    add('hazardNote', `The note must be at most ${MAX_TEXT * 5} characters.`);
  add(
    'contingencyPercent',
    decimalProblem('Contingency', readDecimal(building.contingencyPercent, PERCENT_RULE)),
  );
  add(
    'professionalFeesPercent',
    decimalProblem('Professional fees', readDecimal(building.professionalFeesPercent, PERCENT_RULE)),
  );
  if (!money(building.authorityFeesCents, MAX_LUMP_SUM_CENTS))
    add('authorityFeesCents', `Authority fees ${lump}`);
  for (const field of ['leadMonths', 'constructionMonths'] as const) {
    const range = MONTHS[field];
    if (!wholeIn(building[field], range)) {
      add(
        field,
        `${MONTH_LABELS[field]} must be a whole number of months from ${range.min} to ${range.max}.`,
      );
    }
  }
  return errors;
}
