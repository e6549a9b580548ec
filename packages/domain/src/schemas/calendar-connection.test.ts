import { describe, expect, it } from 'vitest';
import {
  calendarBusyQuerySchema,
  calendarConnectionMessages,
  calendarConnectionSchema,
} from './calendar-connection.ts';

const fieldsOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) =>
  (result.error?.issues ?? []).map((issue) => issue.path.join('.')).sort();

describe('calendarConnectionSchema', () => {
  it('reads a CalDAV connection, the interviewer’s address in lower case, the password as given', () => {
    expect(
      calendarConnectionSchema.parse({
        provider: 'caldav',
        interviewerEmail: ' Ada@Example.COM ',
        calendarUrl: 'https://dav.example.com/ada/interviews/',
        username: ' ada ',
        password: ' spaced secret ',
      }),
    ).toEqual({
      provider: 'caldav',
      interviewerEmail: 'ada@example.com',
      calendarUrl: 'https://dav.example.com/ada/interviews/',
      username: 'ada',
      password: ' spaced secret ',
    });
  });

  it('names each missing or wrong field of the chosen service', () => {
    expect(
      fieldsOf(calendarConnectionSchema.safeParse({ provider: 'caldav', calendarUrl: 'ftp://x/' })),
    ).toEqual(['calendarUrl', 'password', 'username']);
    expect(
      fieldsOf(calendarConnectionSchema.safeParse({ provider: 'google', baseUrl: 'not a url' })),
    ).toEqual(['accessToken', 'baseUrl']);
    const unknown = calendarConnectionSchema.safeParse({ provider: 'exchange-2003' });
    expect(unknown.error?.issues[0]?.message).toBe(calendarConnectionMessages.provider);
  });
});

describe('calendarBusyQuerySchema', () => {
  it('reads comma-separated emails and a range in epoch seconds from the query string', () => {
    expect(calendarBusyQuerySchema.parse({ emails: 'a@x.test,B@x.test', from: '100', to: '200' })).toEqual({
      emails: ['a@x.test', 'b@x.test'],
      from: 100,
      to: 200,
    });
  });

  it('refuses a range that ends before it starts or runs over 31 days', () => {
    expect(
      fieldsOf(calendarBusyQuerySchema.safeParse({ emails: 'a@x.test', from: '200', to: '100' })),
    ).toEqual(['to']);
    expect(
      fieldsOf(calendarBusyQuerySchema.safeParse({ emails: 'a@x.test', from: '0', to: String(32 * 86_400) })),
    ).toEqual(['to']);
    expect(fieldsOf(calendarBusyQuerySchema.safeParse({ emails: '', from: '0', to: '1' }))).toEqual([
      'emails',
    ]);
  });
});
