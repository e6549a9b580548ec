import { describe, expect, it } from 'vitest';
import type { EventDraft } from './EventDialog.tsx';
import { draftOf, readDraft } from './EventDialog.tsx';

const t = (key: string) => key;
const draft: EventDraft = {
  name: ' Open day ',
  eventType: 'open day',
  start: '2027-07-11T10:00',
  end: '2027-07-11T16:00',
  location: '',
  capacity: '2',
  description: '',
  questions: [{ id: 'university', label: ' Which university? ', required: true }],
};

describe('the event form', () => {
  it('sends times read on the organisation’s clock (London summer time is UTC+1)', () => {
    expect(readDraft(draft, 'Europe/London', t)).toEqual({
      body: {
        name: 'Open day',
        eventType: 'open day',
        eventStartDate: Date.UTC(2027, 6, 11, 9) / 1000,
        eventEndDate: Date.UTC(2027, 6, 11, 15) / 1000,
        location: null,
        capacity: 2,
        description: null,
        questions: [{ id: 'university', label: 'Which university?', required: true }],
      },
    });
  });

  it('names every field the browser can already tell is wrong', () => {
    const read = readDraft(
      {
        ...draft,
        name: ' ',
        eventType: '',
        end: '2027-07-11T09:00',
        capacity: '0',
        questions: [{ id: 'q', label: '', required: false }],
      },
      'Europe/London',
      t,
    );
    expect(read).toEqual({
      errors: {
        name: 'events.form.required',
        eventType: 'events.form.required',
        eventEndDate: 'events.form.endBeforeStart',
        capacity: 'events.form.invalidCapacity',
        'questions.0.label': 'events.form.required',
      },
    });
  });

  it('opens an event with its times back on the same clock', () => {
    const body = readDraft(draft, 'Europe/London', t);
    if (!('body' in body)) throw new Error('the draft should read');
    const event = {
      ...body.body,
      id: 1,
      organizationId: 1,
      location: '',
      description: '',
      capacity: 2,
      placesLeft: 2,
      archived: false,
      registeredCount: 0,
      waitlistedCount: 0,
      attendedCount: 0,
      createdAt: '',
      timeZone: 'Europe/London',
      timeZoneLabel: 'UK, Ireland Time',
    };
    expect(draftOf(event, 'Europe/London')).toMatchObject({
      start: draft.start,
      end: draft.end,
      capacity: '2',
    });
  });
});
