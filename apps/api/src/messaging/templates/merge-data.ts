/** The data one message is merged with: the merge fields of message-template-keys, as nested objects. */
export interface MergeData {
  candidate?: { firstName?: string; lastName?: string; fullName?: string; email?: string };
  role?: { name?: string | null };
  organization?: { name?: string };
  /** name: the organisation's own (a stage or schedule); status: what the candidate reads (issue 32). */
  stage?: { name?: string; status?: string };
  deadline?: string;
  link?: string;
  code?: string;
  event?: { name?: string; date?: string };
  interview?: { time?: string; location?: string; change?: string };
  assessment?: { name?: string };
  /** The sender's own words (a reviewer invitation's message). */
  message?: string;
  /** The reason a candidate chose when withdrawing, in words; blank when they chose none (issue 32). */
  withdrawal?: { reason?: string };
  /** A person's timetable of an assessment-centre day, one line a sitting (issue 33). */
  schedule?: string;
}

/** A person's merge fields from their account. */
export function candidateFields(person: {
  firstName: string;
  lastName?: string | null;
  email: string;
}): NonNullable<MergeData['candidate']> {
  const lastName = person.lastName ?? '';
  return {
    firstName: person.firstName,
    lastName,
    fullName: [person.firstName, lastName].filter(Boolean).join(' '),
    email: person.email,
  };
}

/**
 * A person's merge fields for an email a stranger can make us send (sign-up, reset, sign-in links, apply by
 * email): their names only once the address's owner has verified it, so no text a caller typed reaches
 * someone else's inbox.
 */
export function verifiedCandidateFields(person: {
  firstName: string;
  lastName?: string | null;
  email: string;
  emailVerifiedAt: Date | null;
}): NonNullable<MergeData['candidate']> {
  return person.emailVerifiedAt
    ? candidateFields(person)
    : candidateFields({ firstName: '', email: person.email });
}

/** What a preview without a candidate shows: a plausible person, role and dates. */
export const sampleMergeData: MergeData = {
  candidate: candidateFields({ firstName: 'Alex', lastName: 'Morgan', email: 'alex.morgan@example.com' }),
  role: { name: 'Graduate Scheme 2027' },
  stage: { name: '1st round', status: 'Interview' },
  deadline: '14 March 2027 at 23:59 (UTC)',
  link: 'https://example.com/your-link',
  code: '123456',
  event: { name: 'Open evening', date: 'Thursday, 11 March 2027 at 18:00' },
  interview: { time: 'Tuesday, 16 March 2027 at 10:30 (UTC)', location: 'London office', change: 'booked' },
  assessment: { name: 'online test' },
  message: 'Please look at these before Friday.',
  withdrawal: { reason: 'Accepted another offer' },
  schedule: '09:00-09:45  Group exercise, Boardroom\n10:00-10:40  Interview, Room 2',
};

/** The zone a message shows times in, and the words it names the zone with. */
export interface MessageTimeZone {
  zone: string;
  label: string;
}

const utc: MessageTimeZone = { zone: 'UTC', label: 'UTC' };

/** A deadline as messages write it: "14 March 2027 at 23:59 (UK, Ireland Time)"; the date is the zone's. */
export const formatDeadline = (deadline: Date, timeZone: MessageTimeZone = utc) =>
  `${deadline.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: timeZone.zone })} at 23:59 (${timeZone.label})`;

/** A time as messages write it: "Tuesday 16 March 2027 at 10:30 (UK, Ireland Time)". */
export const formatTime = (time: Date, timeZone: MessageTimeZone = utc) =>
  `${time.toLocaleString('en-GB', { dateStyle: 'full', timeStyle: 'short', timeZone: timeZone.zone })} (${timeZone.label})`;
