import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/accessibility.ts';
import type { ApiSession } from '../support/api-session.ts';
import { apiJson, signInToApi } from '../support/api-session.ts';
import { calendarOfEmail, calendarProperty } from '../support/calendar.ts';
import { signedInPage } from '../support/console.ts';
import { apiUrl, demoUsers, organizationUrl } from '../support/environment.ts';
import { linkTo, readOutbox } from '../support/outbox.ts';

// Issue 14: a schedule made through the API (the wizard is another journey) invites a role's candidates, two
// book (one in a fresh browser from the emailed link), the manager moves that booking on the schedule page,
// and the candidate's page, the manager's schedule and the calendar invitation in the email all agree.
// Northwind's internship is used: its candidates are moved to the final round, and no other journey reads
// its stages (Hartwell's are other journeys' screening queues and stage counts).

const finalRound = 10;
const role = 'Software Engineering Internship 2027';
const northwindUrl = organizationUrl('northwind');

type Slot = { id: number; startDateTime: number; state: string; invitationId: number | null };
type Invitation = { id: number; candidateId: number; candidateName: string; candidateEmail: string };
type Schedule = { id: number; slots: Slot[]; invitations: Invitation[] };

/** 09:00 London time, `days` from today, in epoch seconds (the test runs outside the clock-change nights). */
function londonMorning(days: number) {
  const date = new Date(Date.now() + days * 86_400_000);
  const utcNine = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate(), 9);
  const offsetHours =
    Number(
      new Intl.DateTimeFormat('en-GB', {
        timeZone: 'Europe/London',
        hour: 'numeric',
        hourCycle: 'h23',
      }).format(new Date(utcNine)),
    ) - 9;
  return utcNine / 1000 - offsetHours * 3600;
}

/** The role's active applications, moved to the final round so they can be invited. */
async function applicantsAtFinalRound(manager: ApiSession, roleId: number) {
  const response = await manager.request.post(
    `${apiUrl}/api/v1/search/candidate/${roleId}?resultsPerPage=200`,
    {
      headers: { Authorization: `Bearer ${manager.token}` },
      data: { statuses: ['ACTIVE'] },
    },
  );
  expect(response.status()).toBe(200);
  const rows: { id: number; email: string | null; blind: boolean }[] = (await response.json()).content;
  const chosen = rows.filter((row) => !row.blind && row.email);
  for (const row of chosen) await apiJson(manager, 'POST', `/candidate/${row.id}/ostage/${finalRound}`);
  return chosen.map((row) => row.id);
}

