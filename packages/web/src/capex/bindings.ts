import { PapaCsvReader } from '@taxdep/adapters/csv';
import { BrowserFileSaver } from '@taxdep/adapters/files';
import { HttpCapexCommitPort, HttpCapexPort, HttpReportDocumentPort } from '@taxdep/adapters/http';
import type { ApiClient, CapexCommitPort, CapexPort, CsvReaderPort } from '@taxdep/domain/ports';
import type { Container } from 'inversify';
import { TYPES } from '../identifiers';
import { HttpFirstPagesPort } from '../report-document/first-pages';
import { ReportDocumentStore } from '../report-document/ReportDocumentStore';
import { WORKFLOW_TYPES, type WorkflowAfterMove } from '../workflow/identifiers';
import { CapexStore } from './CapexStore';
import { CommitStore } from './commit/CommitStore';
import { CapexFiles } from './document/CapexFiles';
import { CAPEX_TYPES } from './identifiers';

/**
 * Binds the capex view's port and store (issue 27). The workflow bar is the reports' (bound by report/bindings.ts):
 * a move reloads the forecast too, through WORKFLOW_TYPES.AfterMove, so its status and readOnly follow.
 */
export function bindCapex(
  container: Container,
  /** For tests: the store to bind (over a fake port); the app's is made from the bound port. */
  createStore?: () => CapexStore,
  /** For tests: the commit port (issue 27 item 4); the app's is the HTTP adapter. */
  commitPort?: CapexCommitPort,
): void {
  container
    .bind<CapexPort>(CAPEX_TYPES.CapexPort)
    .toDynamicValue((ctx) => new HttpCapexPort(ctx.get<ApiClient>(TYPES.ApiClient)))
    .inSingletonScope();
  container
    .bind<CsvReaderPort>(CAPEX_TYPES.CapexCsvReader)
    .toDynamicValue(() => new PapaCsvReader())
    .inSingletonScope();
  container
    .bind<CapexStore>(CAPEX_TYPES.CapexStore)
    .toDynamicValue(
      (ctx) =>
        createStore?.() ??
        new CapexStore(
          ctx.get<CapexPort>(CAPEX_TYPES.CapexPort),
          ctx.get<CsvReaderPort>(CAPEX_TYPES.CapexCsvReader),
        ),
    )
    .inSingletonScope();
  // Issue 27 item 5: the forecast's PDF is the report documents' calls by its id, shown by a store of its own (the
  // Report tab's is the report view's); its files are the capex port's, saved as the register's exports are.
  container
    .bind<ReportDocumentStore>(CAPEX_TYPES.CapexDocumentStore)
    .toDynamicValue((ctx) => {
      const api = ctx.get<ApiClient>(TYPES.ApiClient);
      return new ReportDocumentStore(
        new HttpReportDocumentPort(api),
        new BrowserFileSaver(),
        undefined,
        {},
        new HttpFirstPagesPort(api),
      );
    })
    .inSingletonScope();
  container
    .bind<CapexFiles>(CAPEX_TYPES.CapexFiles)
    .toDynamicValue(
      (ctx) => new CapexFiles(ctx.get<CapexPort>(CAPEX_TYPES.CapexPort), new BrowserFileSaver()),
    )
    .inSingletonScope();
  // Issue 27 item 4: "Commit to report" on the Forecast tab, its own port and store.
  container
    .bind<CapexCommitPort>(CAPEX_TYPES.CapexCommitPort)
    .toDynamicValue((ctx) => commitPort ?? new HttpCapexCommitPort(ctx.get<ApiClient>(TYPES.ApiClient)))
    .inSingletonScope();
  container
    .bind<CommitStore>(CAPEX_TYPES.CommitStore)
    .toDynamicValue(
      (ctx) =>
        new CommitStore(
          ctx.get<CapexCommitPort>(CAPEX_TYPES.CapexCommitPort),
          ctx.get<CapexStore>(CAPEX_TYPES.CapexStore),
        ),
    )
    .inSingletonScope();
  container
    .bind<WorkflowAfterMove>(WORKFLOW_TYPES.AfterMove)
    .toDynamicValue((ctx) => {
      const store = ctx.get<CapexStore>(CAPEX_TYPES.CapexStore);
      return (reportId: number) => store.reload(reportId);
    })
    .inSingletonScope();
}
