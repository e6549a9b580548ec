import type { Radicale } from '@shortlist/protocol-peers/radicale';
import { busyEvent, radicalePassword, startRadicale } from '@shortlist/protocol-peers/radicale';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarConnections } from '../../src/db/schema/index.ts';
import { refusedCalendarUrl, startSilentCalendar } from '../support/silent-calendar.ts';
import type { SignedIn, TestApp } from '../support/test-app.ts';
import { signIn, startTestApp } from '../support/test-app.ts';

let t: TestApp;
let radicale: Radicale;
let silent: Awaited<ReturnType<typeof startSilentCalendar>>;
let manager: SignedIn;
let managerAdmin: SignedIn;
let northwindManager: SignedIn;
let candidate: SignedIn;
let hmCalendar: string;
let assessorCalendar: string;

const day = new Date(Date.UTC(2027, 0, 12));
const at = (hours: number) => new Date(day.getTime() + hours * 3600_000);
const seconds = (date: Date) => date.getTime() / 1000;

beforeAll(async () => {
  [t, radicale, silent] = await Promise.all([
    // A hanging calendar is given up after 3 s here (Radicale on a busy machine needs more than a second) (5 s by default).
    startTestApp({ CALENDAR_TIMEOUT_MS: '3000' }),
    startRadicale(['hm', 'assessor']),
    startSilentCalendar(),
  ]);
  [manager, managerAdmin, northwindManager, candidate] = await Promise.all([
    signIn(t.app, 'hm@hartwell.test'),
    signIn(t.app, 'hm.admin@hartwell.test'),
    signIn(t.app, 'hm@northwind.test'),
    signIn(t.app, 'candidate@shortlist.test'),
  ]);
  hmCalendar = await radicale.calendar('hm', 'interviews');
  assessorCalendar = await radicale.calendar('assessor', 'work');
  await radicale.put(hmCalendar, 'hm', 'partners.ics', busyEvent('partners', at(10), at(11)));
  // A daily stand-up: each occurrence in the range is busy.
  await radicale.put(
    hmCalendar,
    'hm',
    'standup.ics',
    busyEvent('standup', at(-48 + 9), at(-48 + 9.25), ['RRULE:FREQ=DAILY;COUNT=10']),
  );
  // Free time (TRANSP:TRANSPARENT) does not block.
  await radicale.put(
    hmCalendar,
    'hm',
    'lunch.ics',
    busyEvent('lunch', at(12), at(13), ['TRANSP:TRANSPARENT']),
  );
  await radicale.put(assessorCalendar, 'assessor', 'court.ics', busyEvent('court', at(14), at(16)));
}, 60_000);
afterAll(async () => {
  await Promise.all([t?.close(), radicale?.close(), silent?.close()]);
});

const save = (as: SignedIn, payload: Record<string, unknown>) =>
  as.request({ method: 'PUT', url: '/api/v1/calendar-connections', payload });
const caldav = (user: string, calendarUrl: string, extra: Record<string, unknown> = {}) => ({
  provider: 'caldav',
  calendarUrl,
  username: user,
  password: radicalePassword(user),
  ...extra,
});
const busy = (as: SignedIn, emails: string[], from: Date, to: Date) =>
  as.request({
    method: 'GET',
    url: '/api/v1/calendar-busy',
    query: { emails: emails.join(','), from: String(seconds(from)), to: String(seconds(to)) },
  });

