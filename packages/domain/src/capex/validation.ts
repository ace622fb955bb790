/**
 * The rules of a capex item and of a forecast's settings (issue 27 item 2), per field, in words a surveyor can act on,
 * as the register's rows are judged (assets/validation.ts): the service refuses what these refuse and the grid marks
 * the same cells. An item that passes is one the forecast can read (forecast.ts).
 */
import { decimalPlaces } from '../format/decimal';
import type { Cents } from '../tax/money/exact';
import { buildingElementLabel, isBuildingElement } from './building-elements';
import { CAPEX_HORIZONS, CAPEX_PRIORITIES, type CapexItem, type CapexSettings } from './capex-item';
import { readRatePercent } from './escalation';
import { baseCostCents } from './replacement';

/**
 * The largest cost of one item, $100 million: above any one element of a building, and low enough that costs
 * escalated for 20 years at 25% stay exact integers (escalation.ts).
 */
export const MAX_ITEM_CENTS: Cents = 10_000_000_000;
export const MAX_QUANTITY = 1_000_000;
export const MAX_QUANTITY_DECIMALS = 3;
/** Lives and remaining lives in whole years; 100 years is beyond any building element's life. */
export const MAX_LIFE_YEARS = 100;
export const MAX_AGE_YEARS = 200;
/** An effective life as the Commissioner's table writes it: more than 0, at most 100 years, two decimals (13.33). */
export const MAX_EFFECTIVE_LIFE_DECIMALS = 2;
export const MAX_TAX_CODE_LENGTH = 20;
/** The financial years the domain's calendar knows (tax/calendar/financial-year.ts). */
export const FIRST_BASE_YEAR = 1900;
export const LAST_BASE_YEAR = 2200;

export const CAPEX_ITEM_MESSAGES = {
  element: 'Choose a building element from the list.',
  description: 'Description is required.',
  condition: 'Condition must be a whole number from 1 (very poor) to 5 (very good).',
  costMissing: 'Enter a quantity and unit rate, or a lump sum.',
  costTwice: 'Enter a quantity and unit rate, or a lump sum, not both.',
  quantityMissing: 'Quantity is required with a unit rate.',
  quantity: `Quantity must be more than 0 and at most ${MAX_QUANTITY.toLocaleString('en-AU')}, with at most ${MAX_QUANTITY_DECIMALS} decimals.`,
  unit: 'Unit is required with a quantity (for example m², lm or no.).',
  unitRateMissing: 'Unit rate is required with a quantity.',
  unitRate: 'Unit rate must be in whole cents, from $0.00 to $100,000,000.00.',
  lumpSum: 'Lump sum must be in whole cents, from $0.00 to $100,000,000.00.',
  costTooLarge: 'The cost (quantity × unit rate) must be at most $100,000,000.00.',
  installedMissing: 'Enter the year installed or the age.',
  installedTwice: 'Enter the year installed or the age, not both.',
  yearInstalled: 'Year installed must be a whole financial year (for example 2012).',
  yearInstalledAfterBase: 'Year installed is after the forecast’s base year.',
  age: `Age must be a whole number of years, from 0 to ${MAX_AGE_YEARS}.`,
  lifeYears: `Life must be a whole number of years, from 1 to ${MAX_LIFE_YEARS}.`,
  remainingLifeOverride: `Remaining life must be a whole number of years, from 0 to ${MAX_LIFE_YEARS}.`,
  remainingLifeReason: 'Give the reason for the remaining life you entered.',
  expenditure: 'Choose capital or repairs and maintenance.',
  priority: 'Choose a priority of high, medium or low, or leave it blank.',
  taxCode: `Tax code must be at most ${MAX_TAX_CODE_LENGTH} characters, or left blank.`,
  effectiveLifeYears: `Effective life must be more than 0 and at most ${MAX_LIFE_YEARS} years, with at most ${MAX_EFFECTIVE_LIFE_DECIMALS} decimals.`,
} as const;

export type CapexItemField =
  | 'element'
  | 'description'
  | 'condition'
  | 'quantity'
  | 'unit'
  | 'unitRateCents'
  | 'lumpSumCents'
  | 'yearInstalled'
  | 'age'
  | 'lifeYears'
  | 'remainingLifeOverride'
  | 'remainingLifeReason'
  | 'expenditure'
  | 'priority'
  | 'taxCode'
  | 'effectiveLifeYears';

export interface CapexItemError {
  field: CapexItemField;
  message: string;
}

