import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/accessibility.ts';
import { apiJson, signInToApi } from '../support/api-session.ts';
import { calendarOfEmail } from '../support/calendar.ts';
import { createClientOrganisation, pageOnHost } from '../support/client-organisation.ts';
import type { Account } from '../support/firm.ts';
import { addManagerAdmin, applyThroughApi, openRole } from '../support/firm.ts';
import { readOutbox } from '../support/outbox.ts';
import { fillSignIn } from '../support/sign-in.ts';

// Issue 33, journey 2: a manager admin of the journey's own firm builds an assessment-centre day for 12
// candidates, 4 exercises and 6 assessors, generates the rota, reads the grid to find no one in two places in a
// round, previews and publishes, and every assessor's email carries a calendar file with their sittings. Then
// the two assessors of one group sitting score a candidate apart (the manager admin, and an outside partner from
// the emailed link), and the wash-up matrix shows both ratings and flags the disagreement. The day's set-up goes
// through the API (the form is the same PUT); the screens are the point from creating the day to the wash-up.

const stamp = Date.now().toString(36);
const centreStage = 9;

const applicant = (index: number, subdomain: string): Account => ({
  firstName:
    ['Ada', 'Bram', 'Cleo', 'Dev', 'Esme', 'Femi', 'Gus', 'Hana', 'Ivo', 'Juno', 'Kit', 'Lior'][index] ??
    'Pat',
  lastName: `Centre${String.fromCharCode(97 + index)}`,
  email: `centre.${index}.${subdomain}@example.test`,
  password: 'Centre#Day2026',
});

/** What the journey reads of GET .../assessment-centres/{id}: who sits where. */
interface CentreSittings {
  exercises: { id: number; kind: string }[];
  assessors: { key: string; userId: number | null; email: string }[];
  sessions: { exerciseId: number; candidateIds: number[]; assessorKeys: string[] }[];
}

const outside = ['partner.one', 'partner.two', 'associate.one', 'associate.two', 'associate.three'];

/** The text of one part of every sitting in a grid row: its candidates or its assessors, by name. */
async function namesInRound(page: Page, round: number, part: 'candidates' | 'assessors'): Promise<string[]> {
  const texts = await page
    .getByTestId('rota-grid')
    .locator(`tr[data-round="${round}"] [data-role="${part}"]`)
    .allTextContents();
  return texts.flatMap((text) =>
    text
      .replace(/^[^:]*:\s*/, '')
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean),
  );
}

