import type { EventQuestion } from '@shortlist/domain/schemas';
import { invalidInput } from '../shared/failures.ts';

export const answerMessages = {
  required: 'Answer this question.',
  unknown: 'This event does not ask this question.',
} as const;

/**
 * The answers kept for a registration: one per question the event asks, required ones given. Bad answers are
 * refused field by field (answers.<question id>), and nothing is stored.
 */
export function checkAnswers(
  questions: readonly EventQuestion[],
  answers: Record<string, string>,
  { requireAnswers }: { requireAnswers: boolean },
): Record<string, string> {
  const asked = new Set(questions.map((question) => question.id));
  const errors = [
    ...Object.keys(answers)
      .filter((id) => !asked.has(id))
      .map((id) => ({ field: `answers.${id}`, message: answerMessages.unknown })),
    ...(requireAnswers ? questions : [])
      .filter((question) => question.required && !answers[question.id]?.trim())
      .map((question) => ({ field: `answers.${question.id}`, message: answerMessages.required })),
  ];
  const first = errors[0];
  if (first) throw invalidInput(first.message, errors);
  return Object.fromEntries(
    questions
      .filter((question) => answers[question.id])
      .map((question) => [question.id, answers[question.id] ?? '']),
  );
}
