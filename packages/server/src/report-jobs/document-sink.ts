/**
 * Where a job's PDF goes while the renderer writes it: hashed (SHA-256) as it arrives, and, unless only the hash is
 * wanted (a sealed document checked again), stored in parts of PART_BYTES. A part is written as soon as it is
 * full and the renderer's `write` waits for it, so a document of tens of MB holds at most one part in memory.
 */
import { createHash } from 'node:crypto';
import type { Db } from '../kernel/record-repository';
import { writePart } from './document-repository';

/** About 1 MiB a part: few rows for a big document, little memory held. */
export const PART_BYTES = 1 << 20;

export class DocumentSink {
  private readonly hash = createHash('sha256');
  private pending: Uint8Array[] = [];
  private pendingBytes = 0;
  private parts = 0;
  private writing: Promise<void> = Promise.resolve();
  private failure: unknown = null;
  /** Bytes received so far. */
  bytes = 0;

  /**
   * @param documentId the document the parts belong to; null to hash only.
   * @param stillHeld  false once the job's claim was lost: the write then stops the renderer.
   */
  constructor(
    private readonly db: Db,
    private readonly documentId: number | null,
    private readonly stillHeld: () => boolean,
  ) {}

  /** The renderer's `write`: ordered even if the renderer does not wait for one write before the next. */
  write = (chunk: Uint8Array): Promise<void> => {
    if (this.failure) return Promise.reject(this.failure);
    if (!this.stillHeld()) return Promise.reject(new ClaimLost());
    this.hash.update(chunk);
    this.bytes += chunk.byteLength;
    if (this.documentId === null) return Promise.resolve();
    // A copy: the renderer may reuse its buffer once the write returns.
    this.pending.push(Uint8Array.from(chunk));
    this.pendingBytes += chunk.byteLength;
    if (this.pendingBytes >= PART_BYTES) this.flush();
    return this.writing;
  };

  /** Writes what is left and answers the SHA-256 (hex) of everything written. */
  async finish(): Promise<string> {
    this.flush();
    await this.writing;
    if (this.failure) throw this.failure;
    return this.hash.digest('hex');
  }

  private flush(): void {
    if (this.documentId === null || this.pendingBytes === 0) return;
    const documentId = this.documentId;
    const part = Buffer.concat(this.pending, this.pendingBytes);
    const partNo = this.parts;
    this.parts += 1;
    this.pending = [];
    this.pendingBytes = 0;
    this.writing = this.writing
      .then(() => writePart(this.db, documentId, partNo, part))
      .catch((error: unknown) => {
        this.failure ??= error;
      });
  }
}

/** A long document's first pages (renderer.ts): a few tens of kB, kept in memory and hashed. */
export class FirstPagesFile {
  private readonly chunks: Uint8Array[] = [];
  write = (chunk: Uint8Array): void => {
    // A copy: the renderer may reuse its buffer once the write returns.
    this.chunks.push(Uint8Array.from(chunk));
  };

  finish(pages: number): { pages: number; sha256: string; bytes: Uint8Array } {
    const bytes = Buffer.concat(this.chunks);
    return { pages, sha256: createHash('sha256').update(bytes).digest('hex'), bytes };
  }
}

/** Another instance took the job over (this one's heartbeat went stale): stop without writing anything more. */
export class ClaimLost extends Error {
  constructor() {
    super('the job was claimed by another instance');
    this.name = 'ClaimLost';
  }
}
