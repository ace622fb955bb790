import { type LawFactField, lawFactApplies, rateReasonNotApplicable } from '@taxdep/domain/assets';
import type { GridColumnKey } from '../columns';
import type { AssetRow } from './AssetRow';

/** Issue 23's grid columns (columns.ts), the facts of docs/tax-rules.md "Asset fields". */
const LAW_FACT_KEYS: ReadonlySet<string> = new Set<LawFactField>([
  'setName',
  'secondHand',
  'constructionStartDate',
  'constructionCompletionDate',
  'constructionUse',
]);

function isLawFactKey(key: GridColumnKey): key is LawFactField {
  return LAW_FACT_KEYS.has(key);
}

/** Why a fact's cell stays shut on a row of this category, in the law's words; null when it bears on the row. */
export function lawFactNotApplicable(row: AssetRow, key: GridColumnKey): string | null {
  if (!isLawFactKey(key)) return null;
  const value = row.asset[key];
  // A value already held stays editable on any row, so a fact entered before the category changed can be cleared.
  if (value !== null && value !== undefined && value !== '') return null;
  const category = row.asset.depreciationCategory?.code;
  if (lawFactApplies(key, category)) return null;
  return key.startsWith('construction')
    ? 'Only for capital works (category 43, Division 43).'
    : 'Only for Division 40 items (categories 40, AD, L and IA).';
}

/**
 * Why a cell stays shut on this row: a law fact that does not bear on its category, or (issue 25 item 4) the rate's
 * reason on a row on the tax office's rate (domain `rateReasonNotApplicable`); null when the cell is open.
 */
export function shutCellReason(row: AssetRow, key: GridColumnKey): string | null {
  if (key === 'rateReason') return rateReasonNotApplicable(row.asset);
  return lawFactNotApplicable(row, key);
}
