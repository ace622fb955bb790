import type { Demolition } from '@taxdep/domain';

/**
 * Cumulative stand-in figures, as the service's are cumulative (docs/tax-rules.md rule 7): a demolition's adjusted cost
 * is 1000 less 10 per percent demolished by the demolitions before it (in id order); none without a rate.
 */
export function withFakeFigures(demolitions: readonly Demolition[]): Demolition[] {
  let earlierRates = 0;
  return [...demolitions]
    .sort((a, b) => a.id - b.id)
    .map((demolition) => {
      const figures =
        demolition.rate === null
          ? { adjustedHistoricalCost: null, adjustedAnnualDepreciation: null }
          : { adjustedHistoricalCost: 1000 - 10 * earlierRates, adjustedAnnualDepreciation: 25 };
      earlierRates += demolition.rate ?? 0;
      return { ...demolition, ...figures };
    });
}
