import { createHmac, timingSafeEqual } from 'node:crypto';

// The signature a test provider puts on its webhook (README "Assessments"): the header
// `X-Assessment-Signature: t=<epoch seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">` under the
// organisation's secret. The timestamp is signed with the body, so an old request cannot be sent again later.

export const signatureHeaderName = 'x-assessment-signature';
/** How far a signature's time may be from ours: a captured request is refused once this has passed. */
export const signatureToleranceSeconds = 300;

export type SignatureCheck = 'valid' | 'missing' | 'mismatch' | 'expired';

/** Each organisation's own secret, derived from the configured one so that none is stored or shown. */
export function organizationWebhookSecret(configuredSecret: string, subdomain: string): string {
  return createHmac('sha256', configuredSecret).update(`assessment-webhook:${subdomain}`).digest('hex');
}

function digestOf(secret: string, timestamp: number, body: string | Buffer): Buffer {
  return createHmac('sha256', secret).update(`${timestamp}.`).update(body).digest();
}

/** The header value for a body sent at `timestamp` (epoch seconds): what a provider, or the simulator, sends. */
export function signWebhookBody(secret: string, timestamp: number, body: string | Buffer): string {
  return `t=${timestamp},v1=${digestOf(secret, timestamp, body).toString('hex')}`;
}

function parseHeader(header: string): { timestamp: number; signatures: string[] } | null {
  let timestamp: number | null = null;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const [key, value] = part.trim().split('=', 2);
    if (key === 't' && value && /^\d{1,12}$/.test(value)) timestamp = Number(value);
    if (key === 'v1' && value) signatures.push(value);
  }
  return timestamp === null || signatures.length === 0 ? null : { timestamp, signatures };
}

/** Checks a signature in constant time; a provider rotating its secret may send several v1 values. */
export function checkWebhookSignature(input: {
  secret: string;
  header: string | undefined;
  body: Buffer;
  nowSeconds: number;
}): SignatureCheck {
  const parsed = input.header ? parseHeader(input.header) : null;
  if (!parsed) return 'missing';
  const expected = digestOf(input.secret, parsed.timestamp, input.body);
  const matches = parsed.signatures.some((signature) => {
    const given = /^[0-9a-f]{64}$/i.test(signature) ? Buffer.from(signature, 'hex') : null;
    return given !== null && timingSafeEqual(given, expected);
  });
  if (!matches) return 'mismatch';
  return Math.abs(input.nowSeconds - parsed.timestamp) > signatureToleranceSeconds ? 'expired' : 'valid';
}
