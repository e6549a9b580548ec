import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/accessibility.ts';
import {
  candidateCount,
  candidateRows,
  crowdedHartwellRole,
  filterByRightToWork,
  pickStage,
  readCandidateCount,
  roleAddress,
  selectionBar,
  signInToConsole,
  stageCounts,
} from '../support/console.ts';
import { demoUsers } from '../support/environment.ts';

// Issue 12: a hiring manager narrows a role's candidates by stage and a profile filter, moves the selection
// to another stage, sees the counts change, and undoes the move from the result banner. The journey moves
// candidates 'For review' to 'Assessment centre', stages no other journey reads, and puts them back.

const fromStage = 'For review';
const toStage = 'Assessment centre';

test('a hiring manager moves the filtered candidates of a stage to another stage and undoes the move', async ({
  page,
}) => {
  // A long journey (an axe check on every view): the default 90 s cut it off on a busy machine, not a hang.
  test.setTimeout(180_000);
  await signInToConsole(page, demoUsers.hartwellManager);
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('link', { name: crowdedHartwellRole, exact: true }).click();
  await expect(page.getByRole('heading', { name: crowdedHartwellRole, level: 1 })).toBeVisible();
  await expect(candidateRows(page).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await pickStage(page, fromStage);
  await expect(page).toHaveURL(/[?&]stage=\d+/);
  const before = await stageCounts(page);
  const atStage = before.get(fromStage) ?? 0;
  await expect(candidateCount(page, atStage)).toBeVisible();

  await filterByRightToWork(page, 'Yes');
  await expect(page).toHaveURL(/filters=%7B%22workPermit%22%3Atrue%7D/);
  // The previous page stays on screen while the filtered one loads, so the count is read once it changed.
  await expect
    .poll(() => readCandidateCount(page), { message: 'the filter leaves out some' })
    .toBeLessThan(atStage);
  const matching = await readCandidateCount(page);
  expect(matching, 'the filter keeps some candidates of the stage').toBeGreaterThan(0);
  await expect(candidateRows(page)).toHaveCount(matching);
  await expectNoSeriousA11yViolations(page);

  // Every match fits on the page, so ticking the page selects them all and nothing more is offered.
  await page.getByRole('checkbox', { name: 'Select every candidate on this page' }).check();
  const bar = selectionBar(page);
  await expect(bar).toContainText(`${matching} selected`);
  await expect(bar.getByRole('button', { name: /^Select all/ })).toHaveCount(0);

  await bar.getByRole('button', { name: 'Move', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Move' });
  await dialog.getByRole('combobox', { name: 'Stage', exact: true }).selectOption({ label: toStage });
  await dialog.getByRole('combobox', { name: 'Sub-stage' }).selectOption({ label: 'Pending' });
  await expect(dialog).toContainText(`Move ${matching} candidates to ${toStage} / Pending?`);
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Confirm' }).click();

  const banner = page.getByRole('status').filter({ hasText: `${matching} candidates moved to ${toStage}.` });
  await expect(banner).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(candidateCount(page, 0)).toBeVisible();
  await expect(page.getByText('No candidates match this view.')).toBeVisible();
  await expect
    .poll(async () => {
      const after = await stageCounts(page);
      return [after.get(fromStage), after.get(toStage)];
    })
    .toEqual([atStage - matching, (before.get(toStage) ?? 0) + matching]);
  await expect(bar).toContainText('0 selected');
  await expectNoSeriousA11yViolations(page);

  await banner.getByRole('button', { name: 'Undo' }).click();
  await expect(
    page.getByRole('status').filter({
      hasText: `Undone: ${matching} candidates are back where they were.`,
    }),
  ).toBeVisible();
  await expect(candidateCount(page, matching)).toBeVisible();
  await expect(candidateRows(page)).toHaveCount(matching);
  await expect
    .poll(async () => {
      const after = await stageCounts(page);
      return [after.get(fromStage), after.get(toStage)];
    })
    .toEqual([atStage, before.get(toStage) ?? 0]);
  await expectNoSeriousA11yViolations(page);
});

test('ticking a page of a larger search offers every match, and the bulk action counts them all', async ({
  page,
}) => {
  await signInToConsole(page, demoUsers.hartwellManager);
  const address = await roleAddress(page, crowdedHartwellRole);

  // Every stage of the role at 20 rows a page: the demo role holds more candidates than that.
  await page.goto(`${address}?stage=all&size=20`);
  await expect(page.getByRole('heading', { name: crowdedHartwellRole, level: 1 })).toBeVisible();
  const matching = await readCandidateCount(page);
  expect(matching, 'more candidates than one page holds').toBeGreaterThan(20);
  await expect(candidateRows(page)).toHaveCount(20);
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('checkbox', { name: 'Select every candidate on this page' }).check();
  const bar = selectionBar(page);
  await expect(bar).toContainText('20 selected');
  await bar.getByRole('button', { name: `Select all ${matching} matching this search` }).click();
  await expect(bar).toContainText(`All ${matching} candidates matching this search are selected.`);

  // Unticking one row leaves the rest of the search selected.
  await candidateRows(page).first().getByRole('checkbox').uncheck();
  await expect(bar).toContainText(
    `${matching - 1} of the ${matching} candidates matching this search are selected.`,
  );
  await bar.getByRole('button', { name: 'Move', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Move' });
  await expect(dialog).toContainText(`Move ${matching - 1} candidates to `);
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Cancel', exact: true }).last().click();
  await expect(dialog).toBeHidden();
  await expect(bar).toContainText(`${matching - 1}`);
});
