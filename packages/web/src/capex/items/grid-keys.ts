import type { KeyboardEvent as ReactKeyboardEvent } from 'react';
import { flushSync } from 'react-dom';
import { ENTRY_PROBLEM_ATTRIBUTE } from './ItemCell';
import { type GridCell, type GridColumnKey, type ItemsCursor, PAGE_ROWS, SELECT_COLUMN } from './ItemsCursor';

export function cellElement(grid: HTMLElement, cell: GridCell): HTMLElement | null {
  return grid.querySelector<HTMLElement>(
    `tr[data-row-key="${cell.rowKey}"] > [data-column-key="${cell.columnKey}"]`,
  );
}

export function cellOf(target: EventTarget): { element: HTMLElement; cell: GridCell } | null {
  const element = (target as Element).closest?.<HTMLElement>('[data-column-key]');
  const rowKey = element?.closest<HTMLElement>('tr')?.dataset.rowKey;
  if (!element || !rowKey) return null;
  return { element, cell: { rowKey, columnKey: element.dataset.columnKey as GridColumnKey } };
}

export function moveTo(grid: HTMLElement, cursor: ItemsCursor, cell: GridCell | null): void {
  if (!cell) return;
  cursor.setActive(cell);
  // The cell is drawn focusable once active: focus it after that render.
  flushSync(() => undefined);
  cellElement(grid, cell)?.focus();
}

const STEPS: Readonly<Record<string, readonly [number, number]>> = {
  ArrowUp: [-1, 0],
  ArrowDown: [1, 0],
  ArrowLeft: [0, -1],
  ArrowRight: [0, 1],
  PageUp: [-PAGE_ROWS, 0],
  PageDown: [PAGE_ROWS, 0],
};

/**
 * The items grid's keys, as the register's grid has them (issue 16; WAI-ARIA grid pattern): in read mode the
 * arrows, Home/End (with Ctrl, the grid's corners), PageUp/PageDown and Tab move the active cell; Enter or F2 opens
 * the editor, a typed character opens it with that character, Delete opens it empty, Space ticks the select box.
 * In an editor, Enter saves and moves down, Tab saves and moves on, Escape restores the value.
 */
export function onItemsGridKeyDown(event: ReactKeyboardEvent<HTMLElement>, cursor: ItemsCursor): void {
  const grid = event.currentTarget;
  const found = cellOf(event.target);
  if (!found) return;
  const { element, cell } = found;
  if (cursor.isEditing(cell.rowKey, cell.columnKey) && event.target !== element) {
    editorKey(event, grid, cursor, element);
    return;
  }
  const step = STEPS[event.key];
  if (step) {
    event.preventDefault();
    moveTo(grid, cursor, cursor.offset(step[0], step[1]));
    return;
  }
  if (event.key === 'Home' || event.key === 'End') {
    event.preventDefault();
    moveTo(grid, cursor, cursor.edge(event.key === 'End', event.ctrlKey || event.metaKey));
    return;
  }
  if (event.key === 'Tab') {
    const next = cursor.next(event.shiftKey);
    // At either end Tab leaves the grid, as it leaves any control.
    if (!next) return;
    event.preventDefault();
    moveTo(grid, cursor, next);
    return;
  }
  if (event.key === 'Enter' || event.key === 'F2') {
    event.preventDefault();
    if (!cursor.startEditing() && event.key === 'Enter') moveTo(grid, cursor, cursor.offset(1, 0));
    return;
  }
  if (event.key === 'Delete' || event.key === 'Backspace') {
    event.preventDefault();
    cursor.startEditing('');
    return;
  }
  if (event.ctrlKey || event.metaKey || event.altKey || event.key.length !== 1) return;
  if (cell.columnKey === SELECT_COLUMN) {
    if (event.key === ' ' && event.target === element) {
      event.preventDefault();
      element.querySelector<HTMLInputElement>('input[type="checkbox"]')?.click();
    }
    return;
  }
  // Cancelling the key keeps the browser from typing it a second time into the editor that takes focus.
  if (cursor.startEditing(event.key)) event.preventDefault();
}

function editorKey(
  event: ReactKeyboardEvent<HTMLElement>,
  grid: HTMLElement,
  cursor: ItemsCursor,
  element: HTMLElement,
): void {
  if (event.key === 'Escape') {
    event.preventDefault();
    cursor.stopEditing();
    flushSync(() => undefined);
    element.focus();
    return;
  }
  let target: GridCell | null;
  if (event.key === 'Enter') target = cursor.offset(event.shiftKey ? -1 : 1, 0);
  else if (event.key === 'Tab') target = cursor.next(event.shiftKey) ?? cursor.active;
  else return;
  event.preventDefault();
  const control = event.target as HTMLElement;
  // Leaving the editor saves it (its blur); text that cannot be read keeps it open, marked.
  flushSync(() => control.blur());
  if (element.querySelector(`[${ENTRY_PROBLEM_ATTRIBUTE}]`)) {
    control.focus();
    return;
  }
  cursor.stopEditing();
  moveTo(grid, cursor, target);
}
