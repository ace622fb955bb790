/**
 * The incentives as dated rules, not free choices (issue 23; ../shared/reference/tax-rules.md section 6, and
 * TABLE-01-iawo-thresholds of tax-vectors.json): each window says when an asset must have been first used (or
 * installed ready for use) and acquired, the cost it must stay under, the turnover the owner must stay under, and
 * the section that grants it. The table is data: the service keeps it in `incentive_windows` (migration 023) and an
 * administrator loads the next budget measure as a table file (docs/product/administration.md "Incentive windows",
 * incentive-table-file.ts), so these rows are only the defaults the database is seeded with and the CLI falls back to.
 *
 * Dates, not times: where a window opens at 7:30 pm on budget night, the register (which holds dates only) cannot
 * tell which side of it an asset fell, so the window opens the next day and the day itself stays with the window
 * before (decision 15 of docs/tax-engine.md: a schedule claims only what the law surely allows).
 */
import type { CivilDate } from '../calendar/civil-date';
import type { Cents } from '../money/exact';

/** The register category an incentive is claimed under (docs/tax-rules.md "Categories"). */
export type IncentiveCategory = 'IA' | 'AD';

export type IncentiveKind = 'instantAssetWriteOff' | 'temporaryFullExpensing' | 'backingBusinessInvestment';

export interface IncentiveWindow {
  /** Stable key of the row, e.g. `IAWO-2019-04-03`. */
  id: string;
  kind: IncentiveKind;
  category: IncentiveCategory;
  /** What a message names, e.g. "$30,000 instant asset write-off". */
  label: string;
  /** The provision, e.g. "ITAA97 s328-180 and s40-82". */
  section: string;
  /** First used or installed ready for use, inclusive both ends. */
  firstUsedFrom: CivilDate;
  firstUsedTo: CivilDate;
  /** Started to hold (acquired), inclusive both ends; null where the rule sets no such limit. */
  acquiredFrom: CivilDate | null;
  acquiredTo: CivilDate | null;
  /** The cost must be less than this (the whole cost, before private use: IAWO-01); null means no cap. */
  costBelow: Cents | null;
  /** Aggregated turnover must be less than this, in whole dollars. */
  turnoverBelow: number;
  /**
   * Second-hand assets (not new when the owner acquired them): the turnover they qualify under, in whole dollars;
   * null when the window treats them like new ones, 0 when they never qualify.
   */
  secondHandTurnoverBelow: number | null;
}

const window = (w: IncentiveWindow): IncentiveWindow => w;

const IAWO_SECTION = 'ITAA97 s328-180';