describe('calendar connections', () => {
  it('connects a manager’s own CalDAV calendar, answering and storing no password', async () => {
    const response = await save(manager, caldav('hm', hmCalendar));
    expect(response.statusCode).toBe(200);
    const connection = response.json();
    expect(connection).toMatchObject({
      interviewerEmail: 'hm@hartwell.test',
      provider: 'caldav',
      endpoint: hmCalendar,
      account: 'hm',
      status: 'connected',
      lastError: null,
    });
    expect(connection.userId).toEqual(expect.any(Number));
    expect(response.body).not.toContain(radicalePassword('hm'));
    const [row] = await t.db
      .select()
      .from(calendarConnections)
      .where(eq(calendarConnections.id, connection.id));
    expect(row?.credentials).toMatch(/^v1\./);
    expect(row?.credentials).not.toContain(radicalePassword('hm'));
    expect(Buffer.from(row?.credentials ?? '', 'utf8').toString('latin1')).not.toContain('calendar-password');
  });

  it('refuses bad input with field messages and stores nothing', async () => {
    const before = await t.db.select().from(calendarConnections);
    const bad = await save(manager, {
      provider: 'caldav',
      calendarUrl: 'ftp://nowhere',
      username: '',
      password: '',
    });
    expect(bad.statusCode).toBe(400);
    const fields = (bad.json().errors as { field: string }[]).map((error) => error.field).sort();
    expect(fields).toEqual(['calendarUrl', 'password', 'username']);
    expect((await save(manager, { provider: 'outlook-desktop' })).statusCode).toBe(400);
    expect(await t.db.select().from(calendarConnections)).toEqual(before);
  });

  it('lets only a manager admin connect another interviewer’s calendar', async () => {
    const refused = await save(
      manager,
      caldav('assessor', assessorCalendar, { interviewerEmail: 'assessor@outside.test' }),
    );
    expect(refused.statusCode).toBe(403);
    const made = await save(
      managerAdmin,
      caldav('assessor', assessorCalendar, { interviewerEmail: 'Assessor@Outside.test' }),
    );
    expect(made.statusCode).toBe(200);
    expect(made.json()).toMatchObject({ interviewerEmail: 'assessor@outside.test', userId: null });
    const mine = (await manager.request({ method: 'GET', url: '/api/v1/calendar-connections' })).json();
    expect(mine.map((each: { interviewerEmail: string }) => each.interviewerEmail)).toEqual([
      'hm@hartwell.test',
    ]);
    const all = (await managerAdmin.request({ method: 'GET', url: '/api/v1/calendar-connections' })).json();
    expect(all.map((each: { interviewerEmail: string }) => each.interviewerEmail)).toEqual([
      'assessor@outside.test',
      'hm@hartwell.test',
    ]);
    // A colleague's connection is not the manager's to read.
    const read = await manager.request({
      method: 'GET',
      url: `/api/v1/calendar-connections/${made.json().id}`,
    });
    expect(read.statusCode).toBe(404);
  });

  it('answers another organisation’s connection 404 and changes nothing; candidates 403', async () => {
    const [hm] = await t.db
      .select()
      .from(calendarConnections)
      .where(eq(calendarConnections.email, 'hm@hartwell.test'));
    if (!hm) throw new Error('no connection');
    for (const request of [
      { method: 'GET' as const, url: `/api/v1/calendar-connections/${hm.id}` },
      { method: 'DELETE' as const, url: `/api/v1/calendar-connections/${hm.id}` },
      { method: 'POST' as const, url: `/api/v1/calendar-connections/${hm.id}/test` },
    ]) {
      expect((await northwindManager.request(request)).statusCode).toBe(404);
    }
    expect(
      (await northwindManager.request({ method: 'GET', url: '/api/v1/calendar-connections' })).json(),
    ).toEqual([]);
    expect((await candidate.request({ method: 'GET', url: '/api/v1/calendar-connections' })).statusCode).toBe(
      403,
    );
    const [still] = await t.db.select().from(calendarConnections).where(eq(calendarConnections.id, hm.id));
    expect(still).toEqual(hm);
  });

  it('tests a connection: connected when Radicale answers, revoked with the reason when it refuses the password', async () => {
    const good = (await manager.request({ method: 'GET', url: '/api/v1/calendar-connections' })).json()[0];
    const tested = await manager.request({
      method: 'POST',
      url: `/api/v1/calendar-connections/${good.id}/test`,
    });
    expect(tested.statusCode).toBe(200);
    expect(tested.json()).toMatchObject({
      status: 'connected',
      lastError: null,
      lastCheckedAt: expect.any(Number),
    });

    const wrong = await save(manager, caldav('hm', hmCalendar, { password: 'not-the-password' }));
    const refused = await manager.request({
      method: 'POST',
      url: `/api/v1/calendar-connections/${wrong.json().id}/test`,
    });
    expect(refused.statusCode).toBe(200);
    expect(refused.json().status).toBe('revoked');
    expect(refused.json().lastError).toMatch(/refused the credentials/);
    expect(refused.body).not.toContain('not-the-password');
    // Connected again with the right password.
    expect((await save(manager, caldav('hm', hmCalendar))).json().status).toBe('connected');
  });
});

