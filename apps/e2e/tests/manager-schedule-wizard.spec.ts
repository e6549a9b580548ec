import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/accessibility.ts';
import { apiJson, organisationIdOf, signInToApi } from '../support/api-session.ts';
import { candidateRows, pickStage, selectionBar, signedInPage } from '../support/console.ts';
import { demoUsers, organizationUrl } from '../support/environment.ts';

// Issue 14: a manager ticks a role's candidates, opens the scheduling wizard from the list and walks
// its five steps (§2) with the mouse and the keyboard: role and stage, slot length and gap, availability drawn
// on the week calendar and typed, a slot taken out at review, the deadline and the invitation's preview, then
// sends. Northwind's Data Science scheme is used: no other journey reads its stages.

const northwindUrl = organizationUrl('northwind');
const role = 'Data Science Graduate Scheme 2027';
const interviewStage = '2nd round';

test('a manager invites the ticked candidates of a stage through the five-step scheduling wizard', async ({
  browser,
  request,
}) => {
  // Setup: the role's submitted applications go through to the second round, as a manager would move them.
  const manager = await signInToApi(request, demoUsers.northwindManager);
  const roles = await apiJson<{ id: number; name: string }[]>(manager, 'GET', '/roles?subdomain=northwind');
  const roleId = roles.find((one) => one.name === role)?.id ?? 0;
  const stages = await apiJson<{ id: number; subStages: { id: number; defaultSubStage: boolean }[] }[]>(
    manager,
    'GET',
    `/organization/${await organisationIdOf(manager)}/stages?subdomain=northwind`,
  );
  const secondRound = stages.find((stage) => stage.id === 7)?.subStages.find((sub) => sub.defaultSubStage);
  const moved = await apiJson<{ moved: number }>(
    manager,
    'POST',
    `/candidate/bulkstage/filter/7/${secondRound?.id}?subdomain=northwind`,
    { roleId, filters: { statuses: ['ACTIVE'] } },
  );
  const invited = moved.moved;
  expect(invited, 'applications moved to the second round').toBeGreaterThan(1);

  const page = await signedInPage(browser, northwindUrl, demoUsers.northwindManager);
  await page.getByRole('link', { name: role, exact: true }).click();
  await expect(page.getByRole('heading', { name: role, level: 1 })).toBeVisible();
  await expect(candidateRows(page).first()).toBeVisible();
  await pickStage(page, interviewStage);
  await expect(candidateRows(page)).toHaveCount(invited);
  await page.getByRole('checkbox', { name: 'Select every candidate on this page' }).check();
  await selectionBar(page).getByRole('link', { name: 'Schedule interviews' }).click();

  // Step 1: the role, stage and the ticked candidates arrive with the wizard.
  await expect(page.getByRole('heading', { name: 'Step 1 of 5: Select role & stage' })).toBeFocused();
  await expect(page.getByLabel('Role')).toHaveValue(String(roleId));
  await expect(page.getByLabel('Interview stage')).toHaveValue('7');
  await expect(
    page.getByRole('radio', { name: `The ${invited} candidates you selected in the list` }),
  ).toBeChecked();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Next', exact: true }).click();

  // Step 2 from the keyboard: the name is the stage's until changed; a 45-minute slot with a 15-minute gap.
  await expect(page.getByRole('heading', { name: 'Step 2 of 5: Define time slots' })).toBeFocused();
  await expect(page.getByLabel('Schedule name')).toHaveValue(interviewStage);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Schedule name')).toBeFocused();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('Partner interview');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Interview length')).toBeFocused();
  await page.getByLabel('Interview length').selectOption('45');
  await page.getByLabel('Gap between interviews').selectOption('15');
  await page.getByLabel('Location or video link').fill('Northwind, 20 Canal Street, Manchester');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Next', exact: true }).click();

  // Step 3: going on without availability is refused with the reason.
  await expect(page.getByRole('heading', { name: 'Step 3 of 5: Add availability' })).toBeFocused();
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText('Draw at least one availability window');

  // A window drawn with the mouse on next week's Tuesday, 09:00 to 12:00: three 45-minute slots.
  await page.locator('.fc-next-button').click();
  const tuesday = page.locator('.fc-timegrid-col').nth(1);
  const column = await tuesday.boundingBox();
  const nine = await page.locator('td.fc-timegrid-slot-lane[data-time="09:00:00"]').boundingBox();
  const noon = await page.locator('td.fc-timegrid-slot-lane[data-time="12:00:00"]').boundingBox();
  if (!column || !nine || !noon) throw new Error('the calendar is not laid out');
  await page.mouse.move(column.x + column.width / 2, nine.y + 2);
  await page.mouse.down();
  await page.mouse.move(column.x + column.width / 2, noon.y - 2, { steps: 12 });
  await page.mouse.up();
  await expect(page.getByText('1 window, 3 slots')).toBeVisible();

  // A second window typed: the Wednesday after, 14:00 to 16:00, two more slots.
  const added = page.getByRole('group', { name: 'Add a window without the mouse' });
  const tuesdayDate = await tuesday.getAttribute('data-date');
  const wednesday = new Date(`${tuesdayDate}T12:00:00Z`);
  wednesday.setUTCDate(wednesday.getUTCDate() + 1);
  await added.getByLabel('Day').fill(wednesday.toISOString().slice(0, 10));
  await added.getByLabel('From').selectOption('14:00');
  await added.getByLabel('To').selectOption('16:00');
  await added.getByRole('button', { name: 'Add window' }).press('Enter');
  await expect(page.getByText('2 windows, 5 slots')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Next', exact: true }).click();

  // Step 4: every slot Available; the 10:00 one is taken out.
  await expect(page.getByRole('heading', { name: 'Step 4 of 5: Review & confirm' })).toBeFocused();
  const slots = page.getByRole('table', { name: 'Slots of the schedule' }).getByRole('row');
  await expect(slots).toHaveCount(6);
  await expect(page.getByRole('cell', { name: 'Available' })).toHaveCount(5);
  await page.getByRole('button', { name: /^Remove the slot at .* 10:00$/ }).click();
  await expect(page.getByText('4 slots kept')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Next', exact: true }).click();

  // Step 5: a three-day deadline at 23:59, the organisation's invitation previewed, then sent.
  await expect(page.getByRole('heading', { name: 'Step 5 of 5: Create Invitation' })).toBeFocused();
  await expect(page.getByText(`4 slots for ${invited} candidates`)).toBeVisible();
  await page.getByLabel('Book by').selectOption('3');
  await expect(page.getByLabel('Book by')).toContainText(/3 days: .*, 23:59/);
  await expect(page.getByText('Subject:')).toBeVisible();
  await expectNoSeriousA11yViolations(page, { exclude: ['iframe'] });
  await page.getByRole('button', { name: 'Create schedule and send invitations' }).click();
  await expect(page.getByText(`Schedule created. ${invited} candidates invited.`)).toBeVisible();

  // The schedule holds the four slots kept and an invitation for each candidate.
  const scheduleId = Number(
    new URL(
      (await page.getByRole('link', { name: 'Open the schedule' }).getAttribute('href')) ?? '',
      northwindUrl,
    ).pathname
      .split('/')
      .at(-1),
  );
  const schedule = await apiJson<{ name: string; slots: unknown[]; invitations: unknown[] }>(
    manager,
    'GET',
    `/schedules/${scheduleId}?subdomain=northwind`,
  );
  expect(schedule.name).toBe('Partner interview');
  expect(schedule.slots).toHaveLength(4);
  expect(schedule.invitations).toHaveLength(invited);
});
