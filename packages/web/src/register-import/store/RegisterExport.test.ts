import { describe, expect, it } from 'vitest';
import { Notifier } from '../../ui/Notifier';
import { FakeExportPort, FakeFileSaver } from '../testing/fakes';
import { EXPORT_GROUPS, type ExportChoice, RegisterExport } from './RegisterExport';

const choice = (id: string): ExportChoice => {
  const found = EXPORT_GROUPS.flatMap((group) => group.choices).find((c) => c.id === id);
  if (!found) throw new Error(id);
  return found;
};

function setup() {
  const notifier = new Notifier();
  const port = new FakeExportPort();
  const saver = new FakeFileSaver();
  const exporter = new RegisterExport(port, saver, {
    reportId: 7,
    readOnly: true,
    notifier,
    reload: async () => {},
  });
  return { exporter, port, saver, notifier };
}

describe('RegisterExport (spec 2.3, docs/api.md "Exports")', () => {
  it('offers standard and import format, the accountants’ layouts and the template', () => {
    expect(EXPORT_GROUPS.flatMap((group) => group.choices.map((c) => c.label))).toEqual([
      'Standard',
      'Import format',
      'Excel workbook (whole schedule)',
      'HandiTax',
      'HandiTax low value pool',
      'Class Super',
      'Xero',
      'Import template',
    ]);
  });

  it('saves each file under the name the service gave it, read-only reports too', async () => {
    const { exporter, port, saver } = setup();
    await exporter.download(choice('standard'));
    await exporter.download(choice('importable'));
    await exporter.download(choice('classsuper'));
    expect(port.downloads).toEqual([
      { reportId: 7, what: { kind: 'standard' } },
      { reportId: 7, what: { kind: 'importable' } },
      { reportId: 7, what: { kind: 'schedule', format: 'classsuper' } },
    ]);
    expect(saver.saved.map((file) => file.fileName)).toEqual([
      'standard-7.csv',
      'importable-7.csv',
      'schedule-classsuper-7.csv',
    ]);
    expect(exporter.downloading).toBeNull();
  });

  it('one download at a time', async () => {
    const { exporter, port } = setup();
    const first = exporter.download(choice('standard'));
    expect(exporter.downloading?.id).toBe('standard');
    await exporter.download(choice('xero'));
    await first;
    expect(port.downloads).toHaveLength(1);
  });

  it('offers the schedules of the current FY and the two before it, and asks for an earlier one by name', async () => {
    const port = new FakeExportPort();
    const context = { reportId: 7, readOnly: false, notifier: new Notifier(), reload: async () => {} };
    const exporter = new RegisterExport(port, new FakeFileSaver(), {
      ...context,
      eofyReportDate: '2025-06-30',
    });
    expect(exporter.financialYears).toEqual([2025, 2024, 2023]);
    expect(exporter.chosenFinancialYear).toBe(2025);
    await exporter.download(choice('xero'));
    exporter.chooseFinancialYear(2023);
    await exporter.download(choice('handitaxpool'));
    // The register's own exports have no FY.
    await exporter.download(choice('standard'));
    expect(port.downloads).toEqual([
      { reportId: 7, what: { kind: 'schedule', format: 'xero' } },
      { reportId: 7, what: { kind: 'schedule', format: 'handitaxpool', financialYear: 2023 } },
      { reportId: 7, what: { kind: 'standard' } },
    ]);
    // Without an EOFY report date no year is offered: the service's default (and its refusal) stand.
    expect(new RegisterExport(port, new FakeFileSaver(), context).financialYears).toEqual([]);
  });

  it('a failure saves nothing and shows the reason (issue #10)', async () => {
    const { exporter, port, saver, notifier } = setup();
    port.failure = { status: 409, message: 'Report 7 has no EOFY report date.' };
    await exporter.download(choice('handitax'));
    expect(saver.saved).toEqual([]);
    expect(notifier.alert).toMatchObject({
      type: 'error',
      message: 'The HandiTax export could not be downloaded: Report 7 has no EOFY report date.',
    });
  });
});

describe('each owner’s schedule (issue 23 item 7)', () => {
  const OWNERS = [
    { ownerId: 11, name: 'Jamie Taylor', share: 6_000 },
    { ownerId: 12, name: 'Riley Taylor', share: 4_000 },
  ];
  const ownersOf = (list: typeof OWNERS, reportId = 7) => ({
    reportId: null as number | null,
    owners: [] as typeof OWNERS,
    async open(id: number) {
      this.reportId = id === reportId ? id : null;
      this.owners = list;
    },
  });

  it('offers each owner’s accountants’ layouts after the whole’s, and downloads them with the owner', async () => {
    const port = new FakeExportPort();
    const exporter = new RegisterExport(
      port,
      new FakeFileSaver(),
      { reportId: 7, readOnly: false, notifier: new Notifier(), reload: async () => {} },
      ownersOf(OWNERS),
    );
    expect(exporter.groups).toBe(EXPORT_GROUPS);
    await exporter.readOwners();
    expect(exporter.groups.map((g) => g.label)).toEqual([
      'Asset register',
      'Schedule for accountants',
      'Schedule for Jamie Taylor (60.00%)',
      'Schedule for Riley Taylor (40.00%)',
      'Import',
    ]);
    const riley = exporter.groups[3]?.choices.find((c) => c.label === 'Xero · Riley Taylor') as ExportChoice;
    await exporter.download(riley);
    const rileyBook = exporter.groups[3]?.choices.find((c) => c.label === 'Excel workbook · Riley Taylor');
    await exporter.download(rileyBook as ExportChoice);
    expect(port.downloads).toEqual([
      { reportId: 7, what: { kind: 'schedule', format: 'xero', ownerId: 12 } },
      { reportId: 7, what: { kind: 'workbook', ownerId: 12 } },
    ]);
  });

  it('offers no owner’s schedule for one owner, or for another report’s owners', async () => {
    const single = ownersOf([{ ...OWNERS[0]!, share: 10_000 }]);
    const context = { reportId: 7, readOnly: false, notifier: new Notifier(), reload: async () => {} };
    const one = new RegisterExport(new FakeExportPort(), new FakeFileSaver(), context, single);
    await one.readOwners();
    expect(one.groups).toBe(EXPORT_GROUPS);
    const other = new RegisterExport(new FakeExportPort(), new FakeFileSaver(), context, ownersOf(OWNERS, 8));
    await other.readOwners();
    expect(other.groups).toBe(EXPORT_GROUPS);
  });
});
