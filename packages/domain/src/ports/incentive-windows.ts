import type {
  IncentiveTableLoad,
  IncentiveTableLoadAnswer,
  IncentiveTableUpload,
  IncentiveWindowTable,
} from '../api/incentive-window-calls';
import type { ApiFailure } from './api-client';

/**
 * The incentives' windows calls (issue 23 item 2; docs/product/administration.md "Incentive windows"), one to one:
 * the table in force (any signed-in user) and the administrator's load. A failure answers null and `lastFailure()`
 * says why (issue #10).
 */
export interface IncentiveWindowsPort {
  /** GET /incentiveWindows. */
  table(): Promise<IncentiveWindowTable | null>;
  loads(): Promise<IncentiveTableLoad[] | null>;
  preview(file: IncentiveTableUpload): Promise<IncentiveTableLoadAnswer | null>;
  load(file: IncentiveTableUpload): Promise<IncentiveTableLoadAnswer | null>;
  lastFailure(): ApiFailure | null;
}
