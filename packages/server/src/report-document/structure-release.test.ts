/**
 * The assumptions structure-release.ts makes about pdfkit 0.20.2 (docs/report-document.md "Speed"): a row's TR and
 * TD are written as soon as the row is added to its table, and letting go of them then changes no byte of the
 * file. Fails when a pdfkit upgrade breaks an assumption: the rows are then no longer released (the release checks
 * before it replaces anything), or the file differs.
 */
import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { structure } from './pdf.test-support';
import { type StructureElement, Tagging } from './tagging';

const ROWS = 120;
const DATE = new Date('2025-06-30T00:00:00Z');

/** A tagged document of a table of `ROWS` rows over three pages; with `release`, through `Tagging.row`. */
async function tableDocument(release: boolean): Promise<{ bytes: Buffer; released: number }> {
  const doc = new PDFDocument({
    tagged: true,
    lang: 'en-AU',
    info: { CreationDate: DATE, ModDate: DATE },
    autoFirstPage: false,
  });
  const parts: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => parts.push(chunk));
  const ended = new Promise((resolve) => doc.on('end', resolve));
  const tags = new Tagging(doc);
  const markings = doc as unknown as {
    markStructureContent(tag: string): unknown;
    endMarkedContent(): void;
    struct(type: string, options?: object, children?: unknown[]): StructureElement;
  };
  const table = tags.open('Table');
  for (let k = 0; k < ROWS; k += 1) {
    if (k % 50 === 0) {
      tags.closePage();
      doc.addPage();
    }
    const draw = () => doc.text(`Asset line ${k + 1}`, 50, 60 + (k % 50) * 12, { lineBreak: false });
    if (release) tags.row(table, 'TD', draw);
    else {
      // What Tagging.row did before structure-release.ts.
      const content = markings.markStructureContent('TD');
      draw();
      markings.endMarkedContent();
      table.add(markings.struct('TR', {}, [markings.struct('TD', {}, [content])]));
    }
  }
  tags.close(table);
  tags.closePage();
  doc.end();
  await ended;
  return { bytes: Buffer.concat(parts), released: tags.released };
}

describe('letting go of written table rows (structure-release.ts)', () => {
  it('releases every row pdfkit has written, and the file is byte for byte the one made without it', async () => {
    const released = await tableDocument(true);
    const kept = await tableDocument(false);
    expect(released.released).toBe(ROWS);
    expect(kept.released).toBe(0);
    expect(released.bytes.equals(kept.bytes)).toBe(true);
    // And the structure tree reads each row, in order.
    const rows = structure(released.bytes).filter((e) => e.type === 'TD');
    expect(rows.map((e) => e.text)).toEqual(Array.from({ length: ROWS }, (_, k) => `Asset line ${k + 1}`));
    expect(structure(released.bytes).filter((e) => e.type === 'TR')).toHaveLength(ROWS);
  });
});
