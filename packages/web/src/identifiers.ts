/**
 * Container identifiers shared across the web package. Area-specific identifiers live beside their area
 * (`shell/identifiers.ts`, `report/identifiers.ts`).
 */
export const TYPES = {
  /** `ApiClient` port (domain/ports), bound by the shell to the axios adapter. */
  ApiClient: Symbol.for('ApiClient'),
  /** `ClientConfig` fetched from the service at start (shell/config.ts). */
  ClientConfig: Symbol.for('ClientConfig'),
} as const;
