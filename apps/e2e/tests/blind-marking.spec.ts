import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/accessibility.ts';
import { apiJson, organisationIdOf, signInToApi } from '../support/api-session.ts';
import { hartwellManagerAdmin, signedInPage } from '../support/console.ts';
import { hartwellUrl } from '../support/environment.ts';
import { distinctiveSurname } from '../support/fair-review.ts';
import { addReviewer, applyWithAnswers, markFor, markingQuestions, markingRole } from '../support/marking.ts';

// Issue 33, marking application answers question by question, blind: a manager admin sets a round up for a role's
// two free-text questions (the first weighted 2) and starts it; three reviewers each mark both questions of ten
// candidates from their keyboard, each in an order of their own (read by the test: the orders differ), with no
// candidate's name on their screen; the ranking the manager admin then reads matches the means of the marks given.

type Results = {
  candidates: {
    candidateId: number;
    firstName: string | null;
    lastName: string | null;
    answers: { questionId: number; reference: string }[];
  }[];
  round: { questions: { id: number; weight: number }[] };
};

test('three reviewers mark two questions of ten candidates blind, in orders of their own, and the ranking follows the means', async ({
  browser,
  request,
}) => {
  test.slow();
  const stamp = distinctiveSurname('');
  const admin = await signInToApi(request, hartwellManagerAdmin);
  const organizationId = await organisationIdOf(admin);
  const roleName = `Blind marking ${stamp}`;
  const roleId = await markingRole(admin, organizationId, roleName);
  const candidates = await Promise.all(
    Array.from({ length: 10 }, async (_, n) => {
      const person = {
        firstName: `Ottoline${String.fromCharCode(97 + n)}${stamp}`,
        lastName: `Quarrington${String.fromCharCode(97 + n)}${stamp}`,
        email: `blind.marking.${stamp}.${n}@example.test`,
      };
      const id = await applyWithAnswers(request, roleId, person, {
        whyUs: `I am ${person.firstName} ${person.lastName}. I want to join because of your pro bono work (point ${n}).`,
        deal: `${person.lastName} here: the merger I followed changed how clients finance growth (point ${n}).`,
      });
      // The review stage the round marks; a move there tells nobody.
      await apiJson(admin, 'POST', `/candidate/${id}/ostage/29`);
      return { ...person, id };
    }),
  );
  const reviewers: { firstName: string; lastName: string; email: string; index: number; id: number }[] = [];
  for (const [index, letter] of ['a', 'b', 'c'].entries()) {
    const person = {
      firstName: `Reviewer${letter.toUpperCase()}`,
      lastName: stamp,
      email: `marker.${letter}.${stamp}@hartwell.test`,
    };
    reviewers.push({
      ...person,
      index,
      id: await addReviewer(admin, { id: organizationId, name: 'Hartwell & Finch LLP' }, person),
    });
  }
  const names = candidates.flatMap((candidate) => [candidate.firstName, candidate.lastName, candidate.email]);

  const adminPage = await signedInPage(browser, hartwellUrl, hartwellManagerAdmin);
  const pages: Page[] = [adminPage];
  try {
    await test.step('the manager admin sets the round up from the role’s list and starts it', async () => {
      await adminPage.goto(`/manager/roles/${roleId}`);
      await adminPage.getByRole('link', { name: 'Marking', exact: true }).click();
      await expect(adminPage.getByRole('heading', { level: 1 })).toHaveText(`Marking: ${roleName}`);
      await adminPage.getByRole('button', { name: 'Set up a round' }).click();
      const form = adminPage.getByRole('form', { name: 'Set up a marking round' });
      await form.getByRole('combobox', { name: 'Candidates at' }).selectOption('29');
      await form.getByRole('spinbutton', { name: 'Weight' }).first().fill('2');
      for (const level of ['1', '3', '5']) {
        const guides = form.getByRole('textbox', { name: new RegExp(`^What a ${level} answer looks like`) });
        await guides.nth(0).fill(`A level ${level} answer to why us.`);
        await guides.nth(1).fill(`A level ${level} answer about a deal.`);
      }
      const markers = form.getByRole('group', { name: 'Markers' });
      for (const reviewer of reviewers) {
        await markers.getByRole('checkbox', { name: `${reviewer.firstName} ${reviewer.lastName}` }).check();
      }
      await expectNoSeriousA11yViolations(adminPage);
      await form.getByRole('button', { name: 'Save the round' }).click();
      await expect(
        adminPage.getByText('is set up. Start it when the candidates are at the stage.'),
      ).toBeVisible();
      await adminPage.getByRole('button', { name: 'Start marking' }).click();
      await expect(adminPage.getByText('10 candidates')).toBeVisible();
      await expect(adminPage.getByText('0 of 60 marks given')).toBeVisible();
      await expectNoSeriousA11yViolations(adminPage);
    });

    const marking = await apiJson<{ rounds: { id: number }[] }>(
      admin,
      'GET',
      `/organization/${organizationId}/roles/${roleId}/marking`,
    );
    const roundId = marking.rounds[0]?.id ?? 0;
    // reviewer -> question prompt -> the references in the order shown, and the marks given.
    const orders = new Map<number, Map<string, string[]>>();
    const given = new Map<string, number[]>();

    for (const reviewer of reviewers) {
      await test.step(`${reviewer.firstName} marks both questions blind, by the number keys`, async () => {
        const page = await signedInPage(browser, hartwellUrl, reviewer.email);
        pages.push(page);
        const toDo = page.getByRole('region', { name: 'Marking to do' });
        await toDo.getByRole('link', { name: /0 of 20 marked/ }).click();
        await expect(page).toHaveURL(new RegExp(`/manager/marking/${roundId}`));
        const own = new Map<string, string[]>();
        for (const question of markingQuestions) {
          await page
            .getByRole('navigation', { name: 'Questions' })
            .getByRole('link', { name: new RegExp(question.label.slice(0, 20)) })
            .click();
          await expect(page.getByRole('heading', { name: question.label, level: 2 })).toBeVisible();
          const answer = page.getByTestId('marker-answer');
          const order: string[] = [];
          for (let position = 0; position < 10; position += 1) {
            await expect(page.getByRole('heading', { name: `Answer ${position + 1} of 10` })).toBeVisible();
            const reference = (await answer.getAttribute('data-answer-reference')) ?? '';
            order.push(reference);
            await expect(answer).toContainText('[name]');
            if (position === 0) {
              await page.waitForLoadState('networkidle');
              for (const text of names) await expect(page.locator('body')).not.toContainText(text);
              await expectNoSeriousA11yViolations(page);
            }
            const mark = markFor(reference, reviewer.index);
            given.set(reference, [...(given.get(reference) ?? []), mark]);
            await page.keyboard.press(String(mark));
            await expect(page.getByTestId('marker-progress')).toHaveText(`${position + 1} of 10 marked`);
          }
          expect(new Set(order).size).toBe(10);
          own.set(question.key, order);
        }
        orders.set(reviewer.index, own);
        for (const text of names) await expect(page.locator('body')).not.toContainText(text);
      });
    }

    await test.step('each reviewer read every question in an order of their own', async () => {
      for (const question of markingQuestions) {
        const seen = reviewers.map((reviewer) => orders.get(reviewer.index)?.get(question.key) ?? []);
        expect(seen.map((order) => order.toSorted().join())).toEqual(
          Array(3).fill(seen[0]?.toSorted().join()),
        );
        expect(new Set(seen.map((order) => order.join())).size).toBe(3);
      }
    });

    await test.step('the ranking the manager admin reads matches the weighted means of the marks given', async () => {
      const results = await apiJson<Results>(
        admin,
        'GET',
        `/organization/${organizationId}/marking/${roundId}/results`,
      );
      const weightOf = new Map(results.round.questions.map((question) => [question.id, question.weight]));
      const mean = (marks: number[]) => marks.reduce((a, b) => a + b, 0) / marks.length;
      const expected = new Map(
        results.candidates.map((candidate) => {
          const total = candidate.answers.reduce(
            (sum, answer) =>
              sum + (weightOf.get(answer.questionId) ?? 0) * mean(given.get(answer.reference) ?? []),
            0,
          );
          return [`${candidate.firstName} ${candidate.lastName}`, total / 3];
        }),
      );
      expect(expected.size).toBe(10);

      await adminPage.reload();
      await expect(adminPage.getByText('60 of 60 marks given')).toBeVisible();
      await adminPage.getByRole('button', { name: 'Show the results' }).click();
      const ranking = adminPage.getByTestId('marking-ranking');
      await expect(ranking.locator('tbody tr')).toHaveCount(10);
      const rows = await ranking.locator('tbody tr').evaluateAll((trs) =>
        trs.map((tr) => ({
          name: tr.querySelector('th')?.textContent?.trim() ?? '',
          score: Number(tr.querySelector('[data-score]')?.textContent ?? 'NaN'),
        })),
      );
      for (const row of rows)
        expect(row.score, row.name).toBe(Number((expected.get(row.name) ?? Number.NaN).toFixed(2)));
      const scores = rows.map((row) => row.score);
      expect(scores).toEqual(scores.toSorted((a, b) => b - a));
      expect(rows.map((row) => row.name).toSorted()).toEqual(
        candidates.map((c) => `${c.firstName} ${c.lastName}`).toSorted(),
      );
      await expectNoSeriousA11yViolations(adminPage);
    });
  } finally {
    for (const page of pages) await page.context().close();
  }
});
