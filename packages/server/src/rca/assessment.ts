/**
 * GET /RcaReports/{id}/assessment (issue 28 item 4): the domain's assessRca run on the stored inputs, mapped to the
 * wire. Nothing is worked here: every figure is the domain's, so the screen, the PDF and a test that runs the domain
 * on the same inputs read the same cents. While the inputs have errors (or there is no building) the answer has no
 * figures, and says why with the errors listed.
 */
import type { Database } from '@taxdep/db/schema';
import type { RcaAssessmentAnswer } from '@taxdep/domain';
import { assessRca, type RcaAssessmentResult } from '@taxdep/domain/rca';
import type { Kysely } from 'kysely';
import * as repo from './repository';
import { notAnAssessment } from './service';
import { buildingErrorWire, inputsOf, libraryRateWire, ratesUsed } from './wire';

export async function assessmentAnswer(db: Kysely<Database>, reportId: number): Promise<RcaAssessmentAnswer> {
  const header = await repo.findHeader(db, reportId);
  if (!header) throw notAnAssessment(reportId);
  const { settings, buildings } = inputsOf(header);
  return {
    ...resultWire(assessRca(settings, buildings)),
    ratesUsed: ratesUsed(buildings).map(libraryRateWire),
  };
}

export function resultWire(result: RcaAssessmentResult): Omit<RcaAssessmentAnswer, 'ratesUsed'> {
  const settingsErrors = result.settingsErrors.map(({ field, message }) => ({ field, message }));
  const buildingErrors = result.buildingErrors.map(buildingErrorWire);
  const worked = result.assessment;
  if (worked === null) return { assessment: null, problem: result.problem, settingsErrors, buildingErrors };
  return {
    assessment: {
      buildings: worked.buildings.map((building) => ({
        buildingId: building.buildingId,
        name: building.name,
        lines: building.lines.map((line) => ({
          kind: line.kind,
          label: line.label,
          cents: line.cents,
          subtotal: line.subtotal,
          formula: line.formula,
          notes: line.notes,
          ...(line.areaId === undefined ? {} : { areaId: line.areaId }),
        })),
        reinstatementCents: building.reinstatementCents,
        escalationFactor: building.escalationFactor,
        monthsToMidConstruction: building.monthsToMidConstruction,
      })),
      totalCents: worked.totalCents,
      recommendedSumInsuredCents: worked.recommendedSumInsuredCents,
      roundingNote: worked.roundingNote,
      currentSumInsuredCents: worked.currentSumInsuredCents,
      insuredPercent: worked.insuredPercent,
      underInsured: worked.underInsured,
      averaging: worked.averaging.map((c) => ({ ...c })),
      reviews: worked.reviews.map((review) => ({ date: review.date, kind: review.kind })),
      warnings: worked.warnings,
    },
    problem: null,
    settingsErrors,
    buildingErrors,
  };
}
