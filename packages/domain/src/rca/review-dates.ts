/**
 * When the assessment is next looked at (issue 28 item 4): a full reassessment every `reviewYears` years, and the sum
 * insured indexed at each anniversary between. Anniversaries of 29 February fall on 28 February in common years.
 */
import { type CivilDate, daysInMonth, toCivilDate } from '../format/civil-date';

export type RcaReviewKind = 'indexation' | 'fullReassessment';

export interface RcaReview {
  date: CivilDate;
  kind: RcaReviewKind;
}

export function addYears(date: CivilDate, years: number): CivilDate {
  const [y = 0, m = 1, d = 1] = date.split('-').map(Number);
  const year = y + years;
  const civil = toCivilDate(year, m, Math.min(d, daysInMonth(year, m)));
  if (civil === null) throw new RangeError(`no date ${years} years after ${date}`);
  return civil;
}

/** The anniversaries up to and including the next full reassessment, in order. */
export function reviewSchedule(assessmentDate: CivilDate, reviewYears: number): RcaReview[] {
  const reviews: RcaReview[] = [];
  for (let year = 1; year <= reviewYears; year++) {
    reviews.push({
      date: addYears(assessmentDate, year),
      kind: year === reviewYears ? 'fullReassessment' : 'indexation',
    });
  }
  return reviews;
}
