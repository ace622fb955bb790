import { observer } from 'mobx-react-lite';
import type { KeyboardEvent, PointerEvent } from 'react';
import { type GridColumn, MIN_COLUMN_WIDTH } from '../columns';
import type { ColumnWidths } from '../store/ColumnWidths';
import { RESIZE_STEP } from './grid-keys';

/**
 * The drag handle on a column header's right edge (issue 16: "columns can be resized"). A separator the keyboard
 * reaches too: F2 on the header moves to it, the arrows resize, Enter or Escape go back to the header.
 */
export const ColumnResize = observer(function ColumnResize(props: {
  column: GridColumn;
  widths: ColumnWidths;
}) {
  const { column, widths } = props;
  const width = widths.widthOf(column.key);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    event.preventDefault();
    event.stopPropagation();
    const handle = event.currentTarget;
    const startX = event.clientX;
    const startWidth = widths.widthOf(column.key);
    handle.setPointerCapture?.(event.pointerId);
    const move = (moved: globalThis.PointerEvent) =>
      widths.resize(column.key, startWidth + moved.clientX - startX);
    const end = () => {
      handle.removeEventListener('pointermove', move);
      handle.removeEventListener('pointerup', end);
      handle.removeEventListener('pointercancel', end);
    };
    handle.addEventListener('pointermove', move);
    handle.addEventListener('pointerup', end);
    handle.addEventListener('pointercancel', end);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // The handle's keys are its own: the grid must not move the active cell with them.
    event.stopPropagation();
    if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
      event.preventDefault();
      widths.resize(column.key, width + (event.key === 'ArrowLeft' ? -RESIZE_STEP : RESIZE_STEP));
    } else if (event.key === 'Enter' || event.key === 'Escape') {
      event.preventDefault();
      event.currentTarget.closest<HTMLElement>('th')?.focus();
    }
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: a focusable separator (a splitter) has no HTML element; <hr> cannot be dragged or focused.
    <div
      role="separator"
      aria-orientation="vertical"
      aria-label={`Resize ${column.label}`}
      aria-valuenow={width}
      aria-valuemin={MIN_COLUMN_WIDTH}
      aria-valuemax={800}
      tabIndex={-1}
      className="column-resize"
      data-testid={`resize-${column.key}`}
      onPointerDown={onPointerDown}
      onKeyDown={onKeyDown}
      onClick={(event) => event.stopPropagation()}
    />
  );
});
