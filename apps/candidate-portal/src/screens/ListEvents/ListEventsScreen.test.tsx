import { renderScreen } from '@shortlist/shell/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { hartwell, hartwellOrganizationCall } from '../../app/test-fixtures.ts';
import ListEventsScreen from './ListEventsScreen.tsx';

function event(id: number, eventType: string) {
  return {
    id,
    organizationId: 1,
    name: `${eventType} ${id}`,
    description: null,
    eventType,
    location: 'London',
    eventStartDate: 1_900_000_000 + id * 3600,
    eventEndDate: 1_900_000_000 + id * 3600 + 1800,
    capacity: null,
    placesLeft: null,
  };
}

// One workshop and 21 open evenings: two pages of 20, the workshop on the first.
const events = [
  event(30, 'Workshop'),
  ...Array.from({ length: 21 }, (_, index) => event(index + 1, 'Open evening')),
];

const api = {
  [hartwellOrganizationCall]: hartwell,
  'GET /api/public/hartwell/events': events,
};

describe('ListEventsScreen', () => {
  it('pages with links that keep the address and are followed without a reload', async () => {
    const user = userEvent.setup();
    const view = renderScreen(<ListEventsScreen />, {
      route: '/events',
      path: '/events?organization=hartwell&type=Open+evening',
      api,
      hostname: 'localhost',
    });
    const second = await screen.findByRole('link', { name: 'Page 2 of 2' });
    expect(second).toHaveAttribute('href', '/events?organization=hartwell&type=Open+evening&page=1');
    await user.click(second);
    expect(await screen.findByRole('link', { name: 'Open evening 21' })).toBeInTheDocument();
    expect(view.location().search).toBe('?organization=hartwell&type=Open+evening&page=1');
  });

  it('filters by type through a GET form, applied with its button', async () => {
    const user = userEvent.setup();
    const view = renderScreen(<ListEventsScreen />, {
      route: '/events',
      path: '/events?organization=hartwell&page=1',
      api,
      hostname: 'localhost',
    });
    const form = (await screen.findByRole('form', { name: 'Filter events' })) as HTMLFormElement;
    expect(form.method).toBe('get');
    await user.selectOptions(screen.getByLabelText('Type of event'), 'Workshop');
    expect([...new FormData(form).entries()]).toEqual([
      ['organization', 'hartwell'],
      ['type', 'Workshop'],
    ]);
    expect(screen.queryByRole('link', { name: 'Workshop 30' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show events' }));
    expect(await screen.findByRole('link', { name: 'Workshop 30' })).toBeInTheDocument();
    expect(view.location().search).toBe('?organization=hartwell&type=Workshop');
  });
});
