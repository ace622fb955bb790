/**
 * Whether a PNG's pixel data inflates (issue 25 item 1). The domain reads a logo's type and size from its header
 * (packages/domain/src/firm/logo.ts); pdfkit inflates a transparent or interlaced PNG's pixels in a callback whose
 * error it throws, out of reach of the document's writer. So the upload inflates them first, here, and refuses a
 * logo whose pixels are damaged (400), before it is stored and drawn on every cover.
 */
import { inflateSync } from 'node:zlib';

export function pngPixelsInflate(bytes: Uint8Array): boolean {
  const data = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const parts: Buffer[] = [];
  let at = 8;
  while (at + 8 <= data.length) {
    const length = data.readUInt32BE(at);
    const type = data.toString('latin1', at + 4, at + 8);
    if (at + 12 + length > data.length) return false;
    if (type === 'IDAT') parts.push(data.subarray(at + 8, at + 8 + length));
    if (type === 'IEND') break;
    at += 12 + length;
  }
  if (parts.length === 0) return false;
  try {
    return inflateSync(Buffer.concat(parts)).length > 0;
  } catch {
    return false;
  }
}
