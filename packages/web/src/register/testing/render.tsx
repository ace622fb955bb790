import type { Report } from '@taxdep/domain';
import type { KeyValueStore } from '@taxdep/domain/ports';
import { render, screen } from '@testing-library/react';
import { Container } from 'inversify';
import { bindFakeTransfers, type FakeTransfers } from '../../register-import/testing/fakes';
import { ContainerProvider } from '../../ui/container-context';
import { AssetRegisterTab } from '../AssetRegisterTab';
import { REGISTER_TYPES } from '../identifiers';
import { RegisterStore } from '../store/RegisterStore';
import { everyColumnStorage } from './every-column';
import { FakeRegisterPort, MemorySession, makeRegisterReport } from './fake-port';

/** Renders the tab as the report route does, over a store with a fake port; resolves once the list shows. */
export async function renderRegister(
  options: {
    port?: FakeRegisterPort;
    report?: Report;
    transfers?: Partial<FakeTransfers>;
    /** The user's kept column layout; by default every column in the spec's order (testing/every-column.ts). */
    columnStorage?: KeyValueStore | null;
  } = {},
) {
  const port = options.port ?? new FakeRegisterPort();
  const storage = options.columnStorage === undefined ? everyColumnStorage() : options.columnStorage;
  const store = new RegisterStore(port, new MemorySession(), {
    searchDelayMs: 0,
    columnPreferences: { storage, userId: () => null },
  });
  const container = new Container();
  container.bind(REGISTER_TYPES.RegisterStore).toConstantValue(store);
  // Import and Export Assets of the header, over fakes (register-import/testing).
  const transfers = bindFakeTransfers(container, store, options.transfers);
  const report = options.report ?? makeRegisterReport();
  const view = render(
    <ContainerProvider container={container}>
      <AssetRegisterTab report={report} />
    </ContainerProvider>,
  );
  await screen.findByTestId('asset-count');
  await waitForList(store);
  return { store, port, view, transfers, container };
}

export async function waitForList(store: RegisterStore) {
  for (let i = 0; i < 50 && store.loading; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
  await new Promise((resolve) => setTimeout(resolve, 0));
}
