import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRows, send, startOrganizationSuite } from '../support/organization-suite.ts';
import { userIdOf } from '../support/pipeline-fixtures.ts';
import type { SignedIn, TestApp } from '../support/test-app.ts';

// Support sends a manager a password-reset link from the admin console.

let t: TestApp;
let admin: SignedIn;
let hartwellManager: SignedIn;
let northwindManager: SignedIn;
let hartwellId: number;
let northwindId: number;
let managerId: number;

beforeAll(async () => {
  ({ t, admin, hartwellManager, northwindManager, hartwellId, northwindId } = await startOrganizationSuite());
  managerId = await userIdOf(t.db, 'hm@hartwell.test');
});
afterAll(() => t.close());

const resetEmails = () => t.messages.filter((message) => message.recipient === 'hm@hartwell.test');

describe('POST /api/v1/organization/{id}/user/{userId}/password-reset', () => {
  it('emails the manager a reset link and audits who sent it', async () => {
    const before = resetEmails().length;
    const url = `/api/v1/organization/${hartwellId}/user/${managerId}/password-reset`;
    expect((await send(admin, 'POST', url, undefined)).statusCode).toBe(204);
    await t.app.services.outbox.flush();
    const sent = resetEmails();
    expect(sent).toHaveLength(before + 1);
    expect(JSON.stringify(sent.at(-1))).toContain('/reset-password/');
    expect(await auditRows(t.db, 'organization.user.password-reset-sent', managerId)).toHaveLength(1);
  });

  it('refuses a plain manager (403), another organisation (404) and a user of another organisation', async () => {
    const before = resetEmails().length;
    const url = `/api/v1/organization/${hartwellId}/user/${managerId}/password-reset`;
    expect((await send(hartwellManager, 'POST', url, undefined)).statusCode).toBe(403);
    expect((await send(northwindManager, 'POST', url, undefined)).statusCode).toBe(404);
    const wrongOrganization = `/api/v1/organization/${northwindId}/user/${managerId}/password-reset`;
    expect((await send(admin, 'POST', wrongOrganization, undefined)).statusCode).toBe(404);
    const candidateId = await userIdOf(t.db, 'candidate@shortlist.test');
    const candidateUrl = `/api/v1/organization/${hartwellId}/user/${candidateId}/password-reset`;
    expect((await send(admin, 'POST', candidateUrl, undefined)).statusCode).toBe(404);
    await t.app.services.outbox.flush();
    expect(resetEmails()).toHaveLength(before);
    expect(await auditRows(t.db, 'organization.user.password-reset-sent', managerId)).toHaveLength(1);
  });
});
