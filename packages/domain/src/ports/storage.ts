/**
 * Browser storage (docs/product/shell-and-sign-in.md, docs/product/states-and-permissions.md "Session", 8): the shell keeps the address parameter and the product token
 * in session storage, the report and capex ids also in local storage.
 */
export interface KeyValueStore {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
  /**
   * Removes what the application stored. The session store keeps the identity library's own cache, so
   * that clearing it on load (docs/product/states-and-permissions.md) does not break a sign-in redirect that is being completed.
   */
  clear(): void;
}

export type SessionStoragePort = KeyValueStore;
export type LocalStoragePort = KeyValueStore;

/** Session storage keys shared by the shell and the HTTP adapter. */
export const SESSION_KEYS = {
  /** The product token (docs/product/README.md), sent as the bearer on every call. */
  productToken: 'productToken',
  /** Set while the 403 prompt of docs/product/rules.md#messages-and-errors has been answered, so it is asked once. */
  unauthorized: 'Unauthorized',
} as const;
