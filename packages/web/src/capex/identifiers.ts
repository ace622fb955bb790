/** Container identifiers of the capex view (bound in capex/bindings.ts). */
export const CAPEX_TYPES = {
  /** `CapexPort` (domain/ports), the HTTP adapter over `TYPES.ApiClient`. */
  CapexPort: Symbol.for('CapexPort'),
  /** `CsvReaderPort` for the items' import (papaparse). */
  CapexCsvReader: Symbol.for('CapexCsvReader'),
  /** `CapexStore`: the forecast read once and its tabs' stores. */
  CapexStore: Symbol.for('CapexStore'),
} as const;
