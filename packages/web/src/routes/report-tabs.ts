/*
 * The report view's addresses, below the shell (which titles the page by the tab) and the report view (which
 * routes them), so the shell's static import does not pull the lazily loaded view into the first page.
 */

/** The six tabs of the report view and their routes (docs/product/README.md), and History (issue 15). */
export interface ReportTab {
  path: string;
  label: string;
}

export const REPORT_TABS: readonly ReportTab[] = [
  { path: '/', label: 'General Info' },
  { path: '/AssetRegister', label: 'Asset Register' },
  { path: '/Calculations', label: 'Calculations' },
  { path: '/Deductions', label: 'Deductions' },
  { path: '/Summary', label: 'Summary' },
  { path: '/Report', label: 'Report' },
  { path: '/History', label: 'History' },
];

/** The label of the tab whose route ends `pathname` (the router may sit below a base path), or null. */
export function reportTabLabel(pathname: string): string | null {
  const path = pathname.replace(/\/+$/, '');
  const tab = REPORT_TABS.find((t) => t.path !== '/' && path.endsWith(t.path));
  return tab?.label ?? REPORT_TABS[0]?.label ?? null;
}

export const REPORT_ID_PARAM = 'depreciationReportId';

/** The Asset Register's address names an asset to open (issue 26 item 12: the blocked submit's links). */
export const ASSET_PARAM = 'assetId';

/**
 * The query string kept when moving between tabs: the current one, with the report id put back
 * if it was lost (docs/product/shell-and-sign-in.md: the parameter must stay in the address).
 */
export function tabSearch(currentSearch: string, reportId: number): string {
  const params = new URLSearchParams(currentSearch);
  // The asset to open is the register's for one visit, not every tab's (issue 26 item 12).
  params.delete(ASSET_PARAM);
  if (!params.get(REPORT_ID_PARAM)) params.set(REPORT_ID_PARAM, String(reportId));
  return `?${params.toString()}`;
}
