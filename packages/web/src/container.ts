import 'reflect-metadata';
import { Container } from 'inversify';
import { bindAdmin } from './admin/bindings';
import { bindCalculations } from './calculations/bindings';
import { bindCapex } from './capex/bindings';
import { bindPortal } from './portal/bindings';
import { bindRca } from './rca/bindings';
import { bindRegister } from './register/bindings';
import { bindReport } from './report/bindings';
import { bindReportDocument } from './report-document/bindings';
import { bindShell } from './shell/bindings';
import type { ClientConfig } from './shell/config';

/** The one composition root (docs/architecture.md): binds every port to its adapter and every store. */
export function createContainer(config: ClientConfig): Container {
  const container = new Container({ defaultScope: 'Singleton' });
  bindShell(container, config);
  bindReport(container);
  bindRegister(container);
  bindCalculations(container);
  bindPortal(container);
  bindAdmin(container);
  bindReportDocument(container);
  bindCapex(container);
  bindRca(container);
  return container;
}
