import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoggedApp } from '../support/logged-app.ts';
import { startLoggedApp } from '../support/logged-app.ts';
import { refusedCalendarUrl } from '../support/silent-calendar.ts';
import { signIn } from '../support/test-app.ts';

let t: LoggedApp;
beforeAll(async () => {
  t = await startLoggedApp();
});
afterAll(() => t.close());

describe('the log of calendar connections', () => {
  it('never writes a calendar password or token, nor replies one, when connecting, testing and failing', async () => {
    const manager = await signIn(t.app, 'hm.admin@hartwell.test');
    const secrets = ['dav-secret-Pa55word', 'ya29.google-secret-token', 'graph-secret-refresh'];
    const replies: string[] = [];
    const { raw } = await t.linesDuring(async () => {
      const caldav = await manager.request({
        method: 'PUT',
        url: '/api/v1/calendar-connections',
        payload: {
          provider: 'caldav',
          calendarUrl: await refusedCalendarUrl(),
          username: 'hm',
          password: secrets[0],
        },
      });
      replies.push(caldav.body);
      replies.push(
        (
          await manager.request({
            method: 'POST',
            url: `/api/v1/calendar-connections/${caldav.json().id}/test`,
          })
        ).body,
      );
      const google = await manager.request({
        method: 'PUT',
        url: '/api/v1/calendar-connections',
        payload: {
          provider: 'google',
          interviewerEmail: 'assessor@outside.test',
          accessToken: secrets[1],
          refreshToken: secrets[2],
          baseUrl: await refusedCalendarUrl(),
        },
      });
      replies.push(google.body);
      replies.push(
        (
          await manager.request({
            method: 'POST',
            url: `/api/v1/calendar-connections/${google.json().id}/test`,
          })
        ).body,
      );
      replies.push((await manager.request({ method: 'GET', url: '/api/v1/calendar-connections' })).body);
    });
    expect(replies.map((reply) => JSON.parse(reply).status ?? 'list')).toEqual([
      'connected',
      'failing',
      'connected',
      'failing',
      'list',
    ]);
    for (const secret of secrets) {
      expect(raw.filter((line) => line.includes(secret))).toEqual([]);
      expect(replies.filter((reply) => reply.includes(secret))).toEqual([]);
    }
  });
});