describe('busy lookup', () => {
  it('answers the busy times of each connected calendar in the range, recurring events expanded', async () => {
    const response = await busy(
      manager,
      ['hm@hartwell.test', 'assessor@outside.test', 'nobody@outside.test'],
      at(0),
      at(24),
    );
    expect(response.statusCode).toBe(200);
    const body = response.json();
    const of = (email: string) =>
      body.busy.find((each: { email: string }) => each.email === email)?.intervals;
    expect(of('hm@hartwell.test')).toEqual([
      { start: seconds(at(9)), end: seconds(at(9.25)) },
      { start: seconds(at(10)), end: seconds(at(11)) },
    ]);
    expect(of('assessor@outside.test')).toEqual([{ start: seconds(at(14)), end: seconds(at(16)) }]);
    expect(body.unchecked).toEqual([]);
    expect(body.notConnected).toEqual(['nobody@outside.test']);
  });

  it('answers a calendar that hangs or refuses as unchecked, marks it failing, and still answers the others', async () => {
    await save(managerAdmin, caldav('slow', silent.url, { interviewerEmail: 'slow@outside.test' }));
    await save(
      managerAdmin,
      caldav('gone', await refusedCalendarUrl(), { interviewerEmail: 'gone@outside.test' }),
    );
    const response = await busy(
      managerAdmin,
      ['slow@outside.test', 'gone@outside.test', 'assessor@outside.test'],
      at(0),
      at(24),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().unchecked).toEqual(['gone@outside.test', 'slow@outside.test']);
    expect(response.json().busy.map((each: { email: string }) => each.email)).toEqual([
      'assessor@outside.test',
    ]);
    const rows = await t.db
      .select()
      .from(calendarConnections)
      .where(and(eq(calendarConnections.status, 'failing')));
    expect(Object.fromEntries(rows.map((row) => [row.email, row.lastError]))).toEqual({
      'gone@outside.test': 'The calendar server refused the connection.',
      'slow@outside.test': 'The calendar did not answer in time.',
    });
  });

  it('keeps an answer briefly, and asks again when told to (before a booking)', async () => {
    const [hm] = await t.db
      .select()
      .from(calendarConnections)
      .where(eq(calendarConnections.email, 'hm@hartwell.test'));
    if (!hm) throw new Error('no connection');
    const lookup = (fresh: boolean) =>
      t.app.services.calendars.busy.calendarBusy(hm.organizationId, ['hm@hartwell.test'], at(24), at(48), {
        fresh,
      });
    const before = (await lookup(false)).busy.get('hm@hartwell.test');
    await radicale.put(hmCalendar, 'hm', 'late-call.ics', busyEvent('late-call', at(24 + 15), at(24 + 16)));
    expect((await lookup(false)).busy.get('hm@hartwell.test')).toEqual(before);
    expect((await lookup(true)).busy.get('hm@hartwell.test')).toEqual([
      ...(before ?? []),
      { start: at(24 + 15), end: at(24 + 16) },
    ]);
  });

  it('reads only the caller’s organisation’s connections', async () => {
    const response = await busy(northwindManager, ['hm@hartwell.test'], at(0), at(24));
    expect(response.json()).toEqual({ busy: [], unchecked: [], notConnected: ['hm@hartwell.test'] });
  });

  it('refuses a bad range with field messages', async () => {
    const backwards = await busy(manager, ['hm@hartwell.test'], at(10), at(9));
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().errors.map((error: { field: string }) => error.field)).toEqual(['to']);
    const noEmails = await manager.request({
      method: 'GET',
      url: '/api/v1/calendar-busy',
      query: { emails: '', from: '1', to: '2' },
    });
    expect(noEmails.statusCode).toBe(400);
  });
});
