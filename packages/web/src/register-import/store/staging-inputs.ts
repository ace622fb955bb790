/**
 * What Import Assets does to a chosen file before the staging screen shows it (issue 26 item 6): Add Asset's
 * defaults in the rows' empty codes, and a workbook's bytes for the service to read (POST /importWorkbook).
 */
import type { CheckedImportRow } from '@taxdep/domain/import';

/** Issue 26 item 6b: an empty Fund Code or Property Code takes Add Asset's default, as the upload gives it. */
export function withDefaults(
  rows: readonly CheckedImportRow[],
  defaults: { fundCode: string | null; propertyCode: string | null } | undefined,
): CheckedImportRow[] {
  const fund = defaults?.fundCode ?? '';
  const property = defaults?.propertyCode ?? '';
  if (fund === '' && property === '') return [...rows];
  return rows.map((row) => {
    const values = row.values;
    const missing =
      (values['Fund Code'] === '' && fund !== '') || (values['Property Code'] === '' && property !== '');
    if (!missing) return row;
    return {
      ...row,
      values: {
        ...values,
        'Fund Code': values['Fund Code'] || fund,
        'Property Code': values['Property Code'] || property,
      },
    };
  });
}

/** A workbook's bytes in base64, in parts (one spread of 50 MB would overflow the call stack). */
export function base64Of(buffer: ArrayBuffer): string {
  const bytes = new Uint8Array(buffer);
  let binary = '';
  for (let start = 0; start < bytes.length; start += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  }
  return btoa(binary);
}
