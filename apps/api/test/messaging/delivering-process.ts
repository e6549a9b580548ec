// A stand-alone delivering process for the crash test: the API's own outbox and SMTP transport against
// the database of OUTBOX_DATABASE_URL (PostgreSQL) or OUTBOX_PGLITE_DIR, flushing until nothing is due.
import { and, count, isNull } from 'drizzle-orm';
import { openDatabase } from '../../src/db/connection.ts';
import { outbox } from '../../src/db/schema/index.ts';
import { defaultDeliveryPolicy } from '../../src/messaging/delivery-policy.ts';
import { createOutbox } from '../../src/messaging/outbox.ts';
import { createSmtpTransport } from '../../src/messaging/smtp.ts';

const { OUTBOX_DATABASE_URL, OUTBOX_PGLITE_DIR, OUTBOX_SMTP_URL, OUTBOX_LEASE_MS } = process.env;
const handle = await openDatabase(
  OUTBOX_DATABASE_URL
    ? { kind: 'postgres', url: OUTBOX_DATABASE_URL }
    : { kind: 'pglite', dataDir: OUTBOX_PGLITE_DIR ?? '' },
);
const box = createOutbox(handle.db, createSmtpTransport(OUTBOX_SMTP_URL ?? ''), () => {}, {
  ...defaultDeliveryPolicy,
  // Short, so rows a killed process had claimed come back within the test's time.
  leaseMs: Number(OUTBOX_LEASE_MS),
});

async function pendingCount() {
  const [row] = await handle.db
    .select({ pending: count() })
    .from(outbox)
    .where(and(isNull(outbox.sentAt), isNull(outbox.failedAt)));
  return row?.pending ?? 0;
}
// Claimed rows of a dead process wait for their lease, so keep flushing until every row has an outcome.
while ((await pendingCount()) > 0) {
  await box.flush();
  await new Promise((resolve) => setTimeout(resolve, 100));
}
await handle.close();
