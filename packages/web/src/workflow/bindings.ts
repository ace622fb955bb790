import { HttpWorkflowPort } from '@taxdep/adapters/http';
import type { ApiClient, WorkflowPort } from '@taxdep/domain/ports';
import type { Container } from 'inversify';
import { TYPES } from '../identifiers';
import { REPORT_TYPES } from '../report/identifiers';
import type { ReportStore } from '../report/ReportStore';
import { WORKFLOW_TYPES } from './identifiers';
import { WorkflowStore } from './WorkflowStore';

/** Binds the workflow's port and store; a move reloads the report, whose readOnly follows the new status. */
export function bindWorkflow(container: Container): void {
  container
    .bind<WorkflowPort>(WORKFLOW_TYPES.WorkflowPort)
    .toDynamicValue((ctx) => new HttpWorkflowPort(ctx.get<ApiClient>(TYPES.ApiClient)))
    .inSingletonScope();
  container
    .bind<WorkflowStore>(WORKFLOW_TYPES.WorkflowStore)
    .toDynamicValue((ctx) => {
      const reports = ctx.get<ReportStore>(REPORT_TYPES.ReportStore);
      return new WorkflowStore(ctx.get<WorkflowPort>(WORKFLOW_TYPES.WorkflowPort), (id) =>
        reports.reload(id),
      );
    })
    .inSingletonScope();
}
