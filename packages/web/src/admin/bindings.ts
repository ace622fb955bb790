import { BrowserFileSaver } from '@taxdep/adapters/files';
import {
  HttpAdminPort,
  HttpBuildingRatesPort,
  HttpFirmPort,
  HttpIncentiveWindowsPort,
} from '@taxdep/adapters/http';
import type {
  AdminPort,
  ApiClient,
  BuildingRatesPort,
  FirmPort,
  IncentiveWindowsPort,
} from '@taxdep/domain/ports';
import type { Container } from 'inversify';
import { TYPES } from '../identifiers';
import { AdminStore } from './AdminStore';
import { BuildingRatesStore } from './BuildingRatesStore';
import { FirmStore } from './FirmStore';
import { IncentiveWindowsInForce } from './IncentiveWindowsInForce';
import { IncentiveWindowsStore } from './IncentiveWindowsStore';
import { ADMIN_TYPES } from './identifiers';
import { OwnRegistrationStore } from './OwnRegistrationStore';

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
  // Issue 23 item 2: the incentives' windows, loaded on this page and read once per session by the register.
  container
    .bind<IncentiveWindowsPort>(ADMIN_TYPES.IncentiveWindowsPort)
    .toDynamicValue((ctx) => new HttpIncentiveWindowsPort(ctx.get<ApiClient>(TYPES.ApiClient)))
    .inSingletonScope();
  container
    .bind<IncentiveWindowsStore>(ADMIN_TYPES.IncentiveWindowsStore)
    .toDynamicValue(
      (ctx) =>
        new IncentiveWindowsStore(
          ctx.get<IncentiveWindowsPort>(ADMIN_TYPES.IncentiveWindowsPort),
          new BrowserFileSaver(),
          ctx.get<IncentiveWindowsInForce>(ADMIN_TYPES.IncentiveWindowsInForce),
        ),
    )
    .inSingletonScope();
  container
    .bind<IncentiveWindowsInForce>(ADMIN_TYPES.IncentiveWindowsInForce)
    .toDynamicValue(
      (ctx) => new IncentiveWindowsInForce(ctx.get<IncentiveWindowsPort>(ADMIN_TYPES.IncentiveWindowsPort)),
    )
    .inSingletonScope();
  // Issue 25 item 1: the firm, its logo and offices.
  container
    .bind<FirmPort>(ADMIN_TYPES.FirmPort)
    .toDynamicValue((ctx) => new HttpFirmPort(ctx.get<ApiClient>(TYPES.ApiClient)))
    .inSingletonScope();
  container
    .bind<FirmStore>(ADMIN_TYPES.FirmStore)
    .toDynamicValue((ctx) => new FirmStore(ctx.get<FirmPort>(ADMIN_TYPES.FirmPort)))
    .inSingletonScope();
  container
    .bind<OwnRegistrationStore>(ADMIN_TYPES.OwnRegistrationStore)
    .toDynamicValue((ctx) => new OwnRegistrationStore(ctx.get<FirmPort>(ADMIN_TYPES.FirmPort)))
    .inSingletonScope();
  // Issue 28 item 3: the rate library of the reinstatement cost assessments, loaded on this page.
  container
    .bind<BuildingRatesPort>(ADMIN_TYPES.BuildingRatesPort)
    .toDynamicValue((ctx) => new HttpBuildingRatesPort(ctx.get<ApiClient>(TYPES.ApiClient)))
    .inSingletonScope();
  container
    .bind<BuildingRatesStore>(ADMIN_TYPES.BuildingRatesStore)
    .toDynamicValue(
      (ctx) =>
        new BuildingRatesStore(
          ctx.get<BuildingRatesPort>(ADMIN_TYPES.BuildingRatesPort),
          new BrowserFileSaver(),
        ),
    )
    .inSingletonScope();
}
