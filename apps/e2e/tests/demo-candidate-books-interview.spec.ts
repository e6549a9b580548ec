import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/accessibility.ts';
import { demoPassword, demoUsers } from '../support/environment.ts';
import { linkTo, readOutbox } from '../support/outbox.ts';
import { fillSignIn } from '../support/sign-in.ts';

// Journey 2 of issue 7: the demo candidate signs in, lands on /applications (§6: it has an application
// with a role), books an interview from the invitation the seed sent, and the slot reads Booked for the
// next person who opens the schedule.

test('the demo candidate lands on its applications and books an interview slot', async ({
  page,
  browser,
}) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await fillSignIn(page, demoUsers.candidate, demoPassword);
  await expect(page).toHaveURL(/\/applications$/);
  await expect(page.getByRole('heading', { name: 'Applications', level: 1 })).toBeVisible();
  const applications = page.getByRole('list', { name: 'Your applications' });
  await expect(
    applications.getByRole('listitem').filter({ hasText: 'Training Contract 2028' }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const invitation = await readOutbox(demoUsers.candidate, { subject: 'Book your interview' });
  const link = linkTo(invitation, '/interview/');
  expect(new URL(link).hostname).toBe('hartwell.localhost');
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Choose an interview time', level: 1 })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // An available slot's name reads '<day> <from> - <to> Available'.
  const slots = page.getByRole('region', { name: 'Interview times' });
  const firstAvailable = await slots
    .getByRole('button', { name: / Available$/ })
    .first()
    .ariaSnapshot();
  const [, day = '', time = ''] = /"(.+) (\d\d:\d\d - \d\d:\d\d) Available"/.exec(firstAvailable) ?? [];
  expect(day, firstAvailable).not.toBe('');
  const chosen = slots.getByRole('button', { name: `${day} ${time} Available`, exact: true });
  await chosen.click();
  await expect(chosen).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Confirm time' }).click();
  await expect(page.getByText(/^Your interview is booked for /)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const confirmation = await readOutbox(demoUsers.candidate, { subject: 'is booked' });
  expect(linkTo(confirmation, '/interview/')).toBe(link);

  // The link is the candidate's own: opened in a fresh browser (another device: no session, no storage) it
  // marks that slot as their interview (issue 34), not as someone else's booking, and it cannot be chosen again.
  const nextVisitor = await browser.newContext();
  const visitorPage = await nextVisitor.newPage();
  await visitorPage.goto(link);
  const visitorSlots = visitorPage.getByRole('region', { name: 'Interview times' });
  const dayColumn = visitorSlots.locator('div', {
    has: visitorPage.getByRole('heading', { name: day, exact: true }),
  });
  await expect(dayColumn.getByRole('listitem').filter({ hasText: time })).toContainText('Your interview');
  await expect(dayColumn.getByRole('button', { name: `${day} ${time} Available` })).toHaveCount(0);
  await expect(visitorSlots.getByRole('button', { name: / Available$/ }).first()).toBeVisible();
  await expectNoSeriousA11yViolations(visitorPage);
  await nextVisitor.close();
});
