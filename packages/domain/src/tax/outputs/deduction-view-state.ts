/**
 * One deduction view of one version of a register's schedule, kept typed (issue 12; docs/api.md "Paging the asset
 * lines"): Table B as lines under groups (line-groups.ts), Table A's sums per industry → sub-industry → asset
 * group, and the Total row, all integer cents in Float64Arrays; no object per asset. `page` makes the `AssetInfo`
 * of the lines asked for, `whole` the view of the first implementation, every line included. `next` gives the
 * view of a later schedule of the register from this one, subtracting the old figures of the assets whose rows
 * changed and adding their new ones (schedule-changes.ts), or builds it whole when that cannot be done or costs
 * more; either way the figures are those a whole build gives (deduction-views.test.ts holds them equal).
 */
import type { GroupOnPage, LineWindow } from '../../paging/grouped-lines';
import type { PreparedAsset } from '../events/prepare';
import type { PoolYear } from '../pool/low-value-pool';
import { assetInfo, CELLS, ViewYears, viewFigures } from './deduction-cells';
import type {
  AssetGroupRow,
  AssetInfo,
  DeductionCell,
  DeductionView,
  DeductionViewKind,
  IndustryRow,
  SubIndustryRow,
} from './deduction-view-types';
import { byText, LineGroups } from './line-groups';
import type { Schedule } from './schedule';
import { changedAssets, worthDeriving } from './schedule-changes';

/** A group of Table B with its totals over the whole register, without its lines. */
export interface LineGroupTotals {
  assetGroup: string;
  years: DeductionCell[];
  assetCount: number;
}

interface Tally {
  count: number;
  sums: Float64Array;
}

/** Table A's sums: industry → sub-industry → asset group. */
type TableASums = Map<string, Map<string, Map<string, Tally>>>;

const copyTableA = (from: TableASums): TableASums =>
  new Map(
    [...from].map(([industry, subs]) => [
      industry,
      new Map(
        [...subs].map(([sub, groups]) => [
          sub,
          new Map([...groups].map(([g, t]) => [g, { count: t.count, sums: t.sums.slice() }])),
        ]),
      ),
    ]),
  );

function getOrAdd<K, V>(map: Map<K, V>, key: K, make: () => V): V {
  let value = map.get(key);
  if (value === undefined) {
    value = make();
    map.set(key, value);
  }
  return value;
}

function tallyTableA(tableA: TableASums, a: PreparedAsset, values: Float64Array, sign: 1 | -1): void {
  const { industry, subIndustry, assetGroup } = a.input;
  const subs = getOrAdd(tableA, industry, () => new Map<string, Map<string, Tally>>());
  const groups = getOrAdd(subs, subIndustry, () => new Map<string, Tally>());
  const tally = getOrAdd(groups, assetGroup, () => ({ count: 0, sums: new Float64Array(CELLS) }));
  tally.count += sign;
  const sums = tally.sums;
  for (let k = 0; k < CELLS; k++) sums[k] = (sums[k] as number) + sign * (values[k] as number);
  // A group, sub-industry or industry left without assets is no row of Table A (the first build has none).
  if (tally.count > 0) return;
  groups.delete(assetGroup);
  if (groups.size === 0) subs.delete(subIndustry);
  if (subs.size === 0) tableA.delete(industry);
}

function addInto(into: Float64Array, from: Float64Array): void {
  for (let k = 0; k < into.length; k++) into[k] = (into[k] as number) + (from[k] as number);
}

const EMPTY_POOL_YEAR = (financialYear: number): PoolYear => ({
  financialYear,
  openingBalance: 0,
  lowValueAdditions: 0,
  lowCostAdditions: 0,
  lowCostDecline: 0,
  balanceDecline: 0,
  decline: 0,
  terminationValues: 0,
  assessableExcess: 0,
  closingBalance: 0,
});

export class DeductionViewState {
  /** Table B's groups, by name, with their totals. */
  readonly groups: readonly LineGroupTotals[];
  readonly lineCount: number;
  readonly tableA: readonly IndustryRow[];
  readonly balance: readonly DeductionCell[];
  readonly pool: readonly PoolYear[] | undefined;

  private constructor(
    readonly schedule: Schedule,
    readonly view: DeductionViewKind,
    private readonly years: ViewYears,
    private readonly lines: LineGroups,
    private readonly sumsA: TableASums,
  ) {
    const made = lines.groups();
    this.groups = made.map((g) => ({ assetGroup: g.name, years: years.cells(g.sums), assetCount: g.count }));
    this.lineCount = lines.lineCount();
    this.tableA = this.tableAOf();
    this.balance = years.cells(lines.total);
    this.pool =
      view === 'lowValuePool'
        ? years.years.map((fy) => schedule.pool.find((p) => p.financialYear === fy) ?? EMPTY_POOL_YEAR(fy))
        : undefined;
  }

