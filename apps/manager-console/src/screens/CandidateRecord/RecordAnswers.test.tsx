import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { candidateView } from './candidate-record.fixtures.ts';
import { openRecord, recordApi } from './record-test-support.tsx';

const form = {
  sections: [
    {
      key: 'about',
      title: 'About you',
      fields: [
        { key: 'intro', label: 'Read this first', type: 'info' },
        { key: 'why', label: 'Why this firm?', type: 'textarea' },
        { key: 'start', label: 'Earliest start date', type: 'date' },
        { key: 'relocate', label: 'Willing to relocate', type: 'toggle' },
        { key: 'nickname', label: 'Nickname', type: 'text' },
        { key: 'internal', label: 'Hidden question', type: 'text' },
      ],
    },
    {
      key: 'interests',
      title: null,
      fields: [
        {
          key: 'areas',
          label: 'Practice areas',
          type: 'checkboxList',
          options: [
            { label: 'Litigation', value: 'LIT' },
            { label: 'Corporate', value: 'CORP' },
          ],
        },
        {
          key: 'office',
          label: 'Office',
          type: 'dropdown',
          options: [{ label: 'Manchester', value: 'MAN' }],
        },
        { key: 'disability', label: 'Do you consider yourself disabled?', type: 'preferNotToSay' },
        {
          key: 'pronouns',
          label: 'Pronouns',
          type: 'customPreferNotToSay',
          options: [{ label: 'She/her', value: 'SHE' }],
        },
      ],
    },
  ],
  fields: { internal: false },
  subsections: { cover: true },
};

const responses = [
  { questionId: 'why', response: 'Your trainees run real cases.\nAnd the pro bono work.' },
  { questionId: 'start', response: '2027-09-01' },
  { questionId: 'relocate', response: false },
  { questionId: 'internal', response: 'should not show' },
  { questionId: 'areas', response: ['LIT', 'CORP'] },
  { questionId: 'office', response: 'MAN' },
  { questionId: 'disability', response: 'PREFER_NOT_TO_SAY' },
  { questionId: 'pronouns', response: 'They/she' },
];

function answered() {
  const view = candidateView({ form });
  view.application = { ...view.application, responses };
  view.documents = [
    {
      id: 5,
      documentType: 'CV',
      fileName: 'amara-cv.pdf',
      contentType: 'application/pdf',
      sizeBytes: 48_000,
      uploadedByUserId: 6,
      createdAt: '2026-11-11T12:00:00.000Z',
      hiddenByBlindReview: false,
    },
  ];
  return view;
}

/** A step's answers, question by question. */
/** The step under its heading (steps are unnamed sections, not landmarks). */
function stepNamed(within: HTMLElement, name: string): HTMLElement {
  const heading = [...within.querySelectorAll('h3')].find((item) => item.textContent === name);
  const step = heading?.closest('section');
  if (!step) throw new Error(`no step named ${name}`);
  return step;
}

function answersOf(step: HTMLElement) {
  return Object.fromEntries(
    [...step.querySelectorAll('dt')].map((term) => [term.textContent, term.nextElementSibling?.textContent]),
  );
}

describe('CandidateRecordScreen: application answers', () => {
  it("shows each step's questions with the answers in words, and Not answered where there is none", async () => {
    openRecord({ api: recordApi(answered()) });
    const section = await screen.findByRole('region', { name: 'Application answers' });
    expect(answersOf(stepNamed(section, 'About you'))).toEqual({
      'Why this firm?': 'Your trainees run real cases.\nAnd the pro bono work.',
      'Earliest start date': '1 Sept 2027',
      'Willing to relocate': 'No',
      Nickname: 'Not answered',
    });
    // A step without a title is named by its number.
    expect(answersOf(stepNamed(section, 'Step 2'))).toEqual({
      'Practice areas': 'LitigationCorporate',
      Office: 'Manchester',
      'Do you consider yourself disabled?': 'Prefer not to say',
      Pronouns: 'They/she',
    });
    expect(
      within(section)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Litigation', 'Corporate']);
    expect(answersOf(stepNamed(section, 'Documents'))).toEqual({
      CV: 'amara-cv.pdf',
      'Cover letter': 'No file',
    });
  });

  it('says so when the role has no form', async () => {
    openRecord();
    const section = await screen.findByRole('region', { name: 'Application answers' });
    expect(section).toHaveTextContent('The role has no application form to show answers against.');
  });

  it('shows the raw social-mobility answers only when the organisation shows them to managers', async () => {
    openRecord({ api: recordApi(candidateView({ socialMobilityVisible: true })) });
    const profile = await screen.findByRole('region', { name: 'Profile' });
    expect(profile).toHaveTextContent('Social-mobility answers');
    expect(profile).toHaveTextContent(
      'Were you eligible for free school meals at any point during your school years?Yes',
    );
    expect(profile).toHaveTextContent(
      'Are you among the first generation of your family to go to university?Yes',
    );
  });
});
