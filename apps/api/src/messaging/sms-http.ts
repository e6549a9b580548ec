import { DeliveryError } from './delivery-error.ts';
import type { MessageTransport } from './transport.ts';

const requestTimeoutMs = 15_000;

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
    async deliver(message) {
      if (message.channel !== 'SMS')
        throw new DeliveryError('The SMS provider sends texts only.', { permanent: true });
      let response: Response;
      try {
        response = await fetch(endpoint, {
          method: 'POST',
          headers: { authorization },
          body: new URLSearchParams({ To: message.recipient, From: from, Body: message.body }),
          signal: AbortSignal.timeout(requestTimeoutMs),
        });
      } catch {
        throw new DeliveryError('The SMS provider could not be reached.');
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
