/**
 * Abandonment label rules (docs/product/asset-register.md "Manage Abandonment Label", 5 "Field input", 8 "Error catalogue") and the
 * label-mapping rule (docs/product/calls.md, docs/product/rules.md#messages-and-errors): one label may not link two assets with the same ATO code.
 */
import type { Asset } from '../api';

/** docs/product/rules.md#constants-and-limits: label max 100 characters. */
export const LABEL_MAX_LENGTH = 100;

/** docs/product/states-and-permissions.md: the drop-down's Select entry. */
export const NO_LABEL_ID = 0;

export const COMPLIANCE_PROBLEM_TITLE = 'Compliance Problem';
export const DUPLICATE_LABEL_MESSAGE = 'Label Name already exists.';
export const LABEL_TOO_LONG_MESSAGE = `Label must be at most ${LABEL_MAX_LENGTH} characters.`;
export const BLANK_LABEL_SUBHEADER = 'Please fill in the required field.';
export const BLANK_LABEL_FOOTER = 'Please fill out the required field before continuing.';
export const LABEL_MAPPING_CONFLICT_MESSAGE =
  'Abandonment Label has already been linked with an asset with the same ATO Code.';
export const LABEL_HAS_ASSETS_MESSAGES = [
  'There are Assets linked with this Label.',
  'If you delete the label then linking between Asset & Label will be removed.',
] as const;
export const NO_LABELS_MESSAGE = 'No label has been created.';

/** docs/product/calls.md: the two answers of POST .../model-abandonment-label that mean success. */
export const LABEL_MAPPING_SUCCESS_ANSWERS = ['Successfully Mapped', 'Label Unmapped'] as const;

/** docs/product/rules.md#messages-and-errors: the blank-label message names the label by its 1-based position in the dialog. */
export function blankLabelMessage(position: number): string {
  return `Label ${position} is currently blank, the abandonment label cannot be saved without details`;
}

export type LabelProblem = 'blank' | 'duplicate' | 'tooLong';

export interface LabelError {
  /** 0-based index of the label in the list being saved. */
  index: number;
  problem: LabelProblem;
  message: string;
}

/**
 * Validates the labels of the Manage Abandonment Label dialog before save: each non-blank, at most 100 characters,
 * and unique ignoring case and surrounding spaces. Of equal names the first stays valid and the later ones are
 * marked (docs/product/rules.md#messages-and-errors "Duplicate label": the row is marked invalid).
 */
export function validateLabels(labels: readonly { label: string }[]): LabelError[] {
  const errors: LabelError[] = [];
  const seen = new Set<string>();
  labels.forEach(({ label }, index) => {
    const name = label.trim();
    if (name === '') {
      errors.push({ index, problem: 'blank', message: blankLabelMessage(index + 1) });
      return;
    }
    if (label.length > LABEL_MAX_LENGTH)
      errors.push({ index, problem: 'tooLong', message: LABEL_TOO_LONG_MESSAGE });
    const key = name.toLowerCase();
    if (seen.has(key)) errors.push({ index, problem: 'duplicate', message: DUPLICATE_LABEL_MESSAGE });
    seen.add(key);
  });
  return errors;
}

export interface ComplianceDialog {
  title: string;
  subheader: string;
  messages: string[];
}

/** docs/product/rules.md#messages-and-errors "Blank label on save": the dialog listing every blank label, or null when none is blank. */
export function blankLabelDialog(labels: readonly { label: string }[]): ComplianceDialog | null {
  const blanks = validateLabels(labels).filter((error) => error.problem === 'blank');
  if (blanks.length === 0) return null;
  return {
    title: COMPLIANCE_PROBLEM_TITLE,
    subheader: BLANK_LABEL_SUBHEADER,
    messages: [...blanks.map((error) => error.message), BLANK_LABEL_FOOTER],
  };
}

function atoCodeOf(asset: Pick<Asset, 'assetCode'>): string | null {
  const code = asset.assetCode?.assetCode.trim();
  return code ? code.toUpperCase() : null;
}

/**
 * docs/product/rules.md#messages-and-errors "Failed label mapping": linking `labelId` to `asset` is refused when another asset already linked to that
 * label has the same ATO code. Unlinking (Select, id 0) never conflicts. `assets` are the report's assets.
 */
export function labelMappingConflict(
  assets: readonly Pick<Asset, 'id' | 'assetCode' | 'abandonmentLabel'>[],
  asset: Pick<Asset, 'id' | 'assetCode'>,
  labelId: number,
): boolean {
  if (labelId === NO_LABEL_ID) return false;
  const code = atoCodeOf(asset);
  if (code === null) return false;
  return assets.some(
    (other) => other.id !== asset.id && other.abandonmentLabel?.id === labelId && atoCodeOf(other) === code,
  );
}

/** docs/product/rules.md#messages-and-errors: any answer other than the two success texts is a failed mapping; the previous label is restored. */
export function isLabelMappingSuccess(answer: string | null): boolean {
  return (LABEL_MAPPING_SUCCESS_ANSWERS as readonly (string | null)[]).includes(answer);
}

/** docs/product/rules.md#messages-and-errors "Delete a label with linked assets": whether deleting the label needs the warning first. */
export function labelHasLinkedAssets(
  assets: readonly Pick<Asset, 'abandonmentLabel'>[],
  labelId: number,
): boolean {
  return assets.some((asset) => asset.abandonmentLabel?.id === labelId);
}
