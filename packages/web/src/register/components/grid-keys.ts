import { acceptsKey, REGISTER_AMOUNT_RULES } from '@taxdep/domain/input';
import type { ClipboardEvent as ReactClipboardEvent, KeyboardEvent as ReactKeyboardEvent } from 'react';
import { flushSync } from 'react-dom';
import { type GridColumnKey, RATE_INPUT_RULES } from '../columns';
import type { ColumnWidths } from '../store/ColumnWidths';
import { type GridCell, type GridCursor, HEADER_ROW, PAGE_ROWS } from '../store/GridCursor';
import { isBlockPaste } from './cells';

/** Pixels one arrow key press widens or narrows a column by (issue 16: resizing by keyboard). */
export const RESIZE_STEP = 16;

/** The element of a cell of the grid, found by the row and column keys it carries. */
export function cellElement(grid: HTMLElement, cell: GridCell): HTMLElement | null {
  return grid.querySelector<HTMLElement>(
    `tr[data-row-key="${cell.rowKey}"] > [data-column-key="${cell.columnKey}"]`,
  );
}

/** Moves the active cell and the focus to `cell`; focusing scrolls it clear of the sticky header and columns. */
export function moveTo(grid: HTMLElement, cursor: GridCursor, cell: GridCell): void {
  cursor.setActive(cell);
  cellElement(grid, cell)?.focus();
}

function cellOf(target: Element): { element: HTMLElement; cell: GridCell } | null {
  const element = target.closest<HTMLElement>('[data-column-key]');
  const rowKey = element?.closest<HTMLElement>('tr')?.dataset.rowKey;
  if (!element || !rowKey) return null;
  return { element, cell: { rowKey, columnKey: element.dataset.columnKey as GridColumnKey } };
}

/** Keys that type into a cell: one printable character, without a shortcut modifier. */
function typedCharacter(event: ReactKeyboardEvent): string | null {
  if (event.ctrlKey || event.metaKey || event.altKey || event.key.length !== 1) return null;
  return event.key;
}

/** Amounts and rates take numeric keys only (docs/product/rules.md), so only those start their editor. */
function startsEditor(columnKey: GridColumnKey, key: string): boolean {
  if (columnKey === 'depreciationRate') return acceptsKey('', 0, 0, key, RATE_INPUT_RULES);
  if (columnKey === 'terminationValue')
    return acceptsKey('', 0, 0, key, { ...REGISTER_AMOUNT_RULES, allowMinus: false });
  if (
    ['originalCost', 'writtenDownValue', 'annualDepreciationClaim', 'historicalBuildingCost'].includes(
      columnKey,
    )
  )
    return acceptsKey('', 0, 0, key, REGISTER_AMOUNT_RULES);
  return true;
}

/**
 * The register grid's keys (WAI-ARIA grid pattern; issue 16): one handler on the grid for every cell. In read mode
 * the arrows, Home/End, PageUp/PageDown, Tab and Shift+Tab move the active cell; Enter or F2 opens the editor and a
 * typed character opens it with that character; Delete opens it empty. In an editor, Enter saves and moves down,
 * Tab saves and moves on, Escape restores the value. On a column header, Enter or Space acts (sort, filter,
 * select all), Shift+arrows resize the column and F2 moves to its resize handle.
 */
export function onGridKeyDown(
  event: ReactKeyboardEvent<HTMLElement>,
  cursor: GridCursor,
  widths: ColumnWidths,
): void {
  const grid = event.currentTarget;
  const found = cellOf(event.target as Element);
  if (!found) return;
  const { element, cell } = found;
  if (cursor.isEditing(cell.rowKey, cell.columnKey) && event.target !== element) {
    editorKey(event, grid, cursor, element);
    return;
  }
  if (cell.rowKey === HEADER_ROW) {
    if (headerKey(event, element, cell, widths)) return;
  }
  const target = navigation(event, cursor);
  if (target !== undefined) {
    // At either end of the grid Tab finds no cell and leaves the grid, as it leaves any control.
    if (target === null) return;
    event.preventDefault();
    moveTo(grid, cursor, target);
    return;
  }
  if (event.key === 'Enter' || event.key === 'F2') {
    event.preventDefault();
    // Enter on a cell that has no editor moves down, as in a spreadsheet.
    if (!cursor.startEditing() && event.key === 'Enter')
      moveTo(grid, cursor, cursor.offset(event.shiftKey ? -1 : 1, 0));
    return;
  }
  if (event.key === 'Delete' || event.key === 'Backspace') {
    event.preventDefault();
    cursor.startEditing('');
    return;
  }
  const typed = typedCharacter(event);
  if (typed === null) return;
  const box = element.querySelector<HTMLInputElement>('input[type="checkbox"]');
  if (typed === ' ' && box) {
    // Space ticks the cell's box; on the box itself the browser does it.
    if (event.target === box) return;
    event.preventDefault();
    if (!box.disabled) box.click();
    return;
  }
  if (!startsEditor(cell.columnKey, typed)) return;
  // Cancelling the key keeps the browser from typing it a second time into the editor that takes focus.
  if (cursor.startEditing(typed)) event.preventDefault();
}

