import { expect, test } from '@playwright/test';
import { createTransport } from 'nodemailer';
import { expectNoSeriousA11yViolations } from '../support/accessibility.ts';
import { apiJson, ownApplicationId, signInToApi } from '../support/api-session.ts';
import { demoCandidate, signInToConsole } from '../support/console.ts';
import { demoUsers, inboundDomain, inboundSmtpPort } from '../support/environment.ts';
import { readOutbox } from '../support/outbox.ts';

// Journey 3 of issue 32: the demo candidate answers the interview invitation the seed sent, from their own
// mail program (a real SMTP client to the server's inbound listener); a manager reads the reply in the
// record's contact history, and the application's assignee has been told by email.

const manager = demoUsers.hartwellManager;
const smallestPdf = Buffer.from('%PDF-1.4\n%%EOF\n');

test('a candidate replies to an interview invitation and the manager reads it on the record', async ({
  page,
  request,
}) => {
  const invitation = await readOutbox(demoUsers.candidate, { subject: 'Book your interview' });
  expect(invitation.replyTo).toMatch(new RegExp(`^reply\\+[0-9a-z.]+@${inboundDomain.replace('.', '\\.')}$`));

  // The application is assigned to the manager, who is the one to hear of the reply.
  const candidateSession = await signInToApi(request, demoUsers.candidate);
  const applicationId = await ownApplicationId(candidateSession);
  const managerSession = await signInToApi(request, manager);
  const { id: managerId } = await apiJson<{ id: number }>(managerSession, 'GET', '/user');
  await apiJson(managerSession, 'POST', `/candidate/${applicationId}/assignee/${managerId}`);

  const since = Date.now();
  const mailProgram = createTransport({ host: '127.0.0.1', port: inboundSmtpPort, ignoreTLS: true });
  await mailProgram.sendMail({
    from: `${demoCandidate.firstName} ${demoCandidate.lastName} <${demoUsers.candidate}>`,
    to: invitation.replyTo,
    subject: `Re: ${invitation.subject}`,
    text: [
      'Thank you, I have booked a time. Could the interview room be step-free, please?',
      '',
      `On Mon, 7 Dec 2026 at 09:00, Hartwell & Finch LLP <no-reply@shortlist.test> wrote:`,
      ...invitation.body.split('\n').map((line) => `> ${line}`),
    ].join('\n'),
    attachments: [{ filename: 'access-needs.pdf', content: smallestPdf, contentType: 'application/pdf' }],
  });
  mailProgram.close();

  await signInToConsole(page, manager);
  await page.goto(`/manager/candidate/${applicationId}`);
  const history = page.getByRole('region', { name: 'Contact history' });
  const replies = history.getByRole('region', { name: /from the candidate/ });
  await expect(replies.getByText(`Reply from ${demoUsers.candidate}`)).toBeVisible();
  await expect(
    replies.getByText('Thank you, I have booked a time. Could the interview room be step-free, please?', {
      exact: true,
    }),
  ).toBeVisible();
  // The quoted invitation is not part of the reply.
  await expect(replies.getByText(/Choose a time that suits you/)).toHaveCount(0);
  await expect(replies.getByRole('button', { name: 'Download access-needs.pdf' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const notice = await readOutbox(manager, { subject: 'replied', since });
  expect(notice.subject).toContain(`${demoCandidate.firstName} ${demoCandidate.lastName} replied`);
  expect(notice.body).toContain(`/manager/candidate/${applicationId}`);
  expect(notice.body).not.toContain('step-free');

  await apiJson(managerSession, 'DELETE', `/candidate/${applicationId}/assignee/${managerId}`);
});
