import type { FastifyReply } from 'fastify';

export interface Attachment {
  fileName: string;
  contentType: string;
  bytes: Buffer;
}

// An attachment name every browser reads: an ASCII fallback plus the exact UTF-8 name.
function contentDisposition(fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** Sends a stored document as a download: never sniffed into another type, never kept by a shared cache. */
export function sendAttachment(reply: FastifyReply, file: Attachment) {
  return reply
    .header('content-type', file.contentType)
    .header('content-disposition', contentDisposition(file.fileName))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(file.bytes);
}
