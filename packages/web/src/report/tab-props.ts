import type { Report } from '@taxdep/domain';

/**
 * docs/product/README.md#the-report-view-and-its-six-tabs: every route of the report view receives the report data as props. Its own file so the tabs and the
 * view that routes to them do not import each other (dependency rule `no-circular`, .dependency-cruiser.cjs).
 */
export interface ReportTabProps {
  report: Report;
}
