import type { ApiCall } from '@taxdep/domain';
import type {
  ApiClient,
  ApiFailure,
  ExportedFile,
  RegisterExportKind,
  RegisterExportPort,
} from '@taxdep/domain/ports';

/** The export calls of the contract (packages/domain/src/api/export-calls.ts), each a GET answering a file. */
const EXPORT_CALLS = {
  standard: 'GET /depreciationReports/{id}/exportModelAssets',
  importable: 'GET /depreciationReports/{id}/exportImportableModelAssets',
  template: 'GET /depreciationReports/{id}/downloadstaticfile',
  schedule: 'GET /depreciationReports/{id}/exportSchedule',
  workbook: 'GET /depreciationReports/{id}/exportWorkbook',
} as const satisfies Record<RegisterExportKind['kind'], ApiCall>;

/**
 * A name for a file whose answer named none: the service always sends Content-Disposition (docs/api.md "Exports"),
 * but a proxy may drop it, and the browser must still save a `.csv` rather than a nameless blob.
 */
function fallbackName(reportId: number, what: RegisterExportKind): string {
  switch (what.kind) {
    case 'standard':
      return `asset-register-${reportId}.csv`;
    case 'importable':
      return `asset-register-import-${reportId}.csv`;
    case 'template':
      return 'asset register import template.csv';
    case 'workbook':
      return what.ownerId === undefined
        ? `schedule-${reportId}.xlsx`
        : `schedule-${reportId}-owner-${what.ownerId}.xlsx`;
    case 'schedule': {
      const year = what.financialYear === undefined ? '' : `-FY${what.financialYear}`;
      return what.ownerId === undefined
        ? `schedule-${what.format}-${reportId}${year}.csv`
        : `schedule-${what.format}-${reportId}${year}-owner-${what.ownerId}.csv`;
    }
  }
}

/**
 * RegisterExportPort over the ApiClient's download (a blob and the file name of Content-Disposition, spec 7). A failure
 * answers null with the ApiClient's reason (docs/product/rules.md#messages-and-errors, issue #10).
 */
export class HttpRegisterExportPort implements RegisterExportPort {
  constructor(private readonly api: ApiClient) {}

  async download(reportId: number, what: RegisterExportKind): Promise<ExportedFile | null> {
    const path = EXPORT_CALLS[what.kind]
      .slice('GET '.length)
      .replace('{id}', encodeURIComponent(String(reportId)));
    const owner = 'ownerId' in what && what.ownerId !== undefined ? { ownerId: what.ownerId } : {};
    const file = await this.api.download(
      path,
      what.kind === 'schedule'
        ? {
            format: what.format,
            ...owner,
            ...(what.financialYear === undefined ? {} : { financialYear: what.financialYear }),
          }
        : what.kind === 'workbook' && what.ownerId !== undefined
          ? owner
          : undefined,
    );
    if (!file) return null;
    return { blob: file.blob, fileName: file.fileName ?? fallbackName(reportId, what) };
  }

  lastFailure(): ApiFailure | null {
    return this.api.lastFailure();
  }
}
