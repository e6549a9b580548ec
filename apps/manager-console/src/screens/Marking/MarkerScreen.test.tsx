import type { MarkerAnswer, MarkerQuestionView } from '@shortlist/domain/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { hartwellManager, renderConsoleScreen } from '../../app/render-console-screen.tsx';
import MarkerScreen from './MarkerScreen.tsx';

const question = {
  id: 11,
  prompt: 'Why do you want to join us?',
  guide: { 1: 'Generic.', 3: 'Some reasons.', 5: 'Specific and evidenced.' },
  progress: { marked: 0, total: 3 },
};

function open() {
  let answers: MarkerAnswer[] = ['ref-c', 'ref-a', 'ref-b'].map((reference, index) => ({
    reference,
    text: `[name] wrote answer ${index + 1}.`,
    mark: null,
    note: '',
    markedAt: null,
  }));
  const marked: { reference: string; mark: number; note: string }[] = [];
  const progress = () => ({
    marked: answers.filter((answer) => answer.mark !== null).length,
    total: answers.length,
  });
  const view = (): MarkerQuestionView => ({
    roundId: 4,
    roundName: 'First sift',
    roleName: 'Training contract',
    questions: [{ ...question, progress: progress() }],
    question: { ...question, progress: progress() },
    answers,
    progress: progress(),
  });
  renderConsoleScreen(<MarkerScreen />, {
    route: '/manager/marking/:roundId',
    path: '/manager/marking/4',
    user: hartwellManager,
    api: {
      'GET /api/v1/organization/1/marking/4/mine': view,
      'GET /api/v1/organization/1/my-marking': () => [],
      ...Object.fromEntries(
        ['ref-a', 'ref-b', 'ref-c'].map((reference) => [
          `PUT /api/v1/organization/1/marking/4/answers/${reference}`,
          ({ body }: { body: { mark: number; note: string } }) => {
            marked.push({ reference, ...body });
            answers = answers.map((answer) =>
              answer.reference === reference
                ? { ...answer, mark: body.mark, note: body.note, markedAt: '2026-12-07T10:00:00Z' }
                : answer,
            );
            const answer = answers.find((each) => each.reference === reference);
            return { answer, question: view().question, progress: progress() };
          },
        ]),
      ),
    },
  });
  return { marked };
}

const shownReference = () => screen.getByTestId('marker-answer').getAttribute('data-answer-reference');

describe('MarkerScreen', () => {
  it('shows one answer at a time in the order given, with the guide beside it', async () => {
    open();
    expect(await screen.findByRole('heading', { name: 'Answer 1 of 3' })).toBeInTheDocument();
    expect(shownReference()).toBe('ref-c');
    expect(screen.getByText('[name] wrote answer 1.')).toBeInTheDocument();
    expect(screen.getByText('Specific and evidenced.')).toBeInTheDocument();
    expect(screen.getByTestId('marker-progress')).toHaveTextContent('0 of 3 marked');
  });

  it('marks by number keys and moves to the next answer; typing a note marks nothing', async () => {
    const { marked } = open();
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Answer 1 of 3' });
    await user.click(screen.getByRole('textbox', { name: 'Note (optional)' }));
    await user.keyboard('4 reasons');
    expect(marked).toEqual([]);
    screen.getByRole('textbox', { name: 'Note (optional)' }).blur();
    await user.keyboard('4');
    await waitFor(() => expect(screen.getByTestId('marker-progress')).toHaveTextContent('1 of 3 marked'));
    expect(marked).toEqual([{ reference: 'ref-c', mark: 4, note: '4 reasons' }]);
    expect(await screen.findByRole('heading', { name: 'Answer 2 of 3' })).toBeInTheDocument();
    expect(shownReference()).toBe('ref-a');
    await user.click(screen.getByRole('button', { name: 'Mark 2 of 5' }));
    await waitFor(() => expect(screen.getByTestId('marker-progress')).toHaveTextContent('2 of 3 marked'));
    await user.keyboard('p');
    expect(screen.getByRole('button', { name: 'Mark 2 of 5' })).toHaveAttribute('aria-pressed', 'true');
  });
});
