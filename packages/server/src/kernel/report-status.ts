/** The ids of the report statuses (migration 015 `report_statuses`), in workflow order. */
export const STATUS_ID = { inProgress: 1, qaReview: 2, completed: 3 } as const;
