/** Container identifiers of the register's Import Assets and Export Assets (bound in register/bindings.ts). */
export const REGISTER_TRANSFER_TYPES = {
  /** `ImportFileChecker` (domain/import): the import check in a worker, on papaparse (adapters/csv). */
  ImportFileChecker: Symbol.for('ImportFileChecker'),
  /** `RegisterImportPort` (domain/ports), the upload call over `TYPES.ApiClient`. */
  RegisterImportPort: Symbol.for('RegisterImportPort'),
  /** `RegisterExportPort` (domain/ports), the export downloads over `TYPES.ApiClient`. */
  RegisterExportPort: Symbol.for('RegisterExportPort'),
  /** `FileSaverPort` (domain/ports), the browser's download of a file. */
  FileSaver: Symbol.for('FileSaverPort'),
  /** `ImportStaging`: reading a csv file, the staging screen and its upload. */
  ImportStaging: Symbol.for('ImportStaging'),
  /** `RegisterExport`: the Export Assets menu's downloads. */
  RegisterExport: Symbol.for('RegisterExport'),
} as const;
