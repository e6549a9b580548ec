import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/** What a connection holds in secret: a CalDAV password, or OAuth tokens. */
export type CalendarSecret = { password: string } | { accessToken: string; refreshToken: string | null };

// The organisation is authenticated data: a row's ciphertext copied to another organisation does not open.
const additionalData = (organizationId: number) => Buffer.from(`calendar-connection:${organizationId}`);

/** AES-256-GCM with a fresh 12-byte IV per value: `v1.<iv>.<tag>.<ciphertext>`, base64url. */
export function encryptSecret(key: Buffer, organizationId: number, secret: CalendarSecret): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(additionalData(organizationId));
  const ciphertext = Buffer.concat([cipher.update(JSON.stringify(secret), 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), ciphertext].map((part) => part.toString('base64url')).join('.');
}

/** Opens a value encryptSecret made; throws when the key, the organisation or the text is not the same. */
export function decryptSecret(key: Buffer, organizationId: number, stored: string): CalendarSecret {
  const [version, iv, tag, ciphertext] = stored.split('.');
  if (version !== 'v1' || !iv || !tag || ciphertext === undefined) {
    throw new Error('calendar credentials are not in a known format');
  }
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAAD(additionalData(organizationId));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  const text = Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]);
  return JSON.parse(text.toString('utf8')) as CalendarSecret;
}
