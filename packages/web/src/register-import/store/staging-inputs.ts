/**
 * What Import Assets does to a chosen file before the staging screen shows it (issue 26 item 6): Add Asset's
 * defaults in the rows' empty codes (a workbook's bytes for the service to read are ui/base64.ts's).
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
