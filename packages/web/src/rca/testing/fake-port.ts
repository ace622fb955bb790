import type {
  BuildingRateWire,
  RcaAssessmentAnswer,
  RcaBuildingWire,
  RcaLibraryRateWire,
  RcaReport,
  RcaReportSave,
} from '@taxdep/domain';
import type { ApiFailure, ExportedFile, RcaPort } from '@taxdep/domain/ports';
import { assessRca, type RcaBuilding, validateRcaBuilding, validateRcaSettings } from '@taxdep/domain/rca';

/** The library as the test firm holds it: two rates in force on 2026-07-01. */
export const LIBRARY: BuildingRateWire[] = [
  {
    rateId: 11,
    buildingType: 'Office, high rise',
    location: 'Sydney CBD',
    rateCentsPerM2: 450_000,
    pricedOn: '2026-03-01',
    source: 'Rawlinsons 2026',
    loadId: 1,
  },
  {
    rateId: 12,
    buildingType: 'Warehouse',
    location: 'Western Sydney',
    rateCentsPerM2: 120_000,
    pricedOn: '2026-03-01',
    source: 'Firm cost plan',
    loadId: 1,
  },
];

/** The domain's building from the wire's (the same fields). */
function domainBuilding(building: RcaBuildingWire): RcaBuilding {
  return { ...building, areas: building.areas.map((a) => ({ ...a })) };
}

/** A building of the RICS/BCIS sample (issue 28): £1,146/m² × 1.10 over 1,500 m², £25,000 added, 12% fees. */
export function ricsBuilding(overrides: Partial<RcaBuildingWire> = {}): RcaBuildingWire {
  return {
    buildingId: 'b1',
    name: 'Main building',
    areas: [
      {
        areaId: 'a1',
        use: 'Offices',
        areaM2: '1500',
        rateCentsPerM2: 114_600,
        libraryRate: null,
        overrideReason: 'BCIS sample rate',
      },
    ],
    localityFactor: '1.10',
    externalWorksCents: 0,
    siteServicesCents: 0,
    adjustments: [{ description: 'Adjustments', cents: 2_500_000 }],
    demolitionMethod: 'lumpSum',
    demolitionPercent: '',
    demolitionCents: 7_500_000,
    asbestos: false,
    contamination: false,
    hazardNote: '',
    contingencyPercent: '0',
    professionalFeesPercent: '12',
    authorityFeesCents: 0,
    leadMonths: 0,
    constructionMonths: 12,
    ...overrides,
  };
}

/** The RICS/BCIS sample as an assessment: index 223 → 225, 17.5% VAT as GST, lines to the dollar. */
export function makeRcaReport(overrides: Partial<RcaReport> = {}): RcaReport {
  return {
    rcaReportId: 9,
    reportName: 'Harbour Tower RCA',
    fundId: 1,
    fundName: 'Harbour Fund',
    portfolioId: 1,
    propertyId: 7,
    propertyName: 'Harbour Tower',
    propertyAddress: '1 George Street, Sydney NSW 2000',
    statusId: 1,
    status: 'In Progress',
    surveyorId: 2,
    surveyor: 'Alex Surveyor',
    checkerId: 3,
    checker: 'Chris Checker',
    readOnly: false,
    settings: {
      assessmentDate: '2026-07-01',
      escalationMethod: 'index',
      escalationPercent: '',
      indexFrom: '223',
      indexTo: '225',
      policyMonths: 12,
      gstIncluded: true,
      gstPercent: '17.5',
      lineRounding: 'dollar',
      sumInsuredRoundingCents: 100,
      reviewYears: 3,
      currentSumInsuredCents: null,
      illustrativeLossCents: null,
    },
    buildings: [ricsBuilding()],
    notes: { basis: 'Reinstatement as new.', assumptions: '', exclusions: 'Contents.' },
    settingsErrors: [],
    buildingErrors: [],
    version: 1,
    ...overrides,
  };
}

