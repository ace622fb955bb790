/**
 * Copy Previous Asset Register (docs/product/states-and-permissions.md): allowed only while the report's workflow status is In Progress or
 * QA Review. The browser shows the button by this rule and the service refuses a copy by it, so the two cannot
 * disagree. (`status` is the workflow status; `reportStatus` is passed through untouched and is not judged.)
 */
export const COPY_PREVIOUS_STATUSES = ['In Progress', 'QA Review'] as const;

export function allowsCopyPrevious(status: string | null | undefined): boolean {
  return (COPY_PREVIOUS_STATUSES as readonly (string | null | undefined)[]).includes(status);
}