  /** The view of `schedule`, built from every asset. */
  static build(schedule: Schedule, view: DeductionViewKind): DeductionViewState {
    const years = new ViewYears(schedule.currentFinancialYear);
    const lines = new LineGroups(schedule.assets.length, CELLS);
    const sumsA: TableASums = new Map();
    const values = new Float64Array(CELLS);
    schedule.assets.forEach((a, i) => {
      if (!viewFigures(schedule, i, view, years, values)) return;
      lines.add(i, a.input.assetGroup, values);
      tallyTableA(sumsA, a, values, 1);
    });
    return new DeductionViewState(schedule, view, years, lines, sumsA);
  }

  /** The view of `schedule`, a later (or earlier) schedule of the same register, from this one. */
  next(schedule: Schedule): DeductionViewState {
    if (schedule === this.schedule) return this;
    const changed = changedAssets(this.schedule, schedule);
    if (!worthDeriving(changed, schedule.assets.length)) return DeductionViewState.build(schedule, this.view);
    const lines = this.lines.copy();
    const sumsA = copyTableA(this.sumsA);
    const values = new Float64Array(CELLS);
    for (const i of changed) {
      if (this.lines.isLine(i)) {
        viewFigures(this.schedule, i, this.view, this.years, values);
        lines.remove(i, values);
        tallyTableA(sumsA, this.schedule.assets[i] as PreparedAsset, values, -1);
      }
      const a = schedule.assets[i] as PreparedAsset;
      if (!viewFigures(schedule, i, this.view, this.years, values)) continue;
      lines.add(i, a.input.assetGroup, values);
      tallyTableA(sumsA, a, values, 1);
    }
    return new DeductionViewState(schedule, this.view, this.years, lines, sumsA);
  }

  /** How many of the view's lines s40-27 denies every deduction (issue 23 item 5: the screens' footnote). */
  deniedCount(): number {
    let count = 0;
    this.schedule.assets.forEach((a, i) => {
      if (a.deniedBy && this.lines.isLine(i)) count += 1;
    });
    return count;
  }

  /** The lines in `window` under their groups (docs/api.md "Paging the asset lines"). */
  page(window: LineWindow): GroupOnPage<LineGroupTotals, AssetInfo>[] {
    const scratch = new Float64Array(CELLS);
    const byName = new Map(this.groups.map((g) => [g.assetGroup, g]));
    return this.lines.page(window).map(({ group, lines }) => ({
      group: byName.get(group.name) as LineGroupTotals,
      lines: Array.from(lines, (i) => assetInfo(this.schedule, i, this.view, this.years, scratch)),
    }));
  }

  /** The whole view, every line made (as the first implementation built it). */
  whole(): DeductionView {
    const scratch = new Float64Array(CELLS);
    const view: DeductionView = {
      view: this.view,
      financialYears: [...this.years.years],
      categoryAsset: this.lines.page({ offset: 0, limit: null }).map(
        ({ group, lines }): AssetGroupRow => ({
          assetGroup: group.name,
          years: this.years.cells(group.sums),
          assetsInfo: Array.from(lines, (i) => assetInfo(this.schedule, i, this.view, this.years, scratch)),
        }),
      ),
      categoryAssetAsPerIndustryForTableA: this.tableAOf(),
      balance: this.years.cells(this.lines.total),
    };
    if (this.pool) {
      view.pool = [...this.pool];
      view.rateText = '18.75% / 37.5%';
    }
    return view;
  }

  /** Table A: industries, their sub-industries and asset groups by name, each with its sums. */
  private tableAOf(): IndustryRow[] {
    const years = this.years;
    return [...this.sumsA.keys()].sort(byText).map((industryName) => {
      const subs = this.sumsA.get(industryName) as Map<string, Map<string, Tally>>;
      const industrySums = new Float64Array(CELLS);
      const categoryAsset = [...subs.keys()].sort(byText).map((subIndustryName): SubIndustryRow => {
        const groups = subs.get(subIndustryName) as Map<string, Tally>;
        const subSums = new Float64Array(CELLS);
        const rows = [...groups.keys()].sort(byText).map((assetGroup): AssetGroupRow => {
          const sums = (groups.get(assetGroup) as Tally).sums;
          addInto(subSums, sums);
          return { assetGroup, years: years.cells(sums), assetsInfo: [] };
        });
        addInto(industrySums, subSums);
        return { subIndustryName, years: years.cells(subSums), categoryAsset: rows };
      });
      return { industryName, years: years.cells(industrySums), categoryAsset };
    });
  }
}
