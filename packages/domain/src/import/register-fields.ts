/**
 * An asset's register fields and the staged import row that carries them, both ways (issue 23 item 9;
 * docs/product/import-export.md "Every field of the register"): the export writes `stagedRowOfFields` of each asset
 * (through `importRowCells`, spreadsheet-safe), the upload stores `fieldsOfStagedRow` of each staged row, so an
 * exported register imports as the same register (property-tested, register-fields.property.test.ts). What the import
 * cannot carry: an asset's demolitions after its first (one 'Demolition date' / 'Demolition %' pair a row).
 */

import {
  ASSET_FIELD_NAMES,
  type AssetFieldKind,
  type AssetFieldName,
  type AssetRecordFields,
  assetFieldDeclaration,
} from '../assets/asset-record';
import { centsToDecimalText } from '../format/money';
import type { Cents } from '../tax/money/exact';
import type { ConstructionType } from '../tax/rates/division43-rates';
import { importedText } from './export-csv';
import { IMPORT_HEADINGS, type ImportHeading, type StagedRow, stagedRowOf } from './headings';
import { importConstructionUse, importSecondHand } from './law-columns';
import { importAmountToCents, importDateToCivil } from './normalise';

/** What each kind of the record's fields is in the import (asset-record.ts): references by their code's text. */
interface ImportKinds {
  taxCode: string;
  code: string;
  text: string;
  date: string;
  cents: Cents;
  rate: string;
  flag: boolean;
  constructionUse: ConstructionType;
}

/** The record's fields the file carries (those with an import heading), by their wire names. */
type CarriedField = {
  [F in AssetFieldName]: AssetRecordFields[F]['importHeading'] extends null ? never : F;
}[AssetFieldName];

/**
 * An asset's fields as the import carries them: every field of the record's declaration with an import heading
 * (asset-record.ts), then what the file holds around the record: the rate in use, one demolition and the label by
 * name. Dates are civil dates `YYYY-MM-DD`, amounts integer cents, rates percent as exact decimal text (`12.5`); a
 * null `financialYearEndDate` is derived by the service (the entry FY's 30 June, docs/tax-rules.md "Asset fields"),
 * and so is a null `annualDepreciationClaim` (as a row save does, method PC).
 */
export type ImportedAssetFields = {
  [F in CarriedField]: ImportKinds[AssetRecordFields[F]['kind']] | null;
} & {
  /** The rate in use (the customised one when set), under 'Dep Rate'. */
  depreciationRate: string | null;
  demolitionDate: string | null;
  demolitionRate: string | null;
  abandonmentLabel: string | null;
  /** The label's date (lease expiry or strip-out), docs/tax-rules.md "Abandonment". */
  abandonmentDate: string | null;
};

/** The carried fields with their headings and kinds, in declaration order. */
const CARRIED = ASSET_FIELD_NAMES.flatMap((name) => {
  const { importHeading, kind } = assetFieldDeclaration(name);
  return importHeading === null ? [] : [{ name: name as CarriedField, heading: importHeading, kind }];
});

const code = (value: string): string | null => (value.trim() === '' ? null : value.trim());
/** A free text without the `'` an export put before a formula-like text (export-csv.ts `importedText`). */
const freeText = (value: string): string | null => code(importedText(value.trim()));
const date = (value: string) => importDateToCivil(value);
const cents = (value: string) => importAmountToCents(value);
/** The staged forms `12.` and `.5` (normaliseImportPercent) as the register reads them, `12` and `0.5`. */
const rate = (value: string): string | null =>
  value === '' ? null : value.replace(/^\./, '0.').replace(/\.$/, '');

/** How a staged value of each kind is read (every value in the import's own form, normalise.ts). */
const READERS: Record<AssetFieldKind, (value: string) => unknown> = {
  taxCode: code,
  code,
  text: freeText,
  date,
  cents,
  rate,
  flag: importSecondHand,
  constructionUse: importConstructionUse,
};

/** The register's fields of a staged row (normalised: every value in the import's own form). */
export function fieldsOfStagedRow(row: StagedRow): ImportedAssetFields {
  const fields: Record<string, unknown> = {};
  for (const { name, heading, kind } of CARRIED) fields[name] = READERS[kind](row[heading]);
  fields.depreciationRate = rate(row['Dep Rate']);
  fields.demolitionDate = date(row['Demolition date']);
  fields.demolitionRate = rate(row['Demolition %']);
  fields.abandonmentLabel = freeText(row['Abandonment Label']);
  fields.abandonmentDate = date(row['Abandonment Date']);
  return fields as ImportedAssetFields;
}

/** A civil date `YYYY-MM-DD` as the import stages it, `DD/MM/YYYY`; empty for none. */
export function stagedDate(civil: string | null | undefined): string {
  if (!civil) return '';
  return `${civil.slice(8, 10)}/${civil.slice(5, 7)}/${civil.slice(0, 4)}`;
}

/** A rate as exact decimal text without trailing zeros (`numeric` '12.5000' → `12.5`); empty for none. */
export function stagedRate(decimal: string | number | null | undefined): string {
  if (decimal === null || decimal === undefined || decimal === '') return '';
  const text = String(decimal);
  return text.includes('.') ? text.replace(/\.?0+$/, '') : text;
}

const stagedCents = (value: Cents | null) => (value === null ? '' : centsToDecimalText(value));
/** Texts trimmed, as the import stages them; the writer makes them spreadsheet-safe (importRowCells). */
const stagedText = (value: string | null) => value?.trim() ?? '';

/** How a field of each kind is staged (the writer makes texts spreadsheet-safe, importRowCells). */
const STAGERS: Record<AssetFieldKind, (value: never) => string> = {
  taxCode: stagedText,
  code: stagedText,
  text: stagedText,
  date: stagedDate,
  cents: stagedCents,
  rate: stagedRate,
  flag: (value: boolean | null) => (value === null ? '' : value ? 'Yes' : 'No'),
  constructionUse: (value: string | null) => value ?? '',
};

const HEADING_INDEX = new Map<string, number>(IMPORT_HEADINGS.map((heading, i) => [heading, i]));
const at = (heading: ImportHeading) => HEADING_INDEX.get(heading) as number;

/** The staged row of an asset's fields, the row the export writes (`importRowCells` makes it a file's line). */
export function stagedRowOfFields(fields: ImportedAssetFields): StagedRow {
  const values: string[] = new Array(IMPORT_HEADINGS.length).fill('');
  for (const { name, heading, kind } of CARRIED) values[at(heading)] = STAGERS[kind](fields[name] as never);
  values[at('Dep Rate')] = stagedRate(fields.depreciationRate);
  values[at('Demolition date')] = stagedDate(fields.demolitionDate);
  values[at('Demolition %')] = stagedRate(fields.demolitionRate);
  values[at('Abandonment Label')] = stagedText(fields.abandonmentLabel);
  values[at('Abandonment Date')] = stagedDate(fields.abandonmentDate);
  return stagedRowOf((index) => values[index] as string);
}
