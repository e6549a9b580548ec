import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/accessibility.ts';
import { freshApplicant, motivationAnswer } from '../support/application.ts';
import {
  candidateRows,
  crowdedHartwellRole,
  hartwellManagerAdmin,
  pickStage,
  roleAddress,
  signedInPage,
  signInToConsole,
} from '../support/console.ts';
import { demoUsers, hartwellUrl } from '../support/environment.ts';
import { field } from '../support/fields.ts';

// Issue 13: a hiring manager opens a candidate from a role's list, reads the application, views the CV,
// reads the stage's scores a manager admin decides (issue 33), writes a note, moves the candidate on, and goes to the next
// candidate of the list by keyboard. The candidate is a fresh applicant of this journey, so the moves and
// scores touch no seeded candidate another journey counts.

/** A surname no other run shares (letters only, as names take). */
function uniqueSurname(): string {
  const letters = Date.now()
    .toString(26)
    .split('')
    .map((digit) => String.fromCharCode(97 + Number.parseInt(digit, 26)))
    .join('');
  return `Quill${letters}`;
}

function section(page: Page, title: string) {
  return page.getByRole('region', { name: title, exact: true });
}

/** 'P of N' in the record's previous / next navigation. */
async function readPosition(page: Page): Promise<{ position: number; total: number }> {
  const text = await page.getByRole('navigation', { name: 'Candidates of the list' }).textContent();
  const match = /(\d+) of (\d+)/.exec(text ?? '');
  expect(match, `a position in "${text}"`).not.toBeNull();
  return { position: Number(match?.[1]), total: Number(match?.[2]) };
}

