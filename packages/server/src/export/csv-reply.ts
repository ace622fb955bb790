/**
 * How every export is sent (docs/api.md "Exports"): `text/csv; charset=utf-8` as an attachment whose name the
 * browser takes from `Content-Disposition` (spec 7: "file name from the content-disposition header"; docs/api.md
 * "File names"), the text
 * streamed as it is made: a 100,000-row register is written a batch at a time, never held whole, and a client that
 * reads slowly holds back the reading of the next batch (the stream's back-pressure).
 */
import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { contentDisposition } from '../http/content-disposition';
import { BOM } from './cells';

/**
 * Sends `lines` (each chunk CRLF-ended text; the first is the header row) as a CSV attachment named `fileName`,
 * after a byte order mark. The body is a stream pulled chunk by chunk: the generator runs only as fast as the
 * client reads, and stops when the client goes away (the stream is destroyed, the generator returned).
 */
export function sendCsv(
  reply: FastifyReply,
  fileName: string,
  lines: AsyncIterable<string> | Iterable<string>,
): FastifyReply {
  reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', contentDisposition('attachment', fileName));
  return reply.send(Readable.from(withBom(lines), { objectMode: false }));
}

async function* withBom(lines: AsyncIterable<string> | Iterable<string>): AsyncGenerator<Buffer> {
  yield Buffer.from(BOM, 'utf8');
  for await (const chunk of lines) yield Buffer.from(chunk, 'utf8');
}
