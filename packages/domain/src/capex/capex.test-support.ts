/** An item and settings for the capex tests: a complete valid item, changed field by field. */
import type { CapexItem, CapexSettings } from './capex-item';

export const capexItem = (change: Partial<CapexItem> = {}): CapexItem => ({
  id: 'item-1',
  element: 'roofFacade',
  description: 'Roof membrane',
  location: 'Level 8 roof',
  condition: 3,
  quantity: null,
  unit: '',
  unitRateCents: null,
  lumpSumCents: 1_000_000,
  yearInstalled: 2012,
  age: null,
  lifeYears: 15,
  remainingLifeOverride: null,
  remainingLifeReason: '',
  expenditure: 'capital',
  priority: 'medium',
  note: '',
  ...change,
});

export const capexSettings = (change: Partial<CapexSettings> = {}): CapexSettings => ({
  baseYear: 2026,
  horizon: 20,
  escalationPercent: '0',
  elementEscalationPercent: {},
  ...change,
});
