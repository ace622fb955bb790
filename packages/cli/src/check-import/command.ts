/**
 * `taxdep check-import FILE.csv [--json]`: the checks of the portal's Import Assets, from the shell
 * (docs/product/import-export.md "taxdep check-import"). The same domain code as the staging screen
 * (`startImportFileCheck`, packages/domain/src/import) on the same papaparse reader (packages/adapters/src/csv).
 */
import { PapaCsvReader } from '@taxdep/adapters/csv';
import {
  checkImportFile,
  type ImportFileCheck,
  importFileProblems,
  type StagedRowLaw,
} from '@taxdep/domain/import';
import {
  DEFAULT_INCENTIVE_WINDOWS,
  PROPERTY_USES,
  TAXPAYER_ENTITY_TYPES,
  type Taxpayer,
  TURNOVER_BANDS,
  UNSET_TAXPAYER,
} from '@taxdep/domain/tax';
import { openImportFile } from './disk-file';
import { exitCodeOf, jsonReport, textReport } from './report';

export const USAGE =
  'usage: taxdep check-import FILE.csv [--json] [--entity TYPE] [--use USE] [--turnover BAND] [--low-value-pool]\n';

export const HELP = `${USAGE}
Checks a CSV file as the portal's Import Assets does before its staging screen (docs/product/import-export.md):
  the file: a .csv name, at most 50 MB, UTF-8 text (with or without BOM), comma-separated, the import headings
    (misspelt or missing ones named), balanced quotes, at most 100,000 rows and 1,000 characters a value;
  each row: values normalised as the staging screen does (dates day/month/year with a 19xx or 20xx year, amounts
    with $, commas and brackets, rates with %), the invalid-row rule of docs/product/rules.md "Import", values that
    normalising would leave empty, and the category (40, AD, 43, L, IA, R) and method (DV, PC) codes;
  the optional columns of every other asset field (Fund Code, Property Code, Financial Year End, Annual
    Depreciation Claim, Abandonment Label, Abandonment Date, Disposal Date, Termination Value, Set Name, Second
    Hand, Construction Start Date, Construction Completion Date, Construction Use): a Second Hand other than Yes
    or No, an unknown Construction Use, a Financial Year End that is not a 30 June, and a date or value without
    its pair make the row invalid, naming the column.
Formulas (=, +, -, @) are read as text, never evaluated.

Not checked, as it needs the service's reference data: whether an ATO Code is in the firm's tax code table,
whether the category suits that code, the tax-office rate of the code, and the register's own rules beyond the
import (method PC's annual depreciation claim, the financial year end), which the register flags after import.

The law's limits (docs/tax-rules.md "Categories", "Incentives"), as the register judges them: a category L row
must cost less than $1,000 or start from a written-down value under $1,000 under DV (s40-425); with the
taxpayer's facts below, an IA or AD row must fall in an incentive's window, under its cost threshold, for a
business under its turnover limit (the message names the window and its section). An unset fact is "not set",
so without --use an IA or AD row is refused. With --low-value-pool, a low-cost row (under $1,000) depreciated
singly (40 or AD) that starts in a year after the first pooled L row is a warning (s40-430(1)).
  --entity TYPE     ${TAXPAYER_ENTITY_TYPES.join(', ')}
  --use USE         ${PROPERTY_USES.join(', ')}
  --turnover BAND   ${TURNOVER_BANDS.map((b) => b.band).join(', ')}
  --low-value-pool  the report uses the low value pool

Prints each invalid row (and each warning) with its line number and reasons, then the counts.
  --json   print one JSON object instead: file, status (valid|invalid|unreadable), exitCode, problem
           ({code, message, line} when the file is refused), rowCount, invalidCount, warningRowCount,
           invalidRowsMessage, notes, rows (line, problems, warnings of each row that has any).

Exit status: 0 every row valid and nothing lost; 1 some rows invalid or with warnings; 2 the file cannot be
imported (the reason on stderr, or in "problem" with --json) or the arguments are wrong.
`;

export interface CheckImportIo {
  out: (text: string) => void;
  err: (text: string) => void;
}

const processIo: CheckImportIo = {
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
};

interface CheckImportOptions {
  path: string;
  json: boolean;
  law: StagedRowLaw;
}

const TAXPAYER_OPTIONS = {
  '--entity': ['entityType', TAXPAYER_ENTITY_TYPES],
  '--use': ['propertyUse', PROPERTY_USES],
  '--turnover': ['turnoverBand', TURNOVER_BANDS.map((b) => b.band)],
} as const;

function parseArgs(args: string[]): CheckImportOptions | 'help' | string {
  if (args.includes('--help') || args.includes('-h')) return 'help';
  const json = args.includes('--json');
  const lowValuePoolFlag = args.includes('--low-value-pool');
  const taxpayer: Record<string, string | null> = { ...UNSET_TAXPAYER };
  const rest: string[] = [];
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i] as string;
    if (arg === '--json' || arg === '--low-value-pool') continue;
    if (arg in TAXPAYER_OPTIONS) {
      const [field, choices] = TAXPAYER_OPTIONS[arg as keyof typeof TAXPAYER_OPTIONS];
      const value = args[i + 1];
      if (value === undefined || !(choices as readonly string[]).includes(value))
        return `${arg} must be one of ${choices.join(', ')}`;
      taxpayer[field] = value;
      i += 1;
      continue;
    }
    rest.push(arg);
  }
  const unknown = rest.find((arg) => arg.startsWith('--'));
  if (unknown) return `Unknown option ${unknown}`;
  if (rest.length !== 1 || !rest[0]) return 'Give one CSV file';
  const law = {
    taxpayer: taxpayer as unknown as Taxpayer,
    incentiveWindows: DEFAULT_INCENTIVE_WINDOWS,
    lowValuePoolFlag,
  };
  return { path: rest[0], json, law };
}

async function checkPath(path: string, law: StagedRowLaw): Promise<{ name: string; check: ImportFileCheck }> {
  let file: Awaited<ReturnType<typeof openImportFile>>;
  try {
    file = await openImportFile(path);
  } catch (error) {
    const reason =
      (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'there is no such file' : String(error);
    return { name: path, check: { kind: 'refused', problem: importFileProblems.unreadable(reason) } };
  }
  // Only the rows the report prints are kept (keep: 'flagged'): a 100,000-row file holds far fewer objects.
  return {
    name: file.name,
    check: await checkImportFile(file, new PapaCsvReader(), { keep: 'flagged', law }),
  };
}

export async function run(args: string[], io: CheckImportIo = processIo): Promise<number> {
  const options = parseArgs(args);
  if (options === 'help') {
    io.out(HELP);
    return 0;
  }
  if (typeof options === 'string') {
    io.err(`${options}\n${USAGE}`);
    return 2;
  }
  const { name, check } = await checkPath(options.path, options.law);
  if (options.json) io.out(jsonReport(name, check));
  else if (check.kind === 'staged') io.out(textReport(name, check));
  else if (check.kind === 'refused') {
    const where = check.problem.line === undefined ? '' : ` (line ${check.problem.line})`;
    io.err(`${name} cannot be imported${where}: ${check.problem.message}\n`);
  }
  return exitCodeOf(check);
}
