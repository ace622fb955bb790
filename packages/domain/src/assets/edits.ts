import type { AssetSaveFields, ReferenceInput, TaxCodeInput } from '../api/register-calls';
import { ASSET_FIELD_NAMES, type AssetFieldName } from './asset-record';

/**
 * The fields of an asset a surveyor edits in the register: every field of the record's declaration
 * (asset-record.ts). Demolitions, the label and the read-only flag have their own calls and are never merged here.
 */
export const EDITABLE_ASSET_FIELDS: readonly AssetFieldName[] = ASSET_FIELD_NAMES;

export type EditableAssetField = AssetFieldName;
/**
 * An asset's editable fields as a save sends them: a stored Asset is one, and so is the looser body the service
 * receives (references by code, absent fields), so the web and the service merge with the same rule.
 */
export type AssetEdits = Pick<AssetSaveFields, EditableAssetField>;

type FieldValue = AssetSaveFields[EditableAssetField];

/** A reference is the same when it names the same code: a body may name it by code with id 0 (docs/api.md). */
function codeOf(value: FieldValue): string | number | boolean | null | undefined {
  if (value === null || typeof value !== 'object') return value;
  return 'assetCode' in value ? (value as TaxCodeInput).assetCode : (value as ReferenceInput).code;
}

function sameValue(a: FieldValue, b: FieldValue): boolean {
  return (codeOf(a) ?? null) === (codeOf(b) ?? null);
}

/** The fields in which `edited` differs from `base`: what a client changed since it read `base`. */
export function assetEditsSince(base: AssetSaveFields, edited: AssetSaveFields): AssetEdits {
  const edits: Record<string, FieldValue> = {};
  for (const field of EDITABLE_ASSET_FIELDS) {
    if (field in edited && !sameValue(base[field] as FieldValue, edited[field] as FieldValue)) {
      edits[field] = edited[field] as FieldValue;
    }
  }
  return edits as AssetEdits;
}

/**
 * Three-way merge of a row save (the register's twin of General Info's, docs/api.md "Concurrent edits"): the
 * fields this client changed since it read `base` are laid over `current`, so a field someone else changed
 * meanwhile keeps their value unless this client changed it too (then the later save wins for that field).
 */
export function mergeAssetEdits<T extends AssetSaveFields>(
  base: AssetSaveFields,
  current: T,
  edited: AssetSaveFields,
): T {
  return { ...current, ...assetEditsSince(base, edited) };
}

/**
 * Issue 26 item 7: a save carries only what the user changed. The fields in which `edited` differs from `base`,
 * and `base`'s values of those same fields, which the service compares with the stored row (mergeAssetEdits), so
 * no other field is sent to be written again.
 */
export function changedFieldsSave(
  base: AssetSaveFields,
  edited: AssetSaveFields,
): { edits: AssetEdits; base: AssetEdits } {
  const edits = assetEditsSince(base, edited);
  const before: Record<string, FieldValue> = {};
  for (const field of Object.keys(edits) as EditableAssetField[]) before[field] = base[field] ?? null;
  return { edits, base: before as AssetEdits };
}
