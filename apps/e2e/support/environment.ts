import { fileURLToPath } from 'node:url';

// Where the product under test runs. The runner picks the port once (E2E_PORT, else one derived from its
// process id, so two runs side by side do not collide) and its workers inherit it through the environment.

export const repositoryRoot = fileURLToPath(new URL('../../../', import.meta.url));

process.env.E2E_PORT ??= String(8200 + (process.pid % 400));
export const port = Number(process.env.E2E_PORT);

/** Where the server takes replies by email (INBOUND_SMTP_PORT, issue 32): 2000 above the HTTP port. */
process.env.E2E_INBOUND_SMTP_PORT ??= String(port + 2000);
export const inboundSmtpPort = Number(process.env.E2E_INBOUND_SMTP_PORT);

/** The domain of the per-thread Reply-To addresses the server writes (INBOUND_DOMAIN). */
export const inboundDomain = 'replies.localhost';

/** The address the server builds email links from (PUBLIC_URL); organisation links get `<subdomain>.`. */
export const publicUrl = `http://localhost:${port}`;

/** The API as Node reaches it (Node does not resolve *.localhost the way browsers do). */
export const apiUrl = `http://127.0.0.1:${port}`;

/** An organisation's own host: browsers resolve *.localhost to this machine. */
export const organizationUrl = (subdomain: string) => `http://${subdomain}.localhost:${port}`;

/** Hartwell & Finch LLP, the law firm of the demo data, where most journeys happen. */
export const hartwellUrl = organizationUrl('hartwell');

/** The temporary DATA_DIR: global setup creates it and passes it on to the workers through the environment. */
export function dataDir(): string {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir)
    throw new Error(
      'E2E_DATA_DIR is unset: run the suite with `pnpm e2e` so global setup starts the server.',
    );
  return dir;
}

/** Demo users of the seed (README); every one has the same password. */
export const demoPassword = 'Shortlist#2026';
export const demoUsers = {
  candidate: 'candidate@shortlist.test',
  otpManager: 'otp.manager@hartwell.test',
  hartwellManager: 'hm@hartwell.test',
  northwindManager: 'hm@northwind.test',
} as const;
