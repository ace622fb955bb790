import type { IncentiveTableLoadAnswer, IncentiveTableUpload, IncentiveWindowTable } from '@taxdep/domain';
import type { ApiFailure, ExportedFile, IncentiveWindowsPort } from '@taxdep/domain/ports';
import { DEFAULT_INCENTIVE_WINDOWS, readIncentiveTableFile } from '@taxdep/domain/tax';
import { describe, expect, it } from 'vitest';
import { IncentiveWindowsInForce } from './IncentiveWindowsInForce';
import { IncentiveWindowsStore, MAX_INCENTIVE_TABLE_FILE_BYTES } from './IncentiveWindowsStore';

const extension = { ...DEFAULT_INCENTIVE_WINDOWS.at(-2)!, id: 'IAWO-EXT', firstUsedTo: '2026-06-30' };
const table = (version: number, windows = DEFAULT_INCENTIVE_WINDOWS): IncentiveWindowTable => ({
  version,
  fileName: version === 1 ? 'defaults of the release' : 'budget.csv',
  loadedAt: '2026-11-28T10:00:00.000Z',
  loadedBy: version === 1 ? null : 'Ada Admin',
  windows: [...windows],
});
const answer = (version: number | null, problems = 0): IncentiveTableLoadAnswer => ({
  fileName: 'budget.csv',
  basedOn: 1,
  added: problems ? [] : [{ line: 15, window: extension }],
  changed: [],
  removed: [],
  unchanged: problems ? 0 : 13,
  problems: Array.from({ length: problems }, () => ({ line: 2, column: 'cost_below', message: 'bad' })),
  loadable: problems === 0,
  version,
});

function fakePort(failure: ApiFailure | null = null) {
  let version = 1;
  const loaded: IncentiveTableUpload[] = [];
  const calls = { table: 0 };
  const port: IncentiveWindowsPort = {
    table: async () => {
      calls.table += 1;
      return failure
        ? null
        : table(
            version,
            version === 1 ? DEFAULT_INCENTIVE_WINDOWS : [...DEFAULT_INCENTIVE_WINDOWS, extension],
          );
    },
    loads: async () => (failure ? null : []),
    preview: async (file) => (failure ? null : answer(null, file.text.includes('bad') ? 1 : 0)),
    load: async (file) => {
      loaded.push(file);
      version = 2;
      return answer(2);
    },
    lastFailure: () => failure,
  };
  return { port, loaded, calls };
}

describe('the Incentive windows section', () => {
  it('shows the table in force and downloads it as the file a load reads', async () => {
    const saved: ExportedFile[] = [];
    const store = new IncentiveWindowsStore(fakePort().port, { save: (file) => saved.push(file) });
    await store.start();
    expect(store.table?.version).toBe(1);
    store.download();
    expect(saved[0]!.fileName).toBe('incentive-windows-v1.csv');
    const read = readIncentiveTableFile(await saved[0]!.blob.text());
    expect(read.entries.map((e) => e.window)).toEqual(DEFAULT_INCENTIVE_WINDOWS);
  });

  it('previews a file without storing it, confirms it, and the session reads the new windows', async () => {
    const { port, loaded } = fakePort();
    const inForce = new IncentiveWindowsInForce(port);
    await inForce.ensureRead();
    const store = new IncentiveWindowsStore(port, null, inForce);
    await store.start();
    await store.chooseFile('budget.csv', 100, async () => 'the file');
    expect(store.preview?.added).toHaveLength(1);
    expect(loaded).toEqual([]);
    await store.confirm();
    expect(loaded).toEqual([{ fileName: 'budget.csv', text: 'the file' }]);
    expect(store.preview).toBeNull();
    expect(store.table?.version).toBe(2);
    expect(store.notice).toMatch(/^budget\.csv loaded as version 2: 1 added, 0 changed, 0 removed/);
    expect(inForce.windows.at(-1)?.id).toBe('IAWO-EXT');
  });

  it('a file with problems cannot be confirmed, and the table in force stays', async () => {
    const { port, loaded } = fakePort();
    const store = new IncentiveWindowsStore(port);
    await store.start();
    await store.chooseFile('bad.csv', 100, async () => 'bad');
    expect(store.preview?.problems).toHaveLength(1);
    await store.confirm();
    expect(loaded).toEqual([]);
    expect(store.table?.version).toBe(1);
  });

  it('refuses a file over the limit before reading it, and says why a read failed', async () => {
    const store = new IncentiveWindowsStore(fakePort().port);
    let read = false;
    await store.chooseFile('huge.csv', MAX_INCENTIVE_TABLE_FILE_BYTES + 1, async () => {
      read = true;
      return '';
    });
    expect(read).toBe(false);
    expect(store.failure).toBe('huge.csv is larger than 1 MB: not an incentive table.');
    const failing = new IncentiveWindowsStore(fakePort({ status: 500, message: 'Down.' }).port);
    await failing.start();
    expect(failing.failure).toBe("The incentives' windows could not be read: Down.");
  });
});

describe("the session's windows in force", () => {
  it('are the defaults until read, then the table of the service, read once', async () => {
    const { port, calls } = fakePort();
    const inForce = new IncentiveWindowsInForce(port);
    expect(inForce.windows).toBe(DEFAULT_INCENTIVE_WINDOWS);
    await Promise.all([inForce.ensureRead(), inForce.ensureRead()]);
    await inForce.ensureRead();
    expect(calls.table).toBe(1);
    expect(inForce.version).toBe(1);
  });
});
