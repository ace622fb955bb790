/**
 * The abandonment labels an upload names (issue 23 item 9; docs/api.md "Import upload"): 'Abandonment Label' links
 * the asset with the report's label of that name (matched ignoring case, as the labels' unique index does), made
 * first when the report has none; 'Abandonment Date' is the label's date (docs/tax-rules.md "Abandonment"), so every
 * row naming a label must agree on it, and with the report's label when it exists: a date that differs is refused
 * (an upload never moves the write-off of assets already linked), naming the row and the column.
 */

import type { Database } from '@taxdep/db/schema';
import type { UploadRow } from '@taxdep/domain';
import { importDateToCivil, importedText, normaliseImportValue } from '@taxdep/domain/import';
import type { Transaction } from 'kysely';
import { findLabelsByKey, insertLabels } from './repository';
import { type ImportLabel, type ImportLabels, labelKey } from './rows';
import type { ValueProblem } from './value-problems';

/** docs/product/rules.md "Field input": a label has at most 100 characters. */
const MAX_LABEL_CHARS = 100;

const shownDate = (civil: string | null) =>
  civil === null ? 'no date' : `'${civil.slice(8, 10)}/${civil.slice(5, 7)}/${civil.slice(0, 4)}'`;

interface Named {
  label: string;
  date: string | null;
  row: number;
}

/** The labels the rows name, each with its date, checking the rows agree; `blank` rows are skipped. */
function namedLabels(rows: readonly UploadRow[], blank: readonly boolean[], problems: ValueProblem[]) {
  const named = new Map<string, Named>();
  rows.forEach((raw, index) => {
    if (blank[index]) return;
    const text = importedText(
      normaliseImportValue('Abandonment Label', raw['Abandonment Label'] ?? ''),
    ).trim();
    if (text === '') return;
    const row = index + 1;
    if (text.length > MAX_LABEL_CHARS) {
      problems.push({
        row,
        heading: 'Abandonment Label',
        message: `Abandonment Label has ${text.length} characters; a label has at most ${MAX_LABEL_CHARS}`,
      });
      return;
    }
    const date = importDateToCivil(normaliseImportValue('Abandonment Date', raw['Abandonment Date'] ?? ''));
    const seen = named.get(labelKey(text));
    if (!seen) named.set(labelKey(text), { label: text, date, row });
    else if (seen.date === null) seen.date = date;
    else if (date !== null && date !== seen.date) {
      problems.push({
        row,
        heading: 'Abandonment Date',
        message: `Abandonment Date ${shownDate(date)} differs from ${shownDate(seen.date)} of row ${seen.row} for the label '${seen.label}'`,
      });
    }
  });
  return named;
}

/**
 * The report's labels the upload names, the missing ones made in `trx`; none made when `problems` has any (the
 * upload is refused whole).
 */
export async function importLabels(
  trx: Transaction<Database>,
  reportId: number,
  rows: readonly UploadRow[],
  blank: readonly boolean[],
  problems: ValueProblem[],
): Promise<ImportLabels> {
  const named = namedLabels(rows, blank, problems);
  const labels = new Map<string, ImportLabel>();
  for (const stored of await findLabelsByKey(trx, reportId, [...named.keys()])) {
    const key = labelKey(stored.label);
    const wanted = named.get(key);
    if (wanted && wanted.date !== null && wanted.date !== stored.abandonment_date) {
      problems.push({
        row: wanted.row,
        heading: 'Abandonment Date',
        message: `Abandonment Date ${shownDate(wanted.date)} differs from ${shownDate(stored.abandonment_date)} of the report's label '${stored.label}'`,
      });
    }
    labels.set(key, { id: stored.id, label: stored.label, abandonmentDate: stored.abandonment_date });
  }
  if (problems.length > 0) return labels;
  const missing = [...named.entries()].filter(([key]) => !labels.has(key)).map(([, n]) => n);
  const made = await insertLabels(
    trx,
    reportId,
    missing.map((n) => ({ label: n.label, abandonment_date: n.date })),
  );
  for (const label of made) {
    labels.set(labelKey(label.label), {
      id: label.id,
      label: label.label,
      abandonmentDate: label.abandonment_date,
    });
  }
  return labels;
}
