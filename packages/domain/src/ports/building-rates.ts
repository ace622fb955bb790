import type {
  BuildingRateLoadAnswer,
  BuildingRateLoadRecord,
  BuildingRatesQuery,
  BuildingRateUpload,
  BuildingRateWire,
} from '../api/rca-calls';
import type { ApiFailure } from './api-client';

/**
 * The firm's library of building rates (issue 28 item 3; docs/product/administration.md "Building rates"), one to
 * one with rca-calls.ts: the rates (any signed-in user; every rate, or those in force on a date) and the
 * administrator's load of a file with its history. A failure answers null and `lastFailure()` says why (issue #10).
 */
export interface BuildingRatesPort {
  /** GET /buildingRates: without `asOf` every rate held, with it the latest priced on or before that date. */
  rates(query?: BuildingRatesQuery): Promise<BuildingRateWire[] | null>;
  /** GET /admin/building-rates/loads, newest first. */
  loads(): Promise<BuildingRateLoadRecord[] | null>;
  /** POST /admin/building-rates/preview: what the file would add and refuse; stores nothing. */
  preview(file: BuildingRateUpload): Promise<BuildingRateLoadAnswer | null>;
  /** POST /admin/building-rates/load: the file planned again against the library as it is now, and stored. */
  load(file: BuildingRateUpload): Promise<BuildingRateLoadAnswer | null>;
  lastFailure(): ApiFailure | null;
}
