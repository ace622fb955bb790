/**
 * The `assets` columns of the asset record, derived from its one declaration (packages/domain/src/assets/
 * asset-record.ts; issue 24 item 1): the select lists, the statements of the import, paste and copy, the export's
 * and the figures' packed reads and the history's labels all take their columns from here (the SQL that uses them
 * is in record-repository.ts), so a field added to the declaration (and its migration) is carried by every one of
 * them, which `asset-record.test.ts` checks.
 */
import {
  ASSET_FIELD_NAMES,
  ASSET_FIELDS,
  type AssetFieldColumn,
  type AssetFieldKind,
  type AssetFieldName,
  type AssetRecordFields,
  assetFieldDeclaration,
} from '@taxdep/domain/assets';

/** The column of every field, in declaration order. */
export const RECORD_COLUMNS: readonly AssetFieldColumn[] = ASSET_FIELD_NAMES.map(
  (name) => ASSET_FIELDS[name].column,
);

/** What each kind is stored as (migrations 004, 005, 024): the type `unnest` casts each array of values to. */
export const SQL_TYPES: Readonly<Record<AssetFieldKind, string>> = {
  taxCode: 'integer',
  code: 'integer',
  text: 'text',
  constructionUse: 'text',
  date: 'date',
  cents: 'bigint',
  rate: 'numeric',
  flag: 'boolean',
};

const KIND_OF_COLUMN = new Map<string, AssetFieldKind>(
  ASSET_FIELD_NAMES.map((name) => [ASSET_FIELDS[name].column, ASSET_FIELDS[name].kind]),
);

/** The kind of a record column; undefined for a column outside the record (ids, flags, the verdict). */
export function kindOfColumn(column: string): AssetFieldKind | undefined {
  return KIND_OF_COLUMN.get(column);
}

/** The record's columns of a kind (money in cents, rates, dates…). */
export function columnsOfKind(kind: AssetFieldKind): AssetFieldColumn[] {
  return RECORD_COLUMNS.filter((column) => KIND_OF_COLUMN.get(column) === kind);
}

/** The references the register shows by code (`selectAssetRecords` joins them): their joined code's name. */
export const REFERENCE_CODE_NAMES = {
  tax_code_id: 'tax_code',
  category_id: 'category_code',
  method_id: 'method_code',
} as const satisfies Partial<Record<AssetFieldColumn, string>>;

/** The fields a save takes from the wire as they are: not references (resolved by code) nor derived ones. */
type WrittenField = {
  [F in AssetFieldName]: AssetRecordFields[F] extends { derived: true }
    ? never
    : AssetRecordFields[F]['kind'] extends 'taxCode' | 'code'
      ? never
      : F;
}[AssetFieldName];
export type WrittenColumn = AssetRecordFields[WrittenField]['column'];

export const WRITTEN_FIELDS = ASSET_FIELD_NAMES.filter((name) => {
  const declaration = assetFieldDeclaration(name);
  return !declaration.derived && declaration.kind !== 'taxCode' && declaration.kind !== 'code';
}) as WrittenField[];
