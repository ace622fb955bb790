import { BrowserFileSaver } from '@taxdep/adapters/files';
import { HttpReportDocumentPort } from '@taxdep/adapters/http';
import type { ApiClient, FileSaverPort, ReportDocumentPort } from '@taxdep/domain/ports';
import type { Container } from 'inversify';
import { TYPES } from '../identifiers';
import { HttpFirstPagesPort } from './first-pages';
import { REPORT_DOCUMENT_TYPES } from './identifiers';
import { ReportDocumentStore } from './ReportDocumentStore';

/** Binds the Report tab's port and store; the download goes through the browser's own (as Export Assets does). */
export function bindReportDocument(container: Container): void {
  container
    .bind<ReportDocumentPort>(REPORT_DOCUMENT_TYPES.ReportDocumentPort)
    .toDynamicValue((ctx) => new HttpReportDocumentPort(ctx.get<ApiClient>(TYPES.ApiClient)))
    .inSingletonScope();
  container
    .bind<ReportDocumentStore>(REPORT_DOCUMENT_TYPES.ReportDocumentStore)
    .toDynamicValue((ctx) => {
      const saver: FileSaverPort = new BrowserFileSaver();
      return new ReportDocumentStore(
        ctx.get<ReportDocumentPort>(REPORT_DOCUMENT_TYPES.ReportDocumentPort),
        saver,
        undefined,
        {},
        new HttpFirstPagesPort(ctx.get<ApiClient>(TYPES.ApiClient)),
      );
    })
    .inSingletonScope();
}
