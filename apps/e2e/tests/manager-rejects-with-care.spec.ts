import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/accessibility.ts';
import { apiJson, signInToApi } from '../support/api-session.ts';
import { createClientOrganisation, pageOnHost } from '../support/client-organisation.ts';
import { candidateCount, candidateRows, pickStage, roleAddress, selectionBar } from '../support/console.ts';
import type { Account } from '../support/firm.ts';
import { addManagerAdmin, applyThroughApi, openRole } from '../support/firm.ts';
import { outboxMessagesTo, readOutbox } from '../support/outbox.ts';
import { advanceServerClock, advanceServerClockToJustBefore } from '../support/server-clock.ts';
import { fillSignIn } from '../support/sign-in.ts';

// Journey 1 of issue 32: a manager bulk-rejects five candidates; Rejected's policy (the default) sends the
// rejection at 09:00 the next working day in the firm's zone, and the dialog says so before confirming. Three
// are undone from their records within the hold; the outbox never holds their rejections, and the other two
// go when the server's clock (moved by the test, not waited for) reaches 09:00. The reason chosen is counted
// in the rejection report with the firm's three earlier rejections for it: five, a group large enough to show.
// The firm is the journey's own (it hires laterally, so it has the rejection report), and the journey runs in
// the 'server-clock' project, after every other journey, because the clock it moves is the whole server's.

const stamp = Date.now().toString(36);
const reasonName = 'Application answers';
const weekday = '(Monday|Tuesday|Wednesday|Thursday|Friday)';

const applicant = (firstName: string, lastName: string, subdomain: string): Account => ({
  firstName,
  lastName,
  email: `${firstName}.${lastName}.${subdomain}@example.test`.toLowerCase(),
  password: 'Careful#Reject2026',
});

const rowName = (person: Account) => `${person.lastName}, ${person.firstName}`;

function section(page: Page, title: string) {
  return page.getByRole('region', { name: title, exact: true });
}

/** Opens a candidate's record from the list as a recruiter does: by the name in their row. */
async function openFromList(page: Page, person: Account) {
  const name = rowName(person);
  await candidateRows(page).filter({ hasText: name }).getByRole('button', { name }).click();
  await expect(
    page.getByRole('heading', { name: `${person.firstName} ${person.lastName}`, level: 1 }),
  ).toBeVisible();
}

