/**
 * The capex forecast's documents (issue 27 item 5; docs/product/capex-document.md): its PDF and its CSV and Excel
 * files, drawn from the forecast's rows and the domain's figures; nothing here reads or writes storage.
 * The face of this feature: others import it from here only (.dependency-cruiser.cjs "server-feature-through-index").
 */
export {
  type CapexDocumentProgress,
  type CapexDocumentResult,
  renderCapexDocument,
  writeCapexDocument,
} from './document';
export {
  capexSheets,
  capexWorkbook,
  csvLines,
  csvText,
  type FileCell,
  type FileTable,
  itemsFileTable,
  matrixFileTable,
  replacementsFileTable,
  sheetOf,
} from './files';
export {
  type CapexDocumentHeader,
  type CapexDocumentInput,
  forecastFigures,
  type LeftOutItem,
  leftOutItems,
} from './input';
