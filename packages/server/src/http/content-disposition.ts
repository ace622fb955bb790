/**
 * `Content-Disposition` of every file the service sends (docs/api.md "File names"; RFC 6266): the plain `filename`
 * in ASCII for old clients, and `filename*` (RFC 5987: UTF-8, percent-encoded) with the whole name, which browsers
 * prefer. The names come from `@taxdep/domain/format` `downloadFileName`, safe characters only.
 */
import { asciiFileName } from '@taxdep/domain/format';

/** RFC 5987 `value-chars`: `encodeURIComponent` leaves `'`, `(`, `)`, `*` and `!` bare, which attr-char does not allow. */
function rfc5987(value: string): string {
  return encodeURIComponent(value).replace(
    /['()*!]/g,
    (c) => `%${(c.codePointAt(0) as number).toString(16).toUpperCase()}`,
  );
}

export function contentDisposition(disposition: 'inline' | 'attachment', fileName: string): string {
  return `${disposition}; filename="${asciiFileName(fileName)}"; filename*=UTF-8''${rfc5987(fileName)}`;
}
