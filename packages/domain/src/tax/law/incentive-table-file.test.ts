/**
 * The incentive table file (issue 23 item 2; docs/product/administration.md "Incentive windows"): the defaults
 * written and read back, every bad cell named by line and column, amounts to cents by their digits, and as
 * properties: any table written reads back as the same windows; no text throws.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { civilDateOfDayNumber, dayNumber } from '../calendar/civil-date';
import { DEFAULT_INCENTIVE_WINDOWS, type IncentiveWindow } from './incentive-rules';
import {
  centsOfDollars,
  INCENTIVE_KIND_CATEGORY,
  INCENTIVE_KINDS,
  INCENTIVE_TABLE_COLUMNS,
  readIncentiveTableFile,
  writeIncentiveTableFile,
} from './incentive-table-file';
import { incentivePlanIsLoadable, planIncentiveTableLoad } from './incentive-table-plan';

const HEADER = INCENTIVE_TABLE_COLUMNS.join(',');
/** The 2025 Budget's extension of the $20,000 threshold to 30 June 2026, as an administrator would add it. */
const EXTENSION =
  'IAWO-2025-07-01-EXT,instantAssetWriteOff,IA,"$20,000 instant asset write-off",IT(TP)A s328-180,2025-07-01,2026-06-30,,,"$20,000",10000000,';

describe('the incentive table file', () => {
  it('writes the defaults and reads them back as the same windows, in order', () => {
    const text = writeIncentiveTableFile(DEFAULT_INCENTIVE_WINDOWS);
    expect(text.split('\r\n')[0]).toBe(HEADER);
    expect(text).toContain(
      'IAWO-2019-04-03,instantAssetWriteOff,IA,"$30,000 instant asset write-off",ITAA97 s328-180 and s40-82,2019-04-03,2020-03-11,,,30000,50000000,',
    );
    // Backing business investment: new assets only (0), no cost cap (empty), acquired and first used in its window.
    expect(text).toContain(
      'BBI-2020-03-13,backingBusinessInvestment,AD,backing business investment (accelerated depreciation),IT(TP)A Subdivision 40-BA,2020-03-13,2021-06-30,2020-03-13,2021-06-30,,500000000,0',
    );
    const read = readIncentiveTableFile(text);
    expect(read.problems).toEqual([]);
    expect(read.entries.map((e) => e.window)).toEqual(DEFAULT_INCENTIVE_WINDOWS);
    expect(read.entries[0]!.line).toBe(2);
  });

  it('reads a new window written by hand: "$20,000" is 2,000,000 cents, an empty cell no limit', () => {
    const read = readIncentiveTableFile(`${HEADER}\n${EXTENSION}\n`);
    expect(read.problems).toEqual([]);
    expect(read.entries[0]!.window).toEqual({
      id: 'IAWO-2025-07-01-EXT',
      kind: 'instantAssetWriteOff',
      category: 'IA',
      label: '$20,000 instant asset write-off',
      section: 'IT(TP)A s328-180',
      firstUsedFrom: '2025-07-01',
      firstUsedTo: '2026-06-30',
      acquiredFrom: null,
      acquiredTo: null,
      costBelow: 2_000_000,
      turnoverBelow: 10_000_000,
      secondHandTurnoverBelow: null,
    });
  });

  it('turns dollars into cents by their digits', () => {
    expect(centsOfDollars('0.29')).toBe(29);
    expect(centsOfDollars('1000.1')).toBe(100_010);
    expect(centsOfDollars('$1,234,567.89')).toBe(123_456_789);
    expect(centsOfDollars('150000')).toBe(15_000_000);
    expect(centsOfDollars('9999999999999.99')).toBe(999_999_999_999_999);
    for (const bad of ['1.234', '1,23', '-5', '1e5', '', 'abc', '12,3456', '99999999999999'])
      expect(typeof centsOfDollars(bad)).toBe('string');
  });

  it('names every bad cell of a row by line and column', () => {
    const bad = 'X 1,fullExpensing,IA,,s1,2025-02-30,2024-01-01,2021-01-01,2020-12-31,20000.123,1.5,ten';
    const read = readIncentiveTableFile(`${HEADER}\n${EXTENSION}\n${bad}\n`);
    expect(read.entries).toHaveLength(1);
    expect(read.problems.map((p) => [p.line, p.column])).toEqual([
      [3, 'id'],
      [3, 'kind'],
      [3, 'label'],
      [3, 'first_used_from'],
      [3, 'acquired_to'],
      [3, 'cost_below'],
      [3, 'turnover_below'],
      [3, 'second_hand_turnover_below'],
    ]);
    expect(read.problems[3]!.message).toBe("first_used_from must be a date YYYY-MM-DD, not '2025-02-30'.");
    expect(read.problems[4]!.message).toBe('acquired_to 2020-12-31 is before acquired_from 2021-01-01.');
    expect(read.problems[6]!.message).toBe("turnover_below must be whole dollars, not '1.5'.");
  });

  it('refuses a window from after its end, a category the kind is not claimed under, and a repeated id', () => {
    const late = EXTENSION.replace('2025-07-01,2026-06-30', '2026-07-01,2026-06-30');
    const ad = EXTENSION.replace('instantAssetWriteOff,IA', 'instantAssetWriteOff,AD');
    const read = readIncentiveTableFile(`${HEADER}\n${EXTENSION}\n${late}\n${ad.replace('-EXT', '-B')}\n`);
    expect(read.problems).toEqual([
      { line: 3, column: 'id', message: 'id IAWO-2025-07-01-EXT is already the id of line 2.' },
      {
        line: 3,
        column: 'first_used_to',
        message: 'first_used_to 2026-06-30 is before first_used_from 2026-07-01.',
      },
      {
        line: 4,
        column: 'category',
        message: 'a window of kind instantAssetWriteOff is claimed under IA, not AD.',
      },
    ]);
  });

  it('refuses a file without the columns, without windows, or empty', () => {
    expect(readIncentiveTableFile('').problems).toEqual([
      { line: 1, column: null, message: 'The file is empty.' },
    ]);
    expect(readIncentiveTableFile('id,kind\n').problems[0]!.message).toMatch(
      /^Missing column\(s\): category, label, section, first_used_from/,
    );
    expect(readIncentiveTableFile(`${HEADER}\n`).problems[0]!.message).toMatch(/no windows/);
  });

  it('round-trips any table: write then read gives the same windows (property)', () => {
    fc.assert(
      fc.property(fc.array(windowArbitrary, { minLength: 1, maxLength: 8 }), (windows) => {
        const unique = windows.map((w, i) => ({ ...w, id: `${w.id}-${i}` }));
        const read = readIncentiveTableFile(writeIncentiveTableFile(unique));
        expect(read.problems).toEqual([]);
        expect(read.entries.map((e) => e.window)).toEqual(unique);
      }),
    );
  });

  it('answers problems, never an exception, for any text (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 400 }), (tail) => {
        const read = readIncentiveTableFile(`${HEADER}\n${tail}`);
        expect(read.entries.length + read.problems.length).toBeGreaterThan(0);
      }),
    );
  });
});