/** The default windows (tax-rules.md 6.1 to 6.3), oldest first. */
export const DEFAULT_INCENTIVE_WINDOWS: readonly IncentiveWindow[] = [
  window({
    id: 'IAWO-2011-07-01',
    kind: 'instantAssetWriteOff',
    category: 'IA',
    label: '$1,000 instant asset write-off',
    section: IAWO_SECTION,
    firstUsedFrom: '2011-07-01',
    firstUsedTo: '2012-06-30',
    acquiredFrom: null,
    acquiredTo: null,
    costBelow: 100_000,
    turnoverBelow: 2_000_000,
    secondHandTurnoverBelow: null,
  }),
  window({
    id: 'IAWO-2012-07-01',
    kind: 'instantAssetWriteOff',
    category: 'IA',
    label: '$6,500 instant asset write-off',
    section: IAWO_SECTION,
    firstUsedFrom: '2012-07-01',
    firstUsedTo: '2013-12-31',
    acquiredFrom: null,
    acquiredTo: null,
    costBelow: 650_000,
    turnoverBelow: 2_000_000,
    secondHandTurnoverBelow: null,
  }),
  window({
    id: 'IAWO-2014-01-01',
    kind: 'instantAssetWriteOff',
    category: 'IA',
    label: '$1,000 instant asset write-off',
    section: IAWO_SECTION,
    firstUsedFrom: '2014-01-01',
    firstUsedTo: '2015-05-12',
    acquiredFrom: null,
    acquiredTo: null,
    costBelow: 100_000,
    turnoverBelow: 2_000_000,
    secondHandTurnoverBelow: null,
  }),
  window({
    id: 'IAWO-2015-05-13',
    kind: 'instantAssetWriteOff',
    category: 'IA',
    label: '$20,000 instant asset write-off',
    section: IAWO_SECTION,
    firstUsedFrom: '2015-05-13',
    firstUsedTo: '2016-06-30',
    acquiredFrom: null,
    acquiredTo: null,
    costBelow: 2_000_000,
    turnoverBelow: 2_000_000,
    secondHandTurnoverBelow: null,
  }),
  window({
    id: 'IAWO-2016-07-01',
    kind: 'instantAssetWriteOff',
    category: 'IA',
    label: '$20,000 instant asset write-off',
    section: IAWO_SECTION,
    firstUsedFrom: '2016-07-01',
    firstUsedTo: '2019-01-28',
    acquiredFrom: null,
    acquiredTo: null,
    costBelow: 2_000_000,
    turnoverBelow: 10_000_000,
    secondHandTurnoverBelow: null,
  }),
  window({
    id: 'IAWO-2019-01-29',
    kind: 'instantAssetWriteOff',
    category: 'IA',
    label: '$25,000 instant asset write-off',
    section: IAWO_SECTION,
    firstUsedFrom: '2019-01-29',
    firstUsedTo: '2019-04-02',
    acquiredFrom: null,
    acquiredTo: null,
    costBelow: 2_500_000,
    turnoverBelow: 10_000_000,
    secondHandTurnoverBelow: null,
  }),
  window({
    id: 'IAWO-2019-04-03',
    kind: 'instantAssetWriteOff',
    category: 'IA',
    label: '$30,000 instant asset write-off',
    section: 'ITAA97 s328-180 and s40-82',
    firstUsedFrom: '2019-04-03',
    firstUsedTo: '2020-03-11',
    acquiredFrom: null,
    acquiredTo: null,
    costBelow: 3_000_000,
    turnoverBelow: 50_000_000,
    secondHandTurnoverBelow: null,
  }),
  window({
    id: 'IAWO-2020-03-12',
    kind: 'instantAssetWriteOff',
    category: 'IA',
    label: '$150,000 instant asset write-off',
    section: 'IT(TP)A s328-181 and ITAA97 s40-82',
    firstUsedFrom: '2020-03-12',
    firstUsedTo: '2021-06-30',
    acquiredFrom: '2019-04-03',
    acquiredTo: '2020-12-31',
    costBelow: 15_000_000,
    turnoverBelow: 500_000_000,
    secondHandTurnoverBelow: null,
  }),
  window({
    id: 'TFE-2020-10-07',
    kind: 'temporaryFullExpensing',
    category: 'IA',
    label: 'temporary full expensing',
    section: 'IT(TP)A Subdivision 40-BB',
    firstUsedFrom: '2020-10-07',
    firstUsedTo: '2023-06-30',
    acquiredFrom: '2020-10-07',
    acquiredTo: '2023-06-30',
    costBelow: null,
    turnoverBelow: 5_000_000_000,
    secondHandTurnoverBelow: 50_000_000,
  }),
  window({
    id: 'IAWO-2023-07-01',
    kind: 'instantAssetWriteOff',
    category: 'IA',
    label: '$20,000 instant asset write-off',
    section: 'IT(TP)A s328-180',
    firstUsedFrom: '2023-07-01',
    firstUsedTo: '2024-06-30',
    acquiredFrom: null,
    acquiredTo: null,
    costBelow: 2_000_000,
    turnoverBelow: 10_000_000,
    secondHandTurnoverBelow: null,
  }),
  window({
    id: 'IAWO-2024-07-01',
    kind: 'instantAssetWriteOff',
    category: 'IA',
    label: '$20,000 instant asset write-off',
    section: 'IT(TP)A s328-180',
    firstUsedFrom: '2024-07-01',
    firstUsedTo: '2025-06-30',
    acquiredFrom: null,
    acquiredTo: null,
    costBelow: 2_000_000,
    turnoverBelow: 10_000_000,
    secondHandTurnoverBelow: null,
  }),
  // Without a further extension the small business threshold returns to s328-180's own $1,000 (tax-rules.md 6.1,
  // decision 10 of its section 12): an enacted extension is loaded as a new row, not released as code.
  window({
    id: 'IAWO-2025-07-01',
    kind: 'instantAssetWriteOff',
    category: 'IA',
    label: '$1,000 instant asset write-off',
    section: IAWO_SECTION,
    firstUsedFrom: '2025-07-01',
    firstUsedTo: '9999-12-31',
    acquiredFrom: null,
    acquiredTo: null,
    costBelow: 100_000,
    turnoverBelow: 10_000_000,
    secondHandTurnoverBelow: null,
  }),
  window({
    id: 'BBI-2020-03-13',
    kind: 'backingBusinessInvestment',
    category: 'AD',
    label: 'backing business investment (accelerated depreciation)',
    section: 'IT(TP)A Subdivision 40-BA',
    firstUsedFrom: '2020-03-13',
    firstUsedTo: '2021-06-30',
    acquiredFrom: '2020-03-13',
    acquiredTo: '2021-06-30',
    costBelow: null,
    turnoverBelow: 500_000_000,
    secondHandTurnoverBelow: 0,
  }),
];
