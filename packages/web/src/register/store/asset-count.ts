import { DEMOLITION_VIEW, type RegisterView } from '../columns';

/** What narrows the list below the whole register: the search, the tax-code filter, error mode, the demolition view. */
export interface ListNarrowing {
  appliedSearch: string;
  filterValues: readonly string[];
  errorMode: boolean;
  view: RegisterView;
}

export function isListNarrowed(list: ListNarrowing): boolean {
  return (
    list.appliedSearch.trim() !== '' ||
    list.filterValues.length > 0 ||
    list.errorMode ||
    list.view === DEMOLITION_VIEW
  );
}

/**
 * The subheader's count (issue 26 item 8): `Number of Assets: 421`, and while the list is narrowed, what it lists
 * of the whole register, `Number of Assets: 12 of 421` (the whole count is the service's `registerAssetCount`).
 */
export function assetCountText(
  listed: number | null,
  registerCount: number | null,
  narrowed: boolean,
): string {
  // Until the first listing answers, the count is unknown, not 0 (a 100,000-row register takes a second or so).
  if (listed === null) return 'Number of Assets: counting…';
  return narrowed && registerCount !== null
    ? `Number of Assets: ${listed} of ${registerCount}`
    : `Number of Assets: ${listed}`;
}
