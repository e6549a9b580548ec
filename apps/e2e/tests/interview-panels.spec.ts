import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import type { Radicale } from '@shortlist/protocol-peers/radicale';
import { busyEvent, radicalePassword, startRadicale } from '@shortlist/protocol-peers/radicale';
import { expectNoSeriousA11yViolations } from '../support/accessibility.ts';
import { apiJson, signInToApi } from '../support/api-session.ts';
import { calendarOfEmail, calendarProperty } from '../support/calendar.ts';
import { createClientOrganisation, pageOnHost } from '../support/client-organisation.ts';
import type { Account } from '../support/firm.ts';
import { addManager, applyThroughApi, openRole } from '../support/firm.ts';
import { linkTo, outboxMessagesTo, readOutbox } from '../support/outbox.ts';
import { fillSignIn } from '../support/sign-in.ts';

// Issue 34: a manager admin of the journey's own firm schedules 8 candidates with panels of 2 chosen in the
// wizard from 4 interviewers: two colleagues and two outside assessors, one of each with a CalDAV calendar in a
// Radicale the test starts, holding busy events. No slot's panel clashes with a busy time, and each booking
// lands in the panel's Radicale calendars. Then a candidate moves their interview from the emailed link to a
// time their panel's colleague is busy: that colleague's calendar and inbox get the cancellation for the old
// time, the new slot's panel gets the request for the new one, and the manager's schedule page shows the panel.

const stamp = Date.now().toString(36);
const atInterview = 3;

/** A London calendar day `days` from today, as YYYY-MM-DD. */
function londonDay(days: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(
    new Date(Date.now() + days * 86_400_000),
  );
}

/** The instant of a London wall-clock time on a day (the journey runs outside the clock-change nights). */
function londonAt(day: string, time: string): Date {
  const guess = new Date(`${day}T${time}:00Z`);
  const shown = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/London',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(guess);
  const minutes = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));
  return new Date(guess.getTime() - (minutes(shown) - minutes(time)) * 60_000);
}

/** The instant an iCalendar DTSTART names: UTC, or a wall-clock time on London's clock. */
function startOf(ics: string): number {
  // The event's own start: a VTIMEZONE before it has DTSTARTs of its own (its clock changes).
  const value = calendarProperty(ics.slice(ics.indexOf('BEGIN:VEVENT')), 'DTSTART') ?? '';
  const [, y, mo, d, h, mi] = /^(\d{4})(\d\d)(\d\d)T(\d\d)(\d\d)/.exec(value) ?? [];
  if (value.endsWith('Z')) return Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi));
  return londonAt(`${y}-${mo}-${d}`, `${h}:${mi}`).getTime();
}

interface Slot {
  id: number;
  startDateTime: number;
  endDateTime: number;
  interviewerEmails: string[];
  candidateId: number | null;
}
interface Schedule {
  id: number;
  slots: Slot[];
  invitations: { id: number; candidateId: number; candidateEmail: string }[];
}

const overlaps = (slot: Slot, busy: { start: Date; end: Date }) =>
  slot.startDateTime * 1000 < busy.end.getTime() && slot.endDateTime * 1000 > busy.start.getTime();

/** Starts of the events in an interviewer's Radicale calendar other than their own busy events. */
async function interviewsIn(radicale: Radicale, calendarUrl: string, user: string): Promise<number[]> {
  const objects = await radicale.objects(calendarUrl, user);
  return [...objects.entries()]
    .filter(([name]) => !name.startsWith('busy-'))
    .map(([, ics]) => startOf(ics))
    .sort();
}

/**
 * The emails to an address since a time whose calendar part has the method and the booking's UID, with their
 * text: other bookings' invitations to the same interviewer may be written in the same moments.
 */
