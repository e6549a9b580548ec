import { apiError } from '@shortlist/shell/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderAdminScreen } from '../../app/render-admin-screen.tsx';
import NewOrganizationScreen from './NewOrganizationScreen.tsx';

const sectors = [
  { id: 85, value: 'LAW_FIRM', label: 'Law firm', attributes: { id: 1 } },
  { id: 86, value: 'CHAMBERS', label: 'Chambers', attributes: { id: 2 } },
];

async function renderForm(created: unknown = { status: 201, body: { id: 42, name: 'Ashgrove' } }) {
  const view = renderAdminScreen(<NewOrganizationScreen />, {
    route: '/admin/organizations/new',
    path: '/admin/organizations/new',
    api: {
      'GET /api/v1/data/type/SECTOR': sectors,
      'GET /api/v1/admin/subdomain': ({ query }: { query: Record<string, string> }) =>
        query.label === 'hartwell'
          ? { available: false, message: 'Another organisation already uses this subdomain.' }
          : { available: true, message: null },
      'POST /api/v1/organization': created,
    },
  });
  // The form shows once the signed-in user is known.
  await screen.findByLabelText(/^Organisation name/);
  return view;
}

async function fillRequired(user: ReturnType<typeof userEvent.setup>, subdomain = 'ashgrove') {
  await user.type(screen.getByLabelText(/^Organisation name/), 'Ashgrove Chambers');
  await user.selectOptions(
    await screen.findByLabelText(/^Sector/),
    await screen.findByRole('option', { name: 'Chambers' }),
  );
  await user.selectOptions(screen.getByLabelText(/^Tier/), 'BAR');
  await user.type(screen.getByLabelText(/^Subdomain/), subdomain);
}

describe('the new organisation form', () => {
  it('checks the subdomain as it is typed', async () => {
    const user = userEvent.setup();
    await renderForm();
    await user.type(screen.getByLabelText(/^Subdomain/), 'hartwell');
    expect(await screen.findByText('Another organisation already uses this subdomain.')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Subdomain/), '-two');
    expect(await screen.findByText('This subdomain is free.')).toBeInTheDocument();
  });

  it('sends every field as the API takes it, the configuration as records, and opens the new organisation', async () => {
    const user = userEvent.setup();
    const { sentTo, location } = await renderForm();
    await fillRequired(user);
    await user.type(screen.getByLabelText('Additional languages'), 'cy, fr');
    await user.click(screen.getByRole('checkbox', { name: 'Hong Kong' }));
    await user.click(screen.getByRole('checkbox', { name: 'Candidates may sign up' }));
    await user.click(screen.getByRole('button', { name: 'Add to Text lists' }));
    await user.type(screen.getByLabelText('Text lists 1 name'), 'roleTypes');
    await user.type(screen.getByLabelText('Text lists 1 values, one per line'), 'GRADUATE{Enter}INTERNSHIP');
    await user.click(screen.getByRole('button', { name: 'Add metric' }));
    await user.type(screen.getByLabelText('Metric 1 label'), 'Advocacy');
    await user.click(screen.getByRole('button', { name: 'Create organisation' }));
    await waitFor(() => expect(location().pathname).toBe('/admin/organizations/42'));
    expect(sentTo('POST', '/api/v1/organization')[0]?.body).toMatchObject({
      name: 'Ashgrove Chambers',
      sector: { id: 2 },
      tier: 'BAR',
      subdomain: 'ashgrove',
      countryBase: 'UK',
      additionalLanguageSupport: ['cy', 'fr'],
      signup: false,
      search: true,
      metrics: [{ label: 'Advocacy', metricType: 'number', min: null, max: null }],
      defaultConfiguration: { textArrays: { roleTypes: ['GRADUATE', 'INTERNSHIP'], regions: ['HK'] } },
    });
  });

  it('names what is missing or wrong beside its field and sends nothing', async () => {
    const user = userEvent.setup();
    const { sentTo } = await renderForm();
    await user.type(screen.getByLabelText(/^Subdomain/), 'Bad_Label');
    await user.click(screen.getByRole('button', { name: 'Add to Views' }));
    await user.click(screen.getByRole('button', { name: 'Create organisation' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Correct the highlighted fields.');
    expect(screen.getByLabelText(/^Organisation name/)).toHaveAccessibleDescription(/required/i);
    expect(screen.getByLabelText(/^Subdomain/)).toHaveAccessibleDescription(/lower-case letters/);
    expect(screen.getByText('Give it a name.')).toBeInTheDocument();
    expect(sentTo('POST', '/api/v1/organization')).toHaveLength(0);
  });

  it("shows the API's refusal at the field it names", async () => {
    const user = userEvent.setup();
    const message = 'Another organisation already uses this domain.';
    await renderForm({ status: 409, body: apiError(message, [{ field: 'clientDomain', message }]) });
    await fillRequired(user);
    await user.type(screen.getByLabelText('Client domain'), 'careers.hartwell.test');
    await user.click(screen.getByRole('button', { name: 'Create organisation' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Client domain')).toHaveAccessibleDescription(
        expect.stringContaining(message),
      ),
    );
  });
});
