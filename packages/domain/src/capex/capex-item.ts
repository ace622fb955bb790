/**
 * What a surveyor enters for a capex forecast (issue 27 item 2): the forecast's settings and its items. Fields are
 * as a row arrives from the grid, an import or the wire, so blanks are `null` or '' and validation.ts judges them;
 * the forecast (forecast.ts) reads only items that pass.
 *
 * Years are Australian financial years named by the year they end in (FY2026 = 1 July 2025 to 30 June 2026), as
 * everywhere else in the domain (tax/calendar/financial-year.ts). A forecast's "year" is an offset from the base
 * year: year 0 is the base year, and a horizon of h years covers years 0 to h (docs/capex-rules.md "Years").
 * Money is integer cents, GST exclusive (issue 27 item 2).
 */
import type { Cents } from '../tax/money/exact';
import type { BuildingElementId } from './building-elements';

/** Issue 27 item 2: a forecast looks 10, 15 or 20 years ahead. */
export const CAPEX_HORIZONS = [10, 15, 20] as const;
export type CapexHorizon = (typeof CAPEX_HORIZONS)[number];

/**
 * A percentage per year with at most four decimals ("3.5" or 3.5), read exactly (escalation.ts), never as a
 * floating-point factor.
 */
export type PercentPerYear = string | number;

export interface CapexSettings {
  /** The financial year of the forecast's base date: year 0, in whose prices every cost is entered. */
  baseYear: number;
  /** One of CAPEX_HORIZONS; a number here because the value comes from a form or the wire. */
  horizon: number;
  /** Escalation of costs per year, one rate for every element but those overridden below. */
  escalationPercent: PercentPerYear;
  /** Issue 27 item 2: a rate of its own for some elements (lifts may escalate faster than finishes). */
  elementEscalationPercent: Partial<Record<BuildingElementId, PercentPerYear>>;
}

/** Issue 27 item 2: whether a replacement is a capital cost or repairs and maintenance (reported apart). */
export const EXPENDITURE_KINDS = [
  { id: 'capital', label: 'Capital' },
  { id: 'repairs', label: 'Repairs and maintenance' },
] as const;
export type ExpenditureKind = (typeof EXPENDITURE_KINDS)[number]['id'];

export const CAPEX_PRIORITIES = [
  { id: 'high', label: 'High' },
  { id: 'medium', label: 'Medium' },
  { id: 'low', label: 'Low' },
] as const;
export type CapexPriority = (typeof CAPEX_PRIORITIES)[number]['id'];

/** A condition rating from 1 (very poor) to 5 (very good), as rated on inspection. */
export const CONDITION_RATINGS = [
  { id: 1, label: 'Very poor' },
  { id: 2, label: 'Poor' },
  { id: 3, label: 'Fair' },
  { id: 4, label: 'Good' },
  { id: 5, label: 'Very good' },
] as const;

export interface CapexItem {
  id: string;
  element: BuildingElementId;
  description: string;
  location: string;
  /** 1 to 5, or null when not rated (an item started from the register has no rating yet). */
  condition: number | null;
  /** Measured cost: quantity × unit rate, with the quantity's unit (m², lm, no.). */
  quantity: number | null;
  unit: string;
  unitRateCents: Cents | null;
  /** Or a lump sum: exactly one of the two costs is given. */
  lumpSumCents: Cents | null;
  /** The financial year installed, or the item's age in years at the base year: one of the two. */
  yearInstalled: number | null;
  age: number | null;
  /** The item's life in whole years: how often it is replaced. */
  lifeYears: number | null;
  /** The surveyor's remaining life in years, when the inspection says otherwise than its age; with a reason. */
  remainingLifeOverride: number | null;
  remainingLifeReason: string;
  expenditure: ExpenditureKind;
  priority: CapexPriority | null;
  note: string;
  /**
   * The firm's tax code of the replacement (docs/tax-rules.md "Tax codes"), and the effective life its row of the
   * Commissioner's table gives, in years with their fractions (s40-95). Optional: an item without a life has no
   * Division 40 figures in the tax effect (tax-effect.ts), and items entered before these fields stay valid.
   */
  taxCode?: string | null;
  effectiveLifeYears?: number | null;
}

/** Issue 27 item 3: the optional sinking fund the forecast's spending is drawn from. */
export interface SinkingFundSettings {
  openingBalanceCents: Cents;
  /** Paid in every year of the forecast, year 0 included. */
  contributionCents: Cents;
  /** Interest per year on a positive opening balance (sinking-fund.ts). */
  interestPercent: PercentPerYear;
}
