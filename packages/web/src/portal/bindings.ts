import { BrowserFileSaver } from '@taxdep/adapters/files';
import { HttpPortalPort } from '@taxdep/adapters/http';
import { firmCivilDate } from '@taxdep/domain/format';
import type {
  ApiClient,
  FileSaverPort,
  NavigationPort,
  PortalPort,
  SessionStoragePort,
} from '@taxdep/domain/ports';
import type { Container } from 'inversify';
import { TYPES } from '../identifiers';
import { PORTAL_TYPES } from './identifiers';
import { NewCapexStore } from './NewCapexStore';
import { NewRcaStore } from './NewRcaStore';
import { NewReportStore } from './NewReportStore';
import { PortalStore } from './PortalStore';

/** Binds the main portal's port and store (docs/product/main-portal.md). */
export function bindPortal(container: Container): void {
  container
    .bind<PortalPort>(PORTAL_TYPES.PortalPort)
    .toDynamicValue((ctx) => new HttpPortalPort(ctx.get<ApiClient>(TYPES.ApiClient)))
    .inSingletonScope();
  container
    .bind<FileSaverPort>(PORTAL_TYPES.FileSaver)
    .toDynamicValue(() => new BrowserFileSaver())
    .inSingletonScope();
  container
    .bind<PortalStore>(PORTAL_TYPES.PortalStore)
    .toDynamicValue(
      (ctx) =>
        new PortalStore(
          ctx.get<PortalPort>(PORTAL_TYPES.PortalPort),
          ctx.get<FileSaverPort>(PORTAL_TYPES.FileSaver),
          ctx.get<SessionStoragePort>(TYPES.SessionStorage),
        ),
    )
    .inSingletonScope();
  container
    .bind<NewReportStore>(PORTAL_TYPES.NewReportStore)
    .toDynamicValue(
      (ctx) =>
        new NewReportStore(
          ctx.get<PortalPort>(PORTAL_TYPES.PortalPort),
          ctx.get<NavigationPort>(TYPES.Navigation),
          firmToday,
        ),
    )
    .inSingletonScope();
  container
    .bind<NewCapexStore>(PORTAL_TYPES.NewCapexStore)
    .toDynamicValue(
      (ctx) =>
        new NewCapexStore(
          ctx.get<PortalPort>(PORTAL_TYPES.PortalPort),
          ctx.get<NavigationPort>(TYPES.Navigation),
          firmToday,
        ),
    )
    .inSingletonScope();
  container
    .bind<NewRcaStore>(PORTAL_TYPES.NewRcaStore)
    .toDynamicValue(
      (ctx) =>
        new NewRcaStore(
          ctx.get<PortalPort>(PORTAL_TYPES.PortalPort),
          ctx.get<NavigationPort>(TYPES.Navigation),
          firmToday,
        ),
    )
    .inSingletonScope();
}

/** Today in the firm's time zone, `YYYY-MM-DD` (issue 26 item 14: the firm's calendar, whatever the browser's). */
function firmToday(): string {
  return firmCivilDate(new Date().toISOString()) ?? new Date().toISOString().slice(0, 10);
}