/**
 * An RcaPort keeping one assessment in memory as the service does (the calls of rca-calls.ts): a save stores the
 * draft with the domain's verdict, a stale version is refused (409), the assessment is worked by the domain.
 * Records the calls; `refuse` makes the next call of a name fail.
 */
export class FakeRcaPort implements RcaPort {
  stored: RcaReport;
  library: BuildingRateWire[] = LIBRARY;
  calls: { name: string; body?: unknown }[] = [];
  refuse: Partial<Record<keyof RcaPort, ApiFailure>> = {};
  private failure: ApiFailure | null = null;

  constructor(report: RcaReport = makeRcaReport()) {
    this.stored = structuredClone(report);
  }

  async report(rcaReportId: number): Promise<RcaReport | null> {
    if (this.refused('report')) return null;
    this.calls.push({ name: 'report' });
    if (rcaReportId !== this.stored.rcaReportId) return this.fail({ status: 404, message: null });
    return structuredClone(this.stored);
  }

  async save(_id: number, save: RcaReportSave): Promise<RcaReport | null> {
    if (this.refused('save')) return null;
    this.calls.push({ name: 'save', body: structuredClone(save) });
    if (save.version !== this.stored.version)
      return this.fail({ status: 409, message: 'The assessment was changed by someone else.' });
    this.stored = {
      ...this.stored,
      reportName: save.reportName,
      settings: save.settings,
      buildings: save.buildings,
      notes: save.notes,
      settingsErrors: validateRcaSettings(save.settings),
      buildingErrors: save.buildings.flatMap((b) => validateRcaBuilding(domainBuilding(b))),
      version: this.stored.version + 1,
    };
    return structuredClone(this.stored);
  }

  async assessment(): Promise<RcaAssessmentAnswer | null> {
    if (this.refused('assessment')) return null;
    this.calls.push({ name: 'assessment' });
    const result = assessRca(this.stored.settings, this.stored.buildings.map(domainBuilding));
    const ratesUsed = new Map<number, RcaLibraryRateWire>();
    for (const area of this.stored.buildings.flatMap((b) => b.areas))
      if (area.libraryRate) ratesUsed.set(area.libraryRate.rateId, area.libraryRate);
    return {
      assessment: result.assessment,
      problem: result.problem,
      settingsErrors: result.settingsErrors,
      buildingErrors: result.buildingErrors,
      ratesUsed: [...ratesUsed.values()],
    };
  }

  async buildingRates(asOf: string): Promise<BuildingRateWire[] | null> {
    if (this.refused('buildingRates')) return null;
    this.calls.push({ name: 'buildingRates', body: asOf });
    return this.library.filter((rate) => rate.pricedOn <= asOf);
  }

  async exportCsv(): Promise<ExportedFile | null> {
    if (this.refused('exportCsv')) return null;
    this.calls.push({ name: 'exportCsv' });
    return { blob: new Blob(['Building,Line\r\n']), fileName: 'Harbour Tower RCA - build-up.csv' };
  }

  async exportWorkbook(): Promise<ExportedFile | null> {
    if (this.refused('exportWorkbook')) return null;
    this.calls.push({ name: 'exportWorkbook' });
    return { blob: new Blob(['PK']), fileName: 'Harbour Tower RCA.xlsx' };
  }

  lastFailure(): ApiFailure | null {
    return this.failure;
  }

  /** The bodies of the saves sent, oldest first. */
  get saves(): RcaReportSave[] {
    return this.calls.filter((c) => c.name === 'save').map((c) => c.body as RcaReportSave);
  }

  private refused(name: keyof RcaPort): boolean {
    const failure = this.refuse[name];
    if (!failure) {
      this.failure = null;
      return false;
    }
    delete this.refuse[name];
    this.failure = failure;
    return true;
  }

  private fail(failure: ApiFailure): null {
    this.failure = failure;
    return null;
  }
}
