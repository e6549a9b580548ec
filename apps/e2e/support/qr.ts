import jsqr from 'jsqr';
import { PNG } from 'pngjs';

// jsqr is CommonJS: Node's default import is its module.exports, the decoder, which carries itself as .default.
const jsQR = jsqr.default;

// Reads the check-in QR code of a confirmation email as a phone camera would: the PNG of the inline image,
// decoded to pixels and read by a QR decoder that knows nothing of how the server drew it.

/** The text of the first QR code image (a data: URI) in an email's HTML part. */
export function readQrCodeInHtml(html: string): string {
  const dataUri = /src="data:image\/png;base64,([A-Za-z0-9+/=]+)"/.exec(html)?.[1];
  if (!dataUri) throw new Error('The email has no inline QR code image.');
  const png = PNG.sync.read(Buffer.from(dataUri, 'base64'));
  const code = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
  if (!code) throw new Error('The image in the email is not a readable QR code.');
  return code.data;
}
