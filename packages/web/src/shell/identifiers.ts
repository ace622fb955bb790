/** Container identifiers of the shell (bound in shell/bindings.ts). */
export const SHELL_TYPES = {
  /** `IdentityPort` (MSAL). */
  Identity: Symbol.for('Identity'),
  /** `ProductTokenPort`. */
  ProductTokens: Symbol.for('ProductTokens'),
  /** `TokenRenewalPort`. */
  TokenRenewal: Symbol.for('TokenRenewal'),
  /** `SessionInfoPort`: who is signed in, the opened report's heading, the cloud token (issue 15). */
  SessionInfo: Symbol.for('SessionInfo'),
  /** `ShellStore`. */
  ShellStore: Symbol.for('ShellStore'),
} as const;
