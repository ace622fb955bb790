/**
 * What a report is called on screen (issue 26 item 14): its property and its date, as "Harbour Tower, 30 June
 * 2025", so two reports of one date (every report of a financial year is named "30 June 2025" when made) are told
 * apart in My work, the report's header, the bar above it and the browser's tab. The files it hands out are named
 * the same way (`downloadFileName`: the property's address, the date, the reference).
 */
import { formatLongDate } from './dates';

export interface ReportTitleFacts {
  reportId: number;
  propertyName: string | null;
  streetAddress: string | null;
  suburb: string | null;
  /** The EOFY report date, `YYYY-MM-DD`. */
  eofyReportDate: string | null;
  /** General Info's report name: the date when made, or the surveyor's own words. */
  reportName: string | null;
}

/** The property as people call it: its name, else its street and suburb, else `Report N`. */
export function reportPropertyLabel(facts: ReportTitleFacts): string {
  const name = facts.propertyName?.trim();
  if (name) return name;
  const address = [facts.streetAddress, facts.suburb]
    .map((part) => part?.trim() ?? '')
    .filter((part) => part !== '')
    .join(', ');
  return address || `Report ${facts.reportId}`;
}

/**
 * The report's title: the property, then the EOFY date, then the report name when the surveyor gave it words of
 * its own: `Harbour Tower, 30 June 2025`, `Harbour Tower, 30 June 2025 (Initial schedule)`.
 */
export function reportTitle(facts: ReportTitleFacts): string {
  const property = reportPropertyLabel(facts);
  const date = formatLongDate(facts.eofyReportDate);
  const name = facts.reportName?.trim() ?? '';
  const ownName = name !== '' && name !== date ? name : '';
  if (date === '') return ownName ? `${property}, ${ownName}` : property;
  return ownName ? `${property}, ${date} (${ownName})` : `${property}, ${date}`;
}

/** What names a report, as its General Info holds it (a `Report` or a save of one). */
export interface TitledReport {
  propertyInfo: { propertyName?: string | null; streetAddress?: string | null; suburb?: string | null };
  reportingInfo: { eofyReportDate?: string | null; reportName?: string | null };
}

/** The facts of a report's title from its General Info. */
export function reportTitleFactsOf(reportId: number, report: TitledReport): ReportTitleFacts {
  return {
    reportId,
    propertyName: report.propertyInfo.propertyName ?? null,
    streetAddress: report.propertyInfo.streetAddress ?? null,
    suburb: report.propertyInfo.suburb ?? null,
    eofyReportDate: report.reportingInfo.eofyReportDate ?? null,
    reportName: report.reportingInfo.reportName ?? null,
  };
}
