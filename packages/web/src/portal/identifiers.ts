/** Container identifiers of the main portal (bound in portal/bindings.ts). */
export const PORTAL_TYPES = {
  /** `PortalPort`. */
  PortalPort: Symbol.for('PortalPort'),
  /** `FileSaverPort` for the downloads of the lists. */
  FileSaver: Symbol.for('PortalFileSaver'),
  /** `NewReportStore`: the New report form (issue 15). */
  NewReportStore: Symbol.for('NewReportStore'),
  /** `NewCapexStore`: the New capex forecast form (issue 27). */
  NewCapexStore: Symbol.for('NewCapexStore'),
  /** `NewRcaStore`: the New reinstatement cost assessment form (issue 28). */
  NewRcaStore: Symbol.for('NewRcaStore'),
  /** `PortalStore`. */
  PortalStore: Symbol.for('PortalStore'),
} as const;
