/**
 * The figures as the whole report or one owner sees them (issue 23 item 7; docs/tax-rules.md "Owners' shares",
 * docs/tax-engine.md decisions 15-17). Without owners, or with one owner at 100%, the whole is the figures cache's
 * own schedule. With several owners, each owner's figures are an engine run over that owner's interests, and the
 * whole is their sum (`ownedSchedulesOf`), so every call, tab, export and the PDF show a whole whose figures add up
 * exactly, cent for cent, to the owners'. The owners' runs are made once per version of the figures, on the first
 * call that asks for an owned view, and kept with it; each view has its own outputs (tables, views, Summary).
 */
import type { Schedule, TaxInputIssue } from '@taxdep/domain/tax';
import { hasSeveralOwners, ownedSchedulesOf } from '@taxdep/domain/tax';
import { notFound } from '../http/http-error';
import type { RegisterColumns } from './engine-input';
import type { Figures, Lineage } from './figures-cache';
import type { FiguresOwner } from './report-inputs';

/** What every output is built from: a schedule and the register's columns of its assets, position by position. */
export interface FiguresView {
  readonly schedule: Schedule;
  readonly columns: readonly RegisterColumns[];
  readonly uncalculated: ReadonlyMap<number, readonly TaxInputIssue[]>;
  /** What calls built from this view, by name. */
  readonly outputs: Map<string, unknown>;
  readonly lineage: Lineage;
  /** The owner whose interests these figures are; absent for the whole report. */
  readonly owner?: FiguresOwner;
}

/** An output of a view, built on first use. */
export function output<T>(view: FiguresView, name: string, build: () => T): T {
  const known = view.outputs.get(name);
  if (known !== undefined) return known as T;
  const made = build();
  view.outputs.set(name, made);
  return made;
}

/** The owner `ownerId` of the figures' report, or 404 naming the report's owners. */
export function ownerOf(figures: Figures, reportId: number, ownerId: number): FiguresOwner {
  const owner = figures.owners.find((o) => o.id === ownerId);
  if (owner) return owner;
  const known = figures.owners.map((o) => o.id).join(', ');
  throw notFound(
    `Report ${reportId} has no owner ${ownerId}${known ? ` (its owners are ${known})` : ' (it has no owners)'}.`,
  );
}

/**
 * The view of the whole report (`ownerId` absent) or of one owner. An unknown owner is a 404. A report with one
 * owner at 100% shows that owner the whole's figures.
 */
export function figuresFor(figures: Figures, reportId: number, ownerId?: number | null): FiguresView {
  const owner = ownerId == null ? null : ownerOf(figures, reportId, ownerId);
  const shares = figures.owners.map((o) => ({ name: String(o.id), share: o.share }));
  if (!hasSeveralOwners(shares)) return owner ? { ...figures, owner } : figures;
  const key = owner ? `owner ${owner.id}` : 'whole';
  return output(figures, `view ${key}`, () => {
    const runs = output(figures, 'owners runs', () =>
      ownedSchedulesOf(figures.schedule, figures.settings, shares),
    );
    const index = owner ? figures.owners.indexOf(owner) : -1;
    const schedule = index < 0 ? runs.whole : (runs.owners[index] as Schedule);
    // Each view keeps its own lineage of outputs (a table of one owner is no previous table of another).
    let lineage = figures.lineage.get(`lineage ${key}`) as Lineage | undefined;
    if (!lineage) {
      lineage = new Map();
      figures.lineage.set(`lineage ${key}`, lineage);
    }
    const view: FiguresView = {
      schedule,
      columns: figures.columns,
      uncalculated: figures.uncalculated,
      outputs: new Map(),
      lineage,
      ...(owner ? { owner } : {}),
    };
    return view;
  });
}
