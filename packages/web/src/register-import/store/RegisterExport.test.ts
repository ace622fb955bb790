import { describe, expect, it } from 'vitest';
import { Notifier } from '../../register/store/Notifier';
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
      'HandiTax',
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
