/**
 * The register's reference data (docs/product/calls.md): tax-code suggestions, and the code a category or method
 * reference names. The SQL is in repository.ts.
 */
import type { CodeRefInput, TaxCode } from '@taxdep/domain';
import { taxCodeSearchValue } from '@taxdep/domain/assets';
import type { Db } from '../kernel/record-repository';
import { findReferenceCode, findTaxCodeSuggestions } from './repository';

export const SUGGESTION_LIMIT = 50;

/** The code of a category or method as the row holds it: its code, or the stored code of its id (0: none). */
export async function codeOfRef(
  db: Db,
  table: 'depreciation_categories' | 'depreciation_methods',
  ref: CodeRefInput | null,
): Promise<string | null> {
  if (ref === null) return null;
  if (ref.code.trim() !== '') return ref.code.trim().toUpperCase();
  if (ref.id === 0) return null;
  return findReferenceCode(db, table, ref.id);
}

export async function searchTaxCodes(db: Db, searchValue: string): Promise<TaxCode[]> {
  const term = taxCodeSearchValue(searchValue);
  if (term === null) return [];
  const rows = await findTaxCodeSuggestions(db, term, SUGGESTION_LIMIT);
  return rows.map((r) => ({
    id: r.id,
    assetCode: r.code,
    industry: r.industry,
    subIndustry: r.sub_industry,
    assetGroup: r.asset_group,
    asset: r.asset,
    effectiveLifeYears: r.effective_life_years === null ? null : Number(r.effective_life_years),
    dateOfApplication: r.date_of_application,
    categoryCode: r.category_code,
    constructionType: r.construction_type,
    // Issue 26 item 3: the ruling or guide, so one asset's successive determinations can be told apart.
    source: r.source,
  }));
}
