/**
 * The report PDF jobs (issue 14: generation "runs as a job recorded in PostgreSQL, not in a request's thread; a job
 * interrupted by a restart is picked up again"). Each instance runs one job at a time, off the request path: it
 * claims the oldest queued job (or one whose instance stopped: its heartbeat went stale), renders the document
 * into the database part by part while writing its progress, and finishes it in one transaction with the document.
 * The queue is the table: a request queues a job and wakes this instance's runner; every instance also looks for
 * work every `pollMs`, so jobs queued elsewhere or left by a dead instance are taken up.
 */
import { randomUUID } from 'node:crypto';
import type { Database } from '@taxdep/db/schema';
import type { Transaction } from 'kysely';
import { HttpError } from '../http/http-error';
import type { Db } from '../kernel/record-repository';
import {
  completeDocument,
  dropUnfinishedDocument,
  dropUnfinishedDocuments,
  findFirstPages,
  newestDocument,
  startDocument,
  writeFirstPages,
} from './document-repository';
import { ClaimLost, DocumentSink, FirstPagesFile } from './document-sink';
import { FIRST_PAGES_FROM_BYTES, type RenderProgress, type ReportRenderer } from './renderer';
import {
  claimJob,
  findDocumentReport,
  finishJob,
  type JobRow,
  releaseJob,
  reportProgress,
} from './repository';
import { recordSignOffIn, SIGN_OFF_CHANGED, type SignOffRecorder, SignOffRefused } from './sign-off';

export interface RunnerOptions {
  /** How often an idle runner looks for jobs queued by other instances (ms). */
  pollMs?: number;
  /** A running job whose heartbeat is older than this (s) is taken over: its instance is gone. */
  staleSeconds?: number;
  /** Progress is written at most this often (ms); it doubles as the heartbeat. */
  heartbeatMs?: number;
  /** Claims of one job before it is given up as failed (each stopped with its instance). */
  maxAttempts?: number;
  /** A document larger than this (bytes) also gets a file of its first pages (renderer.ts). */
  firstPagesFromBytes?: number;
  onError?: (error: unknown) => void;
  /**
   * Records a sign-off whose sealed PDF is written (issue 26 item 11), in the transaction that keeps the document:
   * the workflow's step to Completed (src/workflow `recordSignOff`, given by the composition root, app.ts). It
   * answers why the step may no longer be made (the report was returned meanwhile), or null once recorded.
   */
  recordSignOff?: SignOffRecorder;
}

/** What a document's file name says it is, beside the report's facts (docs/api.md "File names"). */
const RENDERED_AS = {
  depreciation: undefined,
  capex: 'capex forecast',
  rca: 'reinstatement cost assessment',
} as const;

/** The message a failed render leaves for the screen; the cause goes to the log only (docs/security.md). */
export const RENDER_FAILED = 'The PDF could not be made; the service log has the cause.';

export class ReportJobRunner {
  private readonly pollMs: number;
  private readonly staleSeconds: number;
  private readonly heartbeatMs: number;
  private readonly maxAttempts: number;
  private loop: Promise<void> | null = null;
  private stopped = true;
  /** Set by stop(): the job in hand ends at its next write. */
  private closing = false;
  private wakeUp: (() => void) | null = null;
  private woken = false;

  constructor(
    private readonly db: Db,
    readonly renderer: ReportRenderer,
    private readonly options: RunnerOptions = {},
  ) {
    this.pollMs = options.pollMs ?? 2000;
    this.staleSeconds = options.staleSeconds ?? 60;
    this.heartbeatMs = options.heartbeatMs ?? 250;
    this.maxAttempts = options.maxAttempts ?? 3;
  }

  get fileName(): ReportRenderer['fileName'] {
    return (facts, detail) => this.renderer.fileName(facts, detail);
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.closing = false;
    this.loop = this.run();
  }

  /**
   * Stops looking for jobs (the service's close). A job in hand stops at the renderer's next write and goes back
   * to the queue, so a close is not held up by a long document.
   */
  async stop(): Promise<void> {
    this.stopped = true;
    this.closing = true;
    this.wake();
    await this.loop;
    this.loop = null;
  }

