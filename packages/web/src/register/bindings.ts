import { HttpAssetRegisterPort } from '@taxdep/adapters/http';
import { browserSessionStore } from '@taxdep/adapters/storage';
import type { ApiClient, AssetRegisterPort, SessionStoragePort } from '@taxdep/domain/ports';
import type { Container } from 'inversify';
import { TYPES } from '../identifiers';
import { SHELL_TYPES } from '../shell/identifiers';
import { REGISTER_TYPES } from './identifiers';
import { RegisterStore } from './store/RegisterStore';

/**
 * Binds the Asset Register port and store (stores receive ports by constructor, no decorator metadata). The page
 * size is kept in the shell's session store (docs/product/rules.md#constants-and-limits "remembered for the session"); a container without the shell
 * (a test, a harness) falls back to the browser's session storage through the storage adapter.
 */
export function bindRegister(container: Container): void {
  container
    .bind<AssetRegisterPort>(REGISTER_TYPES.AssetRegisterPort)
    .toDynamicValue((ctx) => new HttpAssetRegisterPort(ctx.get<ApiClient>(TYPES.ApiClient)))
    .inSingletonScope();
  container
    .bind<RegisterStore>(REGISTER_TYPES.RegisterStore)
    .toDynamicValue((ctx) => {
      const session =
        ctx.get<SessionStoragePort>(SHELL_TYPES.SessionStorage, { optional: true }) ?? fallbackSession();
      return new RegisterStore(ctx.get<AssetRegisterPort>(REGISTER_TYPES.AssetRegisterPort), session);
    })
    .inSingletonScope();
}

function fallbackSession(): SessionStoragePort | null {
  return typeof window === 'undefined' ? null : browserSessionStore();
}
