import type { ApiClient } from '@taxdep/domain/ports';
import { render } from '@testing-library/react';
import { Container } from 'inversify';
import type { ReactNode } from 'react';
import { TYPES } from '../../identifiers';
import { bindReport } from '../../report/bindings';
import { ContainerProvider } from '../../ui/container-context';
import { bindRca } from '../bindings';
import { RcaStore } from '../RcaStore';
import { FakeRcaPort } from './fake-port';

/** An ApiClient answering nothing: the workflow bar, which reads through it, then shows nothing. */
export const silentApi: ApiClient = {
  get: async () => null,
  post: async () => null,
  put: async () => null,
  delete: async () => null,
  download: async () => null,
  lastFailure: () => null,
};

/** An RcaStore over the fake port, saving without the typing pause. */
export function rcaStore(port: FakeRcaPort = new FakeRcaPort()): RcaStore {
  return new RcaStore(port, { typingDelayMs: 0 });
}

/** The report bindings (the workflow bar's store) and the RCA store over the fake port, as the app wires them. */
export function rcaContainer(store: RcaStore = rcaStore(), api: ApiClient = silentApi): Container {
  const container = new Container({ defaultScope: 'Singleton' });
  container.bind(TYPES.ApiClient).toConstantValue(api);
  bindReport(container);
  bindRca(container, () => store);
  return container;
}

export function renderRca(ui: ReactNode, container: Container) {
  return render(<ContainerProvider container={container}>{ui}</ContainerProvider>);
}

/** Lets pending saves and reads settle (the fake port answers in a microtask; the saver waits 0 ms). */
export async function settle(): Promise<void> {
  for (let i = 0; i < 5; i++) await new Promise((resolve) => setTimeout(resolve, 0));
}
