import type { ReportOwner, ScheduleExportFormat } from '@taxdep/domain';
import type { FileSaverPort, RegisterExportKind, RegisterExportPort } from '@taxdep/domain/ports';
import { formatShare } from '@taxdep/domain/tax';
import { makeAutoObservable, runInAction } from 'mobx';
import type { TransferContext } from './context';

/** One entry of the Export Assets menu: what it downloads and its words. */
export interface ExportChoice {
  id: string;
  label: string;
  what: RegisterExportKind;
}

export interface ExportGroup {
  label: string;
  choices: readonly ExportChoice[];
}

/**
 * The Export Assets menu (spec 2.3: "Export Assets with two options: standard and import format"; docs/api.md
 * "Exports"): the register in both layouts, the whole schedule as an Excel workbook, the accountants' schedule
 * layouts of the FY chosen in the menu (docs/product/import-export.md "Accountants' layouts") and the import template.
 */
export const EXPORT_GROUPS: readonly ExportGroup[] = [
  {
    label: 'Asset register',
    choices: [
      { id: 'standard', label: 'Standard', what: { kind: 'standard' } },
      { id: 'importable', label: 'Import format', what: { kind: 'importable' } },
    ],
  },
  {
    label: 'Schedule for accountants',
    choices: [
      { id: 'workbook', label: 'Excel workbook (whole schedule)', what: { kind: 'workbook' } },
      { id: 'handitax', label: 'HandiTax', what: { kind: 'schedule', format: 'handitax' } },
      {
        id: 'handitaxpool',
        label: 'HandiTax low value pool',
        what: { kind: 'schedule', format: 'handitaxpool' },
      },
      { id: 'classsuper', label: 'Class Super', what: { kind: 'schedule', format: 'classsuper' } },
      { id: 'xero', label: 'Xero', what: { kind: 'schedule', format: 'xero' } },
    ],
  },
  {
    label: 'Import',
    choices: [{ id: 'template', label: 'Import template', what: { kind: 'template' } }],
  },
];

const SCHEDULE_FORMATS: readonly [ScheduleExportFormat, string][] = [
  ['handitax', 'HandiTax'],
  ['handitaxpool', 'HandiTax low value pool'],
  ['classsuper', 'Class Super'],
  ['xero', 'Xero'],
];

/**
 * The menu of a report: with several owners (issue 23 item 7), each owner's schedule in the accountants' layouts too,
 * every amount that owner's interest (GET …/exportSchedule?ownerId=).
 */
export function exportGroups(owners: readonly ReportOwner[]): readonly ExportGroup[] {
  if (owners.length < 2) return EXPORT_GROUPS;
  const ownerGroups = owners.map((o) => ({
    label: `Schedule for ${o.name} (${formatShare(o.share)})`,
    choices: [
      {
        id: `workbook-owner-${o.ownerId}`,
        label: `Excel workbook · ${o.name}`,
        what: { kind: 'workbook', ownerId: o.ownerId } as const,
      },
      ...SCHEDULE_FORMATS.map(([format, label]) => ({
        id: `${format}-owner-${o.ownerId}`,
        label: `${label} · ${o.name}`,
        what: { kind: 'schedule', format, ownerId: o.ownerId } as const,
      })),
    ],
  }));
  const [register, schedule, ...rest] = EXPORT_GROUPS;
  return [register as ExportGroup, schedule as ExportGroup, ...ownerGroups, ...rest];
}

/** Where the menu learns the report's owners (FiguresOwnerStore); absent, no owner's schedule is offered. */
export interface ExportOwners {
  readonly reportId: number | null;
  readonly owners: readonly ReportOwner[];
  open(reportId: number): Promise<void>;
}

/**
 * Export Assets: downloads the chosen file and hands it to the browser under the name the service gave it (spec 7:
 * "file name from the content-disposition header"). A failure shows the reason (issue #10); one download at a time.
 */
export class RegisterExport {
  /** The choice being downloaded, or null. */
  downloading: ExportChoice | null = null;
  /** The FY whose schedules the menu downloads (docs/api.md "Exports", "Which FY"); null: the report's current FY. */
  financialYear: number | null = null;

  constructor(
    private readonly port: RegisterExportPort,
    private readonly saver: FileSaverPort,
    private readonly context: TransferContext,
    private readonly owners: ExportOwners | null = null,
  ) {
    makeAutoObservable<RegisterExport, 'port' | 'saver' | 'context' | 'owners'>(this, {
      port: false,
      saver: false,
      context: false,
      owners: false,
    });
  }

  /** The menu's groups for the report shown. */
  get groups(): readonly ExportGroup[] {
    const owners = this.owners;
    return exportGroups(owners && owners.reportId === this.context.reportId ? owners.owners : []);
  }

  /**
   * The FYs the schedules are offered for, newest first: the report's current FY and the two before it, returns the
   * owner can still amend (docs/tax-rules.md "Amendment period"). The service refuses one its figures do not reach,
   * naming the ones they do. Empty without an EOFY report date (the schedules are refused then anyway).
   */
  get financialYears(): readonly number[] {
    const date = this.context.eofyReportDate;
    if (!date) return [];
    const current = Number(date.slice(0, 4));
    return [current, current - 1, current - 2];
  }

  /** The FY the schedules are downloaded for: the chosen one, else the current one. */
  get chosenFinancialYear(): number | null {
    const years = this.financialYears;
    return this.financialYear !== null && years.includes(this.financialYear)
      ? this.financialYear
      : (years[0] ?? null);
  }

  chooseFinancialYear(financialYear: number): void {
    this.financialYear = financialYear;
  }

  /** Reads the report's owners again (when the menu opens: they may have changed on General Info). */
  readOwners(): Promise<void> {
    return this.owners ? this.owners.open(this.context.reportId) : Promise.resolve();
  }

  async download(choice: ExportChoice): Promise<void> {
    if (this.downloading) return;
    this.downloading = choice;
    const year = this.chosenFinancialYear;
    // The current FY is the service's default; an earlier one is asked for by name.
    const what =
      choice.what.kind === 'schedule' && year !== null && year !== this.financialYears[0]
        ? { ...choice.what, financialYear: year }
        : choice.what;
    const file = await this.port.download(this.context.reportId, what);
    const failure = file ? null : this.port.lastFailure();
    runInAction(() => {
      this.downloading = null;
    });
    if (file) this.saver.save(file);
    else
      this.context.notifier.failed({ failed: `The ${choice.label} export could not be downloaded` }, failure);
  }
}
