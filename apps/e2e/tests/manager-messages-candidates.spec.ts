import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/accessibility.ts';
import {
  candidateCount,
  candidateRows,
  crowdedHartwellRole,
  hartwellManagerAdmin,
  pickStage,
  roleAddress,
  selectionBar,
  signInToConsole,
  stageCounts,
} from '../support/console.ts';
import { demoUsers } from '../support/environment.ts';
import { field } from '../support/fields.ts';
import { readOutbox } from '../support/outbox.ts';

// Issue 16: a manager admin words the rejection email, bulk-rejects three candidates, and the outbox holds
// three branded HTML emails, each with its candidate's name merged in; a text message with a character
// outside the GSM set is refused with a field message. The rejected candidates are put back afterwards
// (Undo), so the other journeys find the stage as the seed left it.

const stageName = 'At online test';
const subject = `Your application to ${crowdedHartwellRole}`;

/** The first `count` rows' names ('Last, First') and emails, as the list shows them. */
async function firstRows(page: Page, count: number) {
  const rows = await candidateRows(page).evaluateAll(
    (items, wanted) =>
      items
        .slice(0, wanted)
        .map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent?.trim() ?? '')),
    count,
  );
  return rows.map((cells) => {
    const name = cells.find((text) => /^[^,@]+, [^,@]+$/.test(text)) ?? '';
    const email = cells.find((text) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text)) ?? '';
    return { firstName: name.split(', ')[1] ?? '', email };
  });
}

