/**
 * Container identifiers shared across the web package. Area-specific identifiers live beside their area
 * (`shell/identifiers.ts`, `report/identifiers.ts`).
 */
export const TYPES = {
  /** `ApiClient` port (domain/ports), bound by the shell to the axios adapter. */
  ApiClient: Symbol.for('ApiClient'),
  /** `ClientConfig` fetched from the service at start (shell/config.ts). */
  ClientConfig: Symbol.for('ClientConfig'),
  /*
   * The browser's ports that the shell binds and other features read (the page size is the session's): here, not in
   * shell/identifiers.ts, so no feature imports the shell, which imports them (docs/architecture.md "web").
   */
  /** `SessionStoragePort`. */
  SessionStorage: Symbol.for('SessionStorage'),
  /** `LocalStoragePort`. */
  LocalStorage: Symbol.for('LocalStorage'),
  /** `() => number | null`: the signed-in user's id (the shell's), for what this browser keeps per user. */
  SignedInUserId: Symbol.for('SignedInUserId'),
  /** `NavigationPort`. */
  Navigation: Symbol.for('Navigation'),
} as const;
