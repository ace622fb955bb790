/**
 * Issue 23's asset facts as the register grid enters them (docs/tax-rules.md "Asset fields", Issue 23): the set
 * (s40-80(2)), second-hand (s40-27), and the capital works' construction dates and use (Division 43, Tables 43-140
 * and 43-145). The service refuses a completion before the start and an unknown use (kernel/wire.ts); these
 * rules let the screen and a paste say so first, in the same words for both.
 */
import type { Asset } from '../api/asset';
import {
  type ConstructionType,
  isConstructionType,
  readConstructionType,
} from '../tax/rates/division43-rates';

/** The grid's names of the six uses of Tables 43-140 and 43-145 (the type holds every use, and no other). */
const USE_LABELS: Record<ConstructionType, string> = {
  residential: 'Residential',
  nonResidential: 'Non-residential',
  industrial: 'Industrial',
  shortTermTravellerAccommodation: 'Short-term traveller accommodation',
  structuralImprovement: 'Structural improvement',
  environmentProtectionEarthworks: 'Environment protection earthworks',
};

/** The uses as the wire spells them and as the grid names them, in the grid's order. */
export const CONSTRUCTION_USES: readonly { code: ConstructionType; label: string }[] = (
  Object.keys(USE_LABELS) as ConstructionType[]
).map((code) => ({ code, label: USE_LABELS[code] }));

export const isConstructionUse = isConstructionType;

/** The grid's name of a use; an unknown text as written. */
export function constructionUseLabel(code: string | null | undefined): string {
  if (!code) return '';
  return CONSTRUCTION_USES.find((u) => u.code === code)?.label ?? code;
}

/** A typed or pasted use read as its code: the code or the grid's name, any case and spacing; null when neither. */
export const readConstructionUse = readConstructionType;

/** Second-hand as the grid shows it: Yes, No, or empty (derived from the report's taxpayer facts, s40-27). */
export function secondHandText(value: boolean | null | undefined): '' | 'Yes' | 'No' {
  if (value === true) return 'Yes';
  return value === false ? 'No' : '';
}

/** A typed or pasted second-hand answer: yes/y/true/1 and no/n/false/0, any case; '' is empty; undefined: unreadable. */
export function readSecondHand(text: string): boolean | null | undefined {
  const t = text.trim().toLowerCase();
  if (t === '') return null;
  if (['yes', 'y', 'true', '1'].includes(t)) return true;
  if (['no', 'n', 'false', '0'].includes(t)) return false;
  return undefined;
}

export type LawFactField =
  | 'setName'
  | 'secondHand'
  | 'constructionStartDate'
  | 'constructionCompletionDate'
  | 'constructionUse';

/**
 * Whether a fact bears on a row of this category (docs/tax-rules.md): the construction facts on capital works
 * (`43`) only; the set and second-hand on Division 40 items (`40`, `AD`, `L`, `IA`: s40-80(2) and s40-27 are
 * Division 40 rules). A row with no category yet may hold any of them.
 */
export function lawFactApplies(field: LawFactField, categoryCode: string | null | undefined): boolean {
  if (!categoryCode) return true;
  if (field.startsWith('construction')) return categoryCode === '43';
  return ['40', 'AD', 'L', 'IA'].includes(categoryCode);
}

export const LAW_FACT_MESSAGES = {
  constructionCompletionDate: 'Construction completed is before construction start.',
  constructionUse: `Construction use must be one of: ${CONSTRUCTION_USES.map((u) => u.label).join(', ')}.`,
} as const;

/** The faults the service refuses (400), named on their cells: a completion before the start, an unknown use. */
export function lawFactErrors(
  asset: Pick<Asset, 'constructionStartDate' | 'constructionCompletionDate' | 'constructionUse'>,
): { field: keyof typeof LAW_FACT_MESSAGES; message: string }[] {
  const errors: { field: keyof typeof LAW_FACT_MESSAGES; message: string }[] = [];
  const start = asset.constructionStartDate;
  const completion = asset.constructionCompletionDate;
  if (start && completion && completion < start) {
    errors.push({
      field: 'constructionCompletionDate',
      message: LAW_FACT_MESSAGES.constructionCompletionDate,
    });
  }
  const use = asset.constructionUse;
  if (use && !isConstructionUse(use)) {
    errors.push({ field: 'constructionUse', message: LAW_FACT_MESSAGES.constructionUse });
  }
  return errors;
}
