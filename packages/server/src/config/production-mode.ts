/**
 * Production mode (`TAXDEP_MODE=production`, issue 10 item 5): the defaults that make a first start easy (demo
 * users with a public password, a token secret generated into one instance's data folder, the built-in identity
 * provider) are refused there unless the setting that allows them is set on purpose. All problems are named at
 * once, each with the variable to change, so one failed start is enough to fix the configuration.
 */
export type ServiceMode = 'development' | 'production';

export interface ProductionSettings {
  mode: ServiceMode;
  /** `TAXDEP_DEMO_DATA`. */
  demoData: boolean;
  /** Whether `TOKEN_SECRET` is set (not generated). */
  tokenSecretSet: boolean;
  /** The built-in identity provider would run (`OIDC_ISSUER` unset). */
  embeddedProvider: boolean;
  /** `TAXDEP_ALLOW_BUILTIN_SIGN_IN=1`. */
  allowBuiltInSignIn: boolean;
  /** The embedded PGlite would hold the data (`DATABASE_URL` unset). */
  embeddedDatabase: boolean;
  /** `TAXDEP_ALLOW_EMBEDDED_DATABASE=1`. */
  allowEmbeddedDatabase: boolean;
}

export class ProductionModeError extends Error {
  constructor(readonly problems: string[]) {
    super(
      `TAXDEP_MODE=production refuses to start:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`,
    );
    this.name = 'ProductionModeError';
  }
}

/** The reasons production mode refuses these settings; empty in development mode. */
export function productionProblems(settings: ProductionSettings): string[] {
  if (settings.mode !== 'production') return [];
  const problems: string[] = [];
  if (settings.demoData) {
    problems.push(
      'demo data is on: set TAXDEP_DEMO_DATA=0 (demo users sign in with the public password "demo")',
    );
  }
  if (!settings.tokenSecretSet) {
    problems.push(
      'TOKEN_SECRET is not set: set it to a secret of 32 characters or more, the same on every instance ' +
        '(a generated one lives in one data folder only)',
    );
  }
  if (settings.embeddedProvider && !settings.allowBuiltInSignIn) {
    problems.push(
      "OIDC_ISSUER is not set, so the built-in identity provider would run: set OIDC_ISSUER to the firm's " +
        'identity provider, or TAXDEP_ALLOW_BUILTIN_SIGN_IN=1 to keep the built-in sign-in on purpose',
    );
  }
  if (settings.embeddedDatabase && !settings.allowEmbeddedDatabase) {
    // PGlite writes its files without fsync: an acknowledged write survives a crash of the process (the load
    // bench's kill -9) but not necessarily a power cut or an OS crash; PostgreSQL with fsync does.
    problems.push(
      'DATABASE_URL is not set, so the embedded database (PGlite, not safe against power loss) would hold the ' +
        "firm's data: set DATABASE_URL to PostgreSQL, or TAXDEP_ALLOW_EMBEDDED_DATABASE=1 to keep it on purpose",
    );
  }
  return problems;
}

export function assertProductionReady(settings: ProductionSettings): void {
  const problems = productionProblems(settings);
  if (problems.length > 0) throw new ProductionModeError(problems);
}

/** `TAXDEP_MODE`: `development` (default) or `production`; anything else is refused, not guessed. */
export function parseMode(value: string | undefined): ServiceMode {
  const mode = value?.trim().toLowerCase() || 'development';
  if (mode !== 'development' && mode !== 'production') {
    throw new Error(`TAXDEP_MODE must be development or production, got '${value}'`);
  }
  return mode;
}
