/** The data one message is merged with: the merge fields of message-template-keys, as nested objects. */
export interface MergeData {
  candidate?: { firstName?: string; lastName?: string; fullName?: string; email?: string };
  role?: { name?: string | null };
  organization?: { name?: string };
  stage?: { name?: string };
  deadline?: string;
  link?: string;
  code?: string;
  event?: { name?: string; date?: string };
  interview?: { time?: string; location?: string };
  assessment?: { name?: string };
  /** The sender's own words (a reviewer invitation's message). */
  message?: string;
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

/** What a preview without a candidate shows: a plausible person, role and dates. */
export const sampleMergeData: MergeData = {
  candidate: candidateFields({ firstName: 'Alex', lastName: 'Morgan', email: 'alex.morgan@example.com' }),
  role: { name: 'Graduate Scheme 2027' },
  stage: { name: '1st round' },
  deadline: '14 March 2027 at 23:59 (UTC)',
  link: 'https://example.com/your-link',
  code: '123456',
  event: { name: 'Open evening', date: 'Thursday, 11 March 2027 at 18:00' },
  interview: { time: 'Tuesday, 16 March 2027 at 10:30 (UTC)', location: 'London office' },
  assessment: { name: 'online test' },
  message: 'Please look at these before Friday.',
};

const dateOptions = { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' } as const;

/** A deadline as messages write it: "14 March 2027 at 23:59 (UTC)". */
export const formatDeadline = (deadline: Date) =>
  `${deadline.toLocaleDateString('en-GB', dateOptions)} at 23:59 (UTC)`;

/** A time as messages write it: "Tuesday 16 March 2027 at 10:30 (UTC)". */
export const formatTime = (time: Date) =>
  `${time.toLocaleString('en-GB', { dateStyle: 'full', timeStyle: 'short', timeZone: 'UTC' })} (UTC)`;
