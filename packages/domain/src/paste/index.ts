/**
 * Paste from Excel into the register grid (issue 16; docs/product/asset-register.md "Paste from Excel"): the
 * clipboard's block, the fields a paste writes with the CSV import's normalising, and what a paste would change.
 */
export { type ClipboardBlock, readClipboardBlock, writeClipboardBlock } from './excel-clipboard';
export {
  assetPasteCells,
  isPasteAmountField,
  isPasteDateField,
  isPasteField,
  normalisePasteCell,
  PASTE_FIELDS,
  type PasteCells,
  type PasteField,
  pasteDateToCivil,
  pasteFieldLabel,
  pasteLawFactProblems,
  samePasteValue,
  stagedRowOfPaste,
} from './paste-fields';
export {
  type CodeText,
  type FieldChange,
  type LineNotes,
  MAX_PASTE_ROWS,
  type PasteAnchor,
  type PasteColumn,
  type PasteStaging,
  type PasteTarget,
  type StagedAddition,
  type StagedChange,
  stagePaste,
} from './stage-paste';
