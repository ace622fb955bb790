/**
 * An assessment's inputs between storage and the wire (issue 28; 036_rca_assessments.sql): the settings, buildings
 * and notes are stored as the wire carried them (its schema bounded every value) and read back with the domain's
 * types, so the domain's own rules judge them; a new assessment's defaults; and the domain's errors as the wire
 * names them.
 */
import type {
  RcaBuildingErrorWire,
  RcaBuildingWire,
  RcaLibraryRateWire,
  RcaNotesWire,
  RcaSettingsErrorWire,
  RcaSettingsWire,
} from '@taxdep/domain';
import {
  type RcaBuilding,
  type RcaLibraryRate,
  type RcaSettings,
  validateRcaBuilding,
  validateRcaSettings,
} from '@taxdep/domain/rca';

/**
 * A new assessment's settings (docs/api.md "Reinstatement cost assessments"): escalation by a rate of 4% a year, a
 * 12-month policy, GST insured at 10%, lines to the cent, the sum insured rounded up to $10,000 and a full
 * reassessment every 3 years; no current sum insured yet.
 */
export function defaultSettings(assessmentDate: string): RcaSettings {
  return {
    assessmentDate,
    escalationMethod: 'rate',
    escalationPercent: '4',
    indexFrom: '',
    indexTo: '',
    policyMonths: 12,
    gstIncluded: true,
    gstPercent: '10',
    lineRounding: 'cent',
    sumInsuredRoundingCents: 1_000_000,
    reviewYears: 3,
    currentSumInsuredCents: null,
    illustrativeLossCents: null,
  };
}

export const EMPTY_NOTES: RcaNotesWire = { basis: '', assumptions: '', exclusions: '' };

/**
 * The stored inputs with their types. They are written only by the service from a body the wire's schema accepted
 * (wire form: a library rate's id is the integer of its building_rates row, which the domain holds as text).
 */
export interface StoredInputs {
  settings: unknown;
  buildings: unknown;
  notes: unknown;
}

export function inputsOf(row: StoredInputs): {
  settings: RcaSettings;
  buildings: RcaBuilding[];
  notes: RcaNotesWire;
} {
  return {
    settings: row.settings as RcaSettings,
    buildings: buildingsOfWire(row.buildings as RcaBuildingWire[]),
    notes: { ...EMPTY_NOTES, ...(row.notes as Partial<RcaNotesWire>) },
  };
}

/** The wire's buildings in the domain's terms (the same fields: the wire declares them from the domain's). */
export function buildingsOfWire(buildings: readonly RcaBuildingWire[]): RcaBuilding[] {
  return buildings.map((building) => ({ ...building, areas: building.areas.map((area) => ({ ...area })) }));
}

/** A library rate as the wire carries it. */
export function libraryRateWire(rate: RcaLibraryRate): RcaLibraryRateWire {
  return { ...rate };
}

export function settingsWire(settings: RcaSettings): RcaSettingsWire {
  return { ...settings, lineRounding: settings.lineRounding === 'dollar' ? 'dollar' : 'cent' };
}

export function buildingsWire(buildings: readonly RcaBuilding[]): RcaBuildingWire[] {
  return buildings.map((building) => ({
    ...building,
    areas: building.areas.map((area) => ({
      ...area,
      libraryRate: area.libraryRate && libraryRateWire(area.libraryRate),
    })),
  }));
}

/** The domain's verdict on the inputs, each error as the wire names it. */
export function inputErrors(
  settings: RcaSettings,
  buildings: readonly RcaBuilding[],
): { settingsErrors: RcaSettingsErrorWire[]; buildingErrors: RcaBuildingErrorWire[] } {
  return {
    settingsErrors: validateRcaSettings(settings).map(({ field, message }) => ({ field, message })),
    buildingErrors: buildings.flatMap(validateRcaBuilding).map(buildingErrorWire),
  };
}

export function buildingErrorWire(
  error: ReturnType<typeof validateRcaBuilding>[number],
): RcaBuildingErrorWire {
  return {
    buildingId: error.buildingId,
    field: error.field,
    ...(error.areaId === undefined ? {} : { areaId: error.areaId }),
    ...(error.adjustment === undefined ? {} : { adjustment: error.adjustment }),
    message: error.message,
  };
}

/** The library rates the areas use, each once, in the order the buildings first use them. */
export function ratesUsed(buildings: readonly RcaBuilding[]): RcaLibraryRate[] {
  const used = new Map<number, RcaLibraryRate>();
  for (const building of buildings) {
    for (const area of building.areas) {
      if (area.libraryRate !== null && !used.has(area.libraryRate.rateId))
        used.set(area.libraryRate.rateId, area.libraryRate);
    }
  }
  return [...used.values()];
}
