/**
 * What a demolition date is (docs/product/asset-register.md "Demolition view", issue 16 item 2): the 30 June that
 * ends the financial year in which the part was demolished. The spec's drop-down lists only such dates (from 2018),
 * so a date is stored that way: the service refuses any other day, an imported date and the stored rows of
 * migration 018_demolition_eofy.sql are moved to the 30 June that ends their financial year (1 July to 30 June,
 * docs/tax-rules.md "Calendar"), and the engine, which takes any date, counts the demolition in the same year.
 */
import { isCivilDate } from '@taxdep/domain/format';
import { badRequest } from '../http/http-error';

/** The 30 June ending the financial year of `date` (`YYYY-MM-DD`): July to December belong to the next 30 June. */
export function endOfFinancialYear(date: string): string {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  return `${String(month >= 7 ? year + 1 : year).padStart(4, '0')}-06-30`;
}

/** As `endOfFinancialYear`, passing null through (an import row without a demolition date). */
export function endOfFinancialYearOrNull(date: string | null): string | null {
  return date === null ? null : endOfFinancialYear(date);
}

/** A saved demolition date must be a 30 June (null stays allowed: a ticked demolition starts empty). */
export function refuseNonEofyDemolitionDate(date: string | null): void {
  if (date === null) return;
  if (!isCivilDate(date) || !date.endsWith('-06-30')) {
    throw badRequest(
      `demoDate must be a 30 June, the end of the financial year of the demolition (got '${date}'); the 30 June ending that year is ${isCivilDate(date) ? endOfFinancialYear(date) : 'the one to send'}.`,
    );
  }
}
