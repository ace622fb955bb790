/** Fakes of the New report form's tests (NewReportStore.test.ts, NewReportForm.test.tsx). */
import type { NewCapexReport, NewRcaReport, NewReportRequest } from '@taxdep/domain';
import type { ApiFailure, NavigationPort, PortalPort } from '@taxdep/domain/ports';
import { NewCapexStore } from './NewCapexStore';
import { NewRcaStore } from './NewRcaStore';
import { NewReportStore } from './NewReportStore';

export const FUND = {
  fundId: 4,
  fundCode: 'HPOF',
  fundName: 'Harbourview',
  clientId: 1,
  clientName: 'C',
  portfolioCount: 1,
  reportCount: 2,
};

export function setup(options: { refuse?: ApiFailure } = {}) {
  const created: [number, NewReportRequest][] = [];
  const capexCreated: [number, NewCapexReport][] = [];
  const rcaCreated: [number, NewRcaReport][] = [];
  const redirects: string[] = [];
  let failure: ApiFailure | null = null;
  const port = {
    portfolios: async () => [
      { portfolioId: 9, fundId: 4, portfolioName: 'Sydney', propertyCount: 1, reportCount: 2 },
    ],
    properties: async () => [
      {
        propertyId: 21,
        portfolioId: 9,
        masterId: 'MP-1',
        propertyName: 'Harbour Tower',
        propertyCode: 'HT01',
        lotNumber: null,
        propertyAddress: '1 Harbour Street',
        reportCount: 2,
        latestEofyReportDate: '2025-06-30',
      },
    ],
    staff: async () => [
      {
        userId: 3,
        firstName: 'Sam',
        lastName: 'Surveyor',
        office: 'Sydney',
        role: 'surveyor',
        maySurvey: true,
        mayCheck: false,
      },
      {
        userId: 5,
        firstName: 'Chris',
        lastName: 'Checker',
        office: 'Sydney',
        role: 'checker',
        maySurvey: true,
        mayCheck: true,
      },
    ],
    methods: async () => [
      { id: 1, code: 'PC', description: 'Prime Cost' },
      { id: 2, code: 'DV', description: 'Diminishing Value' },
    ],
    createReport: async (portfolioId: number, request: NewReportRequest) => {
      created.push([portfolioId, request]);
      failure = options.refuse ?? null;
      return options.refuse
        ? null
        : {
            depreciationReportId: 77,
            propertyId: 30,
            masterId: 'TD-30',
            reportName: '30 June 2027',
            earlierReports: 0,
          };
    },
    createCapexReport: async (portfolioId: number, request: NewCapexReport) => {
      capexCreated.push([portfolioId, request]);
      failure = options.refuse ?? null;
      return options.refuse ? null : { capexReportId: 88 };
    },
    createRcaReport: async (portfolioId: number, request: NewRcaReport) => {
      rcaCreated.push([portfolioId, request]);
      failure = options.refuse ?? null;
      return options.refuse ? null : { rcaReportId: 99 };
    },
    lastFailure: () => failure,
  } as unknown as PortalPort;
  const navigation = { redirect: (path: string) => void redirects.push(path) } as unknown as NavigationPort;
  const store = new NewReportStore(port, navigation, () => '2026-11-26');
  const capex = new NewCapexStore(port, navigation, () => '2026-11-26');
  const rca = new NewRcaStore(port, navigation, () => '2026-11-26');
  return { store, capex, rca, created, capexCreated, rcaCreated, redirects };
}
