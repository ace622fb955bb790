/**
 * `taxdep load-incentive-windows <file.csv> --user EMAIL [--confirm]` (docs/product/administration.md "Incentive
 * windows"): loads an incentive table file as the Administration page does, through the running portal's own calls
 * (`POST /admin/incentive-windows/preview`, then `…/load`), so the service's one implementation plans, stores and
 * judges it and checks that EMAIL is an administrator; the CLI holds no SQL of its own (issue 24; dependency rule
 * `cli-not-server-sources`). The call is signed as `taxdep token` signs (the service's secret of the data folder or
 * TOKEN_SECRET). Prints what the file adds, changes and removes and every problem by line and column; stores
 * nothing without --confirm.
 * Exit 0 previewed, loaded or nothing to load; 1 refused (problems, not an administrator); 2 bad use or setup.
 */
import { basename } from 'node:path';
import { HttpIncentiveWindowsPort } from '@taxdep/adapters/http';
import type { IncentiveTableLoadAnswer, WireIncentiveWindow } from '@taxdep/domain';
import { type LoadIo, processIo, readTableFile } from '../table-load/io';
import { findUserThroughPortal, PortalNotRunning } from '../token/portal';
import { signProductToken } from '../token/product-token';
import { loadTokenSettings, SettingsError } from '../token/settings';
import { findUserInDatabase, type UserLookup } from '../token/user-lookup';
import { NodeApiClient } from './node-api-client';

export const USAGE = 'usage: taxdep load-incentive-windows <file.csv> --user EMAIL [--confirm]\n';
export const HELP = `${USAGE}
Loads an incentive table file (columns id, kind, category, label, section, first_used_from, first_used_to,
acquired_from, acquired_to, cost_below, turnover_below, second_hand_turnover_below) as the next version of the
incentives' windows, through the running portal (start it first: pnpm start), as the administrator EMAIL.
Prints the windows the file adds, changes and removes, and every problem by line and column.
  --user EMAIL  an administrator of the portal, as whom the load is made
  --confirm     load the file; without it, only the preview is printed and nothing is stored
`;

/** A call of a minute at most: the token is only for this command. */
const TOKEN_LIFETIME_SECONDS = 300;

type Options = { path: string; email: string; confirm: boolean };

function parseArgs(args: string[]): Options | string {
  let email: string | null = null;
  let confirm = false;
  const paths: string[] = [];
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i]!;
    if (arg === '--confirm') confirm = true;
    else if (arg === '--user' && args[i + 1]) email = args[++i]!;
    else if (arg.startsWith('-')) return `Unknown option ${arg}`;
    else paths.push(arg);
  }
  if (paths.length !== 1) return 'Give one file';
  if (!email?.includes('@')) return 'Give the administrator with --user EMAIL';
  return { path: paths[0]!, email, confirm };
}

export async function run(args: string[], io: LoadIo = processIo): Promise<number> {
  if (args.includes('--help') || args.includes('-h')) {
    io.out(HELP);
    return 0;
  }
  const options = parseArgs(args);
  if (typeof options === 'string') {
    io.err(`${options}\n${USAGE}`);
    return 2;
  }
  const text = await readTableFile(options.path, io);
  if (text === null) return 2;
  const port = await portAs(options.email, io);
  if (typeof port === 'number') return port;
  const file = { fileName: basename(options.path), text };
  const preview = await port.preview(file);
  if (!preview) return refused(port, io);
  io.out(describeAnswer(preview));
  if (preview.problems.length > 0) {
    io.out('Nothing was loaded: fix the problems above.\n');
    return 1;
  }
  if (!preview.loadable) {
    io.out('Nothing to load: the file is the table in force.\n');
    return 0;
  }
  if (!options.confirm) {
    io.out('Preview only: nothing was stored. Run again with --confirm to load it.\n');
    return 0;
  }
  const loaded = await port.load(file);
  if (!loaded) return refused(port, io);
  io.out(`Loaded as version ${loaded.version}: it is in force now.\n`);
  return 0;
}

/** The port over the portal's API, signed as the administrator `email`; an exit code when that cannot be. */
async function portAs(email: string, io: LoadIo): Promise<HttpIncentiveWindowsPort | number> {
  try {
    const settings = await loadTokenSettings(io.env);
    const found = await findUser(settings, email);
    if (found.kind !== 'active') {
      io.err(`No active portal user has the email ${email}.\n`);
      return 1;
    }
    const token = await signProductToken(found.user, settings.tokenSecret, TOKEN_LIFETIME_SECONDS);
    const client = new NodeApiClient(`${settings.portalOrigin}/api/v1`, token, settings.portalCertificate);
    return new HttpIncentiveWindowsPort(client);
  } catch (error) {
    if (error instanceof SettingsError || error instanceof PortalNotRunning) {
      io.err(`${error.message}\n`);
      return 2;
    }
    throw error;
  }
}

async function findUser(
  settings: Awaited<ReturnType<typeof loadTokenSettings>>,
  email: string,
): Promise<UserLookup> {
  if (settings.databaseUrl) return findUserInDatabase(settings, email);
  return findUserThroughPortal(settings, email);
}

function refused(port: HttpIncentiveWindowsPort, io: LoadIo): number {
  const failure = port.lastFailure();
  if (failure?.status === 403) {
    io.err('Only an administrator may load the incentive windows.\n');
    return 1;
  }
  if (failure?.status === 422 || failure?.status === 413) {
    io.err(`${failure.message ?? 'The file cannot be loaded.'}\n`);
    return 1;
  }
  io.err(`The portal did not answer (${failure?.message ?? 'no answer'}): is it running? (pnpm start)\n`);
  return 2;
}

const windowText = (w: WireIncentiveWindow) => `${w.id} ${w.label} (${w.section})`;

/** The preview as lines: added, changed (field by field), removed, problems, counts. */
export function describeAnswer(answer: IncentiveTableLoadAnswer): string {
  const lines: string[] = [];
  for (const added of answer.added) lines.push(`added line ${added.line}: ${windowText(added.window)}`);
  for (const change of answer.changed) {
    const fields = change.fields.map((field) => {
      const key = field as keyof WireIncentiveWindow;
      return `${field} ${String(change.before[key])} → ${String(change.after[key])}`;
    });
    lines.push(`changed line ${change.line}: ${change.after.id}: ${fields.join(', ')}`);
  }
  for (const removed of answer.removed) lines.push(`removed: ${windowText(removed)}`);
  for (const problem of answer.problems) {
    lines.push(
      `problem line ${problem.line}${problem.column ? ` column ${problem.column}` : ''}: ${problem.message}`,
    );
  }
  lines.push(
    `${answer.added.length} added, ${answer.changed.length} changed, ${answer.removed.length} removed, ` +
      `${answer.unchanged} unchanged, ${answer.problems.length} problem(s) (compared with version ${answer.basedOn}).`,
  );
  return `${lines.join('\n')}\n`;
}
