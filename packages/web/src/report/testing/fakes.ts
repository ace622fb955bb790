import type {
  CheckerSearchResult,
  DepreciationMethod,
  Report,
  ReportStatusOption,
  ReportUpdate,
} from '@taxdep/domain';
import type { ApiClient, ApiFailure, ReportsPort } from '@taxdep/domain/ports';

/** A report as GET /depreciationReports/{id} answers it; tests override what they need. */
export function makeReport(overrides: Partial<Report> = {}): Report {
  return {
    depreciationReportId: 42,
    statusId: 1,
    status: 'In Progress',
    reportStatusId: 3,
    reportStatus: 'Draft',
    readOnly: false,
    instructions: {
      portfolioName: 'Harbour Portfolio',
      instructedPerson: 'Jane Citizen',
      instructedCompany: 'Harbour Funds Pty Ltd',
      streetAddress: '1 George St',
      suburb: 'Sydney',
      state: 'NSW',
      postCode: '2000',
      reliantParty: 'Harbour Trust',
      instructionRef: 'INS-7',
      instructionDate: '2025-02-01',
      inspectionDate: '2025-03-05',
      depreciationMethodId: 1,
      fundCode: 'F01',
      propertyCode: 'P01',
      lowValuePoolFlag: true,
    },
    propertyInfo: {
      lotNumber: 'Lot 4',
      propertyName: 'Harbour Tower',
      streetAddress: '1 George St',
      suburb: 'Sydney',
      state: 'NSW',
      postCode: '2000',
      masterId: 'M-100',
      startClaimDate: '2020-07-01',
      vendorEntity: 'Vendor Co',
      exchangeDate: '2020-05-01',
      purchasePrice: 1250000,
      unimprovedLandValue: 400000,
      settlementDate: '2020-06-15',
      buildingPeriodAtReportDate: '12 years',
      constructionCommencementDate: '2011-03-01',
      constructionCompletionDate: '2012-09-30',
      firstAvailableForRentDate: '2020-07-01',
    },
    reportingInfo: {
      qsSurveyor: 'Sam Surveyor',
      qsChecker: 'Chris Checker',
      qsCheckerId: 7,
      qsReference: 'REF-1',
      qsOffice: 'Sydney',
      reportType: 'Tax Depreciation',
      assessmentDate: '2025-03-05',
      eofyReportDate: '2025-06-30',
      reportName: '30 June 2025',
    },
    taxpayer: { entityType: null, propertyUse: null, turnoverBand: null, premisesCondition: null },
    ...overrides,
  };
}

export const METHODS: DepreciationMethod[] = [
  { id: 1, description: 'Prime Cost', code: 'PC' },
  { id: 2, description: 'Diminishing Value', code: 'DV' },
];

export const STATUSES: ReportStatusOption[] = [
  { id: 1, status: 'In Progress' },
  { id: 2, status: 'QA Review' },
];

export const CHECKERS: CheckerSearchResult[] = [
  { userId: 11, firstname: 'Alex', lastname: 'Brown' },
  { userId: 12, checkerId: 120, firstname: 'Alexa', lastname: 'Green' },
];

/**
 * An in-memory ReportsPort recording what was sent; `failSaves` makes the PUT fail (docs/product/rules.md#messages-and-errors: null) without a reason,
 * and a report read-only on the service refuses it as the service does (409 with its message, issue #10).
 */
export class FakeReportsPort implements ReportsPort {
  report: Report | null;
  saved: ReportUpdate[] = [];
  searches: string[] = [];
  failSaves = false;
  methods: DepreciationMethod[] | null = METHODS;
  private failure: ApiFailure | null = null;

  constructor(report: Report | null = makeReport()) {
    this.report = report;
  }

  async getReport(reportId: number): Promise<Report | null> {
    return this.report && this.report.depreciationReportId === reportId ? structuredClone(this.report) : null;
  }

  /** Someone else's edit, applied by the service before it answers the next save. */
  concurrentEdit: ((report: Report) => void) | null = null;

  async updateReport(update: ReportUpdate): Promise<Report | null> {
    this.failure = null;
    if (this.failSaves || !this.report) {
      this.failure = { status: null, message: null };
      return null;
    }
    if (this.report.readOnly) {
      const id = this.report.depreciationReportId;
      this.failure = { status: 409, message: readOnlyRefusal(id) };
      return null;
    }
    this.saved.push(structuredClone(update));
    const stored: Report = { ...structuredClone(update), readOnly: false };
    this.concurrentEdit?.(stored);
    this.concurrentEdit = null;
    this.report = stored;
    return structuredClone(stored);
  }

  async getStatuses(): Promise<ReportStatusOption[] | null> {
    return STATUSES;
  }

  async getMethods(): Promise<DepreciationMethod[] | null> {
    return this.methods;
  }

  async searchCheckers(searchValue: string): Promise<CheckerSearchResult[] | null> {
    this.searches.push(searchValue);
    const wanted = searchValue.toLowerCase();
    return CHECKERS.filter((c) => `${c.firstname} ${c.lastname}`.toLowerCase().includes(wanted));
  }

  get lastSaved(): ReportUpdate | undefined {
    return this.saved[this.saved.length - 1];
  }

  lastFailure(): ApiFailure | null {
    return this.failure;
  }
}

/** The service's refusal of a write to a completed report (docs/api.md "Reports"). */
export function readOnlyRefusal(reportId: number): string {
  return `Report ${reportId} is read-only (its status is Completed); nothing was changed.`;
}

/** An ApiClient answering the report calls from a FakeReportsPort, to test the real bindings end to end. */
export function apiClientFor(port: FakeReportsPort): ApiClient {
  const get = async (path: string, params?: Record<string, string | number | boolean | undefined>) => {
    if (path === '/depreciationMethods') return port.getMethods();
    if (path === '/depreciationReports/depreciationStatus/all') return port.getStatuses();
    if (path === '/users/all') return port.searchCheckers(String(params?.searchValue ?? ''));
    const match = /^\/depreciationReports\/(\d+)$/.exec(path);
    return match ? port.getReport(Number(match[1])) : null;
  };
  return {
    get: get as ApiClient['get'],
    post: async () => null,
    put: (async (path: string, body?: unknown) =>
      path === '/depreciationReport' && (await port.updateReport(body as ReportUpdate))
        ? {}
        : null) as ApiClient['put'],
    delete: async () => null,
    download: async () => null,
    lastFailure: () => port.lastFailure(),
  };
}