/** Rows and columns each navigation key moves by. */
const STEPS: Readonly<Record<string, readonly [number, number]>> = {
  ArrowUp: [-1, 0],
  ArrowDown: [1, 0],
  ArrowLeft: [0, -1],
  ArrowRight: [0, 1],
  PageUp: [-PAGE_ROWS, 0],
  PageDown: [PAGE_ROWS, 0],
};

/** The cell a navigation key goes to; null where it leaves the grid; undefined for any other key. */
function navigation(event: ReactKeyboardEvent, cursor: GridCursor): GridCell | null | undefined {
  const step = STEPS[event.key];
  if (step) return cursor.offset(step[0], step[1]);
  if (event.key === 'Home' || event.key === 'End')
    return cursor.edge(event.key === 'End', event.ctrlKey || event.metaKey);
  if (event.key === 'Tab') return cursor.next(event.shiftKey);
  return undefined;
}

/**
 * A single value pasted on a cell that is not being edited opens its editor with that value. A block (tabs or
 * lines) is left alone, without preventDefault: it bubbles to the register's block paste (register/paste).
 */
export function onGridPaste(event: ReactClipboardEvent<HTMLElement>, cursor: GridCursor): void {
  const found = cellOf(event.target as Element);
  if (!found || event.target !== found.element || found.cell.rowKey === HEADER_ROW) return;
  const text = event.clipboardData.getData('text');
  if (isBlockPaste(text) || !startsEditor(found.cell.columnKey, text.slice(0, 1) || ' ')) return;
  if (cursor.startEditing(text)) event.preventDefault();
}

/** Keys in an open editor: only Enter, Tab and Escape leave it; every other key belongs to the editor. */
function editorKey(
  event: ReactKeyboardEvent<HTMLElement>,
  grid: HTMLElement,
  cursor: GridCursor,
  element: HTMLElement,
): void {
  const control = event.target as HTMLElement;
  if (event.key === 'Escape') {
    // A type-ahead closing its suggestions has used this Escape; the next one leaves the editor.
    if (event.defaultPrevented) return;
    event.preventDefault();
    cursor.cancelling = true;
    try {
      element.focus();
    } finally {
      cursor.cancelling = false;
    }
    cursor.stopEditing();
    return;
  }
  let target: GridCell | null;
  if (event.key === 'Enter') {
    const down = cursor.offset(event.shiftKey ? -1 : 1, 0);
    target = down.rowKey === HEADER_ROW ? cursor.active : down;
  } else if (event.key === 'Tab') {
    // The rate cell holds two controls (mode, rate): Tab moves between them before it leaves the cell.
    const controls = [...element.querySelectorAll<HTMLElement>('input:not([readonly]), select')];
    const at = controls.indexOf(control);
    if (at >= 0 && controls[at + (event.shiftKey ? -1 : 1)]) return;
    target = cursor.next(event.shiftKey) ?? cursor.active;
  } else return;
  event.preventDefault();
  if (!commitEditor(control, element)) return;
  moveTo(grid, cursor, target);
  cursor.stopEditing();
}

/**
 * Saves the editor as leaving it does (each editor saves on blur), after the editor's own handling of the key
 * (a chosen suggestion) has been drawn. Text that is no date or amount stays in the editor, marked: false.
 */
function commitEditor(control: HTMLElement, element: HTMLElement): boolean {
  flushSync(() => undefined);
  control.blur();
  flushSync(() => undefined);
  if (element.querySelector('.date-problem, [data-entry-problem]')) {
    control.focus();
    return false;
  }
  return true;
}

/** A header cell's own keys; true when the key was used. */
function headerKey(
  event: ReactKeyboardEvent<HTMLElement>,
  element: HTMLElement,
  cell: GridCell,
  widths: ColumnWidths,
): boolean {
  if (event.key === 'Enter' || event.key === ' ') {
    event.preventDefault();
    element.querySelector<HTMLElement>('button, input[type="checkbox"]')?.click();
    return true;
  }
  if (event.shiftKey && (event.key === 'ArrowLeft' || event.key === 'ArrowRight')) {
    event.preventDefault();
    const step = event.key === 'ArrowLeft' ? -RESIZE_STEP : RESIZE_STEP;
    widths.resize(cell.columnKey, widths.widthOf(cell.columnKey) + step);
    return true;
  }
  if (event.key === 'F2') {
    event.preventDefault();
    element.querySelector<HTMLElement>('[role="separator"]')?.focus();
    return true;
  }
  return false;
}
