import { apiError } from '@shortlist/shell/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hartwellManagerAdmin, renderConsoleScreen } from '../../app/render-console-screen.tsx';
import RoleEditorScreen from './RoleEditorScreen.tsx';
import { managedRole, referenceApi } from './test-fixtures.ts';

function open(path: string, api: Record<string, unknown> = {}) {
  return renderConsoleScreen(<RoleEditorScreen />, {
    route: path.startsWith('/manager/settings/roles/new')
      ? '/manager/settings/roles/new'
      : '/manager/settings/roles/:roleId',
    path,
    user: hartwellManagerAdmin,
    api: { ...referenceApi, ...api },
  });
}

type SentForm = {
  sections: { key: string; title?: string; fields: { key: string; label: string; type: string }[] }[];
};
const stepNamed = (name: string) => screen.getByRole('region', { name });

/** Adds a question to a step the way a keyboard user does: type picker, wording, Enter. */
async function addQuestion(
  user: ReturnType<typeof userEvent.setup>,
  step: HTMLElement,
  type: string,
  label: string,
) {
  const adder = within(step).getByRole('form', { name: /Add a question/ });
  await user.selectOptions(within(adder).getByLabelText('Question type'), type);
  await user.click(within(adder).getByLabelText('Question'));
  await user.keyboard(`${label}{Enter}`);
}

afterEach(() => vi.restoreAllMocks());

