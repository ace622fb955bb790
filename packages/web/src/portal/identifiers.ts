/** Container identifiers of the main portal (bound in portal/bindings.ts). */
export const PORTAL_TYPES = {
  /** `PortalPort`. */
  PortalPort: Symbol.for('PortalPort'),
  /** `FileSaverPort` for the downloads of the lists. */
  FileSaver: Symbol.for('PortalFileSaver'),
  /** `NewReportStore`: the New report form (issue 15). */
  NewReportStore: Symbol.for('NewReportStore'),
  /** `PortalStore`. */
  PortalStore: Symbol.for('PortalStore'),
} as const;
