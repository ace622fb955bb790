import { HttpAdminPort } from '@taxdep/adapters/http';
import type { AdminPort, ApiClient } from '@taxdep/domain/ports';
import type { Container } from 'inversify';
import { TYPES } from '../identifiers';
import { AdminStore } from './AdminStore';
import { ADMIN_TYPES } from './identifiers';

/** Binds the Administration page's port and store (issue 15; docs/product/administration.md). */
export function bindAdmin(container: Container): void {
  container
    .bind<AdminPort>(ADMIN_TYPES.AdminPort)
    .toDynamicValue((ctx) => new HttpAdminPort(ctx.get<ApiClient>(TYPES.ApiClient)))
    .inSingletonScope();
  container
    .bind<AdminStore>(ADMIN_TYPES.AdminStore)
    .toDynamicValue((ctx) => new AdminStore(ctx.get<AdminPort>(ADMIN_TYPES.AdminPort)))
    .inSingletonScope();
}
