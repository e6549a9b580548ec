// The application's answers read against the role's form (§3 formConfiguration sections and fields), from
// replies typed `unknown`: anything not shaped as a form or an answer is left out rather than guessed at.

export type AnswerValue = { kind: 'text'; text: string } | { kind: 'yesNo'; yes: boolean } | { kind: 'none' };

export type AnsweredQuestion = { key: string; label: string; value: AnswerValue };
export type AnsweredSection = { key: string; title: string | null; questions: AnsweredQuestion[] };

type FormOption = { label: string; value: string };
type FormQuestion = { key: string; label: string; type: string; options: FormOption[] };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function readOptions(value: unknown): FormOption[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter(isRecord)
    .map((option) => ({ label: String(option.label ?? option.value), value: String(option.value) }));
}

function readQuestion(value: unknown): FormQuestion | null {
  if (!isRecord(value) || typeof value.key !== 'string') return null;
  return {
    key: value.key,
    label: typeof value.label === 'string' ? value.label : value.key,
    type: typeof value.type === 'string' ? value.type : 'text',
    options: readOptions(value.options),
  };
}

/** Responses by question id, from `[{ questionId, response }]`. */
export function readResponses(responses: readonly unknown[]): Map<string, unknown> {
  const entries = responses
    .filter(isRecord)
    .filter((entry) => typeof entry.questionId === 'string' || typeof entry.questionId === 'number')
    .map((entry) => [String(entry.questionId), entry.response] as const);
  return new Map(entries);
}

function describeAnswer(question: FormQuestion, response: unknown): AnswerValue {
  if (response === null || response === undefined || response === '') return { kind: 'none' };
  if (Array.isArray(response) && response.length === 0) return { kind: 'none' };
  if (typeof response === 'boolean') return { kind: 'yesNo', yes: response };
  const labelOf = (value: unknown) =>
    question.options.find((option) => option.value === String(value))?.label ?? String(value);
  if (Array.isArray(response)) return { kind: 'text', text: response.map(labelOf).join(', ') };
  if (isRecord(response))
    return { kind: 'text', text: Object.values(response).filter(Boolean).map(labelOf).join(', ') };
  return { kind: 'text', text: labelOf(response) };
}

/** The form's sections with every question (not 'info' texts) and its answer, in form order. */
export function answerSections(form: unknown, responses: readonly unknown[]): AnsweredSection[] {
  const answers = readResponses(responses);
  const sections = isRecord(form) && Array.isArray(form.sections) ? form.sections.filter(isRecord) : [];
  return sections
    .map((section, index) => {
      const fields = Array.isArray(section.fields) ? section.fields : [];
      const questions = fields
        .map(readQuestion)
        .filter((question): question is FormQuestion => question !== null && question.type !== 'info')
        .map((question) => ({
          key: question.key,
          label: question.label,
          value: describeAnswer(question, answers.get(question.key)),
        }));
      const title = typeof section.title === 'string' && section.title !== '' ? section.title : null;
      return { key: typeof section.key === 'string' ? section.key : String(index), title, questions };
    })
    .filter((section) => section.questions.length > 0);
}
