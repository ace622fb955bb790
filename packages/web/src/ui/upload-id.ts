/*
 * In ui/ because the register's paste and its import (register-import) both send one: below both features, so the
 * paste does not import the import's files (docs/architecture.md "Feature boundaries").
 */

/**
 * A version 4 UUID for an upload (docs/api.md "Import upload": a client-made id, so a retried request imports once).
 * crypto.getRandomValues, unlike crypto.randomUUID, is there outside secure contexts too (a portal on plain http
 * inside the firm's network).
 */
export function randomUploadId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] as number) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] as number) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
