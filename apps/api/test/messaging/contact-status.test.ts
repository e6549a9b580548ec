import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, users } from '../../src/db/schema/index.ts';
import { DeliveryError, outcomeUnknownReason } from '../../src/messaging/delivery-error.ts';
import { generatedApplication, organizationIdOf } from '../support/organization-candidates.ts';
import type { SignedIn, TestApp } from '../support/test-app.ts';
import { signIn, startTestApp } from '../support/test-app.ts';

const refusedAddress = 'refused-mailbox@example.test';

let t: TestApp;
let hartwell: number;
let manager: SignedIn;

beforeAll(async () => {
  t = await startTestApp(
    {},
    {
      transport: {
        async deliver(message) {
          if (message.recipient === refusedAddress) {
            throw new DeliveryError('The mail server refused the message (550).', { permanent: true });
          }
        },
      },
    },
  );
  hartwell = await organizationIdOf(t.db, 'hartwell');
  manager = await signIn(t.app, 'hm@hartwell.test');
});
afterAll(() => t.close());

describe('the contact history a manager reads', () => {
  it('shows each message as sent, queued or failed, with the reason of a failure', async () => {
    const application = await generatedApplication(t.db, 'hartwell', 3);
    await t.db
      .update(users)
      .set({ email: refusedAddress, mobile: '07700900777' })
      .where(eq(users.id, application.userId));
    const about = { organizationId: hartwell, subject: 'Update', body: 'News', template: 'stage-moved' };
    await t.app.services.outbox.queue(t.db, [
      { ...about, channel: 'EMAIL', recipient: refusedAddress },
      { ...about, channel: 'SMS', recipient: '07700900777' },
    ]);
    await t.app.services.outbox.flush();
    // A message still waiting for its retry.
    await t.db.insert(outbox).values({
      ...about,
      channel: 'SMS',
      recipient: '07700900777',
      attempts: 1,
      failureReason: 'The SMS provider did not take the message (HTTP 503).',
      nextAttemptAt: sql`now() + interval '1 hour'`,
    });

    const response = await manager.request({
      method: 'GET',
      url: `/api/v1/organization/${hartwell}/candidate/${application.id}/contact/ALL`,
    });
    expect(response.statusCode).toBe(200);
    const byNewest = response.json().content;
    expect(byNewest).toEqual([
      expect.objectContaining({ channel: 'SMS', status: 'queued', sentAt: null, failureReason: null }),
      expect.objectContaining({
        channel: 'SMS',
        status: 'sent',
        sentAt: expect.any(String),
        failureReason: null,
      }),
      expect.objectContaining({
        channel: 'EMAIL',
        status: 'failed',
        sentAt: null,
        failureReason: 'The mail server refused the message (550).',
      }),
    ]);
  });
});

describe('a message whose delivery was interrupted after it was handed over', () => {
  it('shows as unknown with the reason, not as failed', async () => {
    const application = await generatedApplication(t.db, 'hartwell', 4);
    const [person] = await t.db.select().from(users).where(eq(users.id, application.userId));
    await t.db.insert(outbox).values({
      organizationId: hartwell,
      channel: 'EMAIL',
      recipient: person?.email ?? '',
      subject: 'Update',
      body: 'News',
      template: 'stage-moved',
      attempts: 1,
      handedOverAt: sql`now()`,
      failedAt: sql`now()`,
      failureReason: outcomeUnknownReason,
    });

    const response = await manager.request({
      method: 'GET',
      url: `/api/v1/organization/${hartwell}/candidate/${application.id}/contact/EMAIL`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().content).toEqual([
      expect.objectContaining({ status: 'unknown', sentAt: null, failureReason: outcomeUnknownReason }),
    ]);
  });
});
