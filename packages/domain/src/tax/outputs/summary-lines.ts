/**
 * The Summary tab (docs/product/calculations-deductions-summary-report.md#summary-tab, docs/product/entities.md
 * "Summary response") for the report's current FY, kept typed (issue 12; docs/api.md "Paging the asset lines"):
 * the lines as asset indexes under their groups, the groups' and the total's sums as integer cents
 * (line-groups.ts). `page` makes the lines asked for; `whole` the tab of the first implementation. `next` derives
 * a later version's tab from this one over the assets whose rows changed (schedule-changes.ts), exactly.
 */

import type { GroupOnPage, LineWindow } from '../../paging/grouped-lines';
import type { CivilDate } from '../calendar/civil-date';
import type { DeductionDenial } from '../law/second-hand-residential';
import {
  COL_ABANDONMENT,
  COL_ADDITIONS,
  COL_BALANCING,
  COL_CLOSING,
  COL_DECLINE,
  COL_DISPOSED,
  COL_OPENING,
} from '../model/rows';
import type { Cents } from '../money/exact';
import { LineGroups } from './line-groups';
import type { Schedule } from './schedule';
import { changedAssets, worthDeriving } from './schedule-changes';
import { type SummaryLeftOut, summaryLeftOut } from './summary-left-out';

export interface SummaryTabAsset {
  assetId: string;
  assetName: string | null;
  originalCost: Cents;
  openingWrittenDownValue: Cents;
  additions: Cents;
  balancingAdjustment: Cents;
  depreciation: Cents;
  /** Opening + additions − closing: decline, write-offs, abandonment and the value disposed of (docs/tax-engine.md 4). */
  claimsForDeductionsAndDisposals: Cents;
  closingWrittenDownValue: Cents;
  /** Present when every deduction of the asset is nil by law (s40-27): why, for "$0 — s40-27 (…)". */
  deniedBy?: DeductionDenial;
}

export type SummaryFigureTotals = Omit<SummaryTabAsset, 'assetId' | 'assetName' | 'deniedBy'>;

export interface SummaryTabGroup {
  assetGroup: string;
  listOfAssetForSummaryTab: SummaryTabAsset[];
  total: SummaryFigureTotals;
}

export interface SummaryTab {
  eofyReportDate: CivilDate;
  categoryWiseAssetForSummaryTab: SummaryTabGroup[];
  total: SummaryFigureTotals;
}

/** A Summary group's totals over the whole register, without its lines. */
export interface SummaryLineGroup {
  assetGroup: string;
  total: SummaryFigureTotals;
  assetCount: number;
  /** How many of the group's assets s40-27 denies every deduction (issue 23: a total says how many it holds). */
  deniedCount: number;
}

/**
 * The figures of a line, in `SummaryFigureTotals`' order, then 1 when s40-27 denies the asset's deductions: summed
 * with the figures, so a group's and the Total's count of denied assets follows every edit (issue 23 item 5).
 */
const WIDTH = 8;
const DENIED = 7;

/**
 * Writes asset `i`'s current-FY figures into `out` and tells whether it is a line: its row is shown (rule 1) and
 * some figure, abandonment included, is non-zero.
 */
function summaryFigures(schedule: Schedule, i: number, out: Float64Array): boolean {
  const a = schedule.assets[i];
  const r = schedule.rows[i];
  const fy = schedule.currentFinancialYear;
  if (!a || !r || fy < a.displayFirstFinancialYear) return false;
  const at = r.offset(fy);
  if (at < 0) return false;
  const d = r.data;
  const opening = d[at + COL_OPENING] as number;
  const additions = d[at + COL_ADDITIONS] as number;
  const decline = d[at + COL_DECLINE] as number;
  const balancing = d[at + COL_BALANCING] as number;
  const closing = d[at + COL_CLOSING] as number;
  if (
    opening === 0 &&
    additions === 0 &&
    decline === 0 &&
    balancing === 0 &&
    closing === 0 &&
    d[at + COL_ABANDONMENT] === 0
  ) {
    return false;
  }
  out[0] = a.input.originalCost;
  out[1] = opening;
  out[2] = additions;
  out[3] = balancing;
  out[4] = decline;
  // Decision 4; s40-27: a denied asset claims nothing, so only the value disposed of is left (decision 19).
  out[5] = a.deniedBy ? (d[at + COL_DISPOSED] as number) : opening + additions - closing;
  out[6] = closing;
  out[DENIED] = a.deniedBy ? 1 : 0;
  return true;
}

