import { delays } from '@shortlist/domain/constants';
import { createI18n } from '@shortlist/i18n';
import { routeScreen } from '@shortlist/shell/testing';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { portalResources } from '../app/resources.ts';
import type { ApplicationFormProps, SaveOutcome } from './ApplicationForm.tsx';
import { ApplicationForm } from './ApplicationForm.tsx';
import { draftKey } from './draft-storage.ts';
import type { ApplicationView, RoleFormConfiguration } from './role-form.ts';

const options = [
  { label: 'London', value: 'london' },
  { label: 'Leeds', value: 'leeds' },
];

const everyType: RoleFormConfiguration = {
  sections: [
    {
      key: 'all',
      title: 'Every question',
      fields: [
        { key: 'intro', label: 'Read this first', type: 'info' },
        { key: 'start', label: 'Start date', type: 'date' },
        { key: 'name', label: 'Your name', type: 'text', maxLength: 50 },
        { key: 'why', label: 'Why us?', type: 'textarea', maxWords: 100 },
        { key: 'story', label: 'A story', type: 'exportableTextarea' },
        { key: 'work', label: 'Right to work', type: 'toggle' },
        { key: 'accurate', label: 'It is accurate', type: 'checkbox' },
        { key: 'heard', label: 'Where did you hear?', type: 'checkboxList', options },
        { key: 'office', label: 'Office', type: 'dropdown', options },
        { key: 'first', label: 'First at university?', type: 'preferNotToSay' },
        { key: 'scheme', label: 'Scheme', type: 'singleOption', options },
        { key: 'areas', label: 'Areas', type: 'optionsList', options },
        { key: 'school', label: 'School type', type: 'customPreferNotToSay', options },
        { key: 'city', label: 'City', type: 'autocomplete', options },
      ],
    },
  ],
};

const twoSteps: RoleFormConfiguration = {
  sections: [
    {
      key: 'about',
      title: 'About you',
      fields: [
        { key: 'name', label: 'Your name', type: 'text', required: true },
        { key: 'nickname', label: 'Nickname', type: 'text' },
      ],
    },
    {
      key: 'motivation',
      title: 'Motivation',
      fields: [{ key: 'why', label: 'Why us?', type: 'textarea', required: true }],
    },
  ],
  // Only the role's sections and the declarations, so the steps are short to walk through.
  subsections: { cv: false, cover: false, researchConsent: false },
};

function application(
  config: RoleFormConfiguration,
  overrides: Partial<ApplicationView> = {},
): ApplicationView {
  return {
    id: 41,
    step: 0,
    candidateStatus: 'PENDING',
    organization: { id: 1, name: 'Hartwell & Finch LLP' },
    role: { id: 7, name: 'Training Contract 2028', formConfiguration: config, doNotSave: false },
    responses: [],
    acceptTermAndConditions: null,
    acceptRare: null,
    acceptResearch: null,
    documents: [],
    ...overrides,
  };
}

const saved: SaveOutcome = { ok: true, kept: 'server' };

function renderForm(
  props: Partial<ApplicationFormProps> & { application: ApplicationView },
  path = '/apply/7',
) {
  const i18n = createI18n({ resources: portalResources, modules: [initReactI18next] });
  const onSaveStep = vi.fn<ApplicationFormProps['onSaveStep']>(async () => saved);
  const onSubmit = vi.fn<ApplicationFormProps['onSubmit']>(async () => saved);
  const onSubmitted = vi.fn();
  const { element, location } = routeScreen(
    <ApplicationForm
      flow="passport"
      onSaveStep={onSaveStep}
      onSubmit={onSubmit}
      onSubmitted={onSubmitted}
      storage={localStorage}
      {...props}
    />,
    { route: '/apply/:roleId', path },
  );
  const view = render(<I18nextProvider i18n={i18n}>{element}</I18nextProvider>);
  const screenIndex = () => new URLSearchParams(location().search).get('screenIndex');
  return { ...view, location, onSaveStep, onSubmit, onSubmitted, screenIndex };
}