test('a manager admin words the rejection email, rejects three candidates, and each receives it branded with their name', async ({
  page,
}) => {
  await signInToConsole(page, hartwellManagerAdmin);

  await page.goto('/manager/settings/messages');
  await expect(page.getByRole('heading', { name: 'Message templates', level: 1 })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: 'Edit the Rejection Email' }).click();
  await expect(page.getByRole('heading', { name: 'Rejection: Email' })).toBeVisible();
  await field(page, 'Subject').fill('Your application to {{ role.name }}');
  // The shipped rejection greets with {% if %}, so it opens as Liquid; a plain text would open formatted.
  const liquid = page.getByRole('button', { name: 'Edit as Liquid' });
  if ((await liquid.getAttribute('aria-pressed')) === 'false') await liquid.click();
  await field(page, 'Message').fill(
    'Dear {{ candidate.firstName }},\n\nThank you for applying to {{ organization.name }}. We will not take your application further this time.\n\nThe graduate recruitment team',
  );
  const preview = page.frameLocator('iframe[title="Email as candidates see it"]');
  await expect(preview.getByText('Dear Alex,').filter({ visible: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page, { exclude: ['iframe[sandbox]'] });
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Template saved.')).toBeVisible();
  // Issue 32: the saved text is plain with merge fields, so it shows formatted, its fields as chips.
  await liquid.click();
  await expect(liquid).toHaveAttribute('aria-pressed', 'false');
  const body = field(page, 'Message');
  await expect(body.locator('[data-merge-field="candidate.firstName"]')).toHaveText('First name');
  // Typing {{ opens the field picker; the keyboard chooses a field, which lands as a chip.
  await body.click();
  await page.keyboard.press('Control+End');
  await page.keyboard.type(' {{');
  await expect(page.getByRole('combobox', { name: 'Merge field to insert' })).toBeFocused();
  await page.keyboard.type('rol');
  await expectNoSeriousA11yViolations(page, { exclude: ['iframe[sandbox]'] });
  await page.keyboard.press('Enter');
  await expect(body.locator('[data-merge-field="role.name"]')).toHaveText('Role');
  await expect(body).toBeFocused();

  // Issue 32: rejections wait for the next working morning by default; this journey sends them at once.
  await page.goto('/manager/settings/message-policies');
  const rejectedPolicy = page.getByRole('region', { name: 'Rejected' });
  await rejectedPolicy.getByRole('heading', { name: 'Rejected' }).click();
  const policyForm = rejectedPolicy.getByRole('form', { name: 'Rejected', exact: true });
  await policyForm.getByRole('radio', { name: 'At once' }).check();
  await expectNoSeriousA11yViolations(page);
  await policyForm.getByRole('button', { name: 'Save the messages of Rejected' }).click();
  await expect(page.getByText('The messages of Rejected are saved.')).toBeVisible();

  await page.goto('/manager/roles');
  await page.goto(await roleAddress(page, crowdedHartwellRole));
  await expect(candidateRows(page).first()).toBeVisible();
  const atStage = (await stageCounts(page)).get(stageName) ?? 0;
  expect(atStage, `candidates at ${stageName}`).toBeGreaterThanOrEqual(3);
  await pickStage(page, stageName);
  // The previous stage's rows stay on screen while the chosen one loads: wait for its own count.
  await expect(candidateCount(page, atStage)).toBeVisible();
  await expect(candidateRows(page)).toHaveCount(atStage);
  const chosen = await firstRows(page, 3);
  for (const index of [0, 1, 2]) await candidateRows(page).nth(index).getByRole('checkbox').check();
  const bar = selectionBar(page);
  await expect(bar).toContainText('3 selected');
  await bar.getByRole('button', { name: 'Move', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Move' });
  await dialog.getByRole('combobox', { name: 'Stage', exact: true }).selectOption({ label: 'Rejected' });
  // The dialog says what will be sent, offers the reworded rejection and waits for a reason.
  await expect(dialog.getByText(/^Tells 3 by email.*, sent at once\./)).toBeVisible();
  await dialog
    .getByRole('combobox', { name: 'Message to the candidates' })
    .selectOption({ label: 'Rejection' });
  await expect(dialog.getByRole('button', { name: 'Confirm' })).toBeDisabled();
  await dialog.getByRole('combobox', { name: 'Reason for the rejection' }).selectOption({ label: 'Other' });
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  const banner = page.getByRole('status').filter({ hasText: '3 candidates moved to Rejected.' });
  await expect(banner).toBeVisible();

  for (const { firstName, email } of chosen) {
    const message = await readOutbox(email, { subject });
    expect(message.body).toContain(`Dear ${firstName},`);
    expect(message.body).toContain('Thank you for applying to Hartwell & Finch LLP.');
    expect(message.html, `the HTML part of the email to ${email}`).not.toBeNull();
    expect(message.html).toContain(`Dear ${firstName},`);
    expect(message.html).toContain('Hartwell &amp; Finch LLP');
    expect(message.html).toContain('<table');
  }

  await banner.getByRole('button', { name: 'Undo' }).click();
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: /^Undone: 3 candidates .* 3 messages had already been sent\./ }),
  ).toBeVisible();

  // The organisation's rejections go back to the next working morning for the other journeys.
  await page.goto('/manager/settings/message-policies');
  await rejectedPolicy.getByRole('heading', { name: 'Rejected' }).click();
  await policyForm.getByRole('button', { name: 'Go back to the default for Rejected' }).click();
  await expect(page.getByText('Rejected is back to its default.')).toBeVisible();
});

test('a text message with a character outside the GSM set is refused with a field message', async ({
  page,
}) => {
  await signInToConsole(page, demoUsers.hartwellManager);
  await page.goto(await roleAddress(page, crowdedHartwellRole));
  await candidateRows(page).first().getByRole('checkbox').check();
  await selectionBar(page).getByRole('button', { name: 'Message', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Message 1 candidate' });
  await dialog.getByRole('radio', { name: 'Text message' }).check();
  await field(dialog, 'Message').fill('Your interview is confirmed ✓ See you on Monday.');
  await expect(
    dialog.getByText('Text messages can only use the standard SMS characters. Remove: ✓'),
  ).toBeVisible();
  await expect(field(dialog, 'Message')).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByRole('button', { name: 'Send' })).toBeDisabled();
  await expectNoSeriousA11yViolations(page);

  await field(dialog, 'Message').fill('Your interview is confirmed. See you on Monday.');
  await expect(dialog.getByText(/^\d+ characters · 1 message$/)).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Send' })).toBeEnabled();
});
