/**
 * The document as a list of sections whose page counts are known before the first page is written
 * (docs/report-document.md "Layout"), the running head and foot of every page (the report name, "Page X of Y"),
 * and the loop that writes the sections in order with progress.
 */
import type { Canvas, Orientation } from './canvas';
import { drawPageMarks } from './draft-mark';

/** Type sizes in points. */
export const TYPE = { title: 22, heading: 13, subheading: 10, body: 8.6, small: 7.2 } as const;
export const INK = '#1f2933';
export const ACCENT = '#0b3a66';
export const MUTED = '#52606d';

export interface PageContext {
  canvas: Canvas;
  /** Starts the section's next page (with the running head and foot). */
  next(): Promise<void>;
  /** An asset line was drawn. */
  lineDone(): void;
}

export interface Section {
  title: string;
  orientation: Orientation;
  /** Exactly the pages `draw` starts. */
  pages: number;
  /** Asset lines drawn (progress). */
  lines?: number;
  /** Listed in the contents (default true). */
  listed?: boolean;
  draw(page: PageContext): Promise<void>;
}

export interface RunningText {
  reportName: string;
  right: string;
  left: string;
}

export interface Progress {
  stage: string;
  done: number;
  total: number;
}

/** Let other calls in between (the service answers every user on this thread): every few pages. */
const PAGES_BETWEEN_BREAKS = 8;

function drawRunning(canvas: Canvas, running: RunningText, total: number): void {
  const margin = canvas.orientation === 'landscape' ? 28 : 48;
  const width = canvas.width - 2 * margin;
  const muted = [0.32, 0.38, 0.43] as const;
  canvas.cell(running.reportName, margin, 18, width * 0.55 - 8, {
    face: 'bold',
    size: 7.5,
    colour: [0.04, 0.23, 0.4],
  });
  canvas.cell(running.right, margin + width * 0.55, 18, width * 0.45, {
    size: 7.5,
    align: 'right',
    shrink: false,
    colour: muted,
  });
  canvas.fill(margin, 30, width, 0.6, [0.04, 0.23, 0.4]);
  const foot = canvas.height - 24;
  canvas.fill(margin, foot - 6, width, 0.4, [0.8, 0.83, 0.86]);
  canvas.cell(running.left, margin, foot, width * 0.7, { size: 7, colour: muted });
  canvas.cell(`Page ${canvas.pageNumber} of ${total}`, margin + width * 0.7, foot, width * 0.3, {
    size: 7,
    align: 'right',
    colour: muted,
  });
}

/** The first page of each section, numbered from 1 (the contents list). */
export function sectionStarts(sections: readonly Section[]): number[] {
  const starts: number[] = [];
  let page = 1;
  for (const s of sections) {
    starts.push(page);
    page += s.pages;
  }
  return starts;
}

/**
 * The first pages a long document's first-pages file holds (docs/report-document.md "The first pages"): the front
 * matter and summaries, through the first page of the first section with asset lines, so the reader also sees
 * how the schedules look. The whole document when no section has asset lines.
 */
export function firstPagesCount(sections: readonly Section[]): number {
  const starts = sectionStarts(sections);
  const k = sections.findIndex((s) => (s.lines ?? 0) > 0);
  return k < 0 ? sections.reduce((sum, s) => sum + s.pages, 0) : (starts[k] as number);
}

/** Thrown by a page context at the page limit: the pages before it are complete. */
class PageLimitReached extends Error {}

/**
 * Writes the sections in order; answers the document's page count. With `pageLimit`, stops once that many pages
 * are complete: the pages written are the whole document's first pages, the same drawing ("Page 3 of 1364").
 */
export async function writeSections(
  canvas: Canvas,
  sections: readonly Section[],
  running: RunningText,
  onProgress: (progress: Progress) => void,
  pageLimit = Number.POSITIVE_INFINITY,
): Promise<number> {
  try {
    return await writeAll(canvas, sections, running, onProgress, pageLimit);
  } catch (error) {
    if (error instanceof PageLimitReached) return sections.reduce((sum, s) => sum + s.pages, 0);
    throw error;
  }
}

async function writeAll(
  canvas: Canvas,
  sections: readonly Section[],
  running: RunningText,
  onProgress: (progress: Progress) => void,
  pageLimit: number,
): Promise<number> {
  const total = sections.reduce((sum, s) => sum + s.pages, 0);
  const lines = sections.reduce((sum, s) => sum + (s.lines ?? 0), 0);
  let done = 0;
  for (const section of sections) {
    let started = 0;
    onProgress({ stage: section.title, done, total: lines });
    await section.draw({
      canvas,
      next: async () => {
        if (canvas.pageNumber >= pageLimit) throw new PageLimitReached();
        if (started === section.pages) throw new Error(`${section.title}: more than ${section.pages} pages`);
        started += 1;
        await canvas.addPage(section.orientation);
        drawRunning(canvas, running, total);
        drawPageMarks(canvas);
        if (canvas.pageNumber % PAGES_BETWEEN_BREAKS === 0) {
          onProgress({ stage: section.title, done, total: lines });
          await new Promise((resolve) => setImmediate(resolve));
        }
      },
      lineDone: () => {
        done += 1;
      },
    });
    if (started !== section.pages) {
      throw new Error(`${section.title}: planned ${section.pages} pages, wrote ${started}`);
    }
  }
  onProgress({ stage: 'Finishing', done, total: lines });
  return total;
}