describe('RoleEditorScreen', () => {
  it('creates a role with a two-step form built and reordered by keyboard', async () => {
    const user = userEvent.setup();
    const view = open('/manager/settings/roles/new', {
      'POST /api/v1/roles': { status: 201, body: managedRole(31, 'Vacation scheme 2027') },
    });
    await user.type(await screen.findByLabelText('Role name'), 'Vacation scheme 2027');
    await screen.findByRole('option', { name: 'Vacation scheme' });
    await user.selectOptions(screen.getByLabelText('Role type'), 'Vacation scheme');
    await user.selectOptions(screen.getByLabelText('Work arrangement'), 'Hybrid');

    // Add step moves the cursor into the new step's title, so each step is added from the button again.
    for (const _ of [1, 2]) {
      screen.getByRole('button', { name: 'Add step' }).focus();
      await user.keyboard('{Enter}');
    }
    await addQuestion(user, stepNamed('Step 1: Step 1'), 'Short text', 'Why this firm?');
    await addQuestion(user, stepNamed('Step 1: Step 1'), 'Dropdown', 'Preferred office');
    await addQuestion(user, stepNamed('Step 2: Step 2'), 'Date', 'Available from');

    // The dropdown needs options before it can be saved; the check shows before saving.
    const office = stepNamed('Step 1: Step 1');
    expect(within(office).getByText('Add at least one option for this question.')).toBeTruthy();
    await user.click(within(office).getByRole('button', { name: 'Edit: Preferred office' }));
    await user.click(within(office).getByRole('button', { name: 'Add option' }));
    await user.type(within(office).getByLabelText('Option 1'), 'London');

    await user.click(within(office).getByRole('button', { name: 'Move up: Preferred office' }));
    await user.click(screen.getByRole('button', { name: 'Move up: Step 2' }));
    await user.click(screen.getByRole('button', { name: 'Save role' }));

    await waitFor(() => expect(view.sentTo('POST', '/api/v1/roles')).toHaveLength(1));
    const body = view.sentTo('POST', '/api/v1/roles')[0]?.body as {
      name: string;
      roleType: string;
      workArrangement: string;
      formConfiguration: SentForm;
    };
    expect(body).toMatchObject({
      name: 'Vacation scheme 2027',
      roleType: 'Internship',
      workArrangement: 'Hybrid',
    });
    const sections = body.formConfiguration.sections;
    expect(sections.map((section) => section.title)).toEqual(['Step 2', 'Step 1']);
    expect(sections.map((section) => section.fields.map((field) => `${field.key}:${field.type}`))).toEqual([
      ['availableFrom:date'],
      ['preferredOffice:dropdown', 'whyThisFirm:text'],
    ]);
    expect(sections[1]?.fields[0]).toMatchObject({ options: [{ label: 'London', value: 'London' }] });
    await waitFor(() => expect(view.location().pathname).toBe('/manager/settings/roles/31'));
  });

  it('reorders steps with the drag handle and the keyboard (Space, arrow, Space), announced', async () => {
    // jsdom lays nothing out: each list item is given a row of its own so the keyboard sensor can measure.
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      const item = this.closest('li');
      const index = item?.parentElement ? [...item.parentElement.children].indexOf(item) : 0;
      return DOMRect.fromRect({ x: 0, y: index * 200, width: 600, height: 180 });
    });
    const user = userEvent.setup();
    const view = open('/manager/settings/roles/11', {
      'GET /api/v1/roles/11': managedRole(11, 'Training contract 2027', {
        formConfiguration: {
          sections: [
            {
              key: 'about',
              title: 'About you',
              fields: [{ key: 'motivation', label: 'Motivation', type: 'textarea' }],
            },
            {
              key: 'education',
              title: 'Education',
              fields: [{ key: 'degree', label: 'Degree', type: 'text' }],
            },
          ],
        },
      }),
      'PUT /api/v1/roles/11': managedRole(11, 'Training contract 2027'),
    });
    (await screen.findByRole('button', { name: 'Drag Education' })).focus();
    await user.keyboard(' ');
    await user.keyboard('{ArrowUp}');
    await user.keyboard(' ');
    await waitFor(() => expect(screen.getByRole('region', { name: 'Step 1: Education' })).toBeTruthy());
    expect(document.body.textContent).toContain('Education was dropped at position 1 of 2.');
    await user.click(screen.getByRole('button', { name: 'Save role' }));
    await waitFor(() => expect(view.sentTo('PUT', '/api/v1/roles/11')).toHaveLength(1));
    const sent = view.sentTo('PUT', '/api/v1/roles/11')[0]?.body as { formConfiguration: SentForm };
    expect(sent.formConfiguration.sections.map((section) => section.key)).toEqual(['education', 'about']);
  });

  it('shows the API’s field messages beside the fields they name', async () => {
    const user = userEvent.setup();
    const role = managedRole(11, 'Training contract 2027', {
      openDate: Date.UTC(2026, 10, 1) / 1000,
      formConfiguration: {
        sections: [
          {
            key: 'about',
            title: 'About you',
            fields: [{ key: 'motivation', label: 'Motivation', type: 'textarea' }],
          },
        ],
      },
    });
    open('/manager/settings/roles/11', {
      'GET /api/v1/roles/11': role,
      'PUT /api/v1/roles/11': {
        status: 400,
        body: apiError('Check the highlighted fields.', [
          { field: 'deadline', message: 'The deadline must not be before the open date.' },
          { field: 'formConfiguration.sections.0.fields.0.key', message: 'This key is reserved.' },
        ]),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Save role' }));
    expect(await screen.findByText('The deadline must not be before the open date.')).toBeTruthy();
    expect(screen.getByLabelText('Deadline').getAttribute('aria-invalid')).toBe('true');
    const step = stepNamed('Step 1: About you');
    expect(within(step).getByText('This key is reserved.')).toBeTruthy();
    await user.click(within(step).getByRole('button', { name: 'Edit: Motivation' }));
    expect(within(step).getByLabelText('Key').getAttribute('aria-invalid')).toBe('true');
  });

  it('offers to reload or overwrite when someone else saved the role first, and overwrites by keyboard', async () => {
    const user = userEvent.setup();
    const opened = managedRole(12, 'Training contract 2028', { updatedAt: '2026-03-01T09:00:00.000Z' });
    const theirs = { ...opened, name: 'Their name', updatedAt: '2026-03-01T09:05:00.000Z' };
    let saves = 0;
    const view = open('/manager/settings/roles/12', {
      'GET /api/v1/roles/12': () => (saves === 0 ? opened : theirs),
      'PUT /api/v1/roles/12': () => {
        saves += 1;
        return saves === 1
          ? { status: 409, body: { error: 'stale_version', error_description: 'Someone else saved this.' } }
          : { ...theirs, name: 'My name', updatedAt: '2026-03-01T09:06:00.000Z' };
      },
    });
    const name = await screen.findByLabelText('Role name');
    await user.clear(name);
    await user.type(name, 'My name');
    await user.click(screen.getByRole('button', { name: 'Save role' }));
    const heading = await screen.findByText('Someone else saved this while you were editing');
    const conflict = heading.closest('[role="alert"]') as HTMLElement;
    expect(within(conflict).getByRole('button', { name: 'Reload their version' })).toHaveFocus();
    expect(name).toHaveValue('My name');

    await user.tab();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(view.sentTo('PUT', '/api/v1/roles/12')).toHaveLength(2));
    const [first, second] = view.sentTo('PUT', '/api/v1/roles/12');
    expect(first?.ifMatch).toBe('"2026-03-01T09:00:00.000Z"');
    expect(second?.ifMatch).toBe('"2026-03-01T09:05:00.000Z"');
    expect(second?.body).toMatchObject({ name: 'My name' });
    await waitFor(() => expect(screen.queryByText('Reload their version')).toBeNull());
  });

  it('edits the form’s texts in the organisation’s other language into jsonConfigurations', async () => {
    const user = userEvent.setup();
    const view = open('/manager/settings/roles/11', {
      'GET /api/v1/organization/1': {
        id: 1,
        name: 'Hartwell & Finch LLP',
        additionalLanguageSupport: ['cy'],
      },
      'GET /api/v1/roles/11': managedRole(11, 'Training contract 2027', {
        formConfiguration: {
          sections: [
            {
              key: 'about',
              title: 'About you',
              fields: [{ key: 'motivation', label: 'Motivation', type: 'textarea' }],
            },
          ],
        },
      }),
      'PUT /api/v1/roles/11': managedRole(11, 'Training contract 2027'),
    });
    const language = await screen.findByLabelText('Texts in');
    await screen.findByRole('option', { name: 'Welsh' });
    await user.selectOptions(language, 'Welsh');
    const step = screen.getByRole('region', { name: 'Step 1: About you' });
    expect(within(step).getByText('English: Motivation')).toBeTruthy();
    await user.type(within(step).getByLabelText('Question'), 'Cymhelliant');
    await user.click(screen.getByRole('button', { name: 'Save role' }));
    await waitFor(() => expect(view.sentTo('PUT', '/api/v1/roles/11')).toHaveLength(1));
    const sent = view.sentTo('PUT', '/api/v1/roles/11')[0]?.body as {
      formConfiguration: SentForm;
      template: { jsonConfigurations: Record<string, SentForm> };
    };
    expect(sent.formConfiguration.sections[0]?.fields[0]?.label).toBe('Motivation');
    expect(sent.template.jsonConfigurations.cy?.sections[0]?.fields[0]).toMatchObject({
      key: 'motivation',
      label: 'Cymhelliant',
    });
  });

  it('keeps the keys of questions candidates have answered', async () => {
    const user = userEvent.setup();
    const form = {
      sections: [
        {
          key: 'about',
          title: 'About you',
          fields: [{ key: 'motivation', label: 'Motivation', type: 'textarea' }],
        },
      ],
    };
    open('/manager/settings/roles/11', {
      'GET /api/v1/roles/11': managedRole(11, 'Training contract 2027', {
        formConfiguration: form,
        applicantCount: 12,
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Edit: Motivation' }));
    expect(screen.getByLabelText('Key')).toHaveProperty('readOnly', true);
    await user.type(screen.getAllByLabelText('Question')[0] as HTMLElement, ' and goals');
    expect(screen.getByLabelText('Key')).toHaveProperty('value', 'motivation');
  });

  it('saves the current form as a template of the organisation', async () => {
    const user = userEvent.setup();
    const form = {
      sections: [
        {
          key: 'about',
          title: 'About you',
          fields: [{ key: 'motivation', label: 'Motivation', type: 'textarea' }],
        },
      ],
    };
    const view = open('/manager/settings/roles/11', {
      'GET /api/v1/roles/11': managedRole(11, 'Training contract 2027', { formConfiguration: form }),
      'POST /api/v1/templates/forms': {
        status: 201,
        body: { key: 'template-3', id: 3, builtIn: false, name: 'Law form' },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Save form as template' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save the form as a template' });
    const name = within(dialog).getByLabelText('Template name');
    await user.clear(name);
    await user.type(name, 'Law form');
    await user.click(within(dialog).getByRole('button', { name: 'Save template' }));
    expect(await screen.findByText('Template Law form saved.')).toBeTruthy();
    const sent = view.sentTo('POST', '/api/v1/templates/forms')[0]?.body as {
      name: string;
      formConfiguration: SentForm;
    };
    expect(sent.name).toBe('Law form');
    expect(sent.formConfiguration.sections[0]?.fields[0]).toMatchObject({
      key: 'motivation',
      label: 'Motivation',
    });
  });

  it('starts a new role from a template’s form', async () => {
    open('/manager/settings/roles/new?template=graduate-application', {
      'GET /api/v1/templates/forms': [
        {
          key: 'graduate-application',
          id: null,
          builtIn: true,
          name: 'Graduate application',
          description: null,
          formConfiguration: {
            sections: [
              {
                key: 'education',
                title: 'Education',
                fields: [{ key: 'degree', label: 'Degree subject', type: 'text' }],
              },
            ],
          },
          template: {},
          updatedAt: null,
        },
      ],
    });
    expect(await screen.findByText('This form starts from the template Graduate application.')).toBeTruthy();
    expect(within(stepNamed('Step 1: Education')).getByText('Degree subject')).toBeTruthy();
  });
});
