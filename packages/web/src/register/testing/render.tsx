import type { Report } from '@taxdep/domain';
import { render, screen } from '@testing-library/react';
import { Container } from 'inversify';
import { ContainerProvider } from '../../ui/container-context';
import { AssetRegisterTab } from '../AssetRegisterTab';
import { REGISTER_TYPES } from '../identifiers';
import { RegisterStore } from '../store/RegisterStore';
import { FakeRegisterPort, MemorySession, makeRegisterReport } from './fake-port';

/** Renders the tab as the report route does, over a store with a fake port; resolves once the list shows. */
export async function renderRegister(options: { port?: FakeRegisterPort; report?: Report } = {}) {
  const port = options.port ?? new FakeRegisterPort();
  const store = new RegisterStore(port, new MemorySession(), { searchDelayMs: 0 });
  const container = new Container();
  container.bind(REGISTER_TYPES.RegisterStore).toConstantValue(store);
  const report = options.report ?? makeRegisterReport();
  const view = render(
    <ContainerProvider container={container}>
      <AssetRegisterTab report={report} />
    </ContainerProvider>,
  );
  await screen.findByTestId('asset-count');
  await waitForList(store);
  return { store, port, view };
}

export async function waitForList(store: RegisterStore) {
  for (let i = 0; i < 50 && store.loading; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
  await new Promise((resolve) => setTimeout(resolve, 0));
}
