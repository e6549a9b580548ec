/** The smallest files the upload checks accept: a PDF and a PNG by their leading bytes. */
export const pdfBytes = Buffer.from('%PDF-1.4\n%%EOF\n');
export const pngBytes = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(16),
]);

const boundary = 'shortlist-test-boundary';

/** A multipart form with text fields and one `file` part, as a browser posts it. */
export function multipartOf(fields: Record<string, string>, file: { name: string; bytes: Buffer }) {
  const contentTypeOf = file.name.endsWith('.png') ? 'image/png' : 'application/pdf';
  const parts: Buffer[] = Object.entries(fields).map(([field, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"\r\n\r\n${value}\r\n`),
  );
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\n` +
        `Content-Type: ${contentTypeOf}\r\n\r\n`,
    ),
    file.bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}
