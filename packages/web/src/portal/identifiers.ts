/** Container identifiers of the main portal (bound in portal/bindings.ts). */
export const PORTAL_TYPES = {
  /** `PortalPort`. */
  PortalPort: Symbol.for('PortalPort'),
  /** `FileSaverPort` for the downloads of the lists. */
  FileSaver: Symbol.for('PortalFileSaver'),
  /** `PortalStore`. */
  PortalStore: Symbol.for('PortalStore'),
} as const;
