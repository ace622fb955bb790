/**
 * What the demo registers hold (issue 16 item 10): the asset types and locations of a real schedule of an office
 * tower or a shopping centre, so a prospective firm sees its own kind of work. Used by ./demo-assets.ts.
 */
export type PropertyType = 'office' | 'retail';

/** What the generator needs to know of a tax code. */
export interface SeedTaxCode {
  id: number;
  code: string;
  assetGroup: string;
  asset: string;
  life: string | null;
  constructionType: string | null;
}

export const LOCATIONS: Record<PropertyType, readonly string[]> = {
  office: [
    'Basement car park',
    'Ground floor lobby',
    'Ground floor café',
    'Level 3',
    'Level 7',
    'Level 12',
    'Plant room',
    'Roof',
    'Loading dock',
    'Common areas',
  ],
  retail: [
    'Mall common areas',
    'Food court',
    'Supermarket tenancy',
    'Specialty shops, level 1',
    'Level 3 cinema foyer',
    'Amenities',
    'Car park',
    'Plant room',
    'Roof',
    'Loading dock',
  ],
};

/**
 * Issue 16 item 10: a schedule lists what the building holds. Of the Commissioner's table, the asset groups a
 * surveyor finds in an office tower or a shopping centre (building services, fire, security, lifts, floor
 * coverings, lighting, amenities); not racehorses, earth-moving plant, laboratories or tourist-park cabins.
 */
const BUILDING_GROUPS = [
  /^Assets generally$/,
  /^Fire control/,
  /^Floor coverings/,
  /^Lifts/,
  /^Light fittings/,
  /^Light shades/,
  /^Lighting control/,
  /^Security and monitoring/,
  /^Plumbing fixtures/,
  /^Door controls/,
  /^Kitchen exhaust fans/,
  /^Telephony/,
];
/** Within those groups, what still belongs elsewhere (a home, a gym, a bank vault, a phone in a pocket). */
const NOT_IN_A_BUILDING = /Gym|DVD|Door stops|Rugs|Ballistic|Mobile phones|Window curtains|Garbage bins/;
/** What only a shopping centre holds: its café and food court kitchens, cool rooms, trolley docks, mall screens. */
const RETAIL_GROUPS = [
  /^Support assets$/,
  /^Refrigeration/,
  /^Loading bay/,
  /^Drink dispensing/,
  /^Shelving/,
];
const RETAIL_SIGNS = /shopping centres/;
const OFFICE_SIGNS = /office tower foyers/;

/** The codes a register of `type` draws from; the whole list when none fits (the unit tests' made-up codes). */
export function codesForProperty(codes: readonly SeedTaxCode[], type: PropertyType): SeedTaxCode[] {
  const fits = codes.filter((code) => {
    const groups = type === 'retail' ? [...BUILDING_GROUPS, ...RETAIL_GROUPS] : BUILDING_GROUPS;
    const signs = type === 'retail' ? RETAIL_SIGNS : OFFICE_SIGNS;
    if (/^Advertising signs/.test(code.assetGroup)) return signs.test(code.asset);
    return groups.some((group) => group.test(code.assetGroup)) && !NOT_IN_A_BUILDING.test(code.asset);
  });
  return fits.length > 0 ? fits : [...codes];
}

/** Capital works of a commercial building: never the residential construction codes. */
export function commercialWorks(codes: readonly SeedTaxCode[]): SeedTaxCode[] {
  const fits = codes.filter((code) => code.constructionType !== 'residential');
  return fits.length > 0 ? fits : [...codes];
}