/** Blank, or not text at all (a row from an import or the wire may hold anything). */
const isBlank = (text: unknown): boolean => typeof text !== 'string' || text.trim() === '';
const isWholeIn = (value: unknown, min: number, max: number): boolean =>
  Number.isSafeInteger(value) && (value as number) >= min && (value as number) <= max;

/** More than 0 and at most `max`, with at most `places` decimals. */
function isPositiveDecimal(value: unknown, max: number, places: number): boolean {
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0 || value > max) return false;
  // Exactly as many decimals as the sender wrote (JSON numbers print their shortest text).
  const written = decimalPlaces(String(value));
  return written !== null && written <= places;
}

const isQuantity = (value: number): boolean => isPositiveDecimal(value, MAX_QUANTITY, MAX_QUANTITY_DECIMALS);

function costErrors(item: CapexItem): CapexItemError[] {
  const errors: CapexItemError[] = [];
  const measured = item.quantity !== null || item.unitRateCents !== null || !isBlank(item.unit);
  if (item.lumpSumCents !== null) {
    if (measured) errors.push({ field: 'lumpSumCents', message: CAPEX_ITEM_MESSAGES.costTwice });
    else if (!isWholeIn(item.lumpSumCents, 0, MAX_ITEM_CENTS)) {
      errors.push({ field: 'lumpSumCents', message: CAPEX_ITEM_MESSAGES.lumpSum });
    }
    return errors;
  }
  if (!measured) {
    // Every cost cell is marked, as the register marks both of a row's missing dates.
    for (const field of ['quantity', 'unitRateCents', 'lumpSumCents'] as const) {
      errors.push({ field, message: CAPEX_ITEM_MESSAGES.costMissing });
    }
    return errors;
  }
  if (item.quantity === null)
    errors.push({ field: 'quantity', message: CAPEX_ITEM_MESSAGES.quantityMissing });
  else if (!isQuantity(item.quantity))
    errors.push({ field: 'quantity', message: CAPEX_ITEM_MESSAGES.quantity });
  if (isBlank(item.unit)) errors.push({ field: 'unit', message: CAPEX_ITEM_MESSAGES.unit });
  if (item.unitRateCents === null) {
    errors.push({ field: 'unitRateCents', message: CAPEX_ITEM_MESSAGES.unitRateMissing });
  } else if (!isWholeIn(item.unitRateCents, 0, MAX_ITEM_CENTS)) {
    errors.push({ field: 'unitRateCents', message: CAPEX_ITEM_MESSAGES.unitRate });
  }
  if (errors.length === 0 && baseCostCents(item) > MAX_ITEM_CENTS) {
    errors.push({ field: 'quantity', message: CAPEX_ITEM_MESSAGES.costTooLarge });
  }
  return errors;
}

function installedErrors(item: CapexItem, baseYear: number | null): CapexItemError[] {
  if (item.yearInstalled === null && item.age === null) {
    return [
      { field: 'yearInstalled', message: CAPEX_ITEM_MESSAGES.installedMissing },
      { field: 'age', message: CAPEX_ITEM_MESSAGES.installedMissing },
    ];
  }
  if (item.yearInstalled !== null && item.age !== null) {
    return [{ field: 'age', message: CAPEX_ITEM_MESSAGES.installedTwice }];
  }
  if (item.age !== null) {
    return isWholeIn(item.age, 0, MAX_AGE_YEARS) ? [] : [{ field: 'age', message: CAPEX_ITEM_MESSAGES.age }];
  }
  if (!isWholeIn(item.yearInstalled, FIRST_BASE_YEAR - MAX_AGE_YEARS, LAST_BASE_YEAR)) {
    return [{ field: 'yearInstalled', message: CAPEX_ITEM_MESSAGES.yearInstalled }];
  }
  // An item not yet installed is not replaced by this forecast: it is new work, not capex on what is there.
  if (baseYear !== null && (item.yearInstalled as number) > baseYear) {
    return [{ field: 'yearInstalled', message: CAPEX_ITEM_MESSAGES.yearInstalledAfterBase }];
  }
  return [];
}

/**
 * The errors of an item, in column order; empty when the forecast can read it. `baseYear` is the forecast's (null
 * while its settings have none): an item cannot be installed after it.
 */
