import { pageAfterDelete, pageAfterDeleteAll } from '@taxdep/domain/paging';
import type { AssetRegisterPort } from '@taxdep/domain/ports';
import { runInAction } from 'mobx';
import type { Notifier } from '../../ui/Notifier';
import {
  DELETE_ALL_QUESTION,
  DELETE_ASSETS_TITLE,
  DELETE_ASSETS_WARNING,
  DELETE_SELECTED_QUESTION,
  FAILED,
} from '../columns';
import type { RegisterContext } from './context';

export type DeleteScope = 'selected' | 'all';

interface DeleteTarget extends RegisterContext {
  readonly page: number;
  setPage(page: number): void;
}

/**
 * Delete selected / Delete All Assets (docs/product/asset-register.md, docs/product/states-and-permissions.md, docs/product/rules.md#messages-and-errors): the 'Delete Assets' question, the call, then the selection
 * cleared and the list reloaded: one page back when every row of a later page went, page 1 after delete-all.
 */
export async function deleteAssets(
  target: DeleteTarget,
  port: AssetRegisterPort,
  notifier: Notifier,
  scope: DeleteScope,
): Promise<void> {
  if (target.readOnly) return;
  const ids = target.selection.selected.map((row) => row.id);
  if (scope === 'selected' && ids.length === 0) return;
  const confirmed = await notifier.confirm({
    title: DELETE_ASSETS_TITLE,
    messages: [DELETE_ASSETS_WARNING, scope === 'all' ? DELETE_ALL_QUESTION : DELETE_SELECTED_QUESTION],
    confirmLabel: 'Delete',
    cancelLabel: 'Cancel',
    testId: 'delete-assets-dialog',
    destructive: true,
  });
  if (!confirmed) return;
  const rowsOnPage = target.rows.filter((row) => !row.isNew).length;
  const done =
    scope === 'all'
      ? await port.deleteAllAssets(target.reportId)
      : await port.deleteAssets(target.reportId, ids);
  if (!done) {
    notifier.failed(FAILED.delete, port.lastFailure());
    return;
  }
  runInAction(() => {
    target.selection.clear();
    target.setPage(
      scope === 'all' ? pageAfterDeleteAll() : pageAfterDelete(target.page, rowsOnPage, ids.length),
    );
  });
  await target.reload();
}
