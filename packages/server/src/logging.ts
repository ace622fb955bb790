import { join } from 'node:path';
import { type DestinationStream, type Logger, pino } from 'pino';
import type { Config } from './config/config';

/**
 * Where the service's log goes. Someone starting the portal wants the address, not a JSON line per request, so
 * the whole log (at `LOG_LEVEL`) is written to a file in the data folder and the console shows only warnings
 * and errors. `LOG_TO_CONSOLE=1` puts the whole log on the console as well, for a platform that collects
 * standard output; a `LOG_LEVEL` above `warn` quiets both.
 */
export interface LogSetup {
  /** `<dataDir>/logs/service.log`, appended to by every start. */
  file: string;
  /** `LOG_LEVEL`, default `info`: the lowest level written at all. */
  level: string;
  /** The lowest level shown on the console. */
  consoleLevel: string;
}

const LEVELS = ['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent'];

export function logSetup(config: Pick<Config, 'dataDir' | 'logLevel'>, env = process.env): LogSetup {
  const level = config.logLevel;
  const rank = LEVELS.indexOf(level);
  // Checked here so a mistyped level names the setting instead of failing inside the logger.
  if (rank < 0) throw new Error(`LOG_LEVEL must be one of ${LEVELS.join(', ')}, got '${level}'`);
  const everything = env.LOG_TO_CONSOLE?.trim() === '1';
  return {
    file: join(config.dataDir, 'logs', 'service.log'),
    level,
    consoleLevel: everything || rank > LEVELS.indexOf('warn') ? level : 'warn',
  };
}

/**
 * The service's logger: one line per entry to the file and, from `consoleLevel` up, to the console. The file
 * is written asynchronously (a busy service should not wait on the disk for its request log); pino flushes it
 * when the process exits. The console is written synchronously, so a warning is never lost or reordered
 * against the start banner.
 */
export function createServiceLogger(
  setup: LogSetup,
  consoleStream: DestinationStream = pino.destination({ dest: 1, sync: true }),
): Logger {
  if (setup.level === 'silent') return pino({ level: 'silent' });
  const file = pino.destination({ dest: setup.file, mkdir: true, sync: false });
  return pino(
    { level: setup.level },
    pino.multistream([
      { level: setup.level, stream: file },
      { level: setup.consoleLevel, stream: consoleStream },
    ]),
  );
}

/** What oidc-provider prints at import on a Node release it does not support (lib/index.js). */
const PROVIDER_RUNTIME_WARNING = 'oidc-provider WARNING: Unsupported runtime.';

/**
 * Holds back oidc-provider's one warning at import on Node 20 ("Unsupported runtime", in bold red) and only
 * that line: the start prints its own plain note in the banner instead, when the built-in sign-in is in use
 * (on Node 20 it works and the test suite runs on it; the library's authors support Node 22 and later).
 * Call before the library is imported; the returned function restores `console.warn` and says whether the
 * warning was held back.
 */
export function holdBackProviderRuntimeWarning(): () => boolean {
  const original = console.warn;
  let heldBack = false;
  console.warn = (...args: unknown[]) => {
    if (typeof args[0] === 'string' && args[0].includes(PROVIDER_RUNTIME_WARNING)) {
      heldBack = true;
      return;
    }
    original.apply(console, args);
  };
  return () => {
    console.warn = original;
    return heldBack;
  };
}
