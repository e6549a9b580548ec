import { DeliveryError } from './delivery-error.ts';
import type { MessageTransport } from './transport.ts';

const requestTimeoutMs = 15_000;

const connectionRefusals = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH']);

/** True when fetch failed before any byte of the request could reach the provider. */
function neverConnected(error: unknown): boolean {
  const cause = (error as { cause?: { code?: unknown } } | null)?.cause;
  return typeof cause?.code === 'string' && connectionRefusals.has(cause.code);
}

/** A 4xx other than a time-out or rate limit refuses this message (a bad number): retrying cannot help. */
const isRefusal = (status: number) => status >= 400 && status < 500 && status !== 408 && status !== 429;

/**
 * Sends text messages through a Twilio-compatible provider: SMS_URL is the account's base URL with the
 * credentials as user info (https://SID:TOKEN@api.twilio.com/2010-04-01/Accounts/SID); each message is a
 * form POST of To, From and Body to `${SMS_URL}/Messages.json` with HTTP basic auth.
 */
export function createHttpSmsTransport(smsUrl: string, from: string | undefined): MessageTransport {
  if (!from) throw new Error('SMS_FROM (the sender number or name) is needed with SMS_URL');
  const url = new URL(smsUrl);
  const credentials = `${decodeURIComponent(url.username)}:${decodeURIComponent(url.password)}`;
  const authorization = `Basic ${Buffer.from(credentials).toString('base64')}`;
  // fetch refuses URLs with user info, and the secret must not travel anywhere but the header.
  url.username = '';
  url.password = '';
  const endpoint = `${url.href.replace(/\/+$/, '')}/Messages.json`;
  return {
    async deliver(message, attempt) {
      if (message.channel !== 'SMS')
        throw new DeliveryError('The SMS provider sends texts only.', { permanent: true });
      // The POST is the step that cannot be taken back: once it may have reached the provider, a crash
      // leaves the message to be checked, not resent.
      await attempt.handOver();
      let response: Response;
      try {
        response = await fetch(endpoint, {
          method: 'POST',
          // The same key on every attempt: a provider that honours Idempotency-Key sends a repeat once.
          headers: { authorization, 'idempotency-key': `shortlist-outbox-${message.id}` },
          body: new URLSearchParams({ To: message.recipient, From: from, Body: message.body }),
          signal: AbortSignal.timeout(requestTimeoutMs),
        });
      } catch (error) {
        // Refused or unresolved connections sent nothing; any other failure may have lost only the reply.
        if (neverConnected(error)) throw new DeliveryError('The SMS provider could not be reached.');
        throw new DeliveryError('The SMS provider did not answer.', { uncertain: true });
      }
      await response.body?.cancel();
      if (response.ok) return;
      const refused = isRefusal(response.status);
      throw new DeliveryError(
        `The SMS provider ${refused ? 'refused' : 'did not take'} the message (HTTP ${response.status}).`,
        { permanent: refused },
      );
    },
  };
}
