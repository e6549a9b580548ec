import { join } from 'node:path';
import { buildApp } from './app.ts';
import { openDatabase } from './db/connection.ts';
import { seedDemoData } from './db/seed/seed-demo.ts';
import { createFileTransport } from './messaging/file-transport.ts';
import { createHttpSmsTransport } from './messaging/sms-http.ts';
import { createSmtpTransport } from './messaging/smtp.ts';
import { routeByChannel } from './messaging/transport.ts';
import { readSettings } from './settings.ts';

// Starts the API on PORT with PGlite under DATA_DIR (or DATABASE_URL), migrated and seeded on first start.
const settings = readSettings();
const database = await openDatabase(
  settings.databaseUrl
    ? { kind: 'postgres', url: settings.databaseUrl }
    : { kind: 'pglite', dataDir: settings.dataDir },
);
await database.migrate();
const seeded = await seedDemoData(database.db, {
  candidates: settings.seedCandidates,
  publicUrl: settings.publicUrl,
});

// Each channel has its own transport; without SMTP_URL or SMS_URL its messages become files to read.
const files = createFileTransport(join(settings.dataDir, 'outbox'));
const transport = routeByChannel({
  EMAIL: settings.smtpUrl
    ? createSmtpTransport(settings.smtpUrl, `"${settings.mailFrom.name}" <${settings.mailFrom.address}>`)
    : files,
  SMS: settings.smsUrl ? createHttpSmsTransport(settings.smsUrl, settings.smsFrom) : files,
});
const app = await buildApp({ db: database.db, settings, transport, logger: true });
if (seeded) app.log.info('seeded the demo data');

async function shutDown(signal: string) {
  app.log.info({ signal }, 'shutting down');
  await app.close();
  await database.close();
  process.exit(0);
}
process.once('SIGINT', shutDown);
process.once('SIGTERM', shutDown);

await app.listen({ port: settings.port, host: settings.host });