  /** A job was queued here: look now rather than at the next poll. */
  wake(): void {
    this.woken = true;
    this.wakeUp?.();
  }

  /** Claims and runs one job; false when there was none. */
  async runOnce(): Promise<boolean> {
    const token = randomUUID();
    const job = await claimJob(this.db, token, this.staleSeconds);
    if (!job) return false;
    await this.runJob(job, token);
    return true;
  }

  private async run(): Promise<void> {
    while (!this.stopped) {
      let ran = false;
      try {
        this.woken = false;
        ran = await this.runOnce();
      } catch (error) {
        this.options.onError?.(error);
      }
      if (!ran && !this.stopped && !this.woken) await this.pause();
    }
  }

  private pause(): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, this.pollMs);
      const self = this;
      function done() {
        clearTimeout(timer);
        self.wakeUp = null;
        resolve();
      }
      this.wakeUp = done;
    });
  }

  private recordSignOff(trx: Transaction<Database>, job: JobRow): Promise<void> {
    return recordSignOffIn(trx, job, this.options.recordSignOff);
  }

  private async runJob(job: JobRow, token: string): Promise<void> {
    const end = (status: 'done' | 'failed', documentId: number | null, error: string | null) =>
      finishJob(this.db, job.id, token, { status, documentId, error });
    if (job.attempts > this.maxAttempts) {
      await end(
        'failed',
        null,
        `Given up after ${this.maxAttempts} attempts: the service stopped during each.`,
      );
      return;
    }
    await dropUnfinishedDocuments(this.db, job.id);
    const report = await findDocumentReport(this.db, job.report_id);
    const revision = {
      generalInfoVersion: job.general_info_version,
      registerRevision: job.register_revision,
    };
    if (
      !report ||
      report.generalInfoVersion !== revision.generalInfoVersion ||
      report.registerRevision !== revision.registerRevision
    ) {
      // The report changed (or went) before its turn came: this revision can no longer be drawn. The current
      // revision has (or gets, on the next preview) a job of its own. A sign-off of it is refused.
      if (job.sign_off) await end('failed', null, SIGN_OFF_CHANGED);
      else await end('done', null, null);
      return;
    }
    // A sign-off's report already Completed (the step is recorded): its sealed document is the preview's to make.
    if (job.sign_off && report.readOnly) {
      await end('done', null, null);
      return;
    }
    const signedOffAt = job.sign_off ? (job.sign_off_at ?? undefined) : undefined;
    const sealed = report.readOnly ? await newestDocument(this.db, report.id, revision, true) : undefined;
    const fileName = this.renderer.fileName(report.nameFacts, RENDERED_AS[report.kind]);
    let documentId: number | null = null;
    const progress = new Heartbeat(this.db, job.id, token, this.heartbeatMs);
    try {
      if (!sealed) {
        documentId = await startDocument(this.db, {
          ...revision,
          uid: randomUUID(),
          reportId: report.id,
          jobId: job.id,
          fileName,
          sealed: report.readOnly || job.sign_off,
        });
      }
      // Stopping (the service's close) ends the render at its next write: the job goes back to the queue.
      const sink = new DocumentSink(this.db, documentId, () => progress.held && !this.closing);
      const firstPages = new FirstPagesFile();
      const made = await this.renderer.write(
        this.db,
        report.id,
        sink.write,
        progress.report,
        {
          fromBytes: this.options.firstPagesFromBytes ?? FIRST_PAGES_FROM_BYTES,
          write: firstPages.write,
        },
        undefined,
        signedOffAt,
      );
      const sha256 = await sink.finish();
      const first = made.firstPages ? firstPages.finish(made.firstPages.pages) : null;
      await progress.settle();
      if (!progress.held) throw new ClaimLost();
      if (sealed) {
        // A sealed document is never replaced: regenerating proves its bytes come out the same, and its first
        // pages' too (a sealed document made before there were first-pages files gets them now, from the same
        // bytes).
        const sealedFirst = await findFirstPages(this.db, sealed.id);
        const differs =
          sealed.sha256 !== sha256
            ? `The regenerated PDF differs from the sealed one (SHA-256 ${sha256}); the sealed one is kept.`
            : sealedFirst && sealedFirst.sha256 !== first?.sha256
              ? `The regenerated first pages differ from the sealed ones (SHA-256 ${first?.sha256 ?? 'none'}); the sealed ones are kept.`
              : null;
        await this.db.transaction().execute(async (trx) => {
          if (!differs && !sealedFirst && first) await writeFirstPages(trx, sealed.id, first);
          await finishJob(trx, job.id, token, {
            status: differs ? 'failed' : 'done',
            documentId: differs ? null : sealed.id,
            error: differs,
          });
        });
        return;
      }
      const stored = documentId as number;
      const finished = await this.db.transaction().execute(async (trx) => {
        if (job.sign_off) await this.recordSignOff(trx, job);
        await completeDocument(trx, stored, { bytes: sink.bytes, sha256, pages: made.pages });
        if (first) await writeFirstPages(trx, stored, first);
        if (!(await finishJob(trx, job.id, token, { status: 'done', documentId: stored, error: null }))) {
          throw new ClaimLost();
        }
        return true;
      });
      if (!finished) throw new ClaimLost();
    } catch (error) {
      if (documentId !== null) await dropUnfinishedDocument(this.db, documentId).catch(() => undefined);
      if (error instanceof SignOffRefused) {
        await end('failed', null, error.message);
        return;
      }
      if (error instanceof ClaimLost) {
        if (this.closing) await releaseJob(this.db, job.id, token).catch(() => undefined);
        return;
      }
      // The renderer's refusals (HttpError: no EOFY report date) are written for the user; anything else is logged.
      const refusal = error instanceof HttpError && error.statusCode < 500;
      if (!refusal) this.options.onError?.(error);
      await end('failed', null, refusal ? error.message : RENDER_FAILED);
    } finally {
      progress.stop();
    }
  }
}

