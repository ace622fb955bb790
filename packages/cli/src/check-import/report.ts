/**
 * What `taxdep check-import` prints (docs/product/import-export.md "taxdep check-import"): for people, one line per
 * invalid row or warning with its file line, then the counts and the spec's invalid-count notice (docs/product/rules.md
 * "Import"); for machines (`--json`), one object with the same facts.
 */
import { type ImportFileCheck, invalidRowsMessage } from '@taxdep/domain/import';

export type CheckImportStatus = 'valid' | 'invalid' | 'unreadable';

/** Exit status: 0 every row valid with nothing lost, 1 some rows invalid or with warnings, 2 the file is refused. */
export function exitCodeOf(check: ImportFileCheck): 0 | 1 | 2 {
  if (check.kind !== 'staged') return 2;
  const pooling = check.poolingWarnings?.length ?? 0;
  return check.invalidCount > 0 || check.warningRowCount > 0 || pooling > 0 ? 1 : 0;
}

function statusOf(check: ImportFileCheck): CheckImportStatus {
  const code = exitCodeOf(check);
  return code === 0 ? 'valid' : code === 1 ? 'invalid' : 'unreadable';
}

/** Thousands separated as in the domain's messages; Intl here, as '@taxdep/domain/format' would load date-fns. */
const count = (n: number) => n.toLocaleString('en-AU');

/** The human report: rows on stdout; a refusal's reason goes to stderr (see command.ts). */
export function textReport(fileName: string, check: ImportFileCheck & { kind: 'staged' }): string {
  const lines: string[] = [];
  for (const note of check.notes) lines.push(`note: ${note}`);
  for (const row of check.rows) {
    if (row.problems.length > 0)
      lines.push(`line ${row.line}: invalid: ${row.problems.map((p) => p.message).join(' ')}`);
    for (const warning of row.warnings) lines.push(`line ${row.line}: warning: ${warning.message}`);
  }
  // s40-430(1) is judged over the whole file, so its warnings follow the rows'.
  for (const w of check.poolingWarnings ?? []) lines.push(`line ${w.line}: warning: ${w.message}`);
  const rows = check.rowCount;
  lines.push(
    `${fileName}: ${count(rows)} row${rows === 1 ? '' : 's'}, ${count(check.invalidCount)} invalid, ` +
      `${count(check.warningRowCount)} with warnings.`,
  );
  const notice = invalidRowsMessage(check.invalidCount);
  if (notice) lines.push(notice);
  return `${lines.join('\n')}\n`;
}

/** The `--json` report. Only rows with problems or warnings are listed; `rowCount` counts every staged row. */
export function jsonReport(fileName: string, check: ImportFileCheck): string {
  const staged = check.kind === 'staged' ? check : null;
  const report = {
    file: fileName,
    status: statusOf(check),
    exitCode: exitCodeOf(check),
    problem: check.kind === 'refused' ? check.problem : null,
    rowCount: staged?.rowCount ?? 0,
    invalidCount: staged?.invalidCount ?? 0,
    warningRowCount: staged?.warningRowCount ?? 0,
    invalidRowsMessage: invalidRowsMessage(staged?.invalidCount ?? 0),
    notes: staged?.notes ?? [],
    poolingWarnings: staged?.poolingWarnings ?? [],
    rows: (staged?.rows ?? [])
      .filter((row) => row.problems.length > 0 || row.warnings.length > 0)
      .map(({ line, problems, warnings }) => ({ line, problems, warnings })),
  };
  return `${JSON.stringify(report, null, 2)}\n`;
}
