import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BUILDING_ELEMENT_IDS } from './building-elements';
import { capexItem, capexSettings } from './capex.test-support';
import type { CapexItem } from './capex-item';
import { CAPEX_ITEM_MESSAGES, uniqueMessages, validateCapexItem, validateCapexSettings } from './validation';

const fieldsOf = (item: CapexItem, baseYear: number | null = 2026) =>
  validateCapexItem(item, baseYear).map((e) => [e.field, e.message]);

describe('validateCapexItem (issue 27 item 2)', () => {
  it('accepts a complete item with a lump sum, and one measured with a quantity and unit rate', () => {
    expect(validateCapexItem(capexItem(), 2026)).toEqual([]);
    const measured = { lumpSumCents: null, quantity: 120.5, unit: 'm²', unitRateCents: 8540 };
    expect(validateCapexItem(capexItem(measured), 2026)).toEqual([]);
    expect(validateCapexItem(capexItem({ condition: null, priority: null, location: '' }), null)).toEqual([]);
  });

  it('names each field in error, in the grid’s column order', () => {
    const item = capexItem({
      element: 'plumbing' as CapexItem['element'],
      description: ' ',
      condition: 6,
      lifeYears: 0,
      remainingLifeOverride: 2,
      expenditure: 'both' as CapexItem['expenditure'],
      priority: 'urgent' as CapexItem['priority'],
    });
    expect(fieldsOf(item)).toEqual([
      ['element', CAPEX_ITEM_MESSAGES.element],
      ['description', CAPEX_ITEM_MESSAGES.description],
      ['condition', CAPEX_ITEM_MESSAGES.condition],
      ['lifeYears', CAPEX_ITEM_MESSAGES.lifeYears],
      ['remainingLifeReason', CAPEX_ITEM_MESSAGES.remainingLifeReason],
      ['expenditure', CAPEX_ITEM_MESSAGES.expenditure],
      ['priority', CAPEX_ITEM_MESSAGES.priority],
    ]);
  });

  it('wants one cost: a lump sum, or a quantity with its unit and unit rate', () => {
    expect(fieldsOf(capexItem({ lumpSumCents: null }))).toEqual([
      ['quantity', CAPEX_ITEM_MESSAGES.costMissing],
      ['unitRateCents', CAPEX_ITEM_MESSAGES.costMissing],
      ['lumpSumCents', CAPEX_ITEM_MESSAGES.costMissing],
    ]);
    expect(fieldsOf(capexItem({ quantity: 3, unit: 'no.', unitRateCents: 100 }))).toEqual([
      ['lumpSumCents', CAPEX_ITEM_MESSAGES.costTwice],
    ]);
    expect(fieldsOf(capexItem({ lumpSumCents: null, quantity: 2.5 }))).toEqual([
      ['unit', CAPEX_ITEM_MESSAGES.unit],
      ['unitRateCents', CAPEX_ITEM_MESSAGES.unitRateMissing],
    ]);
    expect(fieldsOf(capexItem({ lumpSumCents: null, unit: 'm²', unitRateCents: 100 }))).toEqual([
      ['quantity', CAPEX_ITEM_MESSAGES.quantityMissing],
    ]);
    expect(
      fieldsOf(capexItem({ lumpSumCents: null, quantity: 1.2345, unit: 'm²', unitRateCents: 1 })),
    ).toEqual([['quantity', CAPEX_ITEM_MESSAGES.quantity]]);
    expect(fieldsOf(capexItem({ lumpSumCents: 10.5 }))).toEqual([
      ['lumpSumCents', CAPEX_ITEM_MESSAGES.lumpSum],
    ]);
    expect(fieldsOf(capexItem({ lumpSumCents: -1 }))).toEqual([
      ['lumpSumCents', CAPEX_ITEM_MESSAGES.lumpSum],
    ]);
    // 1,000,000 m² at $100.01 is $100,010,000.00: over the limit of one item.
    const tooLarge = { lumpSumCents: null, quantity: 1_000_000, unit: 'm²', unitRateCents: 10_001 };
    expect(fieldsOf(capexItem(tooLarge))).toEqual([['quantity', CAPEX_ITEM_MESSAGES.costTooLarge]]);
  });

  it('wants the year installed or the age, not both, and not after the base year', () => {
    expect(fieldsOf(capexItem({ yearInstalled: null }))).toEqual([
      ['yearInstalled', CAPEX_ITEM_MESSAGES.installedMissing],
      ['age', CAPEX_ITEM_MESSAGES.installedMissing],
    ]);
    expect(fieldsOf(capexItem({ age: 4 }))).toEqual([['age', CAPEX_ITEM_MESSAGES.installedTwice]]);
    expect(fieldsOf(capexItem({ yearInstalled: 2027 }))).toEqual([
      ['yearInstalled', CAPEX_ITEM_MESSAGES.yearInstalledAfterBase],
    ]);
    expect(fieldsOf(capexItem({ yearInstalled: 2027 }), null)).toEqual([]);
    expect(fieldsOf(capexItem({ yearInstalled: 2012.5 }))).toEqual([
      ['yearInstalled', CAPEX_ITEM_MESSAGES.yearInstalled],
    ]);
    expect(fieldsOf(capexItem({ yearInstalled: null, age: -1 }))).toEqual([['age', CAPEX_ITEM_MESSAGES.age]]);
  });

  it('takes a remaining life from 0 to 100 years with its reason', () => {
    const override = { remainingLifeOverride: 0, remainingLifeReason: 'Failed on inspection' };
    expect(fieldsOf(capexItem(override))).toEqual([]);
    expect(fieldsOf(capexItem({ ...override, remainingLifeOverride: 101 }))).toEqual([
      ['remainingLifeOverride', CAPEX_ITEM_MESSAGES.remainingLifeOverride],
    ]);
  });

  it('property: never throws, whatever the fields hold', () => {
    const anyValue = fc.oneof(fc.constant(null), fc.double(), fc.integer(), fc.string(), fc.boolean());
    const anyItem = fc.record(
      Object.fromEntries(Object.keys(capexItem()).map((key) => [key, anyValue])),
    ) as unknown as fc.Arbitrary<CapexItem>;
    fc.assert(
      fc.property(
        anyItem,
        fc.option(fc.integer({ min: 1900, max: 2200 }), { nil: null }),
        (item, baseYear) => {
          expect(() => validateCapexItem(item, baseYear)).not.toThrow();
        },
      ),
      { numRuns: 300 },
    );
  });

  it('property: an item complete within the bounds is valid', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...BUILDING_ELEMENT_IDS),
        fc.integer({ min: 0, max: 10_000_000_000 }),
        fc.integer({ min: 0, max: 200 }),
        fc.integer({ min: 1, max: 100 }),
        fc.integer({ min: 1, max: 5 }),
        (element, lumpSumCents, age, lifeYears, condition) => {
          const item = capexItem({ element, lumpSumCents, yearInstalled: null, age, lifeYears, condition });
          expect(validateCapexItem(item, 2026)).toEqual([]);
        },
      ),
    );
  });
});

