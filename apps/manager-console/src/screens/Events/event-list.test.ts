import type { ManagedEventView } from '@shortlist/domain/schemas';
import { describe, expect, it } from 'vitest';
import { eventFilterOf, listEvents } from './event-list.ts';

const now = 1_900_000_000;
const event = (id: number, fields: Partial<ManagedEventView>): ManagedEventView => ({
  id,
  organizationId: 1,
  name: `Event ${id}`,
  description: '',
  eventType: 'open day',
  location: '',
  eventStartDate: now + id * 1000,
  eventEndDate: now + id * 1000 + 3600,
  capacity: null,
  placesLeft: null,
  questions: [],
  archived: false,
  registeredCount: 0,
  waitlistedCount: 0,
  attendedCount: 0,
  createdAt: '2030-01-01T00:00:00.000Z',
  timeZone: 'Europe/London',
  timeZoneLabel: 'UK, Ireland Time',
  ...fields,
});

describe('the events list', () => {
  it('puts an event under way in upcoming, an ended one in past, an archived one only in archived', () => {
    expect(eventFilterOf(event(1, { eventStartDate: now - 60, eventEndDate: now + 60 }), now)).toBe(
      'upcoming',
    );
    expect(eventFilterOf(event(1, { eventStartDate: now - 7200, eventEndDate: now - 3600 }), now)).toBe(
      'past',
    );
    expect(eventFilterOf(event(1, { archived: true }), now)).toBe('archived');
  });

  it('lists upcoming events soonest first until a column is chosen, then by that column', () => {
    const events = [event(3, { registeredCount: 5 }), event(1, { registeredCount: 9 }), event(2, {})];
    expect(listEvents(events, 'upcoming', null, now).map((e) => e.id)).toEqual([1, 2, 3]);
    const byRegistered = listEvents(events, 'upcoming', { column: 'registered', direction: 'desc' }, now);
    expect(byRegistered.map((e) => e.id)).toEqual([1, 3, 2]);
    expect(
      listEvents(events, 'upcoming', { column: 'name', direction: 'desc' }, now).map((e) => e.id),
    ).toEqual([3, 2, 1]);
  });
});
