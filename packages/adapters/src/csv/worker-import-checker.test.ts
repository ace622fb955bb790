import { IMPORT_HEADINGS } from '@taxdep/domain/import';
import { describe, expect, it } from 'vitest';
import { type ImportCheckRequest, packRows, runImportCheck, unpackRows } from './import-check-protocol';
import { type ImportCheckWorker, WorkerImportFileChecker } from './worker-import-checker';

/** A stand-in worker running the worker's side in this thread, its messages cloned as postMessage clones them. */
class InThreadWorker implements ImportCheckWorker {
  onmessage: ImportCheckWorker['onmessage'] = null;
  onerror: ImportCheckWorker['onerror'] = null;
  terminated = false;
  readonly kinds: string[] = [];

  postMessage(request: ImportCheckRequest): void {
    runImportCheck(request, (message) => {
      this.kinds.push(message.kind);
      if (!this.terminated) this.onmessage?.({ data: structuredClone(message) });
    });
  }

  terminate(): void {
    this.terminated = true;
  }
}

const HEADER = IMPORT_HEADINGS.join(',');
function row(n: number, description = `Oven ${n}`): string {
  return `1234,40,P1,${description},,Kitchen,Acme,INV-${n},5/3/2020,,"$1,000.50",,,,DV,20%,,`;
}
/** A csv file as the picker gives it: a Blob with its name. */
function named(name: string, lines: string[]) {
  return Object.assign(new Blob([lines.join('\r\n')]), { name });
}

describe('WorkerImportFileChecker (docs/product/import-export.md "Reading a file")', () => {
  it('stages in the worker and gives the page the same rows as a check on its own thread', async () => {
    const lines = [HEADER, ...Array.from({ length: 30 }, (_, i) => row(i + 1, i === 11 ? '' : `Oven ${i}`))];
    const worker = new InThreadWorker();
    const progress: number[] = [];
    const inWorker = await new WorkerImportFileChecker(() => worker).start(named('r.csv', lines), {
      onProgress: (p) => progress.push(p.recordsRead),
    }).outcome;
    const inThread = await new WorkerImportFileChecker(null).start(named('r.csv', lines)).outcome;
    expect(inWorker).toEqual(inThread);
    expect(inWorker).toMatchObject({ kind: 'staged', rowCount: 30, invalidCount: 1 });
    expect(worker.kinds).toEqual(['rows', 'progress', 'outcome']);
    expect(progress).toEqual([31]);
    expect(worker.terminated).toBe(true);
  });

  it('answers a refusal from the worker, and a worker that fails, with no rows', async () => {
    const refused = await new WorkerImportFileChecker(() => new InThreadWorker()).start(
      named('r.txt', [HEADER]),
    ).outcome;
    expect(refused).toMatchObject({ kind: 'refused', problem: { code: 'not-csv' } });
    const broken = new InThreadWorker();
    broken.postMessage = () => broken.onerror?.({ message: 'no worker here' });
    const failed = await new WorkerImportFileChecker(() => broken).start(named('r.csv', [HEADER, row(1)]))
      .outcome;
    expect(failed).toMatchObject({ kind: 'refused', problem: { code: 'unreadable' } });
    expect(broken.terminated).toBe(true);
  });

  it('cancelling ends the worker at once', async () => {
    const worker = new InThreadWorker();
    const checking = new WorkerImportFileChecker(() => worker).start(named('r.csv', [HEADER, row(1)]));
    checking.cancel();
    expect(await checking.outcome).toEqual({ kind: 'cancelled' });
    expect(worker.terminated).toBe(true);
  });

  it('packs rows into flat arrays and back without changing them', () => {
    const values = Object.fromEntries(IMPORT_HEADINGS.map((h, i) => [h, `v${i}`])) as never;
    const problem = { heading: 'ATO Code' as const, message: 'ATO Code is missing.' };
    const rows = [
      { line: 2, values, problems: [], warnings: [] },
      { line: 4, values, problems: [problem], warnings: [] },
    ];
    const back: typeof rows = [];
    unpackRows(structuredClone(packRows(rows)), back);
    expect(back).toEqual(rows);
  });
});
