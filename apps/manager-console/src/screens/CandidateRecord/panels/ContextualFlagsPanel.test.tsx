import { en } from '@shortlist/i18n/resources';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderConsoleScreen } from '../../../app/render-console-screen.tsx';
import { ContextualFlagsPanel } from './ContextualFlagsPanel.tsx';
import { contextualFlags } from './panels.fixtures.ts';

const wording = en.manager.contextual;

const show = (flags = contextualFlags) =>
  renderConsoleScreen(<ContextualFlagsPanel flags={flags} />, { route: '/', path: '/' });

describe('ContextualFlagsPanel', () => {
  it('lists the flags that are on first, in the domain order, and those off after as not flagged', async () => {
    show();
    const panel = await screen.findByRole('region', { name: wording.title });
    expect(panel).toHaveTextContent(wording.intro);
    const pills = within(panel).getAllByRole('button');
    expect(pills.map((pill) => pill.textContent?.replace('›', ''))).toEqual([
      wording.flags.firstGeneration,
      wording.flags.lowerSocioEconomic,
      wording.flags.schoolOutperformance,
    ]);
    expect(panel).toHaveTextContent(
      `Not flagged: ${wording.flags.stateSchool}, ${wording.flags.careExperience}`,
    );
    expect(panel).toHaveTextContent('3 flagged');
  });

  it('explains a flag on demand, by keyboard: the rule with its figures and the answers behind it', async () => {
    show();
    const pill = await screen.findByRole('button', { name: new RegExp(wording.flags.schoolOutperformance) });
    expect(pill).toHaveAttribute('aria-expanded', 'false');
    const explanation = document.getElementById(pill.getAttribute('aria-controls') ?? '');
    expect(explanation).not.toBeVisible();

    pill.focus();
    await userEvent.keyboard('{Enter}');
    expect(pill).toHaveAttribute('aria-expanded', 'true');
    expect(explanation).toBeVisible();
    expect(explanation).toHaveTextContent(
      "The candidate's A-level grades beat 95% of their school's A-level entrants, putting them in its top 5%",
    );
    const answers = within(explanation as HTMLElement)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(answers).toEqual([
      [wording.questions.aLevelGrades, 'A*AA'],
      [wording.questions.schoolAveragePoints, '96'],
    ]);

    await userEvent.keyboard(' ');
    expect(pill).toHaveAttribute('aria-expanded', 'false');
    expect(explanation).not.toBeVisible();
  });

  it('words an occupation class in the rule and the answer', async () => {
    show();
    const pill = await screen.findByRole('button', { name: new RegExp(wording.flags.lowerSocioEconomic) });
    await userEvent.click(pill);
    const explanation = document.getElementById(pill.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(explanation).toHaveTextContent(`${wording.classes.L3}.`);
    expect(within(explanation).getByRole('definition')).toHaveTextContent(wording.classes.L3);
  });

  it('words a yes-or-no answer', async () => {
    show();
    const pill = await screen.findByRole('button', { name: new RegExp(wording.flags.firstGeneration) });
    await userEvent.click(pill);
    const explanation = document.getElementById(pill.getAttribute('aria-controls') ?? '');
    expect(within(explanation as HTMLElement).getByRole('definition')).toHaveTextContent(wording.answers.yes);
  });

  it('says so when the answers support no flag', async () => {
    show([]);
    expect(await screen.findByRole('heading', { name: 'No contextual flags' })).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
