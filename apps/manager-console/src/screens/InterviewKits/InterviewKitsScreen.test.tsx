import type { Competency, RoleKits } from '@shortlist/domain/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { hartwellManager, renderConsoleScreen } from '../../app/render-console-screen.tsx';
import InterviewKitsScreen from './InterviewKitsScreen.tsx';

const kitsPath = '/api/v1/organization/1/roles/5/kits';
const competency = (id: number, name: string): Competency => ({
  id,
  name,
  description: '',
  guide: { '1': 'Weak', '3': 'Sound', '5': 'Outstanding' },
  position: id,
  retired: false,
  updatedAt: '2026-12-01T09:00:00Z',
});
const kits: RoleKits = {
  roleId: 5,
  roleName: 'Training Contract 2028',
  kits: [
    {
      id: 9,
      roleId: 5,
      stageId: 3,
      name: 'Training contract interview',
      introduction: '',
      competencyIds: [1],
      questions: [
        {
          key: 'deal',
          prompt: 'A deal you followed',
          followUps: [],
          goodAnswer: '',
          competencyIds: [1],
          minutes: 10,
        },
      ],
      totalMinutes: 10,
      updatedAt: '2026-12-01T09:00:00Z',
      updatedBy: 'James Okafor',
    },
  ],
  coverage: [
    { stageId: 3, competencyIds: [1] },
    { stageId: 9, competencyIds: [] },
  ],
  uncoveredCompetencyIds: [2],
};

function open() {
  return renderConsoleScreen(<InterviewKitsScreen />, {
    route: '/manager/roles/:roleId/kits',
    path: '/manager/roles/5/kits',
    user: hartwellManager,
    api: {
      [`GET ${kitsPath}`]: kits,
      'GET /api/v1/organization/1/competencies': [competency(1, 'Analysis'), competency(2, 'Teamwork')],
      [`POST ${kitsPath}`]: ({ body }: { body: { name: string } }) => ({
        status: 201,
        body: { ...kits.kits[0], id: 10, name: body.name },
      }),
    },
  });
}

describe('InterviewKitsScreen', () => {
  it('shows which stage assesses which competency and which none does', async () => {
    open();
    const matrix = await screen.findByRole('table', { name: 'Which competencies each stage’s kits assess' });
    const analysis = within(matrix).getByRole('rowheader', { name: 'Analysis' }).closest('tr') as HTMLElement;
    expect(
      within(analysis)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Assessed', 'Not assessed']);
    expect(screen.getByText('No stage assesses: Teamwork.')).toBeInTheDocument();
    expect(screen.getByText(/1 question, 10 minutes/)).toBeInTheDocument();
  });

  it('adds a kit with a question on one of its competencies', async () => {
    const view = open();
    await userEvent.click(await screen.findByRole('button', { name: 'Add a kit' }));
    const editor = screen.getByRole('form', { name: 'Interview kit' });
    await userEvent.type(within(editor).getByRole('textbox', { name: /Kit name/ }), 'Partner interview');
    await userEvent.selectOptions(
      within(editor).getByRole('combobox', { name: /Stage/ }),
      'Assessment centre',
    );
    await userEvent.click(within(editor).getByRole('checkbox', { name: 'Teamwork' }));
    await userEvent.type(
      within(editor).getAllByRole('textbox', { name: /Question 1/ })[0] as HTMLElement,
      'Tell us about a team',
    );
    await userEvent.click(within(editor).getAllByRole('checkbox', { name: 'Teamwork' })[1] as HTMLElement);
    await userEvent.click(within(editor).getByRole('button', { name: 'Save kit' }));
    await waitFor(() => expect(view.sentTo('POST', kitsPath)).toHaveLength(1));
    expect(view.sentTo('POST', kitsPath)[0]?.body).toMatchObject({
      stageId: 9,
      name: 'Partner interview',
      competencyIds: [2],
      questions: [
        expect.objectContaining({
          prompt: 'Tell us about a team',
          competencyIds: [2],
          followUps: [],
          minutes: 5,
        }),
      ],
    });
    expect(await screen.findByText('“Partner interview” saved.')).toBeInTheDocument();
  });
});
