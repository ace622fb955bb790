import type { ServiceMode } from './config/production-mode';
import type { LogSetup } from './logging';
import type { DemoReport } from './seed';

/** The shell's parameter that opens each kind of report (portal-spec section 1). */
const OPENED_BY = { depreciation: 'depreciationReportId', capex: 'capexId', rca: 'rcaId' } as const;

/** What the start has to tell whoever launched it (gathered by main.ts once the service listens). */
export interface StartFacts {
  mode: ServiceMode;
  /** The origin browsers use (`PUBLIC_ORIGIN`, default `https://127.0.0.1:<port>`). */
  address: string;
  /** `HOST:PORT` the service listens on. */
  listening: string;
  /** `DATABASE_URL`, null for the embedded PGlite. */
  databaseUrl: string | null;
  dataDir: string;
  migrationsApplied: number;
  taxCodesSeeded: number;
  demoSeeded: boolean;
  log: LogSetup;
  /** The firm's issuers; empty when the built-in provider runs under `/oidc`. */
  issuers: string[];
  selfSignedCertificate: boolean;
  /** Present while the demo data is on. */
  demo: { password: string; users: readonly DemoUser[]; reports: DemoReport[] } | null;
  /** The Node release, when oidc-provider said it does not support it and the built-in sign-in runs on it. */
  unsupportedNodeForSignIn: string | null;
}

export interface DemoUser {
  email: string;
  role: string;
}

const RULE = '─'.repeat(78);

/**
 * The banner the start ends with: the address to open first, then what a newcomer needs to use it (demo users,
 * report links) and what an operator needs to check it (database, sign-in, log file). Printed last and set off
 * by rules, so it is not lost among the build's and the service's earlier lines.
 */
export function startBanner(facts: StartFacts): string {
  const { address, demo } = facts;
  // A value of two parts shows the second on a line of its own, under the first, to keep lines short.
  const rows: [string, string | [string, string]][] = [
    ['Open the portal', `${address}/`],
    ['API documentation', `${address}/api/docs`],
    ['Sign-in', signIn(facts)],
    ['Database', database(facts)],
    ['Log file', logFile(facts.log)],
  ];
  if (facts.mode === 'production') rows.push(['Listening on', facts.listening]);
  if (!demo) rows.push(['Demo data', 'off (TAXDEP_DEMO_DATA=0): demo users cannot sign in']);
  const lines = [
    RULE,
    `  taxdep is running (${facts.mode} mode)`,
    '',
    ...rows.flatMap(([label, value]) =>
      typeof value === 'string'
        ? [`  ${label.padEnd(19)}${value}`]
        : [`  ${label.padEnd(19)}${value[0]}`, `  ${''.padEnd(19)}${value[1]}`],
    ),
  ];
  if (demo) {
    lines.push('', `  Demo users (password: ${demo.password})`);
    lines.push(...demo.users.map((user) => `    ${user.email.padEnd(29)}${user.role}`));
    if (demo.reports.length) {
      lines.push('', '  Demo reports (open by link)');
      lines.push(
        ...demo.reports.map(
          (r) => `    ${address}/?${OPENED_BY[r.kind]}=${r.id}   ${r.name || '(no name yet)'}, ${r.status}`,
        ),
      );
    }
    const localhost = address.replace('://127.0.0.1:', '://localhost:');
    if (localhost !== address && demo.users[0]) {
      lines.push(
        '',
        `  On ${localhost}/ the portal asks for a pasted token instead of a sign-in; print one with`,
        `    npx -y pnpm@10 taxdep token --user ${demo.users[0].email}`,
      );
    }
  }
  lines.push('', ...notes(facts).map((note) => `  ${note}`), RULE);
  return `\n${lines.join('\n')}\n`;
}

function signIn(facts: StartFacts): string {
  if (facts.issuers.length) return `the firm's identity provider: ${facts.issuers.join(', ')}`;
  if (facts.demo) return 'built-in provider, with the demo users below';
  // Production runs it only when told to (src/config/production-mode.ts): say by which setting.
  return facts.mode === 'production'
    ? 'built-in provider (users table), kept by TAXDEP_ALLOW_BUILTIN_SIGN_IN=1'
    : 'built-in provider (users table)';
}

function database(facts: StartFacts): [string, string] {
  const where = facts.databaseUrl
    ? `PostgreSQL ${postgresWhere(facts.databaseUrl)}`
    : `PGlite in ${facts.dataDir}/pglite`;
  const now = [
    facts.migrationsApplied ? `${facts.migrationsApplied} migrations applied` : '',
    facts.taxCodesSeeded ? `${facts.taxCodesSeeded} tax codes loaded` : '',
    facts.demoSeeded ? 'demo data loaded' : '',
  ].filter(Boolean);
  return [where, now.length ? `now: ${now.join(', ')}` : 'up to date'];
}

/** Host, port and database of a connection string, never its password. */
function postgresWhere(url: string): string {
  try {
    const parsed = new URL(url);
    return `at ${parsed.host}${parsed.pathname}`;
  } catch {
    return '(DATABASE_URL)';
  }
}

function logFile(log: LogSetup): string | [string, string] {
  if (log.level === 'silent') return 'none (LOG_LEVEL=silent)';
  const shown =
    log.consoleLevel === log.level
      ? `the console shows ${log.level} and above as well`
      : 'the console shows warnings and errors only (LOG_TO_CONSOLE=1: all)';
  return [log.file, shown];
}

function notes(facts: StartFacts): string[] {
  const notes: string[] = [];
  if (facts.selfSignedCertificate) {
    notes.push('The certificate is self-signed: the browser asks once whether to proceed.');
  }
  if (facts.mode === 'production' && !facts.databaseUrl) {
    // README "Production mode": PGlite writes without fsync.
    notes.push('PGlite kept by TAXDEP_ALLOW_EMBEDDED_DATABASE=1: a power cut may lose the latest writes.');
  }
  if (facts.unsupportedNodeForSignIn) {
    // Replaces oidc-provider's own "Unsupported runtime" warning (src/logging.ts): same fact, plainly.
    notes.push(
      `Node ${facts.unsupportedNodeForSignIn}: the built-in sign-in's library (oidc-provider) supports Node 22 and`,
      '  later. It works here (the tests run on Node 20), but prefer Node 22 or 24.',
    );
  }
  notes.push('Stop with Ctrl+C.');
  return notes;
}
