import { describe, expect, it } from 'vitest';
import { BrowserStore, browserLocalStore, IDENTITY_CACHE_PREFIX, PREFERENCES_PREFIX } from './browser-store';

describe('BrowserStore (docs/product/states-and-permissions.md: session storage cleared on load)', () => {
  it('keeps the identity cache and removes everything else', () => {
    window.sessionStorage.clear();
    const store = new BrowserStore(window.sessionStorage, [IDENTITY_CACHE_PREFIX]);
    store.set('depreciationReportId', '12');
    store.set('productToken', 't');
    window.sessionStorage.setItem('msal.token.keys.client', '{}');
    store.clear();
    expect(store.get('depreciationReportId')).toBeNull();
    expect(store.get('productToken')).toBeNull();
    expect(store.get('msal.token.keys.client')).toBe('{}');
  });

  it('clears all of local storage', () => {
    const store = new BrowserStore(window.localStorage);
    store.set('capexId', '3');
    store.clear();
    expect(window.localStorage.length).toBe(0);
  });

  it('keeps a user’s preferences in local storage through clear (issue 26 item 1: a sign-out ends a session only)', () => {
    const store = browserLocalStore();
    store.set('capexId', '3');
    store.set(`${PREFERENCES_PREFIX}registerColumns.7`, '{}');
    store.clear();
    expect(store.get('capexId')).toBeNull();
    expect(store.get(`${PREFERENCES_PREFIX}registerColumns.7`)).toBe('{}');
    window.localStorage.clear();
  });
});