describe('planning a load against the table in force', () => {
  it('adds the new window, keeps the others unchanged, and is loadable', () => {
    const text = `${writeIncentiveTableFile(DEFAULT_INCENTIVE_WINDOWS)}${EXTENSION}\r\n`;
    const plan = planIncentiveTableLoad(DEFAULT_INCENTIVE_WINDOWS, readIncentiveTableFile(text));
    expect(plan.added.map((a) => [a.line, a.window.id])).toEqual([[15, 'IAWO-2025-07-01-EXT']]);
    expect(plan).toMatchObject({ changed: [], removed: [], unchanged: 13, problems: [] });
    expect(incentivePlanIsLoadable(plan)).toBe(true);
  });

  it('shows a changed cap field by field and a window left out as removed', () => {
    const windows = DEFAULT_INCENTIVE_WINDOWS.filter((w) => w.id !== 'BBI-2020-03-13').map((w) =>
      w.id === 'IAWO-2024-07-01' ? { ...w, costBelow: 2_500_000 } : w,
    );
    const plan = planIncentiveTableLoad(
      DEFAULT_INCENTIVE_WINDOWS,
      readIncentiveTableFile(writeIncentiveTableFile(windows)),
    );
    expect(plan.changed).toEqual([
      expect.objectContaining({
        line: 12,
        fields: ['costBelow'],
        after: expect.objectContaining({ costBelow: 2_500_000 }),
      }),
    ]);
    expect(plan.removed.map((w) => w.id)).toEqual(['BBI-2020-03-13']);
  });

  it('is not loadable when the file is the table in force, or has a problem', () => {
    const same = readIncentiveTableFile(writeIncentiveTableFile(DEFAULT_INCENTIVE_WINDOWS));
    expect(incentivePlanIsLoadable(planIncentiveTableLoad(DEFAULT_INCENTIVE_WINDOWS, same))).toBe(false);
    const bad = readIncentiveTableFile(`${HEADER}\n${EXTENSION.replace('IA,', 'XX,')}\n`);
    const plan = planIncentiveTableLoad(DEFAULT_INCENTIVE_WINDOWS, bad);
    expect(plan.problems).toHaveLength(1);
    expect(plan.windows).toEqual([]);
    expect(incentivePlanIsLoadable(plan)).toBe(false);
  });
});

const DAY_1990 = dayNumber('1990-01-01');
const dateArbitrary = fc.integer({ min: DAY_1990, max: dayNumber('2099-12-31') });
const textArbitrary = fc
  .string({ minLength: 1, maxLength: 40 })
  .map((s) => s.trim())
  .filter((s) => s !== '');
const dollarsArbitrary = fc.integer({ min: 1, max: 9_999_999_999_999 });

const windowArbitrary: fc.Arbitrary<IncentiveWindow> = fc
  .record({
    id: fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9._-]{0,20}$/),
    kind: fc.constantFrom(...INCENTIVE_KINDS),
    label: textArbitrary,
    section: textArbitrary,
    firstUsed: fc.tuple(dateArbitrary, dateArbitrary),
    acquired: fc.option(fc.tuple(dateArbitrary, dateArbitrary)),
    acquiredOpenEnd: fc.boolean(),
    costBelow: fc.option(fc.integer({ min: 1, max: 999_999_999_999_999 })),
    turnoverBelow: dollarsArbitrary,
    secondHandTurnoverBelow: fc.option(fc.oneof(fc.constant(0), dollarsArbitrary)),
  })
  .map((r) => {
    const [usedFrom, usedTo] = [...r.firstUsed].sort((a, b) => a - b) as [number, number];
    const acquired = r.acquired && ([...r.acquired].sort((a, b) => a - b) as [number, number]);
    return {
      id: r.id,
      kind: r.kind,
      category: INCENTIVE_KIND_CATEGORY[r.kind],
      label: r.label,
      section: r.section,
      firstUsedFrom: civilDateOfDayNumber(usedFrom),
      firstUsedTo: civilDateOfDayNumber(usedTo),
      acquiredFrom: acquired ? civilDateOfDayNumber(acquired[0]) : null,
      acquiredTo: acquired && !r.acquiredOpenEnd ? civilDateOfDayNumber(acquired[1]) : null,
      costBelow: r.costBelow,
      turnoverBelow: r.turnoverBelow,
      secondHandTurnoverBelow: r.secondHandTurnoverBelow,
    };
  });
