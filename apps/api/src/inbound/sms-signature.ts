import { createHmac, timingSafeEqual } from 'node:crypto';

export const smsSignatureHeader = 'x-twilio-signature';

type FormValues = Record<string, unknown>;

/** Twilio's signed text: the full URL, then each posted field's name and value, names sorted. */
function signedText(url: string, params: FormValues): string {
  let text = url;
  for (const name of Object.keys(params).sort()) {
    const value = params[name];
    const values = Array.isArray(value) ? [...value].map(String).sort() : [String(value ?? '')];
    for (const each of values) text += name + each;
  }
  return text;
}

/** X-Twilio-Signature: base64 HMAC-SHA1 with the account's auth token over the signed text. */
export function signSmsWebhook(secret: string, url: string, params: FormValues): string {
  return createHmac('sha1', secret).update(signedText(url, params), 'utf8').digest('base64');
}

/** True when the header is the signature of this URL and these fields under the secret. */
export function isSmsWebhookSigned(
  secret: string | undefined,
  url: string,
  params: FormValues,
  header: string | undefined,
): boolean {
  if (!secret || !header) return false;
  const expected = Buffer.from(signSmsWebhook(secret, url, params));
  const given = Buffer.from(header);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
