/**
 * Issue 26 item 3: the tax-code suggestions told apart. The firm's table holds several rows of one asset (the
 * Commissioner's successive determinations: `Floor coverings (removable without damage): Carpet` under 10 years
 * until 30 June 2004, 10 years from 1 July 2004, 8 years from 1 July 2019), so each suggestion says what differs:
 * its effective life, the period its determination applies to, where it sits in the table (industry and heading)
 * and the ruling or guide it comes from, and the life and rate the asset being edited would get from it (s40-95:
 * the life in force at the asset's acquisition; docs/tax-rules.md "Methods").
 */
import type { TaxCode } from '../api';
import { formatDisplayDate } from '../format';
import { addDays } from '../format/civil-date';
import { division40Rate, percentOf } from '../tax/rates/effective-life';

export interface TaxCodeSuggestionText {
  label: string;
  detail: string;
}

/** What the suggestions are shown for: the asset's acquisition (invoice, else first use) date and method. */
export interface SuggestedFor {
  acquired: string | null;
  method: string | null;
}

const sameAsset = (a: TaxCode, b: TaxCode) =>
  a.industry === b.industry &&
  a.subIndustry === b.subIndustry &&
  a.assetGroup === b.assetGroup &&
  a.asset === b.asset;

const years = (life: number) => `${life} ${life === 1 ? 'year' : 'years'}`;

/** The period a row applies to among its asset's rows: from its date until the day before the next one's. */
function periodOf(code: TaxCode, codes: readonly TaxCode[]): string {
  const next = codes
    .filter((other) => other !== code && sameAsset(other, code) && other.dateOfApplication !== null)
    .map((other) => other.dateOfApplication as string)
    .filter((date) => code.dateOfApplication === null || date > code.dateOfApplication)
    .sort()[0];
  const from = code.dateOfApplication === null ? null : formatDisplayDate(code.dateOfApplication);
  const until = next === undefined ? null : formatDisplayDate(addDays(next, -1));
  if (from && until) return `${from} to ${until}`;
  if (until) return `until ${until}`;
  return from ? `from ${from}` : '';
}

/** The ruling or guide a row comes from, short: `TR 2022/1`, `ATO Rental properties 2014-15 guide`. */
export function taxCodeRuling(source: string | undefined): string {
  if (!source) return '';
  const ruling = /\b(?:TR|TD|IT) \d{4}\/\d+\b/.exec(source);
  if (ruling) return ruling[0];
  return (source.split(/[,;(]| https?:/)[0] ?? '').trim();
}

/** The life and rate the asset would get from the row, or that the row is not in force at its date. */
function forTheAsset(code: TaxCode, asset: SuggestedFor): string {
  if (asset.acquired === null || code.effectiveLifeYears === null) return '';
  const when = formatDisplayDate(asset.acquired);
  if (code.dateOfApplication !== null && code.dateOfApplication > asset.acquired) {
    return `not in force on ${when}`;
  }
  const method = asset.method === 'DV' || asset.method === 'PC' ? asset.method : null;
  const rate = method
    ? `, ${percentOf(division40Rate(code.effectiveLifeYears, method, asset.acquired))}% ${method}`
    : '';
  return `this asset (${when}): ${years(code.effectiveLifeYears)}${rate}`;
}

/** Each suggestion's line and its detail, in the order given. */
export function taxCodeSuggestionTexts(
  codes: readonly TaxCode[],
  asset: SuggestedFor,
): TaxCodeSuggestionText[] {
  return codes.map((code) => {
    const life =
      code.effectiveLifeYears !== null
        ? `Life ${years(code.effectiveLifeYears)}`
        : code.constructionType
          ? `Capital works (${code.constructionType})`
          : 'No effective life';
    const where = [code.industry, code.subIndustry, code.industry ? '' : code.assetGroup]
      .filter((part) => part.trim() !== '')
      .join(' › ');
    const detail = [life, periodOf(code, codes), where, taxCodeRuling(code.source), forTheAsset(code, asset)]
      .filter((part) => part !== '')
      .join(' · ');
    return { label: `${code.assetCode} — ${code.asset}`, detail };
  });
}
