/**
 * The firm on the cover (issue 25 item 1; docs/report-document.md "Contents"): the logo in the cover's band, the
 * date of issue beside the report's name, and under the band who the schedule is prepared for (the addressee:
 * General Info's instructed person and company, at the instruction address) and by whom (the firm, its ABN and
 * Tax Practitioners Board registration, the surveyor's office address and contact, the firm's website).
 */
import type { DocumentFirm, ReportFacts } from './facts';
import { ACCENT, INK, MUTED, TYPE } from './page';
import { tagged } from './tagging';

const PAGE_WIDTH = 595.28;
const LEFT = 56;
const WIDTH = PAGE_WIDTH - 2 * LEFT;

/** The logo's card at the top right of the band: the image fitted inside, kept to its proportions. */
export const LOGO_CARD = { x: PAGE_WIDTH - LEFT - 160, y: 58, width: 160, height: 64 } as const;

/** pdfkit's `openImage` (js/mixins/images.js), which its type declarations leave out. */
interface ImageOpener {
  openImage(src: Buffer): unknown;
}

/**
 * Draws the firm's logo on a white card in the cover's band; answers whether there was one to draw. pdfkit
 * finishes a PNG with transparency, a palette's transparency or interlacing only after inflating its pixels
 * asynchronously, so the drawing waits for that before the page goes on: the file is then complete when the
 * document ends (the service checked at upload that the pixels inflate, src/admin/firm-service.ts).
 */
export async function drawCoverLogo(
  doc: PDFKit.PDFDocument,
  facts: { firm: Pick<DocumentFirm, 'logo' | 'name'> },
): Promise<boolean> {
  const logo = facts.firm.logo;
  if (!logo) return false;
  const { x, y, width, height } = LOGO_CARD;
  const pad = 8;
  let image: { imgData?: unknown };
  try {
    // pdfkit reads the image before it draws anything, so an image it cannot read leaves the page untouched.
    image = (doc as unknown as ImageOpener).openImage(Buffer.from(logo)) as { imgData?: unknown };
  } catch {
    return false;
  }
  doc.rect(x, y, width, height).fill('#ffffff');
  // Issue 25 item 7: a figure of the tagged PDF, its alternate text naming whose logo it is.
  const alt = facts.firm.name ? `Logo of ${facts.firm.name}` : 'The firm’s logo';
  tagged(
    doc,
    'Figure',
    () => {
      doc.image(image as unknown as Buffer, x + pad, y + pad, {
        fit: [width - 2 * pad, height - 2 * pad],
        align: 'center',
        valign: 'center',
      });
    },
    { alt },
  );
  // A PNG image's `imgData` is cleared once pdfkit has written it (pdfkit's PNGImage.finalize); a JPEG has none.
  while (image.imgData !== undefined && image.imgData !== null) {
    await new Promise((resolve) => setImmediate(resolve));
  }
  return true;
}

/** "Date of issue" and the date (or "Draft of …" until the checker signs off), right-aligned in the band. */
export function drawDateOfIssue(
  doc: PDFKit.PDFDocument,
  facts: Pick<ReportFacts, 'completed' | 'dateOfIssue'>,
  y: number,
): void {
  const x = PAGE_WIDTH - LEFT - 200;
  doc
    .font('Bold')
    .fontSize(7.5)
    .fillColor('#9fc3e6')
    .text(facts.completed ? 'DATE OF ISSUE' : 'NOT YET ISSUED', x, y, {
      width: 200,
      align: 'right',
    });
  doc
    .font('Bold')
    .fontSize(11)
    .fillColor('#ffffff')
    .text(facts.dateOfIssue, x, doc.y + 3, { width: 200, align: 'right' });
}

const joined = (parts: readonly (string | null | undefined)[], by = ', ') => parts.filter(Boolean).join(by);

/** The addressee's lines: the instructed person and company, and the instruction address. */
function preparedFor(facts: ReportFacts): string[] {
  const r = facts.record;
  return [
    r.instructed_person,
    r.instructed_company,
    joined([
      r.instruction_street_address,
      r.instruction_suburb,
      joined([r.instruction_state, r.instruction_post_code], ' '),
    ]),
  ].filter((line): line is string => Boolean(line));
}

/** The firm's lines: name, ABN and TPB registration, the surveyor's office address and contact, the website. */
export function preparedBy(facts: {
  firm: Pick<DocumentFirm, 'name' | 'abn' | 'tpbRegistrationNumber' | 'phone' | 'email' | 'website'>;
  surveyor: ReportFacts['surveyor'];
}): string[] {
  const { firm } = facts;
  const office = facts.surveyor?.office ?? null;
  return [
    firm.name,
    joined(
      [
        firm.abn && `ABN ${firm.abn}`,
        firm.tpbRegistrationNumber && `TPB registration ${firm.tpbRegistrationNumber}`,
      ],
      ' · ',
    ),
    office &&
      `${office.name} office: ${joined([office.street_address, office.suburb, `${office.state} ${office.postcode}`])}`,
    joined([office?.phone ?? firm.phone, office?.email ?? firm.email], ' · '),
    firm.website,
  ].filter((line): line is string => Boolean(line));
}

/** The two columns under the band; answers the y under the longer. */
export function drawParties(doc: PDFKit.PDFDocument, facts: ReportFacts, y: number): number {
  return drawPartyColumns(doc, preparedFor(facts), preparedBy(facts), y);
}

/**
 * "Prepared for" and "Prepared by" side by side from `y` (a column without lines is left out); answers the y under
 * the longer. Issue 27: the capex forecast's cover gives its own addressee's lines.
 */
export function drawPartyColumns(
  doc: PDFKit.PDFDocument,
  forLines: readonly string[],
  byLines: readonly string[],
  y: number,
): number {
  const column = (label: string, lines: readonly string[], x: number, width: number): number => {
    if (lines.length === 0) return y;
    // Tagged (issue 25 item 7): the column's label a subheading, each line a paragraph, the left column first.
    tagged(doc, 'H2', () => {
      doc.font('Bold').fontSize(7.5).fillColor(MUTED).text(label, x, y, { width });
    });
    doc.rect(x, doc.y + 2, 24, 1.5).fill(ACCENT);
    let at = doc.y + 8;
    lines.forEach((line, k) => {
      tagged(doc, 'P', () => {
        doc
          .font(k === 0 ? 'Bold' : 'Body')
          .fontSize(k === 0 ? TYPE.body + 1.6 : TYPE.body + 0.4)
          .fillColor(INK)
          .text(line, x, at, { width, lineGap: 1 });
      });
      at = doc.y + 2;
    });
    return at;
  };
  const half = (WIDTH - 24) / 2;
  const left = column('PREPARED FOR', forLines, LEFT, half);
  const right = column('PREPARED BY', byLines, LEFT + half + 24, half);
  return Math.max(left, right);
}
