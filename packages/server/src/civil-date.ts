import { isCivilDate } from '@taxdep/domain/format';

/** Civil dates are `YYYY-MM-DD` strings, checked by the domain's one calendar (no Date object). */
export { isCivilDate };

/** Domain.md "Calendar": a report's EOFY date is the 30 June that ends its financial year. */
export function isThirtiethOfJune(value: string): boolean {
  return isCivilDate(value) && value.endsWith('-06-30');
}