export function validateCapexItem(item: CapexItem, baseYear: number | null): CapexItemError[] {
  const errors: CapexItemError[] = [];
  const flag = (field: CapexItemField, wrong: boolean, message: string) => {
    if (wrong) errors.push({ field, message });
  };
  flag('element', !isBuildingElement(item.element), CAPEX_ITEM_MESSAGES.element);
  flag('description', isBlank(item.description), CAPEX_ITEM_MESSAGES.description);
  flag(
    'condition',
    item.condition !== null && !isWholeIn(item.condition, 1, 5),
    CAPEX_ITEM_MESSAGES.condition,
  );
  errors.push(...costErrors(item));
  errors.push(...installedErrors(item, baseYear));
  flag('lifeYears', !isWholeIn(item.lifeYears, 1, MAX_LIFE_YEARS), CAPEX_ITEM_MESSAGES.lifeYears);
  const override = item.remainingLifeOverride;
  flag(
    'remainingLifeOverride',
    override !== null && !isWholeIn(override, 0, MAX_LIFE_YEARS),
    CAPEX_ITEM_MESSAGES.remainingLifeOverride,
  );
  // Issue 27 item 2: an override of the remaining life carries its reason, for the reviewer and the report.
  flag(
    'remainingLifeReason',
    override !== null && isBlank(item.remainingLifeReason),
    CAPEX_ITEM_MESSAGES.remainingLifeReason,
  );
  flag(
    'expenditure',
    item.expenditure !== 'capital' && item.expenditure !== 'repairs',
    CAPEX_ITEM_MESSAGES.expenditure,
  );
  flag(
    'priority',
    item.priority !== null && !CAPEX_PRIORITIES.some((p) => p.id === item.priority),
    CAPEX_ITEM_MESSAGES.priority,
  );
  const code = item.taxCode ?? null;
  flag(
    'taxCode',
    code !== null && (typeof code !== 'string' || code.trim().length > MAX_TAX_CODE_LENGTH),
    CAPEX_ITEM_MESSAGES.taxCode,
  );
  const life = item.effectiveLifeYears ?? null;
  flag(
    'effectiveLifeYears',
    life !== null && !isPositiveDecimal(life, MAX_LIFE_YEARS, MAX_EFFECTIVE_LIFE_DECIMALS),
    CAPEX_ITEM_MESSAGES.effectiveLifeYears,
  );
  return errors;
}

export type CapexSettingsField = 'baseYear' | 'horizon' | 'escalationPercent' | 'elementEscalationPercent';

export interface CapexSettingsError {
  field: CapexSettingsField;
  message: string;
  /** For an element's own escalation: the element (or the unknown key) it is given for. */
  element?: string;
}

export const CAPEX_SETTINGS_MESSAGES = {
  baseYear: `Base year must be a financial year from ${FIRST_BASE_YEAR} to ${LAST_BASE_YEAR}.`,
  horizon: `Horizon must be ${CAPEX_HORIZONS.join(', ').replace(/, (\d+)$/, ' or $1')} years.`,
  unknownElement: 'Escalation is given for an element that is not in the list.',
} as const;

/**
 * An item's reasons in words, each once: the year installed and the age share one message (one of the two is
 * needed), so a list that joins them must not say it twice.
 */
export function uniqueMessages(errors: readonly { message: string }[]): string[] {
  return [...new Set(errors.map((e) => e.message))];
}

/** The errors of a forecast's settings; empty when the forecast can be worked. */
export function validateCapexSettings(settings: CapexSettings): CapexSettingsError[] {
  const errors: CapexSettingsError[] = [];
  if (!isWholeIn(settings.baseYear, FIRST_BASE_YEAR, LAST_BASE_YEAR)) {
    errors.push({ field: 'baseYear', message: CAPEX_SETTINGS_MESSAGES.baseYear });
  }
  if (!CAPEX_HORIZONS.some((h) => h === settings.horizon)) {
    errors.push({ field: 'horizon', message: CAPEX_SETTINGS_MESSAGES.horizon });
  }
  const rate = readRatePercent(settings.escalationPercent);
  if (rate.problem !== null) {
    errors.push({ field: 'escalationPercent', message: `Escalation ${rate.problem}.` });
  }
  for (const [element, percent] of Object.entries(settings.elementEscalationPercent ?? {})) {
    if (!isBuildingElement(element)) {
      errors.push({
        field: 'elementEscalationPercent',
        element,
        message: CAPEX_SETTINGS_MESSAGES.unknownElement,
      });
      continue;
    }
    const own = readRatePercent(percent);
    if (own.problem !== null) {
      const message = `Escalation for ${buildingElementLabel(element)} ${own.problem}.`;
      errors.push({ field: 'elementEscalationPercent', element, message });
    }
  }
  return errors;
}
