import { BrowserFileSaver } from '@taxdep/adapters/files';
import { HttpRcaPort, HttpReportDocumentPort } from '@taxdep/adapters/http';
import type { ApiClient, RcaPort } from '@taxdep/domain/ports';
import type { Container } from 'inversify';
import { TYPES } from '../identifiers';
import { HttpFirstPagesPort } from '../report-document/first-pages';
import { ReportDocumentStore } from '../report-document/ReportDocumentStore';
import { WORKFLOW_TYPES, type WorkflowAfterMove } from '../workflow/identifiers';
import { RcaFiles } from './document/RcaFiles';
import { RCA_TYPES } from './identifiers';
import { RcaStore } from './RcaStore';

/**
 * Binds the RCA view's port and store (issue 28). The workflow bar is the reports' (bound by report/bindings.ts): a
 * move reloads the assessment too, through WORKFLOW_TYPES.AfterMove, so its status and readOnly follow.
 */
export function bindRca(
  container: Container,
  /** For tests: the store to bind (over a fake port); the app's is made from the bound port. */
  createStore?: () => RcaStore,
): void {
  container
    .bind<RcaPort>(RCA_TYPES.RcaPort)
    .toDynamicValue((ctx) => new HttpRcaPort(ctx.get<ApiClient>(TYPES.ApiClient)))
    .inSingletonScope();
  container
    .bind<RcaStore>(RCA_TYPES.RcaStore)
    .toDynamicValue((ctx) => createStore?.() ?? new RcaStore(ctx.get<RcaPort>(RCA_TYPES.RcaPort)))
    .inSingletonScope();
  // Issue 28 item 5: the assessment's PDF is the report documents' calls by its id, shown by a store of its own;
  // its build-up files are the RCA port's, saved as the capex forecast's are.
  container
    .bind<ReportDocumentStore>(RCA_TYPES.RcaDocumentStore)
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
    .bind<RcaFiles>(RCA_TYPES.RcaFiles)
    .toDynamicValue((ctx) => new RcaFiles(ctx.get<RcaPort>(RCA_TYPES.RcaPort), new BrowserFileSaver()))
    .inSingletonScope();
  container
    .bind<WorkflowAfterMove>(WORKFLOW_TYPES.AfterMove)
    .toDynamicValue((ctx) => {
      const store = ctx.get<RcaStore>(RCA_TYPES.RcaStore);
      return (reportId: number) => store.reload(reportId);
    })
    .inSingletonScope();
}
