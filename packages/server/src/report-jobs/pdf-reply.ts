/**
 * Sends a stored PDF (docs/api.md "Report documents"): `application/pdf`, its size, its SHA-256 and its id in
 * headers, the file name in Content-Disposition, and the bytes read back part by part (report_document_parts), so
 * a document of tens of MB is never held whole; the reply's back-pressure paces the reading.
 */
import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { contentDisposition } from '../http/content-disposition';
import type { Db } from '../kernel/record-repository';
import { readPart } from './document-repository';
import type { StoredDocument } from './service';

/** `inline` for the preview frame, `attachment` for the main portal's download. */
export function sendPdf(
  db: Db,
  reply: FastifyReply,
  document: StoredDocument,
  disposition: 'inline' | 'attachment',
): FastifyReply {
  let partNo = 0;
  const body = new Readable({
    read() {
      readPart(db, document.id, partNo).then(
        (part) => {
          partNo += 1;
          this.push(part === undefined ? null : Buffer.from(part.buffer, part.byteOffset, part.byteLength));
        },
        (error: unknown) => this.destroy(error instanceof Error ? error : new Error(String(error))),
      );
    },
  });
  return reply
    .code(200)
    .header('Content-Type', 'application/pdf')
    .header('Content-Length', String(document.bytes))
    .header('Content-Disposition', contentDisposition(disposition, document.fileName))
    .header('X-Document-UId', document.documentUId)
    .header('X-Document-Sha256', document.sha256)
    .send(body);
}