test('a manager admin generates an assessment-centre rota for 12 candidates, 4 exercises and 6 assessors, publishes it, and the wash-up flags a disagreement', async ({
  browser,
  request,
}) => {
  const admin = await signInToApi(request, 'admin@shortlist.test');
  const firm = await createClientOrganisation(admin, 'centre');
  const roleName = `Training Contract ${stamp}`;
  const people = Array.from({ length: 12 }, (_, index) => applicant(index, firm.subdomain));
  const outsideEmails = outside.map((name) => `${name}.${firm.subdomain}@example.test`);

  const { manager, roleId, ids } =
    await test.step('the firm, its manager admin, its role and 12 candidates at the assessment centre', async () => {
      const roleId = await openRole(admin, firm, roleName);
      const account = await addManagerAdmin(
        admin,
        firm,
        { firstName: 'Morag', lastName: 'Ellis', email: `morag.ellis.${firm.subdomain}@example.test` },
        'Centre#Manager2026',
      );
      const ids = await Promise.all(people.map((person) => applyThroughApi(request, roleId, person)));
      const api = await signInToApi(request, account.email, account.password);
      for (const id of ids) {
        await apiJson(api, 'POST', `/candidate/${id}/ostage/${centreStage}`, { message: { send: false } });
      }
      return { manager: { ...account, api }, roleId, ids };
    });

  const page = await pageOnHost(browser, firm.url);
  const centreId = await test.step('the manager admin creates the day from the role', async () => {
    await page.goto(`/manager/roles/${roleId}/assessment-centres`);
    await expect(page.getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible();
    await fillSignIn(page, manager.email, manager.password);
    await expect(
      page.getByRole('heading', { name: `Assessment centres: ${roleName}`, level: 1 }),
    ).toBeVisible();
    await expect(page.getByText('No assessment-centre days for this role yet')).toBeVisible();
    await page.getByLabel('Name', { exact: true }).fill('Spring assessment centre');
    await page.getByLabel('Date', { exact: true }).fill('2030-03-12');
    await page.getByLabel('First round starts').fill('09:00');
    await page.getByLabel('Address').fill('1 Fleet Street, London');
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Create the day' }).click();
    await expect(page.getByRole('heading', { name: 'Spring assessment centre', level: 1 })).toBeVisible();
    return Number(new URL(page.url()).pathname.split('/').at(-1));
  });

  await test.step('the day is set up: rooms, four exercises, the 12 candidates and six assessors', async () => {
    const me = await apiJson<{ id: number }>(manager.api, 'GET', '/user');
    await apiJson(manager.api, 'PUT', `/organization/${firm.id}/assessment-centres/${centreId}`, {
      name: 'Spring assessment centre',
      day: '2030-03-12',
      startTime: '09:00',
      roundMinutes: 45,
      breakMinutes: 15,
      location: '1 Fleet Street, London',
      rooms: ['Room 1', 'Room 2', 'Boardroom', 'Hall'],
      exercises: [
        {
          kind: 'interview',
          name: 'Interview',
          minutes: 40,
          candidatesPerSession: 1,
          assessorsPerSession: 1,
          rooms: ['Room 1', 'Room 2'],
        },
        {
          kind: 'group_exercise',
          name: 'Group exercise',
          minutes: 45,
          candidatesPerSession: 6,
          assessorsPerSession: 2,
          rooms: ['Boardroom'],
        },
        {
          kind: 'written_case',
          name: 'Written case',
          minutes: 45,
          candidatesPerSession: 12,
          assessorsPerSession: 1,
          rooms: ['Hall'],
        },
        {
          kind: 'presentation',
          name: 'Presentation',
          minutes: 30,
          candidatesPerSession: 1,
          assessorsPerSession: 1,
          videoLink: 'https://meet.example.com/spring',
        },
      ],
      candidateIds: ids,
      assessors: [
        { userId: me.id, conflictCandidateIds: [ids[0]] },
        ...outsideEmails.map((email, index) => ({ email, name: `${outside[index]}`.replace('.', ' ') })),
      ],
    });
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Set up the day' })).toBeVisible();
    await expect(page.getByText('12 of the role’s candidates at this stage are chosen.')).toBeVisible();
  });

  await test.step('the rota is generated and no one is in two places in any round', async () => {
    await page.getByRole('button', { name: 'Generate the rota' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'The rota was generated' })).toBeVisible();
    const grid = page.getByTestId('rota-grid');
    await expect(grid).toBeVisible();
    const rounds = await grid.locator('tbody tr').count();
    expect(rounds).toBeGreaterThanOrEqual(4);
    const seats = new Map<string, number>();
    for (let round = 0; round < rounds; round++) {
      const candidates = await namesInRound(page, round, 'candidates');
      const assessors = await namesInRound(page, round, 'assessors');
      expect(new Set(candidates).size, `candidates of round ${round + 1}`).toBe(candidates.length);
      expect(new Set(assessors).size, `assessors of round ${round + 1}`).toBe(assessors.length);
      for (const name of candidates) seats.set(name, (seats.get(name) ?? 0) + 1);
    }
    // Every candidate sits each of the four exercises once.
    expect(seats.size).toBe(12);
    expect([...seats.values()].every((count) => count === 4)).toBe(true);
    await page.setViewportSize({ width: 1440, height: 900 });
    await expectNoSeriousA11yViolations(page);
  });

  await test.step('each person’s schedule reads as their email will', async () => {
    const schedules = page.getByRole('region', { name: 'Schedules' });
    await schedules.getByLabel('Whose schedule').selectOption({ label: 'partner one (assessor)' });
    await expect(schedules.getByRole('table')).toBeVisible();
  });

  const publishedAt = Date.now();
  await test.step('the preview names who is emailed, then the schedules are sent', async () => {
    const publish = page.getByRole('region', { name: 'Publish the schedules' });
    await publish.getByRole('button', { name: 'Preview the emails' }).click();
    await expect(publish.getByText('18 people will be emailed.')).toBeVisible();
    await expect(publish.getByText(/Sample email to morag\.ellis\./)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await publish.getByRole('button', { name: 'Send 18 emails' }).click();
    await expect(
      publish
        .getByRole('status')
        .filter({ hasText: 'The schedules were sent: 6 to assessors, 12 to candidates.' }),
    ).toBeVisible();
  });

  await test.step('every assessor’s email has an .ics of their sittings', async () => {
    for (const email of [manager.email, ...outsideEmails]) {
      const message = await readOutbox(email, {
        subject: /Your assessment-centre schedule/,
        since: publishedAt,
      });
      expect(message.body).toContain('Your sittings:');
      const calendar = await calendarOfEmail(message.file);
      expect(calendar, `the calendar of ${email}`).not.toBeNull();
      expect(calendar?.contentType).toMatch(/text\/calendar.*method=REQUEST/i);
      const sittings = (message.body.match(/^\d{2}:\d{2}-\d{2}:\d{2} /gm) ?? []).length;
      expect(sittings).toBeGreaterThan(0);
      expect((calendar?.text.match(/BEGIN:VEVENT/g) ?? []).length).toBe(sittings);
    }
    const candidate = await readOutbox(people[0]?.email ?? '', {
      subject: /Your assessment centre with/,
      since: publishedAt,
    });
    expect((await calendarOfEmail(candidate.file))?.text.match(/BEGIN:VEVENT/g)).toHaveLength(4);
  });

  await test.step('the two assessors of a group sitting score a candidate apart, and the wash-up flags it', async () => {
    const organization = `/organization/${firm.id}`;
    const teamwork = await apiJson<{ id: number }>(manager.api, 'POST', `${organization}/competencies`, {
      name: 'Teamwork',
      guide: { '1': 'Works alone', '3': 'Shares the task', '5': 'Brings the others in' },
    });
    const centre = await apiJson<CentreSittings>(
      manager.api,
      'GET',
      `${organization}/assessment-centres/${centreId}`,
    );
    const mine = centre.assessors.find((assessor) => assessor.userId !== null);
    const group = centre.exercises.find((exercise) => exercise.kind === 'group_exercise');
    const mySittings = centre.sessions.filter((session) => session.assessorKeys.includes(mine?.key ?? ''));
    // A candidate the manager admin assesses in this sitting only: with another of theirs still a draft, the
    // wash-up would rightly keep the others' ratings from them (no anchoring).
    const onlyHere = (candidate: number) =>
      mySittings.filter((session) => session.candidateIds.includes(candidate)).length === 1;
    const sitting = mySittings.find(
      (session) => session.exerciseId === group?.id && session.candidateIds.some(onlyHere),
    );
    const partner = centre.assessors.find(
      (assessor) => assessor.key !== mine?.key && sitting?.assessorKeys.includes(assessor.key),
    );
    const candidateId = sitting?.candidateIds.find(onlyHere);
    if (!group || !partner || !candidateId) throw new Error('no group sitting of the manager admin’s');
    const card = { stageId: centreStage, exerciseId: group.id };

    // The manager admin scores a 2; the partner, asked for theirs, opens the emailed link and scores a 4.
    await apiJson(manager.api, 'POST', `${organization}/candidate/${candidateId}/scorecard`, {
      ...card,
      ratings: [{ competencyId: teamwork.id, rating: 2, evidence: 'Spoke over the others twice.' }],
      recommendation: 'no',
      submit: true,
    });
    const askedAt = Date.now();
    await apiJson(manager.api, 'POST', `${organization}/candidate/${candidateId}/scorecards`, {
      ...card,
      assessors: [{ email: partner.email }],
    });
    const request = await readOutbox(partner.email, { subject: /asks for your scorecard/, since: askedAt });
    const link = request.body.match(/https?:\/\/\S+\/screen\/scorecard\S+/)?.[0];
    expect(link, 'the scorecard link').toBeDefined();
    const partnerContext = await browser.newContext();
    const partnerPage = await partnerContext.newPage();
    await partnerPage.goto(link ?? '');
    // The partner opens the firm's site for the first time: the cookie choice comes first.
    await partnerPage.getByRole('button', { name: 'Reject all' }).click();
    await partnerPage.getByRole('radio', { name: '4', exact: true }).check();
    await partnerPage.getByRole('radio', { name: 'Yes', exact: true }).check();
    await expectNoSeriousA11yViolations(partnerPage);
    await partnerPage.getByRole('button', { name: 'Submit scorecard' }).click();
    await expect(partnerPage.getByText(/^Scorecard submitted/)).toBeVisible();
    await partnerContext.close();

    await page.goto(`/manager/roles/${roleId}/wash-up?stage=${centreStage}`);
    const matrix = page.getByRole('table', { name: /^Wash-up at / });
    await expect(matrix).toBeVisible();
    // The candidate's row: the exercise's column and the competency's across the day both hold the two ratings.
    for (const column of ['Teamwork · Group exercise', 'Teamwork']) {
      await expect(
        matrix.getByRole('cell', { name: `${column}: 2, 4 (mean 3.0, spread 2, disagreement)`, exact: true }),
      ).toBeVisible();
    }
    await expect(matrix.getByText('Disagreement', { exact: true })).toHaveCount(2);
    await expectNoSeriousA11yViolations(page);
  });
});
