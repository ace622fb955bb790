import type { ApiFailure } from '@taxdep/domain/ports';

/**
 * What the RCA view says when its assessment cannot be read, in the report view's words (report/load-failure.ts,
 * issue 16 item 8): one that does not exist or is not this user's (404, 403) says so without offering a retry; any
 * other failure may pass, so it offers one.
 */
export function rcaLoadFailureText(rcaReportId: number, failure: ApiFailure | null): string {
  if (failure?.status === 404 || failure?.status === 403)
    return `Assessment ${rcaReportId} does not exist, or it is not one of yours. Check the link, or open the assessment from your list of reports.`;
  const reason = failure?.message ? ` ${failure.message}` : '';
  return `Assessment ${rcaReportId} could not be loaded.${reason} Refresh the page to try again.`;
}
