/**
 * The wire answers of the explanation outputs (api/explanation-calls.ts): the engine's cents as dollars, converted
 * exactly with `centsToDollars` (decision 13: outputs are cents, the wire carries dollars). The step calculations stay
 * in the engine: they are the check that a step gives its figure, in cents.
 */
import type {
  AssetYearExplanationAnswer,
  ExplainedFigureLine,
  MethodComparisonAnswer,
  MethodOutcomeLine,
} from '../../api/explanation-calls';
import { centsToDollars } from '../../format/money';
import { financialYearEnd } from '../calendar/financial-year';
import { lawCitation } from './explanation-citations';
import { type AssetYearExplanation, FIGURE_NAMES } from './explanation-model';
import type { MethodComparison, MethodOutcome } from './method-comparison';

export function assetYearExplanationAnswer(e: AssetYearExplanation): AssetYearExplanationAnswer {
  const figures = {} as ExplainedFigureLine;
  for (const name of FIGURE_NAMES) figures[name] = centsToDollars(e.figures[name]);
  return {
    assetId: Number(e.assetId),
    financialYear: e.financialYear,
    shown: e.shown,
    treatment: e.treatment,
    note: e.note,
    // Issue 26 item 9: every citation in the law's terms (explanation-citations.ts).
    days: e.days && { ...e.days, citation: lawCitation(e.days.citation) },
    rate: e.rate && {
      percent: e.rate.percent,
      method: e.rate.method,
      source: e.rate.source,
      assetCode: e.rate.assetCode,
      effectiveLifeYears: e.rate.effectiveLifeYears,
      dateOfApplication: e.rate.dateOfApplication,
      lifeMultiplier: e.rate.lifeMultiplier,
      constructionType: e.rate.constructionType,
      constructionStartDate: e.rate.constructionStartDate,
      text: e.rate.text,
      citation: lawCitation(e.rate.citation),
    },
    rounding: e.rounding && { ...e.rounding, citation: lawCitation(e.rounding.citation) },
    events: e.events.map((event) => ({ ...event, citation: lawCitation(event.citation) })),
    steps: e.steps.map((s) => ({
      key: s.key,
      label: s.label,
      formula: s.formula,
      amount: centsToDollars(s.amount),
      citation: lawCitation(s.citation),
    })),
    figures,
    derivation: e.derivation,
  };
}

function outcomeLine(o: MethodOutcome): MethodOutcomeLine {
  return {
    method: o.method,
    firstYear: centsToDollars(o.firstYear),
    fiveYears: centsToDollars(o.fiveYears),
    tenYears: centsToDollars(o.tenYears),
    fortyYears: centsToDollars(o.fortyYears),
    perFinancialYear: o.perFinancialYear.map((y) => ({
      finYearEndDate: financialYearEnd(y.financialYear),
      total: centsToDollars(y.total),
    })),
  };
}

export function methodComparisonAnswer(c: MethodComparison): MethodComparisonAnswer {
  return {
    currentFinancialYear: c.currentFinancialYear,
    primeCost: outcomeLine(c.primeCost),
    diminishingValue: outcomeLine(c.diminishingValue),
  };
}