test('a manager bulk-rejects five, undoes three within the hold, and only two rejections go, at 09:00 the next working day', async ({
  browser,
  request,
}) => {
  const admin = await signInToApi(request, 'admin@shortlist.test');
  const firm = await createClientOrganisation(admin, 'care', { lateralHiring: true });
  const roleName = `Graduate Solicitor ${stamp}`;
  const subject = `Update on your application for ${roleName} at ${firm.name}`;
  const people = [
    ['Ada', 'Okonjo'],
    ['Bram', 'Veld'],
    ['Cleo', 'Marsh'],
    ['Dev', 'Raman'],
    ['Esme', 'Quirke'],
    ['Femi', 'Adeyemi'],
    ['Gus', 'Holloway'],
    ['Hana', 'Sato'],
  ].map(([first = '', last = '']) => applicant(first, last, firm.subdomain));
  const rejected = people.slice(0, 5);
  const undone = rejected.slice(0, 3);
  const kept = rejected.slice(3);
  const earlier = people.slice(5);

  const manager = await test.step('the firm, its manager admin, its role and eight applicants', async () => {
    const roleId = await openRole(admin, firm, roleName);
    const account = await addManagerAdmin(
      admin,
      firm,
      { firstName: 'Morag', lastName: 'Ellis', email: `morag.ellis.${firm.subdomain}@example.test` },
      'Careful#Manager2026',
    );
    const ids = await Promise.all(people.map((person) => applyThroughApi(request, roleId, person)));
    // Earlier in the season the firm rejected three others for the same reason, without a message.
    const managerApi = await signInToApi(request, account.email, account.password);
    for (const id of ids.slice(rejected.length)) {
      await apiJson(managerApi, 'POST', `/candidate/${id}/ostage/16`, {
        rejectionReasonId: 'application-answers',
        message: { send: false },
      });
    }
    return { ...account, api: managerApi, ids: new Map(people.map((person, index) => [person, ids[index]])) };
  });

  const page = await pageOnHost(browser, firm.url);
  await test.step('the manager ticks five applicants and sees what the rejection will send', async () => {
    await page.goto('/manager/roles');
    await expect(page.getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible();
    await fillSignIn(page, manager.email, manager.password);
    await expect(page.getByRole('heading', { name: 'Roles', level: 1 })).toBeVisible();
    await page.goto(await roleAddress(page, roleName));
    await expect(candidateRows(page).first()).toBeVisible();
    await pickStage(page, 'Applied');
    await expect(candidateCount(page, 5)).toBeVisible();
    for (const person of rejected) {
      await candidateRows(page)
        .filter({ hasText: rowName(person) })
        .getByRole('checkbox')
        .check();
    }
    const bar = selectionBar(page);
    await expect(bar).toContainText('5 selected');
    await bar.getByRole('button', { name: 'Move', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Move' });
    await dialog.getByRole('combobox', { name: 'Stage', exact: true }).selectOption({ label: 'Rejected' });
    await expect(
      dialog.getByText(
        new RegExp(
          `^Tells 5 by email, sent on ${weekday},? \\d{1,2} \\w+ \\d{4} at 09:00 \\(London time\\)\\.$`,
        ),
      ),
    ).toBeVisible();
    await dialog.getByText('Preview the message for the first candidate').click();
    await expect(dialog.getByText(subject, { exact: true })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Confirm' })).toBeDisabled();
    await dialog
      .getByRole('combobox', { name: 'Reason for the rejection' })
      .selectOption({ label: reasonName });
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: '5 candidates moved to Rejected.' }),
    ).toBeVisible();
  });

  await test.step('three are undone from their records, their waiting rejections cancelled', async () => {
    await pickStage(page, 'Rejected');
    await expect(candidateCount(page, 5 + earlier.length)).toBeVisible();
    for (const [index, person] of undone.entries()) {
      await openFromList(page, person);
      const history = section(page, 'Stage history');
      const newest = history.getByRole('listitem').first();
      await expect(newest).toContainText('Applied → Rejected');
      await expect(section(page, 'Contact history')).toContainText('Scheduled');
      if (index === 0) await expectNoSeriousA11yViolations(page);
      await newest.getByRole('button', { name: 'Undo this move' }).click();
      await expect(
        history.getByText(
          'Move undone: the candidate is back where they were. 1 waiting message to them is cancelled and will not be sent.',
        ),
      ).toBeVisible();
      await expect(history.getByRole('button', { name: 'Undo this move' })).toHaveCount(0);
      const application = page.getByLabel('Application', { exact: true });
      await expect(application).toContainText(/Stage\s*Applied/);
      await expect(section(page, 'Contact history')).toContainText('Cancelled by an undo');
      await page.getByRole('link', { name: 'Back to the list' }).click();
      await expect(candidateCount(page, 5 + earlier.length - index - 1)).toBeVisible();
    }
  });

  await test.step('the two kept rejections wait for the morning, then go; the three never do', async () => {
    await openFromList(page, kept[0] as Account);
    const contacts = section(page, 'Contact history');
    await expect(contacts).toContainText(subject);
    await expect(contacts).toContainText('Scheduled');
    // On the firm's clock, as the dialog gave it.
    await expect(contacts).toContainText(/Goes \d{1,2} \w+ \d{4}, 09:00/);

    const keptId = manager.ids.get(kept[0] as Account);
    const waiting = await apiJson<{ content: { scheduledFor: string | null }[] }>(
      manager.api,
      'GET',
      `/organization/${firm.id}/candidate/${keptId}/contact/ALL`,
    );
    const dueAt = new Date(waiting.content[0]?.scheduledFor ?? '');
    expect(dueAt.getTime(), 'the rejection’s scheduled time').not.toBeNaN();

    // A minute or two before 09:00 nothing has gone; the clock's reply comes once whatever was due went.
    await advanceServerClockToJustBefore(request, dueAt);
    for (const person of rejected) expect(await outboxMessagesTo(person.email, { subject })).toEqual([]);

    await advanceServerClock(request, 2);
    for (const person of kept) {
      const message = await readOutbox(person.email, { subject });
      expect(message.to).toBe(person.email);
      expect(message.subject).toBe(subject);
      expect(message.body).toContain(`Hello ${person.firstName},`);
      expect(message.body).toContain(`Thank you for applying to ${firm.name}`);
    }
    for (const person of undone) expect(await outboxMessagesTo(person.email, { subject })).toEqual([]);

    await page.reload();
    await expect(section(page, 'Contact history')).toContainText('Sent');
  });

  await test.step('the rejection report counts the reason given: the two kept and the three earlier', async () => {
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Reports' })
      .click();
    await page.getByRole('tablist', { name: 'Report kinds' }).getByRole('tab', { name: 'Rejection' }).click();
    const reasons = page.getByRole('table', { name: 'Rejections by reason: figures' });
    await expect(
      reasons
        .getByRole('row', { name: new RegExp(`^${reasonName}`) })
        .getByRole('cell')
        .first(),
    ).toHaveText('5');
    await expect(
      reasons
        .getByRole('row', { name: /^Not recorded/ })
        .getByRole('cell')
        .first(),
    ).toHaveText('0');
    await expectNoSeriousA11yViolations(page);
  });
  await page.context().close();
});
