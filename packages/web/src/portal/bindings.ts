import { BrowserFileSaver } from '@taxdep/adapters/files';
import { HttpPortalPort } from '@taxdep/adapters/http';
import type { ApiClient, FileSaverPort, PortalPort, SessionStoragePort } from '@taxdep/domain/ports';
import type { Container } from 'inversify';
import { TYPES } from '../identifiers';
import { SHELL_TYPES } from '../shell/identifiers';
import { PORTAL_TYPES } from './identifiers';
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
          ctx.get<SessionStoragePort>(SHELL_TYPES.SessionStorage),
        ),
    )
    .inSingletonScope();
}
