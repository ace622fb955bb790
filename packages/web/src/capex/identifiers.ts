/** Container identifiers of the capex view (bound in capex/bindings.ts). */
export const CAPEX_TYPES = {
  /** `CapexPort` (domain/ports), the HTTP adapter over `TYPES.ApiClient`. */
  CapexPort: Symbol.for('CapexPort'),
  /** `CsvReaderPort` for the items' import (papaparse). */
  CapexCsvReader: Symbol.for('CapexCsvReader'),
  /** `CapexStore`: the forecast read once and its tabs' stores. */
  CapexStore: Symbol.for('CapexStore'),
  /** The Document tab's `ReportDocumentStore` (issue 27 item 5): the forecast's PDF, apart from the Report tab's. */
  CapexDocumentStore: Symbol.for('CapexDocumentStore'),
  /** `CapexFiles`: the Document tab's CSV and Excel downloads. */
  CapexFiles: Symbol.for('CapexFiles'),
  /** `CapexCommitPort` (issue 27 item 4): commit a replacement into a depreciation report. */
  CapexCommitPort: Symbol.for('CapexCommitPort'),
  /** `CommitStore`: the Forecast tab's "Commit to report" dialog. */
  CommitStore: Symbol.for('CommitStore'),
} as const;
