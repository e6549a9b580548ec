import type { calendarConnections } from '../db/schema/index.ts';
import { calDavAdapter } from './caldav-adapter.ts';
import type { CalendarAdapter } from './calendar-adapter.ts';
import { decryptSecret } from './credential-cipher.ts';
import { googleAdapter } from './google-adapter.ts';
import { microsoftAdapter } from './microsoft-adapter.ts';

export type ConnectionRow = typeof calendarConnections.$inferSelect;

/** The adapter of a stored connection, its credentials opened for this call only. */
export function adapterFor(
  connection: ConnectionRow,
  settings: { credentialsKey: Buffer; timeoutMs: number },
): CalendarAdapter {
  const secret = decryptSecret(settings.credentialsKey, connection.organizationId, connection.credentials);
  const { timeoutMs } = settings;
  if (connection.provider === 'caldav' && 'password' in secret) {
    return calDavAdapter({
      calendarUrl: connection.endpoint,
      username: connection.account,
      password: secret.password,
      timeoutMs,
    });
  }
  if (connection.provider === 'google' && 'accessToken' in secret) {
    return googleAdapter({
      baseUrl: connection.endpoint,
      calendarId: connection.account,
      accessToken: secret.accessToken,
      timeoutMs,
    });
  }
  if (connection.provider === 'microsoft' && 'accessToken' in secret) {
    return microsoftAdapter({
      baseUrl: connection.endpoint,
      email: connection.email,
      accessToken: secret.accessToken,
      timeoutMs,
    });
  }
  throw new Error(`calendar connection ${connection.id} has no adapter for its provider`);
}
