import type { FieldValues } from './fields';

/**
 * Three-way merge of one General Info save (docs/api.md "Concurrent edits").
 *
 * - `base`: the fields as the client last read them (the version it sends back);
 * - `current`: the fields as stored now;
 * - `incoming`: the whole body the client sends on every field change (docs/product/states-and-permissions.md auto-save).
 *
 * A field is the client's change when `incoming` differs from `base`; only those are written, so a field that
 * someone else changed meanwhile (current ≠ base) and that this client did not touch keeps the other person's
 * value. When both changed the same field, the later save wins for that field. Without a base (an old client
 * that sends no version) the base is the current row: every differing field is written (last writer wins).
 */
export function mergeChanges(base: FieldValues, current: FieldValues, incoming: FieldValues): FieldValues {
  const changes: FieldValues = {};
  for (const [column, value] of Object.entries(incoming)) {
    const clientChanged = value !== (base[column] ?? null);
    if (clientChanged && value !== (current[column] ?? null)) changes[column] = value;
  }
  return changes;
}
