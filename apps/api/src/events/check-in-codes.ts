import QRCode from 'qrcode';
import { createSecret, hashSecret } from '../accounts/secrets.ts';
import type { Settings } from '../settings.ts';
import { buildAppLink } from '../shared/app-links.ts';

/** A new check-in code for a confirmed place: the code for the QR link, its hash for the database. */
export function createCheckInCode(): { code: string; hash: string } {
  const code = createSecret();
  return { code, hash: hashSecret(code) };
}

/** The page the QR code opens: the event's self check-in with the code, which a door scanner also reads. */
export function checkInLink(settings: Pick<Settings, 'publicUrl'>, eventId: number, code: string): string {
  return buildAppLink(settings, `/event/${eventId}/qr-check-in?code=${encodeURIComponent(code)}`);
}

/**
 * The code in what a scanner read: the check-in link (its `code` parameter) or the bare code. Decision: the
 * event id in a scanned link is not trusted; the code's registration says which event it belongs to.
 */
export function readCheckInCode(scanned: string): string {
  const text = scanned.trim();
  if (!/^https?:\/\//i.test(text)) return text;
  try {
    return new URL(text).searchParams.get('code') ?? '';
  } catch {
    return '';
  }
}

export const hashCheckInCode = hashSecret;

/** The QR code of a check-in link as a PNG data URI, sized for a phone held up to a door scanner. */
export function checkInQrDataUri(link: string): Promise<string> {
  return QRCode.toDataURL(link, { errorCorrectionLevel: 'M', margin: 2, width: 240 });
}
