import { BrowserFileSaver } from '@taxdep/adapters/files';
import {
  HttpOwnersPort,
  HttpReportDocumentPort,
  HttpReportsPort,
  HttpWorkflowPort,
} from '@taxdep/adapters/http';
import type { ApiClient, OwnersPort, ReportsPort, WorkflowPort } from '@taxdep/domain/ports';
import type { Container } from 'inversify';
import { TYPES } from '../identifiers';
import { CommentsStore } from '../workflow/CommentsStore';
import { WORKFLOW_TYPES, type WorkflowAfterMove } from '../workflow/identifiers';
import { SignOffStore } from '../workflow/SignOffStore';
import { WorkflowStore } from '../workflow/WorkflowStore';
import { GeneralInfoStore } from './general-info/GeneralInfoStore';
import { OwnersStore } from './general-info/OwnersStore';
import { REPORT_TYPES } from './identifiers';
import { ReportStore } from './ReportStore';

/** Binds the report view's port and stores; stores receive ports by constructor (no decorator metadata). */
export function bindReport(container: Container): void {
  container
    .bind<ReportsPort>(REPORT_TYPES.ReportsPort)
    .toDynamicValue((ctx) => new HttpReportsPort(ctx.get<ApiClient>(TYPES.ApiClient)))
    .inSingletonScope();
  container
    .bind<ReportStore>(REPORT_TYPES.ReportStore)
    .toDynamicValue((ctx) => new ReportStore(ctx.get<ReportsPort>(REPORT_TYPES.ReportsPort)))
    .inSingletonScope();
  container
    .bind<GeneralInfoStore>(REPORT_TYPES.GeneralInfoStore)
    .toDynamicValue(
      (ctx) =>
        new GeneralInfoStore(
          ctx.get<ReportsPort>(REPORT_TYPES.ReportsPort),
          ctx.get<ReportStore>(REPORT_TYPES.ReportStore),
        ),
    )
    .inSingletonScope();
  // Issue 23 item 7: General Info's Owners section.
  container
    .bind<OwnersPort>(REPORT_TYPES.OwnersPort)
    .toDynamicValue((ctx) => new HttpOwnersPort(ctx.get<ApiClient>(TYPES.ApiClient)))
    .inSingletonScope();
  container
    .bind<OwnersStore>(REPORT_TYPES.OwnersStore)
    .toDynamicValue((ctx) => new OwnersStore(ctx.get<OwnersPort>(REPORT_TYPES.OwnersPort)))
    .inSingletonScope();
  bindWorkflow(container);
}

/**
 * The workflow bar's port and store, bound here with the report they move: a move reloads the report, whose
 * readOnly follows the new status. Here and not in workflow/, so the workflow never imports the report view
 * (which shows the bar: no folder cycle, docs/architecture.md "web").
 */
function bindWorkflow(container: Container): void {
  container
    .bind<WorkflowPort>(WORKFLOW_TYPES.WorkflowPort)
    .toDynamicValue((ctx) => new HttpWorkflowPort(ctx.get<ApiClient>(TYPES.ApiClient)))
    .inSingletonScope();
  container
    .bind<WorkflowStore>(WORKFLOW_TYPES.WorkflowStore)
    .toDynamicValue((ctx) => {
      // Every view that shows a report reloads after a move (issue 27: the capex view binds its own).
      const reloads = ctx.getAll<WorkflowAfterMove>(WORKFLOW_TYPES.AfterMove, { optional: true });
      return new WorkflowStore(ctx.get<WorkflowPort>(WORKFLOW_TYPES.WorkflowPort), async (id) => {
        await Promise.all(reloads.map((reload) => reload(id)));
      });
    })
    .inSingletonScope();
  container
    .bind<WorkflowAfterMove>(WORKFLOW_TYPES.AfterMove)
    .toDynamicValue((ctx) => {
      const reports = ctx.get<ReportStore>(REPORT_TYPES.ReportStore);
      return (id: number) => reports.reload(id);
    })
    .inSingletonScope();
  // Issue 26 item 12: the report's comment thread.
  container
    .bind<CommentsStore>(WORKFLOW_TYPES.CommentsStore)
    .toDynamicValue((ctx) => new CommentsStore(ctx.get<WorkflowPort>(WORKFLOW_TYPES.WorkflowPort)))
    .inSingletonScope();
  // Issue 26 item 11: Sign off's confirmation reads the document (the Report tab's preview call) and saves the
  // signed PDF through the browser, as the Report tab does.
  container
    .bind<SignOffStore>(WORKFLOW_TYPES.SignOffStore)
    .toDynamicValue(
      (ctx) =>
        new SignOffStore(
          ctx.get<WorkflowStore>(WORKFLOW_TYPES.WorkflowStore),
          ctx.get<WorkflowPort>(WORKFLOW_TYPES.WorkflowPort),
          new HttpReportDocumentPort(ctx.get<ApiClient>(TYPES.ApiClient)),
          new BrowserFileSaver(),
          { create: (blob) => URL.createObjectURL(blob), revoke: (url) => URL.revokeObjectURL(url) },
        ),
    )
    .inSingletonScope();
}
