import type { KeyValueStore } from '@taxdep/domain/ports';

/**
 * Session or local storage behind the storage ports (docs/product/shell-and-sign-in.md, docs/product/states-and-permissions.md, docs/product/rules.md#messages-and-errors). `preservedPrefixes` are kept by
 * `clear()`: the shell clears session storage on every load (docs/product/states-and-permissions.md), but the identity library's cache
 * (`msal.` keys) must survive, or the sign-in redirect that brought the page back could not be completed.
 */
export class BrowserStore implements KeyValueStore {
  constructor(
    private readonly storage: Storage,
    private readonly preservedPrefixes: readonly string[] = [],
  ) {}

  get(key: string): string | null {
    return this.storage.getItem(key);
  }

  set(key: string, value: string): void {
    this.storage.setItem(key, value);
  }

  remove(key: string): void {
    this.storage.removeItem(key);
  }

  clear(): void {
    if (this.preservedPrefixes.length === 0) {
      this.storage.clear();
      return;
    }
    const keys: string[] = [];
    for (let i = 0; i < this.storage.length; i += 1) {
      const key = this.storage.key(i);
      if (key !== null) keys.push(key);
    }
    for (const key of keys) {
      if (!this.preservedPrefixes.some((prefix) => key.startsWith(prefix))) this.storage.removeItem(key);
    }
  }
}

/** The identity library's key prefix, kept in session storage across the clear on load. */
export const IDENTITY_CACHE_PREFIX = 'msal.';

/** Session storage of the running page; the identity cache survives `clear()`. */
export function browserSessionStore(): BrowserStore {
  return new BrowserStore(window.sessionStorage, [IDENTITY_CACHE_PREFIX]);
}

/**
 * The key prefix of a user's preferences in local storage (the register's column layout, issue 26 item 1): kept by
 * `clear()` at sign-out and at an expired sign-in, which end a session, not a user's choices.
 */
export const PREFERENCES_PREFIX = 'taxdep.preferences.';

/** Local storage of the running page; a user's preferences survive `clear()`. */
export function browserLocalStore(): BrowserStore {
  return new BrowserStore(window.localStorage, [PREFERENCES_PREFIX]);
}
