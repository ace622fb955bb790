import { WorkerImportFileChecker } from '@taxdep/adapters/csv';
import { BrowserFileSaver } from '@taxdep/adapters/files';
import {
  HttpAssetRegisterPort,
  HttpRegisterExportPort,
  HttpRegisterImportPort,
  HttpRegisterPastePort,
} from '@taxdep/adapters/http';
import { browserLocalStore, browserSessionStore } from '@taxdep/adapters/storage';
import type { ImportFileChecker } from '@taxdep/domain/import';
import type {
  ApiClient,
  AssetRegisterPort,
  FileSaverPort,
  LocalStoragePort,
  RegisterExportPort,
  RegisterImportPort,
  RegisterPastePort,
  SessionStoragePort,
} from '@taxdep/domain/ports';
import type { Container } from 'inversify';
import type { IncentiveWindowsInForce } from '../admin/IncentiveWindowsInForce';
import { ADMIN_TYPES } from '../admin/identifiers';
import { FIGURES_TYPES } from '../figures/identifiers';
import type { FiguresOwnerStore } from '../figures-owner/FiguresOwnerStore';
import { TYPES } from '../identifiers';
import { REGISTER_TRANSFER_TYPES } from '../register-import/identifiers';
import { ImportStaging } from '../register-import/store/ImportStaging';
import { RegisterExport } from '../register-import/store/RegisterExport';
import { REGISTER_TYPES } from './identifiers';
import { PASTE_TYPES } from './paste/identifiers';
import { RegisterPaste } from './paste/RegisterPaste';
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
        ctx.get<SessionStoragePort>(TYPES.SessionStorage, { optional: true }) ?? fallbackSession();
      // Issue 23 item 2: rows are judged by the incentives' windows in force (admin/IncentiveWindowsInForce.ts).
      const incentiveWindows = ctx.get<IncentiveWindowsInForce>(ADMIN_TYPES.IncentiveWindowsInForce, {
        optional: true,
      });
      // Issue 26 item 1: the user's column layout, kept in this browser's local storage per signed-in user.
      const local = ctx.get<LocalStoragePort>(TYPES.LocalStorage, { optional: true }) ?? fallbackLocal();
      const userId = ctx.get<() => number | null>(TYPES.SignedInUserId, { optional: true }) ?? (() => null);
      return new RegisterStore(ctx.get<AssetRegisterPort>(REGISTER_TYPES.AssetRegisterPort), session, {
        ...(incentiveWindows ? { incentiveWindows } : {}),
        columnPreferences: { storage: local, userId },
      });
    })
    .inSingletonScope();
  bindRegisterTransfers(container);
  bindRegisterPaste(container);
}

/**
 * Import Assets and Export Assets of the tab (../register-import): the import check in a worker (papaparse), the upload and export
 * calls, the browser's download, and their stores over the tab's RegisterStore (its report, alerts and reload).
 */
function bindRegisterTransfers(container: Container): void {
  const T = REGISTER_TRANSFER_TYPES;
  container
    .bind<ImportFileChecker>(T.ImportFileChecker)
    .toDynamicValue(() => new WorkerImportFileChecker())
    .inSingletonScope();
  container
    .bind<RegisterImportPort>(T.RegisterImportPort)
    .toDynamicValue((ctx) => new HttpRegisterImportPort(ctx.get<ApiClient>(TYPES.ApiClient)))
    .inSingletonScope();
  container
    .bind<RegisterExportPort>(T.RegisterExportPort)
    .toDynamicValue((ctx) => new HttpRegisterExportPort(ctx.get<ApiClient>(TYPES.ApiClient)))
    .inSingletonScope();
  container
    .bind<FileSaverPort>(T.FileSaver)
    .toDynamicValue(() => new BrowserFileSaver())
    .inSingletonScope();
  container
    .bind<ImportStaging>(T.ImportStaging)
    .toDynamicValue(
      (ctx) =>
        new ImportStaging(
          ctx.get<RegisterImportPort>(T.RegisterImportPort),
          ctx.get<ImportFileChecker>(T.ImportFileChecker),
          ctx.get<RegisterStore>(REGISTER_TYPES.RegisterStore),
        ),
    )
    .inSingletonScope();
  container
    .bind<RegisterExport>(T.RegisterExport)
    .toDynamicValue(
      (ctx) =>
        new RegisterExport(
          ctx.get<RegisterExportPort>(T.RegisterExportPort),
          ctx.get<FileSaverPort>(T.FileSaver),
          ctx.get<RegisterStore>(REGISTER_TYPES.RegisterStore),
          // Issue 23 item 7: each owner's schedule, when the figures tabs are bound (they are in the app).
          ctx.get<FiguresOwnerStore>(FIGURES_TYPES.FiguresOwnerStore, { optional: true }) ?? null,
        ),
    )
    .inSingletonScope();
}

/** Paste from Excel into the grid (./paste): its call and its store over the tab's RegisterStore. */
function bindRegisterPaste(container: Container): void {
  container
    .bind<RegisterPastePort>(PASTE_TYPES.RegisterPastePort)
    .toDynamicValue((ctx) => new HttpRegisterPastePort(ctx.get<ApiClient>(TYPES.ApiClient)))
    .inSingletonScope();
  container
    .bind<RegisterPaste>(PASTE_TYPES.RegisterPaste)
    .toDynamicValue(
      (ctx) =>
        new RegisterPaste(
          ctx.get<RegisterPastePort>(PASTE_TYPES.RegisterPastePort),
          ctx.get<RegisterStore>(REGISTER_TYPES.RegisterStore),
        ),
    )
    .inSingletonScope();
}

function fallbackLocal(): LocalStoragePort | null {
  return typeof window === 'undefined' ? null : browserLocalStore();
}

function fallbackSession(): SessionStoragePort | null {
  return typeof window === 'undefined' ? null : browserSessionStore();
}
