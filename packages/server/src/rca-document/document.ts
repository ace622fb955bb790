/**
 * The reinstatement cost assessment as a PDF (issue 28 item 5; docs/product/rca-document.md): cover, contents,
 * basis and assumptions, exclusions, the build-up of each building, the summary and recommendation, the averaging
 * illustration, the review schedule and warnings, and the sign-off; a draft whose inputs have errors gives them in
 * place of the figures. Drawn with the depreciation schedule's building blocks (src/report-document: the canvas,
 * its fonts, sections, the cover's firm, the DRAFT mark, the signatories), as the capex forecast's is.
 * Deterministic: the same input gives the same bytes (the document is dated by the header's stamp).
 */
import {
  Canvas,
  contentsSection,
  type RunningText,
  type Section,
  sectionStarts,
  writeSections,
} from '../report-document';
import { basisBlocks, exclusionsBlocks } from './basis';
import { coverSection } from './cover';
import { averagingBlocks, buildUpBlocks, problemBlocks, recommendationBlocks, reviewBlocks } from './figures';
import { flowSection } from './flow';
import type { RcaDocumentInput } from './input';
import { signOffSection } from './sign-off';
import { documentName } from './wording';

export interface RcaDocumentProgress {
  stage: string;
  /** Build-up lines written so far, of `total` (the sections are short: progress is by section). */
  done: number;
  total: number;
}

export interface RcaDocumentResult {
  pages: number;
  bytes: number;
}

/** Every page of an assessment not yet Completed says so (an assessment is issued, not lodged). */
export const RCA_DRAFT_TEXT = 'DRAFT — not yet signed off';

function buildSections(input: RcaDocumentInput, canvas: Canvas): Section[] {
  const sections: Section[] = [];
  const contents = contentsSection(() => {
    const starts = sectionStarts(sections);
    return sections.flatMap((s, k) =>
      s.listed === false ? [] : [{ title: s.title, page: starts[k] as number }],
    );
  });
  const flow = (title: string, blocks: Parameters<typeof flowSection>[2]) =>
    flowSection(canvas, title, blocks);
  sections.push(
    coverSection(input),
    contents,
    flow('Basis and assumptions', basisBlocks(input)),
    flow('Exclusions', exclusionsBlocks(input)),
  );
  const { assessment } = input.result;
  if (assessment === null) {
    sections.push(flow('Inputs to correct', problemBlocks(input)));
  } else {
    sections.push(
      flow('Build-up of the reinstatement cost', buildUpBlocks(assessment)),
      // The averaging follows the recommendation on its page: both are about the sum insured.
      flow('Summary, recommendation and averaging', [
        ...recommendationBlocks(input, assessment),
        ...averagingBlocks(assessment),
      ]),
      flow('Review schedule and warnings', reviewBlocks(input, assessment)),
    );
  }
  sections.push(signOffSection(input));
  return sections;
}

/** The running head and foot of every page: what the document is, for whom, by whom, and "Page X of Y". */
function runningText(input: RcaDocumentInput): RunningText {
  const { header, firm } = input;
  return {
    reportName: `Reinstatement cost assessment · ${header.propertyName ?? header.reportName}`,
    right: [firm.name, header.clientName].filter(Boolean).join(' · '),
    left: [
      header.reference && `Reference ${header.reference}`,
      firm.abn && `ABN ${firm.abn}`,
      'For insurance: see the basis and exclusions',
    ]
      .filter(Boolean)
      .join(' · '),
  };
}

/**
 * Writes the assessment's PDF: `write` receives the file in order, about a page at a time, and is awaited before
 * more is written (as the depreciation document's and the capex forecast's writers, so the report jobs can store
 * any of them the same way).
 */
export async function writeRcaDocument(
  input: RcaDocumentInput,
  write: (chunk: Uint8Array) => void | Promise<void>,
  onProgress: (progress: RcaDocumentProgress) => void = () => undefined,
): Promise<RcaDocumentResult> {
  const { header } = input;
  const canvas = new Canvas(
    {
      title: `Reinstatement cost assessment: ${documentName(input)}`,
      author: header.surveyor?.name ?? '',
      subject: header.clientName ?? '',
      date: header.stamp,
      draft: !header.completed,
      draftText: RCA_DRAFT_TEXT,
    },
    write,
  );
  // The flowing sections are measured on the canvas's own fonts before its first page is written.
  const sections = buildSections(input, canvas);
  const pages = await writeSections(canvas, sections, runningText(input), onProgress);
  await canvas.end();
  return { pages, bytes: canvas.bytes };
}

/** The whole PDF in memory (a test, a small assessment). */
export async function renderRcaDocument(input: RcaDocumentInput): Promise<Buffer> {
  const parts: Uint8Array[] = [];
  await writeRcaDocument(input, (chunk) => {
    parts.push(chunk);
  });
  return Buffer.concat(parts);
}