const totalsOf = (v: Float64Array): SummaryFigureTotals => ({
  originalCost: v[0] as number,
  openingWrittenDownValue: v[1] as number,
  additions: v[2] as number,
  balancingAdjustment: v[3] as number,
  depreciation: v[4] as number,
  claimsForDeductionsAndDisposals: v[5] as number,
  closingWrittenDownValue: v[6] as number,
});

export class SummaryState {
  readonly groups: readonly SummaryLineGroup[];
  readonly lineCount: number;
  readonly total: SummaryFigureTotals;
  /** How many lines s40-27 denies, over the whole register (issue 23 item 5). */
  readonly deniedCount: number;

  private constructor(
    readonly schedule: Schedule,
    private readonly lines: LineGroups,
  ) {
    this.groups = lines.groups().map((g) => ({
      assetGroup: g.name,
      total: totalsOf(g.sums),
      assetCount: g.count,
      deniedCount: g.sums[DENIED] as number,
    }));
    this.lineCount = lines.lineCount();
    this.total = totalsOf(lines.total);
    this.deniedCount = lines.total[DENIED] as number;
  }

  get eofyReportDate(): CivilDate {
    return this.schedule.settings.eofyReportDate;
  }

  private leftOutMemo: SummaryLeftOut | null = null;

  /**
   * The calculated assets without a line, which the totals leave out, by reason (issue 23 item 9;
   * summary-left-out.ts). Made when first asked: one pass over the register, not part of an edit's derivation.
   */
  get leftOut(): SummaryLeftOut {
    this.leftOutMemo ??= summaryLeftOut(this.schedule, (i) => this.lines.isLine(i));
    return this.leftOutMemo;
  }

  static build(schedule: Schedule): SummaryState {
    const lines = new LineGroups(schedule.assets.length, WIDTH);
    const values = new Float64Array(WIDTH);
    schedule.assets.forEach((a, i) => {
      if (summaryFigures(schedule, i, values)) lines.add(i, a.input.assetGroup, values);
    });
    return new SummaryState(schedule, lines);
  }

  /** The tab of `schedule`, a later (or earlier) schedule of the same register, from this one. */
  next(schedule: Schedule): SummaryState {
    if (schedule === this.schedule) return this;
    const changed = changedAssets(this.schedule, schedule);
    if (!worthDeriving(changed, schedule.assets.length)) return SummaryState.build(schedule);
    const lines = this.lines.copy();
    const values = new Float64Array(WIDTH);
    for (const i of changed) {
      if (this.lines.isLine(i) && summaryFigures(this.schedule, i, values)) lines.remove(i, values);
      const a = schedule.assets[i];
      if (a && summaryFigures(schedule, i, values)) lines.add(i, a.input.assetGroup, values);
    }
    return new SummaryState(schedule, lines);
  }

  /** The lines in `window` under their groups (docs/api.md "Paging the asset lines"). */
  page(window: LineWindow): GroupOnPage<SummaryLineGroup, SummaryTabAsset>[] {
    const byName = new Map(this.groups.map((g) => [g.assetGroup, g]));
    const values = new Float64Array(WIDTH);
    return this.lines.page(window).map(({ group, lines }) => ({
      group: byName.get(group.name) as SummaryLineGroup,
      lines: Array.from(lines, (i) => this.line(i, values)),
    }));
  }

  /** The whole tab, every line made (as the first implementation built it). */
  whole(): SummaryTab {
    return {
      eofyReportDate: this.eofyReportDate,
      categoryWiseAssetForSummaryTab: this.page({ offset: 0, limit: null }).map(({ group, lines }) => ({
        assetGroup: group.assetGroup,
        listOfAssetForSummaryTab: [...lines],
        total: { ...group.total },
      })),
      total: { ...this.total },
    };
  }

  private line(i: number, values: Float64Array): SummaryTabAsset {
    summaryFigures(this.schedule, i, values);
    const a = this.schedule.assets[i];
    const input = a?.input;
    const line: SummaryTabAsset = {
      assetId: input?.id ?? '',
      assetName: input?.description ?? null,
      ...totalsOf(values),
    };
    if (a?.deniedBy) line.deniedBy = a.deniedBy;
    return line;
  }
}
