/** Shared by Import Assets and the capex items' import (issue 27): both send a workbook to POST /importWorkbook. */

/** A workbook's bytes in base64, in parts (one spread of 50 MB would overflow the call stack). */
export function base64Of(buffer: ArrayBuffer): string {
  const bytes = new Uint8Array(buffer);
  let binary = '';
  for (let start = 0; start < bytes.length; start += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  }
  return btoa(binary);
}