test('a hiring manager reviews a candidate from a list: answers, CV, scores, a note, a move, then the next one by keyboard', async ({
  browser,
  page,
}) => {
  const applicant = {
    firstName: 'Robin',
    lastName: uniqueSurname(),
    email: `reviewed.applicant.${Date.now()}@example.test`,
    password: 'Fresh#Start2026',
  };
  await freshApplicant(browser, applicant, crowdedHartwellRole);

  await test.step('opens the candidate from the Applied stage of the role', async () => {
    await signInToConsole(page, demoUsers.hartwellManager);
    await page.goto(await roleAddress(page, crowdedHartwellRole));
    await expect(candidateRows(page).first()).toBeVisible();
    await pickStage(page, 'Applied');
    const row = candidateRows(page).filter({ hasText: `${applicant.lastName}, ${applicant.firstName}` });
    await row.getByRole('button', { name: `${applicant.lastName}, ${applicant.firstName}` }).click();
    await expect(page).toHaveURL(/\/manager\/candidate\/\d+\?return=/);
    await expect(
      page.getByRole('heading', { name: `${applicant.firstName} ${applicant.lastName}`, level: 1 }),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  await test.step('reads the application and views the CV', async () => {
    await expect(section(page, 'Application answers')).toContainText('Why do you want to join us?');
    await expect(section(page, 'Application answers')).toContainText(motivationAnswer);
    const documents = section(page, 'Documents');
    await expect(documents.getByRole('row', { name: /cv\.pdf/ })).toBeVisible();
    // The full browser's PDF viewer shows the file in the tab; Chromium's headless shell has no viewer and
    // saves it from the tab instead. Either is the file reaching the tab; a saved one is read to be sure. The
    // tab is watched from the moment it exists: on a busy machine the file can arrive before the test looks.
    let received: { shown: true } | { savedAt: string } | undefined;
    page.once('popup', (tab) => {
      tab.once('download', async (download) => {
        received = { savedAt: await download.path() };
      });
      // A navigation that turns into a download is aborted: then the download is the answer.
      tab.waitForURL(/^blob:/).then(
        () => {
          received ??= { shown: true };
        },
        () => undefined,
      );
    });
    const viewer = page.waitForEvent('popup');
    await documents.getByRole('button', { name: 'View cv.pdf in a new tab' }).click();
    const tab = await viewer;
    await expect.poll(() => received, { message: 'the file reaches the new tab' }).toBeDefined();
    if (received && 'savedAt' in received)
      expect((await readFile(received.savedAt)).subarray(0, 5).toString(), 'the saved file is the PDF').toBe(
        '%PDF-',
      );
    await tab.close();
  });

  // Issue 33: a stage's scores are a manager admin's decision; the standard manager reads them and who decided.
  await test.step('the standard manager reads the scores without saving; the manager admin scores a metric', async () => {
    const scores = section(page, 'Scores');
    await expect(scores.getByText(/A manager admin decides the stage’s scores/)).toBeVisible();
    await expect(scores.getByRole('button', { name: 'Save scores' })).toHaveCount(0);

    const adminPage = await signedInPage(browser, hartwellUrl, hartwellManagerAdmin);
    await adminPage.goto(new URL(page.url()).pathname);
    const adminScores = section(adminPage, 'Scores');
    const commercialAwareness = field(adminScores, 'Commercial awareness');
    const stageTotal = adminScores.locator('div:has(> dt:text-is("Stage total")) > dd');
    await expect(adminScores.getByText('Number · From 0 to 5')).toHaveCount(2);
    await commercialAwareness.fill('7');
    await adminScores.getByRole('button', { name: 'Save scores' }).click();
    await expect(adminScores.getByRole('alert')).toHaveText(
      'Correct the score marked below; nothing was saved.',
    );
    await expect(commercialAwareness).toHaveAttribute('aria-invalid', 'true');
    await expect(adminScores.getByText('The score must be at most 5.')).toBeVisible();
    await expect(stageTotal).toHaveText('0');

    await commercialAwareness.fill('4');
    await adminScores.getByRole('button', { name: 'Save scores' }).click();
    await expect(adminScores.getByRole('status').first()).toHaveText(/^Saved 1 score at \d/);
    await expect(adminScores.getByRole('alert')).toHaveText('');
    await expect(commercialAwareness).not.toHaveAttribute('aria-invalid');
    await expect(commercialAwareness).toHaveValue('4');
    await expect(stageTotal).toHaveText('4');
    await expect(adminScores.getByText(/^Decided by Eleanor Hartwell, /)).toBeVisible();
    await expectNoSeriousA11yViolations(adminPage);
    await adminPage.context().close();

    await page.reload();
    await expect(section(page, 'Scores').getByText(/^Decided by Eleanor Hartwell, /)).toBeVisible();
    await expect(section(page, 'Scores').locator('div:has(> dt:text-is("Stage total")) > dd')).toHaveText(
      '4',
    );
    await expectNoSeriousA11yViolations(page);
  });

  await test.step('writes a note, which shows with Edit and Delete', async () => {
    const notes = section(page, 'Notes');
    const text = 'Strong motivation; clear on the seats. Worth an interview.';
    await field(notes, 'New note').fill(text);
    await notes.getByRole('button', { name: 'Save note' }).click();
    await expect(notes.getByRole('status')).toHaveText('Note saved.');
    const note = notes.getByRole('listitem').filter({ hasText: text });
    await expect(note).toBeVisible();
    await expect(note.getByRole('button', { name: /^Edit your note of / })).toBeVisible();
    await expect(note.getByRole('button', { name: /^Delete your note of / })).toBeVisible();
    await expect(field(notes, 'New note')).toHaveValue('');
  });

  await test.step('moves the candidate to For review, and the stage history shows it', async () => {
    const stageFact = page.locator('dl[aria-label="Application"] div:has(> dt:text-is("Stage")) > dd');
    await expect(stageFact).toHaveText(/^Applied/);
    await page.getByRole('combobox', { name: 'Move to stage' }).selectOption({ label: 'For review' });
    await page.getByRole('button', { name: 'Move', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: /^Moved to For review · / })).toBeVisible();
    await expect(section(page, 'Stage history').getByRole('listitem').first()).toContainText(
      'Applied → For review',
    );
    await expect(stageFact).toHaveText(/^For review/);
    await expectNoSeriousA11yViolations(page);
  });

  await test.step('goes to the next candidate of the list with ]', async () => {
    const before = await readPosition(page);
    expect(before.position, 'the candidate is not the last of the list').toBeLessThan(before.total);
    const recordAddress = new URL(page.url());
    await page.keyboard.press(']');
    await expect(page).not.toHaveURL(recordAddress.href);
    const next = new URL(page.url());
    expect(next.pathname).toMatch(/^\/manager\/candidate\/\d+$/);
    expect(next.pathname).not.toBe(recordAddress.pathname);
    expect(next.searchParams.get('return')).toBe(recordAddress.searchParams.get('return'));
    await expect(page.getByRole('navigation', { name: 'Candidates of the list' })).toContainText(
      `${before.position + 1} of ${before.total}`,
    );
    await expect(
      page.getByRole('heading', { name: `${applicant.firstName} ${applicant.lastName}`, level: 1 }),
    ).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });
});