describe('validateCapexSettings (issue 27 item 2)', () => {
  it('accepts a base year, a horizon of 10, 15 or 20 years and rates with up to four decimals', () => {
    for (const horizon of [10, 15, 20]) expect(validateCapexSettings(capexSettings({ horizon }))).toEqual([]);
    const rates = { escalationPercent: '3.5', elementEscalationPercent: { lifts: 4.1234 } };
    expect(validateCapexSettings(capexSettings(rates))).toEqual([]);
  });

  it('names what is wrong, field by field, and the element whose rate it is', () => {
    const settings = capexSettings({
      baseYear: 1850,
      horizon: 25,
      escalationPercent: '',
      elementEscalationPercent: { lifts: '3.12345', pool: '2' } as Record<string, string>,
    });
    expect(validateCapexSettings(settings)).toEqual([
      { field: 'baseYear', message: 'Base year must be a financial year from 1900 to 2200.' },
      { field: 'horizon', message: 'Horizon must be 10, 15 or 20 years.' },
      { field: 'escalationPercent', message: 'Escalation is required.' },
      {
        field: 'elementEscalationPercent',
        element: 'lifts',
        message: 'Escalation for Lifts has more than four decimals.',
      },
      {
        field: 'elementEscalationPercent',
        element: 'pool',
        message: 'Escalation is given for an element that is not in the list.',
      },
    ]);
  });
});

describe('an item’s reasons in words', () => {
  it('say the year installed or the age once, though both fields carry it', () => {
    const errors = validateCapexItem(capexItem({ yearInstalled: null, age: null }), 2026);
    expect(errors.map((e) => e.field)).toEqual(['yearInstalled', 'age']);
    expect(uniqueMessages(errors)).toEqual([errors[0]?.message]);
  });
});
