import type { Locator, Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/accessibility.ts';
import { consentAlreadyChosen } from '../support/consent.ts';
import { signInToConsole } from '../support/console.ts';
import { demoUsers, hartwellUrl } from '../support/environment.ts';
import { field } from '../support/fields.ts';
import { linkTo, readOutbox } from '../support/outbox.ts';

// Issue 13: a manager sends three candidates of the screening queue to an outside reviewer at the
// organisation's review domain (hartwell.test in the demo seed); the reviewer opens the emailed link without
// an account, scores and recommends each in turn, and the manager then reads the reviewer's comment on the
// record under the reviewer's name. Reviews only add comments and scores: no candidate changes stage.

type Queued = { id: number; name: string };

/** The queue's first rows: each candidate's name and id (from the link to their screening). */
async function firstQueued(page: Page, count: number): Promise<Queued[]> {
  const links = page.getByRole('table', { name: 'Candidates in this queue' }).getByRole('rowheader');
  await expect(links.nth(count - 1)).toBeVisible();
  const found: Queued[] = [];
  for (let index = 0; index < count; index += 1) {
    const link = links.nth(index).getByRole('link');
    const href = (await link.getAttribute('href')) ?? '';
    const id = Number(/\/manager\/screen\/(\d+)/.exec(href)?.[1]);
    expect(id, `candidate id in ${href}`).toBeGreaterThan(0);
    found.push({ id, name: (await link.textContent())?.trim() ?? '' });
  }
  return found;
}

function reviewerQueue(page: Page): Locator {
  return page.getByRole('region', { name: 'Your candidates' });
}

test('an outside reviewer screens three candidates from an emailed link, and the manager reads the comment', async ({
  browser,
  page,
}) => {
  const reviewer = `outside.reviewer.${Date.now()}@hartwell.test`;
  let chosen: Queued[] = [];

  await test.step('the manager sends three candidates of the queue to an outside reviewer', async () => {
    await signInToConsole(page, demoUsers.hartwellManager);
    await page.goto('/manager/screen');
    await expect(page.getByRole('heading', { name: 'Screening', level: 1 })).toBeVisible();
    chosen = await firstQueued(page, 3);
    await expectNoSeriousA11yViolations(page);
    for (const { name } of chosen) await page.getByRole('checkbox', { name: `Select ${name}` }).check();
    await expect(page.getByText(/ left · 3 selected$/)).toBeVisible();

    await page.getByRole('button', { name: 'Send to outside reviewers' }).click();
    const dialog = page.getByRole('dialog', { name: 'Send to outside reviewers' });
    await expect(dialog).toContainText('Each reviewer gets an email with a link to screen 3 candidates.');
    await field(dialog, 'Reviewer emails').fill(reviewer);
    await field(dialog, 'Message to the reviewers').fill('Three applications for the training contract.');
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Send links' }).click();
    await expect(dialog.getByRole('status')).toContainText('Links sent');
    await expect(dialog.getByRole('status')).toContainText(`${reviewer}: link works until `);
    await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
    await expect(dialog).toBeHidden();
  });

  const message = await readOutbox(reviewer, {
    subject: 'Hartwell & Finch LLP asks you to review applications',
  });
  expect(message.body).toContain('Three applications for the training contract.');
  const link = linkTo(message, '/screen');
  expect(new URL(link).origin).toBe(hartwellUrl);

  // Someone with no account and no session on the organisation's site.
  const context = await browser.newContext({ storageState: consentAlreadyChosen });
  const outside = await context.newPage();

  await test.step('the reviewer opens the link without signing in and sees the three candidates', async () => {
    await outside.goto(link);
    await expect(outside.getByRole('heading', { name: 'Screening', level: 1 })).toBeVisible();
    await expect(outside.getByText('Candidates Hartwell & Finch LLP asked you to review')).toBeVisible();
    await expect(outside.getByText(`Reviewing as ${reviewer}`)).toBeVisible();
    await expect(outside.getByText('3 left', { exact: true })).toBeVisible();
    for (const { name } of chosen)
      await expect(
        reviewerQueue(outside).getByRole('button', { name: `${name}, Not reviewed yet` }),
      ).toBeVisible();
    await expect(outside.getByRole('heading', { name: chosen[0]?.name, level: 2 })).toBeVisible();
    await expectNoSeriousA11yViolations(outside);
  });

  for (const [index, { name }] of chosen.entries()) {
    await test.step(`the reviewer scores and recommends ${name}, saving with S`, async () => {
      await expect(outside.getByRole('heading', { name, level: 2 })).toBeVisible();
      await expect(outside.getByRole('region', { name: 'Application answers' })).toBeVisible();
      await field(outside, 'Score').fill(String(6 + index));
      await expect(field(outside, 'Out of')).toHaveValue('10');
      await field(outside, 'Comment').fill(`Reviewed ${name}: clear writing, good motivation.`);
      // S works from a radio button, not while typing in a field.
      await outside.getByRole('radio', { name: 'Recommend', exact: true }).check();
      await outside.keyboard.press('s');
      await expect(outside.getByRole('status').filter({ hasText: `Review of ${name} saved.` })).toBeVisible();
      await expect(reviewerQueue(outside).getByRole('button', { name: `${name}, Reviewed` })).toBeVisible();
      await expect(outside.getByText(`${2 - index} left`, { exact: true })).toBeVisible();
    });
  }

  await test.step('every candidate is ticked and the link says all done', async () => {
    await expect(
      outside.getByRole('status').filter({
        hasText: 'All done: you have reviewed every candidate of this link. Thank you.',
      }),
    ).toBeVisible();
    for (const { name } of chosen)
      await expect(reviewerQueue(outside).getByRole('button', { name: `${name}, Reviewed` })).toBeVisible();
    await expectNoSeriousA11yViolations(outside);
    await context.close();
  });

  await test.step("the manager reads the reviewer's comment on the record, marked as a reviewer's", async () => {
    const [first] = chosen;
    if (!first) throw new Error('no candidate was chosen');
    await page.goto(`/manager/candidate/${first.id}`);
    await expect(page.getByRole('heading', { name: first.name, level: 1 })).toBeVisible();
    const comment = page
      .getByRole('region', { name: 'Notes', exact: true })
      .getByRole('listitem')
      .filter({ hasText: `Reviewed ${first.name}: clear writing, good motivation.` });
    await expect(comment).toBeVisible();
    await expect(comment).toContainText('Recommend');
    await expect(comment).toContainText(reviewer);
    await expect(comment.getByText('Reviewer', { exact: true })).toBeVisible();
    // Another person's comment: the manager can neither edit nor delete it.
    await expect(comment.getByRole('button')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });
});
