import type {
  CapexCommit,
  CapexCommitAnswer,
  CapexCommitTarget,
  CapexCommitTargets,
  RegisterAsset,
} from '@taxdep/domain';
import type { ApiFailure, CapexCommitPort } from '@taxdep/domain/ports';

/** The service's answer for the roof item's FY2027 replacement ($10,300.00) into report `reportId`. */
export function commitAnswer(depreciationReportId: number, save: boolean, assetId = 901): CapexCommitAnswer {
  const newAsset = {
    id: save ? assetId : 0,
    depreciationReportId,
    description: 'Roof membrane',
    location: 'Level 12',
    assetCode: { id: 5, assetCode: 'CAPEXROOF' },
    depreciationCategory: { id: 1, code: '40' },
    depreciationMethod: { id: 2, code: 'DV' },
    originalCost: 10_300,
    invoiceDate: '2026-07-01',
    depreciationCommencementDate: '2026-07-01',
    depreciationRate: 20,
    hasErrors: false,
    readOnly: false,
    assetDemolitions: [],
    abandonmentLabel: null,
  } as unknown as RegisterAsset;
  return {
    saved: save,
    depreciationReportId,
    newAsset,
    disposal: {
      assetId: 77,
      description: 'Roof membrane (original)',
      disposalDate: '2026-07-01',
      terminationValue: 0,
    },
    problems: [],
  };
}

export const target = (depreciationReportId: number, mayEdit = true): CapexCommitTarget => ({
  depreciationReportId,
  reportName: `Report ${depreciationReportId}`,
  eofyReportDate: '2027-06-30',
  mayEdit,
});

/** A CapexCommitPort answering as the service does; records the calls; `refuse` fails the next commit. */
export class FakeCommitPort implements CapexCommitPort {
  readonly calls: CapexCommit[] = [];
  refuse: ApiFailure | null = null;
  private failure: ApiFailure | null = null;

  constructor(readonly targets: CapexCommitTarget[] = [target(42), target(43, false)]) {}

  async commitTargets(): Promise<CapexCommitTargets | null> {
    this.failure = null;
    return { reports: this.targets };
  }

  async commit(_capexReportId: number, body: CapexCommit): Promise<CapexCommitAnswer | null> {
    this.calls.push(body);
    if (this.refuse) {
      this.failure = this.refuse;
      this.refuse = null;
      return null;
    }
    this.failure = null;
    return commitAnswer(body.depreciationReportId, body.save);
  }

  lastFailure(): ApiFailure | null {
    return this.failure;
  }
}
