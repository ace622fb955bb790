/**
 * The building elements a capex forecast groups its items by (issue 27 item 2): a closed list, so the year × element
 * matrix, the chart and the PDF have the same rows for every forecast, in this order.
 */

export const BUILDING_ELEMENTS = [
  { id: 'structure', label: 'Structure' },
  { id: 'roofFacade', label: 'Roof and façade' },
  { id: 'internalFinishes', label: 'Internal finishes' },
  { id: 'mechanical', label: 'Mechanical' },
  { id: 'electrical', label: 'Electrical' },
  { id: 'hydraulics', label: 'Hydraulics' },
  { id: 'fire', label: 'Fire' },
  { id: 'lifts', label: 'Lifts' },
  { id: 'externalWorks', label: 'External works' },
  { id: 'fitOut', label: 'Fit-out' },
] as const;

export type BuildingElementId = (typeof BUILDING_ELEMENTS)[number]['id'];

export const BUILDING_ELEMENT_IDS: readonly BuildingElementId[] = BUILDING_ELEMENTS.map((e) => e.id);

const LABELS = new Map<string, string>(BUILDING_ELEMENTS.map((e) => [e.id, e.label]));

/** Whether a value read from a row (an import, the wire) names one of the elements. */
export function isBuildingElement(value: unknown): value is BuildingElementId {
  return typeof value === 'string' && LABELS.has(value);
}

export function buildingElementLabel(id: BuildingElementId): string {
  return LABELS.get(id) ?? id;
}
