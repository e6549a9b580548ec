import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/accessibility.ts';
import { apiJson, ownApplicationId, signInToApi } from '../support/api-session.ts';
import { consentAlreadyChosen } from '../support/consent.ts';
import { hartwellManagerAdmin, signInToConsole } from '../support/console.ts';
import { demoPassword, demoUsers } from '../support/environment.ts';
import { field } from '../support/fields.ts';
import { readOutbox } from '../support/outbox.ts';
import { readQrCodeInHtml } from '../support/qr.ts';
import { fillSignIn } from '../support/sign-in.ts';

// Issue 14 (events): a manager creates an event with two places; the demo candidate takes one from their
// account, a visitor the other on the public page, and a third visitor is put on the waiting list. The
// candidate cancels on their applications page, the first waiting person gets the place and its email; at the door that email's QR code
// is decoded and given to the staff check-in page as its scanner would, and the registrations show ATTENDED.

const run = Date.now().toString(36);
const eventName = `Vacation scheme open day ${run}`;
const visitor = { email: `ada.${run}@example.test`, firstName: 'Ada', lastName: 'Okafor' };
const waiting = { email: `ben.${run}@example.test`, firstName: 'Ben', lastName: 'Adeyemi' };

/** A date-time two weeks ahead as a datetime-local value: day `offset` days later at `hour`:00. */
function inTwoWeeks(hour: number) {
  const day = new Date(Date.now() + 14 * 86_400_000);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}T${pad(hour)}:00`;
}

async function registerOnPublicPage(page: Page, eventId: number, person: typeof visitor) {
  await page.goto(`/event/${eventId}`);
  await expect(page.getByRole('heading', { name: eventName, level: 1 })).toBeVisible();
  // The page arrives rendered by the server; what is typed before the browser takes it over is lost.
  await page.waitForLoadState('networkidle');
  await field(page, 'Email').fill(person.email);
  await field(page, 'First name').fill(person.firstName);
  await field(page, 'Last name').fill(person.lastName);
  await field(page, 'Which university do you attend?').fill('University of Leeds');
}

test('an event fills up, its waiting list moves when a registrant cancels, and a registrant checks in by QR', async ({
  page,
  browser,
  request,
}) => {
  await signInToConsole(page, hartwellManagerAdmin);

  // The manager creates the event from the events list.
  await page.getByRole('navigation').getByRole('link', { name: 'Events' }).first().click();
  await expect(page.getByRole('heading', { name: 'Events', level: 1 })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  // n opens a new event, as the button says (aria-keyshortcuts).
  await page.keyboard.press('n');
  const dialog = page.getByRole('dialog', { name: 'New event' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('This field is required.').first()).toBeVisible();
  await field(dialog, 'Name').fill(eventName);
  await field(dialog, 'Type').selectOption('open day');
  await field(dialog, 'Starts').fill(inTwoWeeks(10));
  await field(dialog, 'Ends').fill(inTwoWeeks(9));
  await field(dialog, 'Location or online link').fill('Hartwell & Finch, 1 Fleet Street, London');
  await field(dialog, 'Capacity').fill('2');
  await dialog.getByRole('button', { name: 'Add a question' }).click();
  await field(dialog, 'Question 1').fill('Which university do you attend?');
  await dialog.getByRole('checkbox', { name: 'Answer required' }).check();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('The event must end after it starts.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await field(dialog, 'Ends').fill(inTwoWeeks(16));
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').getByText(`${eventName} created.`)).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(eventName) });
  await expect(row.getByRole('cell', { name: '0 of 2' })).toBeVisible();
  const eventLink = row.getByRole('link', { name: eventName });
  const eventId = Number((await eventLink.getAttribute('href'))?.split('/').at(-1));
  expect(eventId).toBeGreaterThan(0);

  // The demo candidate takes the first place from their account (the candidate side's call).
  const candidate = await signInToApi(request, demoUsers.candidate);
  const applicationId = await ownApplicationId(candidate);
  const session = await apiJson<{ id: number; status: string }>(
    candidate,
    'POST',
    `/candidate/${applicationId}/events/${eventId}`,
  );
  expect(session.status).toBe('REGISTERED');

  // A visitor takes the last place on the public page; the next one is told they are waiting.
  const visitorContext = await browser.newContext({
    baseURL: new URL(page.url()).origin,
    storageState: consentAlreadyChosen,
  });
  const visitorPage = await visitorContext.newPage();
  await registerOnPublicPage(visitorPage, eventId, visitor);
  await expectNoSeriousA11yViolations(visitorPage);
  await visitorPage.getByRole('button', { name: 'Register' }).click();
  await expect(
    visitorPage.getByText(`You are registered. We have sent a confirmation to ${visitor.email}.`),
  ).toBeVisible();
  await registerOnPublicPage(visitorPage, eventId, waiting);
  await expect(visitorPage.getByText(/This event is full. Register to join its waiting list/)).toBeVisible();
  await expectNoSeriousA11yViolations(visitorPage);
  await visitorPage.getByRole('button', { name: 'Join the waiting list' }).click();
  await expect(
    visitorPage.getByText(
      `This event is full, so you are number 1 on its waiting list. We will email ${waiting.email} if a place frees up.`,
    ),
  ).toBeVisible();
  await readOutbox(waiting.email, { subject: `You are on the waiting list for ${eventName}` });
  await visitorContext.close();

  // The registrations page shows two places taken and one person waiting, with the question's answers.
  await eventLink.click();
  await expect(page.getByRole('heading', { name: eventName, level: 1 })).toBeVisible();
  await expect(page.getByText('2 registered · 1 waiting · 0 attended')).toBeVisible();
  const waitlist = page.getByRole('table', { name: 'Waiting list' });
  await expect(waitlist.getByRole('row', { name: /Ben Adeyemi/ })).toContainText('University of Leeds');
  await expectNoSeriousA11yViolations(page);

  // The candidate cancels on their applications page: Ben moves up at once and his email brings his QR code.
  const candidateContext = await browser.newContext({
    baseURL: new URL(page.url()).origin,
    storageState: consentAlreadyChosen,
  });
  const candidatePage = await candidateContext.newPage();
  await candidatePage.goto('/login');
  await fillSignIn(candidatePage, demoUsers.candidate, demoPassword);
  await expect(candidatePage).toHaveURL(/\/applications$/);
  const places = candidatePage.getByRole('list', { name: 'Your events' });
  await expect(places.getByRole('listitem').filter({ hasText: eventName })).toContainText(
    'You have a place.',
  );
  await expectNoSeriousA11yViolations(candidatePage);
  await candidatePage.getByRole('button', { name: `Cancel your registration for ${eventName}` }).click();
  await expect(candidatePage.getByText(`Your registration for ${eventName} is cancelled.`)).toBeVisible();
  await candidateContext.close();
  const offered = await readOutbox(waiting.email, { subject: `A place is yours at ${eventName}` });
  expect(offered.html).not.toBeNull();
  await page.reload();
  await expect(page.getByText('2 registered · 0 waiting · 0 attended')).toBeVisible();
  await expect(page.getByText('Nobody is waiting.')).toBeVisible();
  const registered = page.getByRole('table', { name: 'Registrations' });
  await expect(registered.getByRole('row', { name: /Ben Adeyemi/ })).toBeVisible();

  // At the door: the QR code in Ben's email, read as a camera would, goes to the staff check-in page.
  const scanned = readQrCodeInHtml(offered.html ?? '');
  expect(scanned).toMatch(new RegExp(`/event/${eventId}/qr-check-in\\?code=`));
  await page.goto(`/event/${eventId}/check-in`);
  await expect(page.getByRole('heading', { name: `Check-in: ${eventName}`, level: 1 })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await field(page, 'Or paste a check-in link or code').fill(scanned);
  await page.getByRole('button', { name: 'Check in', exact: true }).click();
  await expect(page.getByText('Ben Adeyemi is checked in.')).toBeVisible();
  await expect(page.getByText('1 of 2 checked in')).toBeVisible();
  await field(page, 'Or paste a check-in link or code').fill(scanned);
  await page.getByRole('button', { name: 'Check in', exact: true }).click();
  await expect(page.getByText('Ben Adeyemi was already checked in.')).toBeVisible();

  // The manager's registrations page shows him ATTENDED.
  await page.goto(`/manager/events/${eventId}`);
  await expect(page.getByText('2 registered · 0 waiting · 1 attended')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Attendance of Ben Adeyemi' })).toHaveValue('ATTENDED');
  // Marking attendance inline: Ada did not come.
  await page.getByRole('combobox', { name: 'Attendance of Ada Okafor' }).selectOption('NOSHOW');
  await expect(page.getByText('Ada Okafor: No-show.')).toBeVisible();
});
