/** Helpers of the report PDF's tests: a document written into memory, and its text or page count by poppler-utils. */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Db } from '../kernel/record-repository';
import { type ReportDocumentProgress, type ReportDocumentResult, writeReportDocument } from './index';

export interface Rendered {
  bytes: Buffer;
  result: ReportDocumentResult;
  progress: ReportDocumentProgress[];
  /** How many chunks `write` was given. */
  chunks: number;
  /** The first-pages file, when asked for (`firstPagesFromBytes`) and the document is larger. */
  firstPages: Buffer | null;
}

export async function renderToBuffer(
  db: Db,
  reportId: number,
  firstPagesFromBytes?: number,
): Promise<Rendered> {
  const parts: Uint8Array[] = [];
  const first: Uint8Array[] = [];
  const progress: ReportDocumentProgress[] = [];
  const result = await writeReportDocument(
    db,
    reportId,
    async (chunk) => {
      parts.push(chunk);
    },
    (p) => progress.push(p),
    firstPagesFromBytes === undefined
      ? undefined
      : { fromBytes: firstPagesFromBytes, write: (chunk) => void first.push(Uint8Array.from(chunk)) },
  );
  const firstPages = result.firstPages ? Buffer.concat(first) : null;
  return { bytes: Buffer.concat(parts), result, progress, chunks: parts.length, firstPages };
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

/** `pdftotext -layout`: pages separated by form feeds; `lastPage` stops there. */
export function pdfText(bytes: Buffer, lastPage?: number): string {
  const range = lastPage === undefined ? [] : ['-l', String(lastPage)];
  return withFile(bytes, (file) =>
    execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', ...range, file, '-'], {
      encoding: 'utf8',
      maxBuffer: 1 << 28,
    }),
  );
}

/** One page drawn by `pdftoppm` at a low resolution (PPM bytes): two equal pictures are the same drawing. */
export function pagePicture(bytes: Buffer, page: number): Buffer {
  return withFile(bytes, (file) =>
    execFileSync('pdftoppm', ['-r', '30', '-f', String(page), '-l', String(page), file], {
      maxBuffer: 1 << 26,
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

/** `pdfimages -list`: each image's page and size in pixels (issue 25: the firm's logo on the cover). */
export function pdfImages(bytes: Buffer): { page: number; width: number; height: number; type: string }[] {
  const text = withFile(bytes, (file) => execFileSync('pdfimages', ['-list', file], { encoding: 'utf8' }));
  return text
    .split('\n')
    .slice(2)
    .map((line) => line.trim().split(/\s+/))
    .filter((cells) => cells.length > 4)
    .map((cells) => ({
      page: Number(cells[0]),
      width: Number(cells[3]),
      height: Number(cells[4]),
      type: cells[2] as string,
    }));
}

/**
 * The structure tree of a tagged PDF as `pdfinfo -struct-text` prints it (issue 25 item 7): each element's type and
 * the text of the content it marks, in reading order.
 */
export function structure(bytes: Buffer): { type: string; depth: number; text: string }[] {
  const text = withFile(bytes, (file) =>
    execFileSync('pdfinfo', ['-struct-text', file], { encoding: 'utf8', maxBuffer: 1 << 28 }),
  );
  const elements: { type: string; depth: number; text: string }[] = [];
  for (const line of text.split('\n')) {
    const element = /^( *)([A-Za-z0-9]+)( \(block\)| \(inline\))?$/.exec(line);
    if (element) {
      elements.push({ type: element[2] as string, depth: (element[1] as string).length / 2, text: '' });
      continue;
    }
    const content = /^ *"(.*)"$/.exec(line);
    const last = elements.at(-1);
    if (content && last) last.text += content[1];
  }
  return elements;
}

/** The demo reports that make a document (those with an EOFY report date), in id order. */
export async function reportsWithDocuments(db: Db): Promise<number[]> {
  const rows = await db
    .selectFrom('reports')
    .select('id')
    .where('eofy_report_date', 'is not', null)
    .orderBy('id')
    .execute();
  return rows.map((r) => r.id);
}
