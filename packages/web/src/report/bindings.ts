import { HttpOwnersPort, HttpReportsPort } from '@taxdep/adapters/http';
import type { ApiClient, OwnersPort, ReportsPort } from '@taxdep/domain/ports';
import type { Container } from 'inversify';
import { TYPES } from '../identifiers';
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
}
