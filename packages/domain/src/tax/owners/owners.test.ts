/** Owners' shares by example (issue 23 item 7; docs/tax-rules.md "Owners' shares"). */
import { describe, expect, it } from 'vitest';
import { calculateSchedule } from '../outputs/schedule';
import { asset } from '../test-support';
import { costForThresholdTests, ownerInputs } from './owner-inputs';
import { ownedSchedules, ownedSettings } from './owner-runs';
import { formatShare, largestOwnerShare, splitByShares, validateOwnerShares } from './owner-shares';
import { poolEntryYears } from './pool-entry';

describe('owners’ shares', () => {
  it('accepts 1 to 20 named owners whose shares add up to exactly 100.00%', () => {
    expect(validateOwnerShares([])).toEqual([]);
    expect(validateOwnerShares([{ name: 'Ann', share: 10_000 }])).toEqual([]);
    expect(
      validateOwnerShares([
        { name: 'Ann', share: 3_333 },
        { name: 'Bob', share: 3_333 },
        { name: 'Cy', share: 3_334 },
      ]),
    ).toEqual([]);
  });

  it('says what is wrong: a missing or repeated name, a nil share, a total other than 100%', () => {
    const issues = validateOwnerShares([
      { name: ' ', share: 5_000 },
      { name: 'Ann', share: 0 },
      { name: 'ann', share: 4_000 },
    ]);
    expect(issues.map((i) => [i.index, i.field])).toEqual([
      [0, 'name'],
      [1, 'share'],
      [2, 'name'],
      [null, 'owners'],
    ]);
    expect(issues[3]?.message).toBe(
      'The owners’ shares add up to 90.00%; they must add up to exactly 100.00%.',
    );
    const many = Array.from({ length: 21 }, (_, i) => ({ name: `O${i}`, share: i === 0 ? 8_000 : 1_000 }));
    expect(validateOwnerShares(many).some((i) => i.message.includes('at most 20 owners'))).toBe(true);
    expect(formatShare(3_333)).toBe('33.33%');
  });

  it('splits cents by largest remainder, ties to the earlier owner, adding up exactly', () => {
    expect(splitByShares(100, [3_333, 3_333, 3_334])).toEqual([33, 33, 34]);
    expect(splitByShares(1, [5_000, 5_000])).toEqual([1, 0]);
    expect(splitByShares(50_001, [5_000, 5_000])).toEqual([25_001, 25_000]);
    expect(splitByShares(1_000, [2_500, 7_500])).toEqual([250, 750]);
  });

  it('applies the $300 and $1,000 tests to the largest interest (s40-35): $500 owned 50/50 is $250, 70/30 is $350', () => {
    const item = asset({ id: '1', originalCost: 50_000 });
    const halves = [
      { name: 'Ann', share: 5_000 },
      { name: 'Bob', share: 5_000 },
    ];
    const seventyThirty = [
      { name: 'Ann', share: 7_000 },
      { name: 'Bob', share: 3_000 },
    ];
    expect(costForThresholdTests(item, ownedSettings({ eofyReportDate: '2024-06-30' }, halves))).toBe(25_000);
    expect(costForThresholdTests(item, { largestOwnerShare: largestOwnerShare(seventyThirty) })).toBe(35_000);
    // Every owner's interest reads the same cost: the smaller one is given no bigger first-year claim.
    for (const interest of ownerInputs([item], seventyThirty).flat()) {
      expect(costForThresholdTests(interest, { largestOwnerShare: largestOwnerShare(seventyThirty) })).toBe(
        35_000,
      );
    }
    expect(costForThresholdTests(item, {})).toBe(50_000);
    // Rounded up to the cent: $600.01 owned 50/50 is tested as $300.01.
    expect(
      costForThresholdTests(asset({ originalCost: 60_001 }), {
        largestOwnerShare: largestOwnerShare(halves),
      }),
    ).toBe(30_001);
  });

  it('each owner’s interest moves into the low value pool when the whole asset does, not sooner', () => {
    // $3,000 at 50% DV from 1 July 2020: $1,500 at the start of FY2022, $750 at the start of FY2023, when it moves
    // into the pool; each 50% interest ($750 at the start of FY2022) would on its own have moved a year sooner.
    const item = asset({ id: '1', originalCost: 300_000, startDate: '2020-07-01', rate: { num: 1, den: 2 } });
    const settings = { eofyReportDate: '2024-06-30', lowValuePoolFlag: true };
    const owners = [
      { name: 'Ann', share: 5_000 },
      { name: 'Bob', share: 5_000 },
    ];
    expect(poolEntryYears(calculateSchedule([item], settings)).get('1')).toBe(2023);
    const { whole, owners: runs } = ownedSchedules([item], settings, owners);
    for (const run of runs) {
      expect(run.rows[0]?.year(2022).pooled).toBe(false);
      expect(run.rows[0]?.year(2022).decline).toBe(37_500);
      expect(run.rows[0]?.year(2023).pooled).toBe(true);
      expect(run.rows[0]?.year(2023).openingValue).toBe(37_500);
    }
    expect(whole.rows[0]?.year(2023).openingValue).toBe(75_000);
    // 37.5% of each owner's $375.00 is $140.625, $140.63 in cents: the whole is the owners' sum, $281.26.
    expect(whole.pool.find((p) => p.financialYear === 2023)?.decline).toBe(28_126);
  });
});