/** The element holding a labelled control's message (aria-describedby). */
function messageOf(control: HTMLElement): string {
  const ids = (control.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

beforeEach(() => {
  localStorage.clear();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('ApplicationForm', () => {
  it('renders every field type of the form configuration on its own control', () => {
    renderForm({ application: application(everyType) });

    expect(screen.getByText('Read this first')).toBeInTheDocument();
    expect(screen.getByLabelText('Start date')).toHaveAttribute('type', 'date');
    expect(screen.getByRole('textbox', { name: 'Your name' })).toHaveAttribute('maxLength', '50');
    expect(screen.getByRole('textbox', { name: 'Why us?' }).tagName).toBe('TEXTAREA');
    expect(screen.getByRole('textbox', { name: 'A story' }).tagName).toBe('TEXTAREA');
    expect(screen.getByRole('button', { name: 'Export answer' })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Right to work' })).toHaveAttribute('aria-checked', 'false');
    expect(screen.getByRole('checkbox', { name: 'It is accurate' })).not.toBeChecked();
    const heard = screen.getByRole('group', { name: /Where did you hear/ });
    expect(within(heard).getAllByRole('checkbox')).toHaveLength(2);
    const office = screen.getByRole('combobox', { name: /Office/ });
    expect(within(office).getByRole('option', { name: 'Please select' })).toBeInTheDocument();
    const first = screen.getByRole('group', { name: /First at university/ });
    expect(
      within(first)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['Yes', 'No', 'Prefer not to say']);
    expect(within(screen.getByRole('group', { name: /^Scheme/ })).getAllByRole('radio')).toHaveLength(2);
    expect(
      within(screen.getByRole('group', { name: /Areas/ })).getByRole('button', { name: 'Leeds' }),
    ).toHaveAttribute('aria-pressed', 'false');
    const school = screen.getByRole('group', { name: /School type/ });
    expect(within(school).getByRole('radio', { name: 'Prefer to self-describe' })).toBeInTheDocument();
    expect(within(school).getByRole('radio', { name: 'Prefer not to say' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /City/ })).toHaveAttribute('aria-autocomplete', 'list');
  });

  it('keeps a self-described answer as the candidate wrote it', async () => {
    const user = userEvent.setup();
    const { onSaveStep } = renderForm({ application: application(everyType) });

    await user.click(screen.getByRole('radio', { name: 'Prefer to self-describe' }));
    await user.type(screen.getByRole('textbox', { name: 'Please specify' }), 'Home educated');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));

    const sent = onSaveStep.mock.calls[0]?.[0].changes.responses ?? [];
    expect(sent).toContainEqual({ questionId: 'school', response: 'Home educated' });
    // A toggle left off answers no; info texts send nothing.
    expect(sent).toContainEqual({ questionId: 'work', response: false });
    expect(sent.some((entry) => entry.questionId === 'intro')).toBe(false);
  });

  it('shows the required message next to each unanswered required field and does not save', async () => {
    const user = userEvent.setup();
    const { onSaveStep, screenIndex } = renderForm({ application: application(twoSteps) });

    await user.click(screen.getByRole('button', { name: 'Save and continue' }));

    const name = screen.getByRole('textbox', { name: /Your name/ });
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(messageOf(name)).toContain('This field is required.');
    expect(messageOf(screen.getByRole('textbox', { name: /Nickname/ }))).not.toContain('required');
    expect(screen.getByRole('alert')).toHaveTextContent('Some answers need your attention.');
    expect(onSaveStep).not.toHaveBeenCalled();
    expect(screenIndex()).toBe('0');
  });

  it('steps forward with ?screenIndex after saving the step, and back again', async () => {
    const user = userEvent.setup();
    const { onSaveStep, screenIndex } = renderForm({ application: application(twoSteps) });
    expect(screenIndex()).toBe('0');
    expect(screen.getByRole('heading', { name: 'About you' })).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: /Your name/ }), 'Amara');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));

    expect(onSaveStep).toHaveBeenCalledWith({
      changes: {
        step: 1,
        responses: [
          { questionId: 'name', response: 'Amara' },
          { questionId: 'nickname', response: null },
        ],
      },
      nextStep: 1,
      maxSteps: 3,
    });
    expect(screenIndex()).toBe('1');
    const heading = await screen.findByRole('heading', { name: 'Motivation' });
    // Focus moves in an effect after the step renders.
    await waitFor(() => expect(heading).toHaveFocus());

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screenIndex()).toBe('0');
    expect(screen.getByRole('textbox', { name: /Your name/ })).toHaveValue('Amara');
  });

  it('opens at the step the address names, or at the step the candidate reached', () => {
    const first = renderForm({ application: application(twoSteps, { step: 1 }) });
    expect(first.screenIndex()).toBe('1');
    expect(screen.getByRole('heading', { name: 'Motivation' })).toBeInTheDocument();
    first.unmount();

    const second = renderForm({ application: application(twoSteps, { step: 1 }) }, '/apply/7?screenIndex=0');
    expect(second.screenIndex()).toBe('0');
    expect(screen.getByRole('heading', { name: 'About you' })).toBeInTheDocument();
  });

  it('restores answers typed before a reload and forgets them once the server has them', async () => {
    const user = userEvent.setup();
    const first = renderForm({ application: application(twoSteps) });
    await user.type(screen.getByRole('textbox', { name: /Your name/ }), 'Amara');
    first.unmount();

    // The page reloads: the server still has no answers, the browser has the draft.
    const second = renderForm({ application: application(twoSteps) }, '/apply/7?screenIndex=0');
    expect(screen.getByRole('textbox', { name: /Your name/ })).toHaveValue('Amara');
    expect(
      await screen.findByText('Answers you had not saved yet are back in the form.'),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(second.onSaveStep).toHaveBeenCalledOnce();
    expect(localStorage.getItem(draftKey('application', 41, 'section-about'))).toBeNull();
  });

  it('keeps the answers and says so when a save fails, with the API messages beside the fields', async () => {
    const user = userEvent.setup();
    const onSaveStep = vi.fn<ApplicationFormProps['onSaveStep']>(async () => ({
      ok: false,
      message: 'Enter text, a number, yes or no, or a list of choices.',
      fieldErrors: [{ field: 'responses.0.response', message: 'That answer is too long.' }],
    }));
    const { screenIndex } = renderForm({ application: application(twoSteps), onSaveStep });

    await user.type(screen.getByRole('textbox', { name: /Your name/ }), 'Amara');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));

    expect(screen.getByRole('alert').textContent).toMatch(/could not be saved.*kept on this device/);
    expect(messageOf(screen.getByRole('textbox', { name: /Your name/ }))).toContain(
      'That answer is too long.',
    );
    expect(screenIndex()).toBe('0');
    expect(screen.getByRole('textbox', { name: /Your name/ })).toHaveValue('Amara');
    expect(localStorage.getItem(draftKey('application', 41, 'section-about'))).toContain('Amara');
  });

  it('keeps a local save as a draft until the submit (a role with doNotSave)', async () => {
    const user = userEvent.setup();
    const onSaveStep = vi.fn<ApplicationFormProps['onSaveStep']>(async () => ({ ok: true, kept: 'local' }));
    renderForm({ application: application(twoSteps), onSaveStep });

    await user.type(screen.getByRole('textbox', { name: /Your name/ }), 'Amara');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));

    expect(localStorage.getItem(draftKey('application', 41, 'section-about'))).toContain('Amara');
  });

  describe('the terms rule', () => {
    const answered = [
      { questionId: 'name', response: 'Amara' },
      { questionId: 'why', response: 'Because.' },
    ];

    it('refuses to submit until the terms are accepted, then submits every answer', async () => {
      // The button locks itself for a second after each click (§2), so the clock is the test's.
      vi.useFakeTimers({ shouldAdvanceTime: true });
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      const { onSubmit, onSubmitted } = renderForm(
        { application: application(twoSteps, { step: 2, responses: answered }) },
        '/apply/7?screenIndex=2',
      );

      await user.click(screen.getByRole('button', { name: 'Submit application' }));
      const terms = screen.getByRole('checkbox', { name: 'I accept the terms and conditions' });
      expect(messageOf(terms)).toContain('Agree to the terms and conditions to submit your application.');
      expect(onSubmit).not.toHaveBeenCalled();

      await user.click(terms);
      act(() => vi.advanceTimersByTime(delays.buttonLockout));
      await user.click(screen.getByRole('button', { name: 'Submit application' }));
      expect(onSubmit).toHaveBeenCalledWith({
        responses: [
          { questionId: 'name', response: 'Amara' },
          { questionId: 'nickname', response: null },
          { questionId: 'why', response: 'Because.' },
        ],
        acceptTermAndConditions: true,
      });
      expect(onSubmitted).toHaveBeenCalledOnce();
    });

    it('counts a consent the candidate gave elsewhere (acceptRare) as agreement', async () => {
      const user = userEvent.setup();
      const { onSubmit } = renderForm(
        { application: application(twoSteps, { step: 2, responses: answered, acceptRare: true }) },
        '/apply/7?screenIndex=2',
      );
      await user.click(screen.getByRole('button', { name: 'Submit application' }));
      expect(onSubmit).toHaveBeenCalledOnce();
    });

    it('sends the candidate to the step with a missing answer before submitting', async () => {
      const user = userEvent.setup();
      const { onSubmit, screenIndex } = renderForm(
        { application: application(twoSteps, { step: 2, responses: answered.slice(0, 1) }) },
        '/apply/7?screenIndex=2',
      );
      await user.click(screen.getByRole('checkbox', { name: 'I accept the terms and conditions' }));
      await user.click(screen.getByRole('button', { name: 'Submit application' }));

      expect(onSubmit).not.toHaveBeenCalled();
      await user.click(screen.getByRole('button', { name: 'Go to Motivation' }));
      expect(screenIndex()).toBe('1');
      await act(async () => {});
      expect(messageOf(screen.getByRole('textbox', { name: /Why us/ }))).toContain('This field is required.');
    });
  });
});
