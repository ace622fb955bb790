/**
 * The capex forecast as a PDF (issue 27 item 5; docs/product/capex-document.md): cover, contents, basis and
 * exclusions, the items left out (when any), the year × element matrix, the time bands, the chart, the sinking
 * fund (when modelled), the item schedule and the sign-off, drawn with the depreciation schedule's building blocks
 * (src/report-document: the canvas, its fonts, sections and tables, the cover's firm, the DRAFT mark, the
 * signatories). Deterministic: the same input gives the same bytes (the document is dated by the header's stamp).
 */
import {
  Canvas,
  contentsSection,
  type RunningText,
  type Section,
  sectionStarts,
  tableSection,
  writeSections,
} from '../report-document';
import { basisSection } from './basis';
import { chartSection } from './chart';
import { coverSection } from './cover';
import { leftOutTable, matrixTable, sinkingFundTable, timeBandsTable } from './figure-tables';
import { type CapexDocumentInput, leftOutItems } from './input';
import { itemScheduleTable } from './item-schedule';
import { sinkingFundText } from './settings-text';
import { signOffSection } from './sign-off';

export interface CapexDocumentProgress {
  stage: string;
  /** Item lines written so far, of `total`. */
  done: number;
  total: number;
}

export interface CapexDocumentResult {
  pages: number;
  bytes: number;
}

/** Issue 27: every page of a forecast not yet Completed says so (a forecast is issued, not lodged). */
export const CAPEX_DRAFT_TEXT = 'DRAFT — not yet signed off';

const LEFT_OUT_TITLE = 'Items left out of the forecast';

async function buildSections(input: CapexDocumentInput): Promise<Section[]> {
  const { forecast } = input;
  const sections: Section[] = [];
  const contents = contentsSection(() => {
    const starts = sectionStarts(sections);
    return sections.flatMap((s, k) =>
      s.listed === false ? [] : [{ title: s.title, page: starts[k] as number }],
    );
  });
  const leftOutPage = () => {
    const k = sections.findIndex((s) => s.title === LEFT_OUT_TITLE);
    return k < 0 ? null : (sectionStarts(sections)[k] as number);
  };
  sections.push(coverSection(input), contents, basisSection(input, leftOutPage));
  const left = leftOutItems(input);
  if (left.length > 0) sections.push(await tableSection(leftOutTable(left, input.items.length)));
  sections.push(await tableSection(matrixTable(forecast), 'Summary matrix'));
  sections.push(await tableSection(timeBandsTable(forecast)), chartSection(forecast));
  if (input.sinkingFund) {
    const { fund, settings } = input.sinkingFund;
    const short = fund.shortYears.map((y) => `FY${forecast.baseYear + y}`);
    const summary =
      `${sinkingFundText(settings, forecast.baseYear)} ` +
      (short.length === 0
        ? 'The fund covers the forecast spending in every year.'
        : `It falls short in ${short.length} year${short.length === 1 ? '' : 's'}: ${short.join(', ')}.`);
    sections.push(await tableSection(sinkingFundTable(fund, summary)));
  }
  sections.push(await tableSection(itemScheduleTable(input.items, forecast)));
  sections.push(signOffSection(input));
  return sections;
}

/** The running head and foot of every page: what the document is, for whom, by whom, and "Page X of Y". */
function runningText(input: CapexDocumentInput): RunningText {
  const { header, firm } = input;
  const name = [header.propertyName, header.reportName].filter(Boolean).join(' — ');
  return {
    reportName: `Capital expenditure forecast · ${name}`,
    right: [firm.name, header.clientName].filter(Boolean).join(' · '),
    left: [
      header.reference && `Reference ${header.reference}`,
      firm.abn && `ABN ${firm.abn}`,
      'Estimates, GST exclusive: see the basis of the forecast',
    ]
      .filter(Boolean)
      .join(' · '),
  };
}

/**
 * Writes the forecast's PDF: `write` receives the file in order, about a page at a time, and is awaited before more
 * is written (as the depreciation document's writer, so the report jobs can store either the same way).
 */
export async function writeCapexDocument(
  input: CapexDocumentInput,
  write: (chunk: Uint8Array) => void | Promise<void>,
  onProgress: (progress: CapexDocumentProgress) => void = () => undefined,
): Promise<CapexDocumentResult> {
  const sections = await buildSections(input);
  const { header } = input;
  const canvas = new Canvas(
    {
      title: `Capital expenditure forecast: ${[header.propertyName, header.reportName].filter(Boolean).join(' — ')}`,
      author: header.surveyor?.name ?? '',
      subject: header.clientName ?? '',
      date: header.stamp,
      draft: !header.completed,
      draftText: CAPEX_DRAFT_TEXT,
    },
    write,
  );
  const pages = await writeSections(canvas, sections, runningText(input), onProgress);
  await canvas.end();
  return { pages, bytes: canvas.bytes };
}

/** The whole PDF in memory (a test, the bench, a small forecast). */
export async function renderCapexDocument(input: CapexDocumentInput): Promise<Buffer> {
  const parts: Uint8Array[] = [];
  await writeCapexDocument(input, (chunk) => {
    parts.push(chunk);
  });
  return Buffer.concat(parts);
}
