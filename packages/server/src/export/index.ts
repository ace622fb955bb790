/**
 * The register's and the schedules' files.
 * The face of this feature: other features and the composition root import it from here only (issue 24,
 * .dependency-cruiser.cjs "server-feature-through-index").
 */

/** Issue 27: the capex forecast's CSV and workbook are written with the same cells, guard and writer. */
export { amountCell, BOM, CRLF, csvLine, textCell } from './cells';
export { sendCsv } from './csv-reply';
export { exportRoutes } from './routes';
export type { CellKind, CellValue, SheetColumn, SheetSpec } from './workbook-sheets';
export { writeWorkbook, XLSX_TYPE } from './workbook-writer';
