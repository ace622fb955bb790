/** Container identifiers of the report view (bound in report/bindings.ts). */
export const REPORT_TYPES = {
  /** `ReportsPort` (domain/ports), the HTTP adapter over `TYPES.ApiClient`. */
  ReportsPort: Symbol.for('ReportsPort'),
  /** `ReportStore`: the loaded report shared by the six tabs. */
  ReportStore: Symbol.for('ReportStore'),
  /** `GeneralInfoStore`: the General Info form, auto-save and dialogs. */
  GeneralInfoStore: Symbol.for('GeneralInfoStore'),
  /** `OwnersPort` (domain/ports): the report's owners (issue 23 item 7). */
  OwnersPort: Symbol.for('OwnersPort'),
  /** `OwnersStore`: General Info's Owners section. */
  OwnersStore: Symbol.for('OwnersStore'),
} as const;
