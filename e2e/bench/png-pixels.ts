import { inflateSync } from 'node:zlib';

/**
 * The pixels of a screenshot PNG (8-bit RGB or RGBA, not interlaced: what Chromium's screenshots are), enough for
 * a bench to tell a painted page from an empty frame without an image library.
 */
export interface Pixels {
  width: number;
  height: number;
  /** RGB triples, row by row. */
  rgb: Uint8Array;
}

export function readPng(png: Buffer): Pixels {
  let offset = 8; // the PNG signature
  let width = 0;
  let height = 0;
  let channels = 0;
  const data: Buffer[] = [];
  while (offset < png.length) {
    const length = png.readUInt32BE(offset);
    const type = png.toString('latin1', offset + 4, offset + 8);
    const body = png.subarray(offset + 8, offset + 8 + length);
    if (type === 'IHDR') {
      width = body.readUInt32BE(0);
      height = body.readUInt32BE(4);
      const colourType = body[9];
      if (body[8] !== 8 || body[12] !== 0 || (colourType !== 2 && colourType !== 6)) {
        throw new Error('only 8-bit, non-interlaced RGB or RGBA PNGs are read');
      }
      channels = colourType === 6 ? 4 : 3;
    } else if (type === 'IDAT') data.push(body);
    offset += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(data));
  const stride = width * channels;
  const rows = new Uint8Array(height * stride);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)] ?? 0;
    const line = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1));
    for (let x = 0; x < stride; x++) {
      const left = x >= channels ? (rows[y * stride + x - channels] ?? 0) : 0;
      const up = y > 0 ? (rows[(y - 1) * stride + x] ?? 0) : 0;
      const upLeft = y > 0 && x >= channels ? (rows[(y - 1) * stride + x - channels] ?? 0) : 0;
      rows[y * stride + x] = ((line[x] ?? 0) + predictor(filter, left, up, upLeft)) & 0xff;
    }
  }
  const rgb = new Uint8Array(width * height * 3);
  for (let i = 0; i < width * height; i++) {
    rgb.set(rows.subarray(i * channels, i * channels + 3), i * 3);
  }
  return { width, height, rgb };
}

/** PNG filter types 0-4 (None, Sub, Up, Average, Paeth). */
function predictor(filter: number, left: number, up: number, upLeft: number): number {
  switch (filter) {
    case 0:
      return 0;
    case 1:
      return left;
    case 2:
      return up;
    case 3:
      return (left + up) >> 1;
    case 4: {
      const p = left + up - upLeft;
      const pa = Math.abs(p - left);
      const pb = Math.abs(p - up);
      const pc = Math.abs(p - upLeft);
      return pa <= pb && pa <= pc ? left : pb <= pc ? up : upLeft;
    }
    default:
      throw new Error(`unknown PNG filter ${filter}`);
  }
}

/** Shares of near-white and near-black pixels: a drawn PDF page is white paper with dark text on it. */
export function paperAndInk(pixels: Pixels): { paper: number; ink: number } {
  let paper = 0;
  let ink = 0;
  const count = pixels.width * pixels.height;
  const { rgb } = pixels;
  for (let i = 0; i < count; i++) {
    const luminance = ((rgb[i * 3] ?? 0) * 3 + (rgb[i * 3 + 1] ?? 0) * 6 + (rgb[i * 3 + 2] ?? 0)) / 10;
    if (luminance > 240) paper++;
    else if (luminance < 60) ink++;
  }
  return { paper: paper / count, ink: ink / count };
}
