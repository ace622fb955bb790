import type {
  BuildingRateLoadAnswer,
  BuildingRateLoadRecord,
  BuildingRatesQuery,
  BuildingRateUpload,
  BuildingRateWire,
} from '@taxdep/domain';
import type { ApiClient, ApiFailure, BuildingRatesPort } from '@taxdep/domain/ports';
import { callApi } from './contract-call';

/**
 * BuildingRatesPort over the ApiClient port (issue 28 item 3): the rate library's calls of rca-calls.ts, one to one,
 * typed by the contract. The Administration page loads and lists the library; an assessment reads the rates in force.
 */
export class HttpBuildingRatesPort implements BuildingRatesPort {
  constructor(private readonly api: ApiClient) {}

  async rates(query: BuildingRatesQuery = {}): Promise<BuildingRateWire[] | null> {
    const answer = await callApi(this.api, 'GET /buildingRates', { query });
    return Array.isArray(answer) ? answer : null;
  }

  async loads(): Promise<BuildingRateLoadRecord[] | null> {
    const answer = await callApi(this.api, 'GET /admin/building-rates/loads');
    return Array.isArray(answer) ? answer : null;
  }

  preview(file: BuildingRateUpload): Promise<BuildingRateLoadAnswer | null> {
    return callApi(this.api, 'POST /admin/building-rates/preview', { body: file });
  }

  load(file: BuildingRateUpload): Promise<BuildingRateLoadAnswer | null> {
    return callApi(this.api, 'POST /admin/building-rates/load', { body: file });
  }

  lastFailure(): ApiFailure | null {
    return this.api.lastFailure();
  }
}
