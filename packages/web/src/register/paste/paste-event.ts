import type { ClipboardEvent } from 'react';
import type { RegisterPaste } from './RegisterPaste';

/**
 * The paste of a block at a grid cell (docs/product/asset-register.md "Paste from Excel"): the cell is the one the
 * event came from, by the keys every cell carries (`data-column-key`, `data-asset-id`: an asset id or `new`). A
 * paste the register does not take (outside the grid, one value for a cell's editor) is left to the browser.
 */
export function onBlockPaste(event: ClipboardEvent<HTMLElement>, paste: RegisterPaste): void {
  const cell = (event.target as Element).closest?.<HTMLElement>('[data-column-key]');
  const columnKey = cell?.dataset.columnKey;
  const assetId = cell?.dataset.assetId;
  if (!columnKey || !assetId) return;
  if (paste.paste(event.clipboardData.getData('text/plain'), { assetId, columnKey })) event.preventDefault();
}
