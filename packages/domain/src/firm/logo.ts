/**
 * The firm's logo (issue 25 item 1): a PNG or JPEG image, at most 512 KB, of sane dimensions, known by its own
 * bytes (its signature and header), never by the type a browser declares. The service refuses anything else at
 * the boundary; the Firm screen checks the same before it uploads.
 */

export const FIRM_LOGO_MAX_BYTES = 512 * 1024;
/** Wide enough for a print-quality banner logo; larger is a photograph, not a logo. */
export const FIRM_LOGO_MAX_PIXELS = 4000;

export interface LogoImage {
  contentType: 'image/png' | 'image/jpeg';
  width: number;
  height: number;
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

const u16 = (b: Uint8Array, at: number) => ((b[at] as number) << 8) | (b[at + 1] as number);
const u32 = (b: Uint8Array, at: number) => u16(b, at) * 65536 + u16(b, at + 2);

/** A PNG's size from its IHDR chunk, which the format requires first, right after the signature. */
function png(bytes: Uint8Array): LogoImage | null {
  if (bytes.length < 24 || !PNG_SIGNATURE.every((b, k) => bytes[k] === b)) return null;
  const ihdr = String.fromCharCode(...bytes.subarray(12, 16));
  if (ihdr !== 'IHDR') return null;
  return { contentType: 'image/png', width: u32(bytes, 16), height: u32(bytes, 20) };
}

/** A JPEG's size from its first start-of-frame marker (SOF0 to SOF15 but DHT, JPG and DAC), walking the segments. */
function jpeg(bytes: Uint8Array): LogoImage | null {
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8) return null;
  let at = 2;
  while (at + 9 < bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1] as number;
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    const length = u16(bytes, at + 2);
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { contentType: 'image/jpeg', width: u16(bytes, at + 7), height: u16(bytes, at + 5) };
    }
    if (length < 2) return null;
    at += 2 + length;
  }
  return null;
}

/** What the bytes are, when they are a PNG or a JPEG whose header gives its size; null otherwise. */
export function readLogoImage(bytes: Uint8Array): LogoImage | null {
  return png(bytes) ?? jpeg(bytes);
}

/** Why the bytes cannot be the firm's logo, or null when they can. */
export function logoError(bytes: Uint8Array): string | null {
  if (bytes.length > FIRM_LOGO_MAX_BYTES)
    return `The logo is ${Math.ceil(bytes.length / 1024)} KB; at most ${FIRM_LOGO_MAX_BYTES / 1024} KB.`;
  const image = readLogoImage(bytes);
  if (!image) return 'The logo must be a PNG or JPEG image.';
  const { width, height } = image;
  if (width < 16 || height < 16 || width > FIRM_LOGO_MAX_PIXELS || height > FIRM_LOGO_MAX_PIXELS)
    return `The logo is ${width} × ${height} pixels; each side must be 16 to ${FIRM_LOGO_MAX_PIXELS}.`;
  if (width / height > 10 || height / width > 10)
    return `The logo is ${width} × ${height} pixels; one side may be at most 10 times the other.`;
  return null;
}
