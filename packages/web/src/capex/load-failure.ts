import type { ApiFailure } from '@taxdep/domain/ports';

/**
 * What the capex view says when its forecast cannot be read, in the report view's words (report/load-failure.ts,
 * issue 16 item 8): a forecast that does not exist or is not this user's (404, 403) says so without offering a
 * retry; any other failure may pass, so it offers one.
 */
export function capexLoadFailureText(capexReportId: number, failure: ApiFailure | null): string {
  if (failure?.status === 404 || failure?.status === 403)
    return `Capex forecast ${capexReportId} does not exist, or it is not one of yours. Check the link, or open the forecast from your list of reports.`;
  const reason = failure?.message ? ` ${failure.message}` : '';
  return `Capex forecast ${capexReportId} could not be loaded.${reason} Refresh the page to try again.`;
}
