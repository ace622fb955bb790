/**
 * A disposal of an asset (docs/tax-rules.md "Disposal": an addition of ours): its date and termination value, the
 * one rule of what makes them valid, which the register's grid, its error mode, the service's stored verdict, the
 * import and the paste all judge by (validateAsset), and which a save refuses outright where a value can never be
 * right (a negative termination value: s40-300 counts what is received).
 */
import type { Asset } from '../api/asset';
import { dollarsToCents, isCivilDate } from '../format';
import { financialYearOf } from '../tax/calendar/financial-year';

export const DISPOSAL_MESSAGES = {
  disposalDate: 'Disposal date is before the asset starts.',
  disposalDateMissing: 'Disposal date is required when a termination value is given.',
  terminationValueMissing:
    'Termination value is required when a disposal date is given (0.00 for an asset scrapped for nothing).',
  terminationValueNegative: 'Termination value must not be negative.',
  disposalAfterReport: 'Disposal date is after the EOFY report date.',
} as const;

export interface DisposalError {
  field: 'disposalDate' | 'terminationValue';
  message: string;
}

const isBlank = (value: string | null | undefined) =>
  value === null || value === undefined || value.trim() === '';

/** A termination value below zero (the register's amounts are dollars; compared in cents). */
export function isNegativeTerminationValue(value: number | null | undefined): boolean {
  if (value === null || value === undefined) return false;
  try {
    return dollarsToCents(value) < 0;
  } catch {
    return false;
  }
}

/**
 * The faults of a row's disposal:
 * - the date and the value come together: a sale without its price, or a price without its date, would be
 *   counted as a scrapping for nil or not at all (docs/tax-rules.md "Disposal");
 * - the value is what was received, so never negative (s40-300);
 * - the date is not before the asset starts (docs/tax-rules.md rule 17);
 * - the date is not in a FY after the report's current FY (the FY ending on the EOFY report date): the report
 *   schedules what happened up to its date, as an asset's entry FY (rule 1). An earlier FY is allowed: an asset
 *   sold before the report's year shows its adjustment in that year's figures.
 * `start` is the first day the engine counts the asset (engine-refusals.ts `engineStartDate`), so the register
 * flags exactly the disposals the figures would refuse; `eofyReportDate` null skips the last rule.
 */
export function disposalErrors(
  asset: Pick<Asset, 'disposalDate' | 'terminationValue'>,
  start: string | null,
  eofyReportDate: string | null | undefined,
): DisposalError[] {
  const errors: DisposalError[] = [];
  const date = asset.disposalDate ?? null;
  const value = asset.terminationValue ?? null;
  const hasDate = !isBlank(date);
  if (hasDate && value === null) {
    errors.push({ field: 'terminationValue', message: DISPOSAL_MESSAGES.terminationValueMissing });
  }
  if (!hasDate && value !== null) {
    errors.push({ field: 'disposalDate', message: DISPOSAL_MESSAGES.disposalDateMissing });
  }
  if (isNegativeTerminationValue(value)) {
    errors.push({ field: 'terminationValue', message: DISPOSAL_MESSAGES.terminationValueNegative });
  }
  if (!hasDate || date === null || !isCivilDate(date)) return errors;
  if (start !== null && date < start) {
    errors.push({ field: 'disposalDate', message: DISPOSAL_MESSAGES.disposalDate });
  }
  if (eofyReportDate && isCivilDate(eofyReportDate)) {
    if (financialYearOf(date) > financialYearOf(eofyReportDate)) {
      errors.push({ field: 'disposalDate', message: DISPOSAL_MESSAGES.disposalAfterReport });
    }
  }
  return errors;
}

/** Whether a disposal's staged columns pair (the import's and paste's check, by heading; same rule as above). */
export function disposalPairMissing(hasDate: boolean, hasValue: boolean): 'date' | 'value' | null {
  if (hasValue && !hasDate) return 'date';
  if (hasDate && !hasValue) return 'value';
  return null;
}
