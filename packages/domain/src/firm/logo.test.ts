import { describe, expect, it } from 'vitest';
import { FIRM_LOGO_MAX_BYTES, logoError, readLogoImage } from './logo';

/** A PNG's signature and IHDR chunk (what the rule reads), then padding. */
function pngHeader(width: number, height: number, size = 64): Uint8Array {
  const bytes = new Uint8Array(size);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  const view = new DataView(bytes.buffer);
  view.setUint32(16, width);
  view.setUint32(20, height);
  return bytes;
}

/** A JPEG: SOI, an APP0 segment, then a baseline start-of-frame with the size. */
function jpegHeader(width: number, height: number): Uint8Array {
  const bytes = new Uint8Array(64);
  bytes.set([0xff, 0xd8, 0xff, 0xe0, 0, 16]);
  bytes.set([0xff, 0xc0, 0, 17, 8], 20);
  const view = new DataView(bytes.buffer);
  view.setUint16(25, height);
  view.setUint16(27, width);
  return bytes;
}

describe('the firm’s logo', () => {
  it('knows a PNG and a JPEG by their bytes and reads their size', () => {
    expect(readLogoImage(pngHeader(600, 200))).toEqual({ contentType: 'image/png', width: 600, height: 200 });
    expect(readLogoImage(jpegHeader(640, 160))).toEqual({
      contentType: 'image/jpeg',
      width: 640,
      height: 160,
    });
    expect(logoError(pngHeader(600, 200))).toBeNull();
    expect(logoError(jpegHeader(640, 160))).toBeNull();
  });

  it('refuses what is not a PNG or JPEG, whatever its name or declared type', () => {
    const gif = new TextEncoder().encode('GIF89a............................');
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"></svg>');
    for (const bytes of [gif, svg, new Uint8Array(0), pngHeader(600, 200).subarray(0, 20)]) {
      expect(logoError(bytes)).toBe('The logo must be a PNG or JPEG image.');
    }
  });

  it('refuses a logo over 512 KB, or of absurd dimensions', () => {
    expect(logoError(pngHeader(600, 200, FIRM_LOGO_MAX_BYTES + 1))).toBe(
      'The logo is 513 KB; at most 512 KB.',
    );
    expect(logoError(pngHeader(600, 200, FIRM_LOGO_MAX_BYTES))).toBeNull();
    expect(logoError(pngHeader(8, 8))).toMatch(/8 × 8 pixels; each side must be 16 to 4000/);
    expect(logoError(pngHeader(5000, 400))).toMatch(/each side must be 16 to 4000/);
    expect(logoError(pngHeader(2000, 100))).toMatch(/one side may be at most 10 times the other/);
  });
});
