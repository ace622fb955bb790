/** Helpers of the report PDF's tests: a document written into memory, and its text or page count by poppler-utils. */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Db } from '../register-model/records';
import { type ReportDocumentProgress, type ReportDocumentResult, writeReportDocument } from './index';

export interface Rendered {
  bytes: Buffer;
  result: ReportDocumentResult;
  progress: ReportDocumentProgress[];
  /** How many chunks `write` was given. */
  chunks: number;
}

export async function renderToBuffer(db: Db, reportId: number): Promise<Rendered> {
  const parts: Uint8Array[] = [];
  const progress: ReportDocumentProgress[] = [];
  const result = await writeReportDocument(
    db,
    reportId,
    async (chunk) => {
      parts.push(chunk);
    },
    (p) => progress.push(p),
  );
  return { bytes: Buffer.concat(parts), result, progress, chunks: parts.length };
}

function withFile<T>(bytes: Buffer, run: (file: string) => T): T {
  const dir = mkdtempSync(join(tmpdir(), 'taxdep-pdf-'));
  try {
    const file = join(dir, 'report.pdf');
    writeFileSync(file, bytes);
    return run(file);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** `pdftotext -layout`: pages separated by form feeds. */
export function pdfText(bytes: Buffer): string {
  return withFile(bytes, (file) =>
    execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-'], {
      encoding: 'utf8',
      maxBuffer: 1 << 28,
    }),
  );
}

/** `pdfinfo`'s fields (Pages, Page size, CreationDate …). */
export function pdfInfo(bytes: Buffer): Record<string, string> {
  const text = withFile(bytes, (file) => execFileSync('pdfinfo', ['-isodates', file], { encoding: 'utf8' }));
  return Object.fromEntries(
    text
      .split('\n')
      .map((line) => /^([^:]+):\s*(.*)$/.exec(line))
      .filter((m): m is RegExpExecArray => m !== null)
      .map((m) => [m[1] as string, m[2] as string]),
  );
}
