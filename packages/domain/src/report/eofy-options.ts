import { eofyDate } from '../format';

const FIRST_EOFY_YEAR = 2000;
const EOFY_YEARS_AHEAD = 5;

/**
 * The 30 Junes offered for the EOFY report date (docs/tax-rules.md "Calendar": a report's current FY ends on it), latest
 * first: from 2000 to a few years ahead of `thisYear` (a parameter: the domain reads no clock), plus the stored
 * date if it falls outside (it must stay visible, even if it is not a 30 June).
 */
export function eofyReportDateOptions(current: string | null, thisYear: number): string[] {
  const options: string[] = [];
  for (let year = thisYear + EOFY_YEARS_AHEAD; year >= FIRST_EOFY_YEAR; year -= 1)
    options.push(eofyDate(year));
  if (current && !options.includes(current)) options.push(current);
  return options.sort().reverse();
}