/**
 * Writes the renderer's progress (and so the heartbeat) at most every `everyMs`, one write at a time, and the
 * heartbeat alone every KEEP_ALIVE_MS while the renderer is busy between two progress reports.
 */
class Heartbeat {
  held = true;
  private current: RenderProgress = { stage: '', done: 0, total: 0 };
  private dirty = false;
  private lastWrite = 0;
  private writing: Promise<void> | null = null;
  private readonly keepAlive: ReturnType<typeof setInterval>;

  constructor(
    private readonly db: Db,
    private readonly jobId: number,
    private readonly token: string,
    private readonly everyMs: number,
  ) {
    this.keepAlive = setInterval(() => {
      if (this.writing === null) this.write();
    }, KEEP_ALIVE_MS);
    this.keepAlive.unref();
  }

  report = (progress: RenderProgress): void => {
    this.current = progress;
    this.dirty = true;
    if (this.writing === null && Date.now() - this.lastWrite >= this.everyMs) this.write();
  };

  stop(): void {
    clearInterval(this.keepAlive);
  }

  /** Stops the keep-alive, waits for the write in flight and writes the last progress. */
  async settle(): Promise<void> {
    this.stop();
    await this.writing;
    if (this.dirty) this.write();
    await this.writing;
  }

  private write(): void {
    const progress = this.current;
    this.dirty = false;
    this.lastWrite = Date.now();
    this.writing = reportProgress(this.db, this.jobId, this.token, {
      stage: progress.stage.slice(0, 100),
      done: Math.max(0, Math.trunc(progress.done)),
      total: Math.max(0, Math.trunc(progress.total)),
    })
      .then((held) => {
        this.held &&= held;
      })
      .catch(() => undefined)
      .finally(() => {
        this.writing = null;
      });
  }
}

/** The heartbeat's period while the renderer reports nothing: well inside the default stale limit (60 s). */
const KEEP_ALIVE_MS = 10_000;

declare module 'fastify' {
  interface FastifyInstance {
    /** This instance's report PDF jobs (app.ts), for tests that drive them. */
    reportJobs: ReportJobRunner;
  }
}
