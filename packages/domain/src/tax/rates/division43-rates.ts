/**
 * Division 43 rates by type of construction and the date construction started (docs/tax-rules.md#division-43-rates; ITAA97
 * s43-140 to s43-215, Tables 43-140 and 43-145; TABLE-02-div43-rates). Before a type's first date: nil.
 */
import type { CivilDate } from '../calendar/civil-date';
import { type Ratio, ratio } from '../money/exact';

export type ConstructionType =
  | 'shortTermTravellerAccommodation'
  | 'nonResidential'
  | 'industrial'
  | 'residential'
  | 'structuralImprovement'
  | 'environmentProtectionEarthworks';

/**
 * The six uses of Tables 43-140 and 43-145 in the wire's spelling: the one list the engine's mapping, the register's
 * grid and paste, and the import read.
 */
export const CONSTRUCTION_TYPES: readonly ConstructionType[] = [
  'shortTermTravellerAccommodation',
  'nonResidential',
  'industrial',
  'residential',
  'structuralImprovement',
  'environmentProtectionEarthworks',
];

export function isConstructionType(value: string): value is ConstructionType {
  return (CONSTRUCTION_TYPES as readonly string[]).includes(value);
}

const squash = (text: string) => text.toLowerCase().replace(/[^a-z]/g, '');
const TYPE_BY_KEY = new Map(CONSTRUCTION_TYPES.map((type) => [squash(type), type] as const));

/**
 * A use as a person writes it: its code or its name in any case and spacing (`Non-residential`, `non residential`,
 * `Short-term traveller accommodation`); null when it names none.
 */
export function readConstructionType(text: string): ConstructionType | null {
  return TYPE_BY_KEY.get(squash(text)) ?? null;
}

export interface Division43RateRow {
  constructionType: ConstructionType;
  from: CivilDate;
  /** Inclusive; null = still in force. */
  to: CivilDate | null;
  rate: Ratio;
}

const P2_5 = ratio(1, 40);
const P4 = ratio(1, 25);
const row = (
  constructionType: ConstructionType,
  from: string,
  to: string | null,
  rate: Ratio,
): Division43RateRow => ({
  constructionType,
  from,
  to,
  rate,
});

export const DIVISION43_RATE_TABLE: readonly Division43RateRow[] = [
  row('shortTermTravellerAccommodation', '1979-08-22', '1984-08-21', P2_5),
  row('shortTermTravellerAccommodation', '1984-08-22', '1987-09-15', P4),
  row('shortTermTravellerAccommodation', '1987-09-16', '1992-02-26', P2_5),
  row('shortTermTravellerAccommodation', '1992-02-27', null, P4),
  row('nonResidential', '1982-07-20', '1984-08-21', P2_5),
  row('nonResidential', '1984-08-22', '1987-09-15', P4),
  row('nonResidential', '1987-09-16', null, P2_5),
  // Industrial buildings are non-residential until the 4% manner of Table 43-145 applies (27 Feb 1992).
  row('industrial', '1982-07-20', '1984-08-21', P2_5),
  row('industrial', '1984-08-22', '1987-09-15', P4),
  row('industrial', '1987-09-16', '1992-02-26', P2_5),
  row('industrial', '1992-02-27', null, P4),
  row('residential', '1985-07-18', '1987-09-15', P4),
  row('residential', '1987-09-16', null, P2_5),
  row('structuralImprovement', '1992-02-27', null, P2_5),
  row('environmentProtectionEarthworks', '1992-08-19', null, P2_5),
];

/** The tax code's free-text construction type as one of ours, or null when it names none. */
export function constructionTypeOf(text: string | null | undefined): ConstructionType | null {
  const t = (text ?? '').toLowerCase().replace(/[^a-z]/g, '');
  if (t === '') return null;
  if (t.includes('traveller') || t.includes('traveler') || t.includes('hotel') || t.includes('shortterm')) {
    return 'shortTermTravellerAccommodation';
  }
  if (t.includes('industrial')) return 'industrial';
  if (
    t.includes('nonresidential') ||
    t.includes('commercial') ||
    t.includes('office') ||
    t.includes('shop')
  ) {
    return 'nonResidential';
  }
  if (t.includes('residential')) return 'residential';
  if (t.includes('structural')) return 'structuralImprovement';
  if (t.includes('earthwork') || t.includes('environment')) return 'environmentProtectionEarthworks';
  return null;
}

/** The s43 rate for works of `type` whose construction started on `constructionStartDate`; 0 when nil. */
export function division43Rate(
  type: ConstructionType,
  constructionStartDate: CivilDate,
  table: readonly Division43RateRow[] = DIVISION43_RATE_TABLE,
): Ratio {
  const hit = table.find(
    (r) =>
      r.constructionType === type &&
      r.from <= constructionStartDate &&
      (r.to === null || constructionStartDate <= r.to),
  );
  return hit ? hit.rate : { num: 0, den: 1 };
}
