import type { KeyValueStore } from '@taxdep/domain/ports';
import { CHOOSABLE_COLUMNS, COLUMN_LAYOUT_KEY_PREFIX } from '../store/ColumnLayout';

/**
 * A browser's storage holding a layout that shows every column in the spec's order: the grid the tests of issues
 * 16, 23 and 25 were written for. The tests of the layout itself (issue 26 item 1) start from the default.
 */
export function everyColumnStorage(): KeyValueStore {
  const layout = JSON.stringify({ order: CHOOSABLE_COLUMNS.map((column) => column.key), hidden: [] });
  const values = new Map<string, string>([[`${COLUMN_LAYOUT_KEY_PREFIX}anyone`, layout]]);
  return {
    get: (key) => values.get(key) ?? null,
    set: (key, value) => void values.set(key, value),
    remove: (key) => void values.delete(key),
    clear: () => values.clear(),
  };
}
