import { PapaCsvReader } from '@taxdep/adapters/csv';
import { HttpCapexPort } from '@taxdep/adapters/http';
import type { ApiClient, CapexPort, CsvReaderPort } from '@taxdep/domain/ports';
import type { Container } from 'inversify';
import { TYPES } from '../identifiers';
import { WORKFLOW_TYPES, type WorkflowAfterMove } from '../workflow/identifiers';
import { CapexStore } from './CapexStore';
import { CAPEX_TYPES } from './identifiers';

/**
 * Binds the capex view's port and store (issue 27). The workflow bar is the reports' (bound by report/bindings.ts):
 * a move reloads the forecast too, through WORKFLOW_TYPES.AfterMove, so its status and readOnly follow.
 */
export function bindCapex(
  container: Container,
  /** For tests: the store to bind (over a fake port); the app's is made from the bound port. */
  createStore?: () => CapexStore,
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
  container
    .bind<WorkflowAfterMove>(WORKFLOW_TYPES.AfterMove)
    .toDynamicValue((ctx) => {
      const store = ctx.get<CapexStore>(CAPEX_TYPES.CapexStore);
      return (reportId: number) => store.reload(reportId);
    })
    .inSingletonScope();
}
