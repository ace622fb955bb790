/**
 * Issue 25 item 5: "DRAFT — not for lodgement" across every page while the report is not Completed, diagonal and
 * light, drawn before the page's content so it lies behind it; real text, so `pdftotext` finds it on each page.
 * A Completed report's pages carry no mark. Drawn as part of the page's pagination artifact (tagging.ts), which a
 * screen reader skips: the cover and the sign-off say the status in words.
 */
import type { Canvas } from './canvas';

export const DRAFT_TEXT = 'DRAFT — not for lodgement';
const SIZE = 46;
const COLOUR = [0.95, 0.88, 0.88] as const;

/** Called once per page by page.ts after the running head and foot: the mark, then the page's own content. */
export function drawPageMarks(canvas: Canvas): void {
  if (canvas.draft) {
    const text = canvas.draftText ?? DRAFT_TEXT;
    const angle = (Math.atan2(canvas.height, canvas.width) * 180) / Math.PI;
    const width = canvas.cellWidth(text, 'bold', SIZE);
    const radians = (angle * Math.PI) / 180;
    // Centred on the page's centre, along its diagonal from bottom left to top right.
    const x = canvas.width / 2 - (Math.cos(radians) * width) / 2 + (Math.sin(radians) * SIZE) / 3;
    const y = canvas.height / 2 + (Math.sin(radians) * width) / 2 + (Math.cos(radians) * SIZE) / 3;
    canvas.rotatedText(text, x, y, angle, { face: 'bold', size: SIZE, colour: COLOUR });
  }
  canvas.tags.endArtifact();
}