async function calendarMessages(email: string, since: number, method: 'REQUEST' | 'CANCEL', uid: string) {
  const found: { ics: string; body: string }[] = [];
  for (const message of await outboxMessagesTo(email, { since })) {
    const ics = (await calendarOfEmail(message.file))?.text ?? '';
    if (calendarProperty(ics, 'METHOD') === method && calendarProperty(ics, 'UID') === uid) {
      found.push({ ics, body: message.body });
    }
  }
  return found;
}

async function signInOnHost(page: Page, account: Account) {
  await page.goto('/manager/roles');
  await expect(page.getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible();
  await fillSignIn(page, account.email, account.password);
  await expect(page.getByRole('heading', { name: 'Roles', level: 1 })).toBeVisible();
}

test('a manager admin schedules 8 candidates with panels of 2 from 4, around their calendars, and a candidate’s move tells the right people', async ({
  browser,
  request,
}) => {
  const admin = await signInToApi(request, 'admin@shortlist.test');
  const firm = await createClientOrganisation(admin, 'panels');
  const roleName = `Vacation Scheme ${stamp}`;
  const person = (firstName: string, lastName: string) => ({
    firstName,
    lastName,
    email: `${firstName.toLowerCase()}.${lastName.toLowerCase()}.${firm.subdomain}@example.test`,
  });
  const day = londonDay(8);
  const nextDay = londonDay(9);
  const outsiders = [`kc.one.${stamp}@chambers.test`, `kc.two.${stamp}@chambers.test`];

  const radicale = await startRadicale(['colleague', 'outsider']);
  try {
    const { firmAdmin, adminApi, colleagues, candidates, busy, calendars } =
      await test.step('the firm, its people, 8 candidates at interview and two calendars with busy times', async () => {
        const firmAdmin = await addManager(
          admin,
          firm,
          person('Rhian', 'Morgan'),
          'Panel#Admin2026',
          'HIRING_MANAGER_ADMIN',
        );
        const colleagues = [
          await addManager(admin, firm, person('Tomasz', 'Nowak'), 'Panel#One2026', 'HIRING_MANAGER'),
          await addManager(admin, firm, person('Imani', 'Achebe'), 'Panel#Two2026', 'HIRING_MANAGER'),
        ];
        const roleId = await openRole(admin, firm, roleName);
        const adminApi = await signInToApi(request, firmAdmin.email, firmAdmin.password);
        const candidates: Account[] = [];
        for (const [index, name] of ['Ada', 'Bram', 'Cleo', 'Dev', 'Esme', 'Femi', 'Gus', 'Hana'].entries()) {
          const applicant = { ...person(name, `Panel${index}`), password: 'Applicant#2026' };
          const id = await applyThroughApi(request, roleId, applicant);
          await apiJson(adminApi, 'POST', `/candidate/${id}/ostage/${atInterview}`, {
            message: { send: false },
          });
          candidates.push(applicant);
        }
        // Tomasz is in a partners' meeting on the first morning and all the next morning; the outside KC in
        // court over the first day's lunch hour.
        const busy = {
          colleague: [
            { start: londonAt(day, '09:00'), end: londonAt(day, '11:00') },
            { start: londonAt(nextDay, '09:00'), end: londonAt(nextDay, '11:00') },
          ],
          outsider: [{ start: londonAt(day, '13:00'), end: londonAt(day, '14:00') }],
        };
        const calendars = {
          colleague: await radicale.calendar('colleague', 'work'),
          outsider: await radicale.calendar('outsider', 'chambers'),
        };
        for (const [user, intervals] of Object.entries(busy) as [
          keyof typeof busy,
          typeof busy.colleague,
        ][]) {
          for (const [index, interval] of intervals.entries()) {
            await radicale.put(
              calendars[user],
              user,
              `busy-${index}.ics`,
              busyEvent(`busy-${user}-${index}`, interval.start, interval.end),
            );
          }
        }
        const connect = async (interviewerEmail: string, user: keyof typeof calendars) =>
          apiJson(adminApi, 'PUT', '/calendar-connections', {
            provider: 'caldav',
            interviewerEmail,
            calendarUrl: calendars[user],
            username: user,
            password: radicalePassword(user),
          });
        await connect(colleagues[0]?.email ?? '', 'colleague');
        await connect(outsiders[0] ?? '', 'outsider');
        return { firmAdmin, adminApi, colleagues, candidates, busy, calendars };
      });
    const [tomasz, imani] = colleagues;
    if (!tomasz || !imani) throw new Error('the colleagues were not added');
    const [kcOne] = outsiders;

    const page = await pageOnHost(browser, firm.url);
    const scheduleId =
      await test.step('the wizard: the panel chosen, the calendars read, the slots staffed around them', async () => {
        await signInOnHost(page, firmAdmin);
        await page.goto('/manager/schedules/new');
        await expect(page.getByRole('heading', { name: 'Step 1 of 5: Select role & stage' })).toBeFocused();
        await page.getByLabel('Role').selectOption({ label: roleName });
        await page.getByLabel('Interview stage').selectOption(String(atInterview));
        await page.getByRole('checkbox', { name: 'Select every candidate listed' }).check();
        await expect(page.getByText('8 of 8 chosen')).toBeVisible();
        const panel = page.getByRole('group', { name: 'Interview panel' });
        for (const colleague of colleagues) {
          await panel
            .getByRole('checkbox', {
              name: `${colleague.firstName} ${colleague.lastName} (${colleague.email})`,
            })
            .check();
        }
        for (const email of outsiders) {
          await panel.getByLabel('Assessor’s email').fill(email);
          await panel.getByRole('button', { name: 'Add assessor' }).click();
        }
        await expect(panel.getByText('4 people on the panel')).toBeVisible();
        await panel.getByLabel('Interviewers per slot').selectOption('2');
        await panel.getByLabel('Most interviews per person per day').selectOption('6');
        await expectNoSeriousA11yViolations(page);
        await page.getByRole('button', { name: 'Next', exact: true }).click();

        await expect(page.getByRole('heading', { name: 'Step 2 of 5: Define time slots' })).toBeFocused();
        await page.getByLabel('Schedule name').fill('Partner interview');
        await page.getByLabel('Interview length').selectOption('60');
        await page.getByLabel('Location or video link').fill('Hartwell House, Court 3');
        await page.getByRole('button', { name: 'Next', exact: true }).click();

        await expect(page.getByRole('heading', { name: 'Step 3 of 5: Add availability' })).toBeFocused();
        const added = page.getByRole('group', { name: 'Add a window without the mouse' });
        for (const [date, from, to] of [
          [day, '09:00', '17:00'],
          [nextDay, '09:00', '11:00'],
        ] as const) {
          await added.getByLabel('Day').fill(date);
          await added.getByLabel('From').selectOption(from);
          await added.getByLabel('To').selectOption(to);
          await added.getByRole('button', { name: 'Add window' }).click();
        }
        await expect(page.getByText('2 windows, 10 slots')).toBeVisible();
        // The panel's calendars are read: the two without one are named.
        await expect(page.getByText(/No calendar is connected for /)).toContainText(imani.email);
        await expectNoSeriousA11yViolations(page);
        await page.getByRole('button', { name: 'Next', exact: true }).click();

        await expect(page.getByRole('heading', { name: 'Step 4 of 5: Review & confirm' })).toBeFocused();
        const slots = page.getByRole('table', { name: 'Slots of the schedule' });
        await expect(slots.getByRole('row')).toHaveCount(11);
        await expect(slots.getByText(`Clashes with a busy time: ${tomasz.email}`).first()).toBeVisible();
        await expectNoSeriousA11yViolations(page);
        await page.getByRole('button', { name: 'Next', exact: true }).click();

        await expect(page.getByRole('heading', { name: 'Step 5 of 5: Create Invitation' })).toBeFocused();
        await page.getByRole('button', { name: 'Create schedule and send invitations' }).click();
        await expect(page.getByText('Schedule created. 8 candidates invited.')).toBeVisible();
        const href = (await page.getByRole('link', { name: 'Open the schedule' }).getAttribute('href')) ?? '';
        return Number(href.split('/').at(-1));
      });

    const schedule = await apiJson<Schedule>(adminApi, 'GET', `/schedules/${scheduleId}`);
    await test.step('every slot has a panel of 2, and nobody sits in their busy time', async () => {
      expect(schedule.slots).toHaveLength(10);
      for (const slot of schedule.slots) expect(slot.interviewerEmails).toHaveLength(2);
      const seated = (email: string) =>
        schedule.slots.filter((slot) => slot.interviewerEmails.includes(email));
      expect(seated(tomasz.email).length).toBeGreaterThan(0);
      for (const interval of busy.colleague)
        expect(seated(tomasz.email).filter((slot) => overlaps(slot, interval))).toEqual([]);
      for (const interval of busy.outsider)
        expect(seated(kcOne ?? '').filter((slot) => overlaps(slot, interval))).toEqual([]);
    });

    // The candidate who will move books a first-day slot with Tomasz on its panel, from the emailed link.
    const mover = candidates[0];
    if (!mover) throw new Error('no candidates');
    const firstSlot = schedule.slots.find(
      (slot) =>
        slot.interviewerEmails.includes(tomasz.email) &&
        slot.startDateTime * 1000 >= londonAt(day, '11:00').getTime(),
    );
    if (!firstSlot) throw new Error('Tomasz sits no slot after 11:00');
    const clock = (slot: Slot) =>
      new Intl.DateTimeFormat('en-GB', {
        timeZone: 'Europe/London',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      }).format(new Date(slot.startDateTime * 1000));
    const candidatePage = await pageOnHost(browser, firm.url);
    const invitation = await readOutbox(mover.email, { subject: /^Book your interview/ });
    const link = linkTo(invitation, '/interview/');
    await test.step('a candidate books from the emailed link and sees their own interview marked', async () => {
      await candidatePage.goto(link);
      await expect(
        candidatePage.getByRole('heading', { name: 'Choose an interview time', level: 1 }),
      ).toBeVisible();
      const times = candidatePage.getByRole('region', { name: 'Interview times' });
      const start = clock(firstSlot);
      await times.getByRole('button', { name: new RegExp(` ${start} - \\d\\d:\\d\\d Available$`) }).click();
      await candidatePage.getByRole('button', { name: 'Confirm time' }).click();
      await expect(candidatePage.getByText(/^Your interview is booked for /)).toBeVisible();
      await expect(times.getByText('Your interview')).toBeVisible();
      await expectNoSeriousA11yViolations(candidatePage);
    });

    await test.step('the manager books six more, and each booking is in its panel’s Radicale calendars', async () => {
      const others = schedule.invitations.filter((each) => each.candidateEmail !== mover.email).slice(0, 6);
      const free = schedule.slots.filter(
        (slot) =>
          slot.id !== firstSlot.id && slot.startDateTime * 1000 < londonAt(nextDay, '00:00').getTime(),
      );
      for (const [index, other] of others.entries()) {
        await apiJson(adminApi, 'PUT', `/schedules/${scheduleId}/invitations/${other.id}/booking`, {
          slotId: free[index]?.id,
        });
      }
      const booked = (await apiJson<Schedule>(adminApi, 'GET', `/schedules/${scheduleId}`)).slots.filter(
        (slot) => slot.candidateId !== null,
      );
      expect(booked).toHaveLength(7);
      const expected = (email: string) =>
        booked
          .filter((slot) => slot.interviewerEmails.includes(email))
          .map((slot) => slot.startDateTime * 1000)
          .sort();
      await expect
        .poll(() => interviewsIn(radicale, calendars.colleague, 'colleague'), { timeout: 60_000 })
        .toEqual(expected(tomasz.email));
      await expect
        .poll(() => interviewsIn(radicale, calendars.outsider, 'outsider'), { timeout: 60_000 })
        .toEqual(expected(kcOne ?? ''));
    });

    await test.step('the candidate moves to the next morning, when Tomasz is busy: he is told of the old time, the new panel of the new', async () => {
      const since = Date.now();
      const confirmation = await readOutbox(mover.email, { subject: /is booked/ });
      const booked = await calendarOfEmail(confirmation.file);
      const uid = calendarProperty(booked?.text ?? '', 'UID') ?? '';
      expect(uid, 'the booking’s calendar UID').not.toBe('');
      await candidatePage.reload();
      const times = candidatePage.getByRole('region', { name: 'Interview times' });
      await times.getByRole('button', { name: / 09:00 - 10:00 Available$/ }).click();
      await candidatePage.getByRole('button', { name: 'Confirm time' }).click();
      await expect(candidatePage.getByText(/^Your interview is booked for [^,]+, 09:00\.$/)).toBeVisible();

      const after = await apiJson<Schedule>(adminApi, 'GET', `/schedules/${scheduleId}`);
      const newSlot = after.slots.find(
        (slot) => slot.startDateTime * 1000 === londonAt(nextDay, '09:00').getTime(),
      );
      if (!newSlot) throw new Error('no slot at 09:00 the next day');
      expect(newSlot.candidateId).not.toBeNull();
      expect(newSlot.interviewerEmails).toHaveLength(2);
      expect(newSlot.interviewerEmails).not.toContain(tomasz.email);

      // Tomasz: a CANCEL of the same interview at the old time, in his inbox and gone from his calendar.
      await expect
        .poll(async () => (await calendarMessages(tomasz.email, since, 'CANCEL', uid)).length, {
          timeout: 60_000,
        })
        .toBe(1);
      const [cancellation] = await calendarMessages(tomasz.email, since, 'CANCEL', uid);
      expect(startOf(cancellation?.ics ?? '')).toBe(firstSlot.startDateTime * 1000);
      expect(cancellation?.body).toContain(clock(firstSlot));
      await expect
        .poll(() => interviewsIn(radicale, calendars.colleague, 'colleague'), { timeout: 60_000 })
        .not.toContain(firstSlot.startDateTime * 1000);

      // The new slot's panel: a REQUEST of the same interview, later in its sequence, at the new time.
      for (const email of newSlot.interviewerEmails) {
        await expect
          .poll(async () => (await calendarMessages(email, since, 'REQUEST', uid)).length, {
            timeout: 60_000,
          })
          .toBeGreaterThan(0);
        for (const { ics } of await calendarMessages(email, since, 'REQUEST', uid)) {
          expect(Number(calendarProperty(ics, 'SEQUENCE'))).toBeGreaterThan(0);
          expect(startOf(ics)).toBe(newSlot.startDateTime * 1000);
        }
      }
    });

    await test.step('the manager’s schedule page shows the new slot’s panel and who the move took off', async () => {
      await page.goto(`/manager/schedules/${scheduleId}`);
      const after = await apiJson<Schedule>(adminApi, 'GET', `/schedules/${scheduleId}`);
      const newSlot = after.slots.find(
        (slot) => slot.startDateTime * 1000 === londonAt(nextDay, '09:00').getTime(),
      );
      const nextDayTable = page.getByRole('table', { name: /: \d+ free of 2$/ }).last();
      await expect(nextDayTable).toContainText(`${mover.firstName} ${mover.lastName}`);
      for (const email of newSlot?.interviewerEmails ?? []) await expect(nextDayTable).toContainText(email);
      await expect(nextDayTable).toContainText(`Not free at the new time, so taken off: ${tomasz.email}`);
      await expectNoSeriousA11yViolations(page);
    });
  } finally {
    await radicale.close();
  }
});
