/** The law around the arithmetic (issue 23): who claims, the incentives' windows, and the limits on each category. */

export * from './category-limits';
export * from './incentive-eligibility';
export * from './incentive-rules';
export * from './incentive-table-file';
export * from './incentive-table-plan';
export * from './low-cost-pooling';
export * from './second-hand-residential';
export * from './taxpayer';