test('a manager moves an emailed booking and the candidate, the schedule and the .ics agree', async ({
  browser,
  request,
}) => {
  const manager = await signInToApi(request, demoUsers.northwindManager);
  const roles = await apiJson<{ id: number; name: string }[]>(manager, 'GET', '/roles');
  const internship = roles.find((each) => each.name === role);
  expect(internship).toBeDefined();

  const name = `Final round ${Date.now()}`;
  const schedule = await apiJson<Schedule>(manager, 'POST', '/schedules', {
    roleId: internship?.id,
    stageId: finalRound,
    type: 'SCHEDULER',
    name,
    durationMinutes: 60,
    location: 'Manchester office',
    deadlineDays: 7,
    windows: [3, 4].map((days) => ({
      parentStartDateTime: londonMorning(days),
      parentEndDateTime: londonMorning(days) + 3 * 3600,
      numberOfInterviewers: 1,
    })),
  });
  const candidateIds = await applicantsAtFinalRound(manager, internship?.id ?? 0);
  const invited = await apiJson<{ invited: number[] }>(
    manager,
    'POST',
    `/schedules/${schedule.id}/invitations`,
    {
      candidateIds,
    },
  );
  // Two of them book below, and at least one is left invited but not booked.
  expect(invited.invited.length).toBeGreaterThanOrEqual(3);
  const detail = await apiJson<Schedule>(manager, 'GET', `/schedules/${schedule.id}`);
  const [first, second] = detail.invitations;
  if (!first || !second) throw new Error('no invitations');
  const [firstSlot, secondSlot] = detail.slots;
  if (!firstSlot || !secondSlot) throw new Error('no slots');

  await test.step('one candidate books through the link in their email', async () => {
    const email = await readOutbox(first.candidateEmail, { subject: 'Book your interview' });
    const token = new URL(linkTo(email, '/interview/')).pathname.split('/').at(-1) ?? '';
    const view = await (await request.get(`${apiUrl}/api/public/interview/${token}`)).json();
    const booked = await request.put(`${apiUrl}/api/public/interview/${token}`, {
      data: { id: view.id, selectedTime: firstSlot.startDateTime },
    });
    expect(booked.status()).toBe(200);
  });

  // A fresh browser: no session, no storage, the organisation's clock.
  const visitor = await browser.newContext({ timezoneId: 'Europe/London' });
  const candidatePage = await visitor.newPage();
  const invitation = await readOutbox(second.candidateEmail, { subject: 'Book your interview' });
  const link = linkTo(invitation, '/interview/');
  await test.step('another candidate opens the emailed link in a fresh browser and books', async () => {
    await candidatePage.goto(link);
    await expect(
      candidatePage.getByRole('heading', { name: 'Choose an interview time', level: 1 }),
    ).toBeVisible();
    const slots = candidatePage.getByRole('region', { name: 'Interview times' });
    await slots
      .getByRole('button', { name: / Available$/ })
      .first()
      .click();
    await candidatePage.getByRole('button', { name: 'Confirm time' }).click();
    await expect(candidatePage.getByText(/^Your interview is booked for /)).toBeVisible();
    await expectNoSeriousA11yViolations(candidatePage);
  });

  await test.step('the manager sees both bookings and moves the second', async () => {
    const page = await signedInPage(browser, northwindUrl, demoUsers.northwindManager);
    await page.getByRole('link', { name: 'Interviews' }).first().click();
    await expect(page.getByRole('heading', { name: 'Interview schedules', level: 1 })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('link', { name, exact: true }).click();
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
    await expect(page.locator('tr[data-state="Booked"]')).toHaveCount(2);
    await expect(page.getByRole('table', { name: /Invited, not booked/ }).getByRole('row')).toHaveCount(
      invited.invited.length - 2 + 1,
    );
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: `Move the booking of ${second.candidateName}` }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: `Move the booking of ${second.candidateName}` });
    await expect(dialog).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    const free = dialog.getByLabel('Free times');
    // The last free time: another day than the one the candidate chose.
    const lastOption = await free.locator('option').last().getAttribute('value');
    await free.selectOption(lastOption ?? '');
    await dialog.getByRole('button', { name: 'Move booking' }).click();
    await expect(page.getByText('Booking moved. Updated invitations are on their way.')).toBeVisible();
    const movedRow = page.locator(`tr[data-slot-id="${lastOption}"]`);
    await expect(movedRow).toHaveAttribute('data-state', 'Booked');
    await expect(movedRow).toContainText(second.candidateName);
    await expectNoSeriousA11yViolations(page);
  });

  await test.step("the candidate's page and the manager's schedule agree", async () => {
    const after = await apiJson<Schedule>(manager, 'GET', `/schedules/${schedule.id}`);
    const moved = after.slots.find((slot) => slot.invitationId === second.id);
    expect(moved).toBeDefined();
    const token = new URL(link).pathname.split('/').at(-1) ?? '';
    const view = await (await request.get(`${apiUrl}/api/public/interview/${token}`)).json();
    expect(view.selectedTime).toBe(moved?.startDateTime);
    await candidatePage.reload();
    const clock = new Intl.DateTimeFormat('en-GB', {
      hour: '2-digit',
      minute: '2-digit',
      timeZone: 'Europe/London',
    }).format(new Date((moved?.startDateTime ?? 0) * 1000));
    await expect(candidatePage.getByTestId('booked-time')).toContainText(clock);
    await expectNoSeriousA11yViolations(candidatePage);
  });

  await test.step("the moved candidate's email carries a REQUEST .ics at SEQUENCE 1", async () => {
    const email = await readOutbox(second.candidateEmail, { subject: 'has moved' });
    const calendar = await calendarOfEmail(email.file);
    expect(calendar?.contentType).toContain('method=REQUEST');
    expect(calendarProperty(calendar?.text ?? '', 'METHOD')).toBe('REQUEST');
    expect(calendarProperty(calendar?.text ?? '', 'SEQUENCE')).toBe('1');
    expect(calendarProperty(calendar?.text ?? '', 'DTSTART')).toMatch(/^\d{8}T\d{6}$/);
    expect(calendar?.text).toContain('DTSTART;TZID=Europe/London:');
  });
  await visitor.close();
});
