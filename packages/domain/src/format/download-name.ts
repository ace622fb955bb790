/**
 * The name of every file the portal hands out (issue 25 item 6; docs/api.md "File names"): the property, the report
 * date and the reference, then what the file is: `12 Harbour St Sydney - 30 June 2025 - QS-2025-0142.pdf`,
 * `… - QS-2025-0142 - Class Super FY2025.csv`. One function for the PDFs, the CSV exports and the workbook, so a
 * firm's files sort together and say what they are.
 */
import { formatLongDate } from './dates';

/** What names a report's files (any may be missing). */
export interface DownloadNameFacts {
  /** The property as people call it: its street address and suburb, else its name, else its master id. */
  property: string | null;
  /** The report date (the EOFY report date), `YYYY-MM-DD`. */
  reportDate: string | null;
  /** The firm's reference of the report (General Info's Reference, e.g. QS-2025-0142). */
  reference: string | null;
}

/** The longest stem kept: file systems take 255 bytes, and a download bar shows far less. */
export const DOWNLOAD_NAME_MAX = 150;

/**
 * Letters and digits of any script, spaces and `. , - _ ( ) &` only: nothing a header, a shell, a file system
 * (`/`, `\`, `:`, `*`, `?`, `"`, `<`, `>`, `|`) or a spreadsheet's open dialog could misread.
 */
function safePart(text: string): string {
  return text
    .normalize('NFC')
    .replace(/[^\p{L}\p{N} .,_()&-]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .replace(/^[ .-]+|[ .]+$/g, '');
}

/** The property as a name: the street address and suburb, else the property's name, else its master id. */
export function propertyForName(p: {
  streetAddress: string | null;
  suburb: string | null;
  propertyName: string | null;
  masterId: string | null;
}): string | null {
  const address = [p.streetAddress, p.suburb].filter((part) => part?.trim()).join(' ');
  return address || p.propertyName || p.masterId || null;
}

/**
 * The file's name: the facts, then `detail` (what the file is), joined by ` - `, made safe and bounded, with the
 * extension; `report.{extension}` when nothing is left.
 */
export function downloadFileName(
  facts: DownloadNameFacts,
  extension: 'pdf' | 'csv' | 'xlsx',
  detail?: string,
): string {
  const parts = [facts.property, formatLongDate(facts.reportDate).replace(/^0/, ''), facts.reference, detail]
    .map((part) => safePart(part ?? ''))
    .filter((part) => part !== '');
  let stem = parts.join(' - ');
  if ([...stem].length > DOWNLOAD_NAME_MAX) stem = [...stem].slice(0, DOWNLOAD_NAME_MAX).join('').trimEnd();
  stem = stem.replace(/[ .,-]+$/, '');
  return `${stem || 'report'}.${extension}`;
}

/**
 * The ASCII form of a file name, for `Content-Disposition`'s plain `filename` (RFC 6266: the `filename*` carries the
 * whole name, this is for a client that reads only the plain one): accents dropped (`Café` → `Cafe`), any other
 * character outside printable ASCII, and `"` or `\`, as `_`.
 */
export function asciiFileName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]|["\\]/g, '_');
}
